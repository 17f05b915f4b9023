import { Label, Radio, RadioGroup } from 'react-aria-components';
import { Flag } from '../Flag/Flag';
import { Link } from '../Link/Link';
import * as s from './TripChoice.css';

/** One of the traveller's trips that can bring the order: from its country, returning today or later. */
export interface TripChoiceItem {
  readonly id: string;
  readonly originCountry: string;
  /** Its flag, as its ISO code ('US'); missing shows the white flag. */
  readonly originFlag?: string;
  /** Already formatted ("25 de noviembre"). */
  readonly departureText: string;
  readonly returnText: string;
  /** The delivery deadline this trip sets (its return + 7 days), already formatted. */
  readonly deadlineText: string;
  /**
   * Issue 37: what the order does to the customs franchise of this trip's month of entry (what is
   * left, or by how much it goes beyond and the tax; an item brought twice), already written.
   */
  readonly customsNote?: readonly string[];
}

export interface TripChoiceProps {
  /** The trips that can bring it, the soonest return first; empty: the 30-day rule is explained. */
  trips: readonly TripChoiceItem[];
  /** The chosen trip's id (preselect the first: the one returning soonest). */
  value: string;
  onChange: (value: string) => void;
  /** The country the request is bought in (for the empty state's words). */
  country: string;
  /** Where a trip is registered (the empty state's link). */
  registerHref: string;
  /** The form field the choice is sent as. @default 'trip' */
  name?: string;
  /** @default false */
  isDisabled?: boolean;
}

/**
 * Accepting a request (decision 026): which of the traveller's trips brings it. Each option says
 * when it leaves and returns and the delivery deadline it sets; with no trip that can bring it,
 * the 30-day rule is said and a trip may be registered first.
 */
export function TripChoice({
  trips,
  value,
  onChange,
  country,
  registerHref,
  name = 'trip',
  isDisabled = false,
}: TripChoiceProps) {
  if (trips.length === 0) {
    return (
      <div className={s.none} role="note" aria-label="Sin viaje registrado">
        <strong>No tienes un viaje registrado desde {country}</strong>
        <span>
          Puedes aceptarlo igual: la fecha límite de entrega será 37 días después del pago (30 días más 7 de margen). Si
          ya sabes cuándo viajas, registra tu viaje primero y la fecha límite será tu regreso más 7 días.
        </span>
        <Link href={registerHref}>Registrar un viaje</Link>
      </div>
    );
  }
  return (
    <RadioGroup className={s.group} name={name} value={value} onChange={onChange} isDisabled={isDisabled}>
      <Label className={s.legend}>¿En qué viaje lo traes?</Label>
      {trips.map((trip) => (
        <Radio key={trip.id} value={trip.id} className={s.option}>
          <span aria-hidden="true" className={s.radioMark} />
          <span className={s.body}>
            <span className={s.route}>
              <Flag country={trip.originCountry} code={trip.originFlag} decorative />
              Desde {trip.originCountry}
            </span>
            <span className={s.dates}>
              Sale {trip.departureText} · Regreso {trip.returnText}
            </span>
            <span className={s.deadline}>Fecha límite de entrega: {trip.deadlineText}</span>
            {trip.customsNote?.map((line) => (
              <span key={line} className={s.customs}>
                {line}
              </span>
            ))}
          </span>
        </Radio>
      ))}
    </RadioGroup>
  );
}
