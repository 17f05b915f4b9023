import type { Currency } from '@cg/domain';
import type { ReactNode } from 'react';
import { Card, type CardProps } from '../Card/Card';
import { Flag } from '../Flag/Flag';
import { Link } from '../Link/Link';
import * as s from './RequestCard.css';
import { defaultRequestImage } from './RequestCard.defaultImage';
import { Icon } from '../Icon/Icon';
import { formatCents } from '../EscrowSummary/EscrowSummary.format';

export { defaultRequestImage };

export type RequestCardHeadingLevel = 2 | 3 | 4;

export interface RequestCardProps extends Omit<CardProps, 'children' | 'as' | 'padding' | 'gap'> {
  /** Name of the product the buyer wants. Long names wrap up to three lines. */
  productName: string;
  /**
   * Short facts of the product shown under the country when given (the brand, say), each a term
   * and its text, in order.
   */
  details?: readonly { readonly label: string; readonly value: string }[];
  /** Photo (URL or data URL). Without one the default stock image is shown. */
  imageSrc?: string | null;
  /** Purchase country, in Spanish. */
  country: string;
  /** The country's flag, as its ISO code ('JP'); missing shows the white flag. */
  flag?: string;
  /** Reward for the traveller, in cents. */
  rewardCents: number;
  /** Currency of the reward. @default 'USD' */
  rewardCurrency?: Currency;
  /** Estimated price of the product, in cents of `currency`; omitted, no price line is shown. */
  estimatedPriceCents?: number;
  /** Currency of the estimated price. @default 'USD' */
  currency?: Currency;
  /** Where the action goes (e.g. `/pedidos/{id}`); without it no action is shown. */
  href?: string;
  /** Text of the action. @default 'Ver y Ofertar' */
  actionLabel?: string;
  /** Marks a sample request (seed data shown to visitors) with a badge. @default false */
  isExample?: boolean;
  /** Text of the sample badge. @default 'Ejemplo' */
  exampleLabel?: string;
  /** Slot above the title for a status (e.g. a `StatusBadge`). */
  status?: ReactNode;
  /** Slot for a restricted-item warning (customs-restricted or prohibited goods); shown as a caution note. */
  warning?: ReactNode;
  /** Heading level of the product name, to fit the page outline. @default 3 */
  headingLevel?: RequestCardHeadingLevel;
  /**
   * A lesser action under the main one, e.g. "Solicitar Pedido Similar" opening the request form
   * prefilled with this product; its accessible name adds the product name, like the main one's.
   */
  secondaryAction?: { readonly href: string; readonly label: string };
  /**
   * The card is in the first screen (the first of a list): its photo loads at once and ahead of
   * the page's other images, since it is usually the page's largest paint. Other cards' photos
   * load as they near the viewport.
   * @default false
   */
  priority?: boolean;
}

/** A buyer's request as a card: picture, flag and country of purchase, product name and reward. */
export function RequestCard({
  productName,
  details = [],
  imageSrc,
  country,
  flag,
  rewardCents,
  rewardCurrency = 'USD',
  estimatedPriceCents,
  currency = 'USD',
  href,
  actionLabel = 'Ver y Ofertar',
  isExample = false,
  exampleLabel = 'Ejemplo',
  status,
  warning,
  headingLevel = 3,
  secondaryAction,
  priority = false,
  variant = 'outlined',
  className,
  ...props
}: RequestCardProps) {
  const Heading = `h${headingLevel}` as const;
  const hasImage = Boolean(imageSrc);
  return (
    <Card
      {...props}
      as="article"
      variant={variant}
      padding="none"
      gap="none"
      className={[s.root, className].filter(Boolean).join(' ')}
    >
      <div className={s.media}>
        <img
          className={s.image}
          src={imageSrc || defaultRequestImage}
          alt={hasImage ? `Foto de ${productName}` : ''}
          data-default-image={hasImage ? undefined : ''}
          loading={priority ? 'eager' : 'lazy'}
          // Lower case: React 18 does not know `fetchPriority` and would warn; the browser reads this.
          {...(priority ? { fetchpriority: 'high' } : {})}
          decoding="async"
          width={320}
          height={240}
        />
        {isExample && <span className={s.exampleBadge}>{exampleLabel}</span>}
      </div>
      <div className={s.body}>
        {status && <div className={s.status}>{status}</div>}
        <Heading className={s.title}>{productName}</Heading>
        <dl className={s.facts}>
          <div className={s.fact}>
            <dt className={s.term}>País de compra</dt>
            <dd className={s.value}>
              <Flag country={country} code={flag} decorative />
              <span>{country}</span>
            </dd>
          </div>
          {details.map((detail) => (
            <div key={detail.label} className={s.fact}>
              <dt className={s.term}>{detail.label}</dt>
              <dd className={s.value}>{detail.value}</dd>
            </div>
          ))}
          {estimatedPriceCents !== undefined && (
            <div className={s.fact}>
              <dt className={s.term}>Precio estimado</dt>
              <dd className={s.value}>{formatCents(estimatedPriceCents, currency)}</dd>
            </div>
          )}
          <div className={s.fact}>
            <dt className={s.term}>Recompensa</dt>
            <dd className={`${s.value} ${s.reward}`}>{formatCents(rewardCents, rewardCurrency)}</dd>
          </div>
        </dl>
        {warning && (
          <div className={s.warning} role="note">
            <span aria-hidden="true" className={s.warningIcon}>
              <Icon name="warning" />
            </span>
            <div>{warning}</div>
          </div>
        )}
        {href && (
          <Link href={href} variant="button-primary" className={s.action} aria-label={`${actionLabel}: ${productName}`}>
            {actionLabel}
          </Link>
        )}
        {secondaryAction && (
          <Link
            href={secondaryAction.href}
            variant="button-ghost"
            className={s.secondaryAction}
            aria-label={`${secondaryAction.label}: ${productName}`}
          >
            {secondaryAction.label}
          </Link>
        )}
      </div>
    </Card>
  );
}
