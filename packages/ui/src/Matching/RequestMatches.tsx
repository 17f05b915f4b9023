import { Button } from '../Button/Button';
import { Flag } from '../Flag/Flag';
import { Link } from '../Link/Link';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as s from './Matching.css';

/** A trip that can carry the buyer's request, already formatted by the page. */
export interface RequestMatchItem {
  readonly id: string;
  /** "Tomás P." */
  readonly travellerName: string;
  /** Where the traveller's profile opens. */
  readonly travellerHref: string;
  /** The "Viajero verificado" badge's words when verified. */
  readonly verified: boolean;
  /** "10 de diciembre" */
  readonly returnText: string;
  /** The buyer already invited this traveller for this request. */
  readonly invited: boolean;
}

export interface RequestMatchesProps {
  /** The request's country of purchase. */
  country: string;
  countryFlag?: string;
  /** The trips that can carry it, the soonest return first. */
  trips: readonly RequestMatchItem[];
  /** Invites the trip's traveller. */
  onInvite: (tripId: string) => void;
  /** The trip whose invitation is on its way. */
  pendingId?: string | null;
  /** The heading's level inside the page. @default 3 */
  headingLevel?: 2 | 3 | 4;
}

/**
 * A buyer's active request: the travellers returning from its country today or later, and
 * "Invitar" for each (the traveller is told, once; decision 046).
 */
export function RequestMatches({
  country,
  countryFlag,
  trips,
  onInvite,
  pendingId = null,
  headingLevel = 3,
}: RequestMatchesProps) {
  const Heading = `h${String(headingLevel)}` as 'h3';
  const title = `Viajeros que vuelven desde ${country}`;
  return (
    <section className={s.section} aria-label={title}>
      <Heading className={s.heading}>
        <span className={s.rowTitle}>
          <Flag country={country} code={countryFlag} decorative />
          {title}
        </span>
      </Heading>
      {trips.length === 0 ? (
        <div className={s.note} role="note">
          <strong>Todavía no hay viajes desde {country}</strong>
          <span>
            Activa las alertas de viajes desde {country} en tu configuración y te avisamos cuando se registre uno.
          </span>
        </div>
      ) : (
        <ul className={s.list}>
          {trips.map((t) => (
            <li key={t.id} className={s.row}>
              <span className={s.rowBody}>
                <span className={s.rowTitle}>
                  <Link href={t.travellerHref}>{t.travellerName}</Link>
                  {t.verified ? <span className={s.muted}>· Viajero verificado</span> : null}
                </span>
                <span className={s.muted}>Regresa el {t.returnText}</span>
              </span>
              {t.invited ? (
                <span className={s.invited}>Invitado</span>
              ) : (
                <Button
                  variant="secondary"
                  size="sm"
                  isPending={pendingId === t.id}
                  pendingLabel="Invitando..."
                  isDisabled={pendingId !== null && pendingId !== t.id}
                  onPress={() => onInvite(t.id)}
                >
                  Invitar<VisuallyHidden> a {t.travellerName}</VisuallyHidden>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
