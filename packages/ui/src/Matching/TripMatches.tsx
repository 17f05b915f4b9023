import { Flag } from '../Flag/Flag';
import { Link } from '../Link/Link';
import * as s from './Matching.css';

/** A request the trip can carry, already formatted by the page. */
export interface TripMatchItem {
  readonly id: string;
  readonly productName: string;
  /** "US$ 60" */
  readonly rewardText: string;
  /** "US$ 349,99" */
  readonly priceText: string;
  /** Where the request opens ("/pedidos/…"). */
  readonly href: string;
}

/** What the trip's orders leave of the allowance, already formatted (an estimate, said as one). */
export interface AllowanceText {
  /** "US$ 120,50" */
  readonly usedText: string;
  /** "US$ 379,50" */
  readonly leftText: string;
  /** "US$ 500" */
  readonly limitText: string;
}

export interface TripMatchesProps {
  /** The trip's origin, for the heading and the empty state. */
  country: string;
  /** Its flag, as its ISO code ('US'). */
  countryFlag?: string;
  /** The requests it can carry, highest reward first. */
  requests: readonly TripMatchItem[];
  allowance: AllowanceText;
  /** The trip returned before today: it carries nothing more. @default false */
  ended?: boolean;
  /** The heading's level inside the page. @default 3 */
  headingLevel?: 2 | 3 | 4;
}

/**
 * A traveller's trip: the active requests bought in its country that it can carry, highest
 * reward first, and what is left of the traveller's allowance — an estimate, labelled as one
 * (decision 046).
 */
export function TripMatches({
  country,
  countryFlag,
  requests,
  allowance,
  ended = false,
  headingLevel = 3,
}: TripMatchesProps) {
  const Heading = `h${String(headingLevel)}` as 'h3';
  const title = `Pedidos que puedes traer desde ${country}`;
  return (
    <section className={s.section} aria-label={title}>
      <Heading className={s.heading}>
        <span className={s.rowTitle}>
          <Flag country={country} code={countryFlag} decorative />
          {title}
        </span>
      </Heading>
      <p className={s.muted}>
        Estimación de tu franquicia: usaste {allowance.usedText} de {allowance.limitText} en este viaje; te quedan{' '}
        {allowance.leftText}. Es una estimación: suma los precios de los pedidos que traes en este viaje.
      </p>
      {ended ? (
        <div className={s.note} role="note">
          <strong>Este viaje ya terminó</strong>
          <span>Registra tu próximo viaje para ver los pedidos que puedes traer.</span>
        </div>
      ) : requests.length === 0 ? (
        <div className={s.note} role="note">
          <strong>Por ahora no hay pedidos desde {country}</strong>
          <span>Te avisamos cuando alguien publique uno que coincida con este viaje.</span>
        </div>
      ) : (
        <ul className={s.list}>
          {requests.map((r) => (
            <li key={r.id} className={s.row}>
              <span className={s.rowBody}>
                <Link href={r.href}>{r.productName}</Link>
                <span className={s.muted}>Precio estimado: {r.priceText}</span>
              </span>
              <span className={s.reward}>Recompensa: {r.rewardText}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
