import type { ReactNode } from 'react';
import { Avatar } from '../Avatar/Avatar';
import { Button } from '../Button/Button';
import { Card, type CardProps } from '../Card/Card';
import { Flag } from '../Flag/Flag';
import { Link } from '../Link/Link';
import * as s from './TripCard.css';
import { Icon } from '../Icon/Icon';

const dayMonth = new Intl.DateTimeFormat('es-AR', { day: 'numeric', month: 'long', timeZone: 'UTC' });

/** "2026-12-15" → "15 de diciembre". Read as a calendar date, whatever the viewer's time zone. */
function formatArrivalDate(date: string | Date): string {
  const d = typeof date === 'string' ? new Date(date.length === 10 ? `${date}T00:00:00Z` : date) : date;
  return Number.isNaN(d.getTime()) ? String(date) : dayMonth.format(d);
}

export interface TripCardProps extends Omit<CardProps, 'children' | 'as' | 'padding' | 'gap'> {
  /** Traveller's display name (first name and last initial). */
  name: string;
  /** Traveller's picture; initials when missing. */
  avatarSrc?: string | null;
  /** Country the traveller flies from, in Spanish. */
  originCountry: string;
  /** Its flag, as its ISO code ('ES'); missing shows the white flag. */
  originFlag?: string;
  /** Destination. @default 'Argentina' */
  destinationCountry?: string;
  /** Destination flag. @default 'AR' */
  destinationFlag?: string;
  /** Arrival date as an ISO date ("2026-12-15") or a Date; shown as "15 de diciembre". */
  arrivalDate: string | Date;
  /** Departure date, the same way; when given, "Sale" is listed before "Regreso". */
  departureDate?: string | Date;
  /**
   * More facts of the trip (province, available space), listed after the dates in the same
   * style as the card's own: one list, one label style.
   */
  facts?: readonly { readonly term: string; readonly value: ReactNode }[];
  /**
   * The traveller's identity is verified: only then the badge under the name is shown (a trust
   * mark shown on everyone means nothing).
   * @default false
   */
  isVerified?: boolean;
  /** Text of the badge. @default 'Viajero verificado' */
  verifiedLabel?: string;
  /** Link to the traveller's profile (e.g. `/profile/{userId}`); without it no link is shown. */
  profileHref?: string;
  /** Text of the profile link. @default 'Ver Perfil' */
  profileLabel?: string;
  /** Called by the "Contactar" button; without it (and without `contactHref`) no button is shown. */
  onContact?: () => void;
  /**
   * Where "Contactar" leads (e.g. the contact section of the traveller's profile): a link, which
   * takes the place of the `onContact` button.
   */
  contactHref?: string;
  /** Text of the contact button. @default 'Contactar' */
  contactLabel?: string;
  /** Extra details (e.g. province, available space). */
  children?: ReactNode;
  /** Heading level of the name. @default 3 */
  headingLevel?: 2 | 3 | 4;
}

/** A traveller's trip to Argentina: who, from where, arriving when. */
export function TripCard({
  name,
  avatarSrc,
  originCountry,
  originFlag,
  destinationCountry = 'Argentina',
  destinationFlag = 'AR',
  arrivalDate,
  departureDate,
  facts = [],
  isVerified = false,
  verifiedLabel = 'Viajero verificado',
  profileHref,
  profileLabel = 'Ver Perfil',
  onContact,
  contactHref,
  contactLabel = 'Contactar',
  children,
  headingLevel = 3,
  variant = 'outlined',
  className,
  ...props
}: TripCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Card
      {...props}
      as="article"
      variant={variant}
      padding="lg"
      gap="lg"
      className={[s.root, className].filter(Boolean).join(' ')}
    >
      <div className={s.person}>
        <Avatar name={name} src={avatarSrc} size="lg" decorative />
        <div className={s.who}>
          <Heading className={s.name}>{name}</Heading>
          {isVerified && (
            <span className={s.verified}>
              <span aria-hidden="true" className={s.check}>
                <Icon name="check" />
              </span>
              {verifiedLabel}
            </span>
          )}
        </div>
      </div>
      <dl className={s.facts}>
        <div className={s.fact}>
          <dt className={s.term}>Origen</dt>
          <dd className={s.value}>
            <Flag country={originCountry} code={originFlag} decorative />
            {originCountry}
          </dd>
        </div>
        <div className={s.fact}>
          <dt className={s.term}>Destino</dt>
          <dd className={s.value}>
            <Flag country={destinationCountry} code={destinationFlag} decorative />
            {destinationCountry}
          </dd>
        </div>
        {departureDate !== undefined && (
          <div className={s.fact}>
            <dt className={s.term}>Sale</dt>
            <dd className={s.value}>{formatArrivalDate(departureDate)}</dd>
          </div>
        )}
        <div className={s.fact}>
          <dt className={s.term}>Regreso</dt>
          <dd className={s.value}>{formatArrivalDate(arrivalDate)}</dd>
        </div>
        {facts.map((fact) => (
          <div key={fact.term} className={s.fact}>
            <dt className={s.term}>{fact.term}</dt>
            <dd className={s.value}>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {children}
      {(profileHref || onContact || contactHref) && (
        <div className={s.actions}>
          {profileHref && (
            <Link href={profileHref} variant="button-secondary" aria-label={`${profileLabel} de ${name}`}>
              {profileLabel}
            </Link>
          )}
          {contactHref ? (
            <Link href={contactHref} variant="button-primary" aria-label={`${contactLabel} a ${name}`}>
              {contactLabel}
            </Link>
          ) : (
            onContact && (
              <Button onPress={onContact} aria-label={`${contactLabel} a ${name}`}>
                {contactLabel}
              </Button>
            )
          )}
        </div>
      )}
    </Card>
  );
}
