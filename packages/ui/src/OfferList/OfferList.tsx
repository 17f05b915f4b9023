import { useId } from 'react';
import { OfferCard, type OfferCardProps } from '../OfferCard/OfferCard';
import * as s from './OfferList.css';

export interface OfferListItem extends Omit<OfferCardProps, 'viewer' | 'headingLevel'> {
  readonly id: string;
}

export interface OfferListProps {
  /** Who reads it: the buyer sees every offer, a traveller their own. */
  viewer: 'buyer' | 'traveller';
  offers: readonly OfferListItem[];
  /**
   * The section's title.
   * @default viewer === 'buyer' ? 'Ofertas de viajeros' : 'Tu oferta'
   */
  title?: string;
  /**
   * Heading level of the title; each card's is one below.
   * @default 2
   */
  headingLevel?: 2 | 3;
}

/** A request's offers (decision 045): the buyer's list to choose from, or the traveller's own. */
export function OfferList({ viewer, offers, title, headingLevel = 2 }: OfferListProps) {
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  const heading = title ?? (viewer === 'buyer' ? 'Ofertas de viajeros' : 'Tu oferta');
  const live = offers.filter((o) => o.status === 'open' || o.status === 'countered').length;
  return (
    <section className={s.root} aria-labelledby={titleId}>
      <Heading id={titleId} className={s.title}>
        {heading}
        {viewer === 'buyer' && offers.length > 0 && <span className={s.count}> ({live} abiertas)</span>}
      </Heading>
      {offers.length === 0 ? (
        <p className={s.empty}>
          {viewer === 'buyer'
            ? 'Todavía no hay ofertas. Cuando un viajero proponga otra recompensa o fecha, la verás aquí.'
            : 'Todavía no hiciste una oferta en este pedido.'}
        </p>
      ) : (
        <ul className={s.list}>
          {offers.map(({ id, ...offer }) => (
            <li key={id} className={s.item}>
              <OfferCard {...offer} viewer={viewer} headingLevel={headingLevel === 2 ? 3 : 4} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
