import { useState, type FormEvent } from 'react';
import { Button } from '../Button/Button';
import { CustomsPayerChoice, type CustomsPayerValue } from '../CustomsPayerChoice/CustomsPayerChoice';
import { DatePicker } from '../DatePicker/DatePicker';
import { Link } from '../Link/Link';
import { Slider } from '../Slider/Slider';
import { TextArea } from '../TextArea/TextArea';
import { TripChoice, type TripChoiceItem } from '../TripChoice/TripChoice';
import * as s from './OfferForm.css';

/** One of the traveller's trips that can bring the request, and the delivery dates it allows. */
export interface OfferFormTrip extends TripChoiceItem {
  /** ISO `YYYY-MM-DD`: the trip's return, the first date an offer may promise. */
  readonly firstDate: string;
  /** ISO: the return plus 7 days, the last. */
  readonly lastDate: string;
  /**
   * Issue 37 (decision 047): by how much an order on this trip takes the traveller's month beyond
   * the franchise and the tax, already formatted; absent or null when it stays within.
   */
  readonly customsCrossing?: { readonly excessText: string; readonly taxText: string } | null;
}

export interface OfferFormValues {
  readonly tripId: string;
  readonly reward: number;
  readonly deliveryDate: string;
  readonly message: string;
  /** Who the traveller proposes pays the tax on the excess; null when the chosen trip does not cross. */
  readonly customsPayer: CustomsPayerValue | null;
}

export interface OfferFormProps {
  /** The traveller's trips that can bring it, the soonest return first. */
  trips: readonly OfferFormTrip[];
  /** The rewards an offer may propose, whole USD (half to twice the buyer's, US$ 10–500, steps of 5). */
  rewardRange: { readonly min: number; readonly max: number };
  /** The buyer's reward, whole USD: where the slider starts. */
  requestReward: number;
  /** The country the request is bought in. */
  country: string;
  /** Where a trip is registered. */
  registerHref: string;
  /** The server's field errors (`reward`, `tripId`, `deliveryDate`, `message`, `customsPayer`). */
  fieldErrors?: Readonly<Record<string, string>>;
  /** @default false */
  isPending?: boolean;
  onSubmit: (values: OfferFormValues) => void;
  onCancel?: () => void;
}

const MESSAGE_MAX = 500;

/**
 * "Hacer una oferta" (decision 045): a reward in the request's range (US$ 5 steps), the trip that
 * brings it (TripChoice), a delivery date between that trip's return and 7 days after, and a message.
 * When the chosen trip's month would cross the customs franchise, who pays the tax on the excess
 * (issue 37): sending waits for the choice.
 */
export function OfferForm({
  trips,
  rewardRange,
  requestReward,
  country,
  registerHref,
  fieldErrors = {},
  isPending = false,
  onSubmit,
  onCancel,
}: OfferFormProps) {
  const [tripId, setTripId] = useState(trips[0]?.id ?? '');
  const [reward, setReward] = useState(Math.min(rewardRange.max, Math.max(rewardRange.min, requestReward)));
  const chosen = trips.find((t) => t.id === tripId) ?? trips[0];
  const [date, setDate] = useState<string | null>(chosen?.firstDate ?? null);
  const [message, setMessage] = useState('');
  // Issue 37: a trip that crosses the franchise asks who pays the tax; none is preset.
  const [payer, setPayer] = useState<CustomsPayerValue | null>(null);

  if (!chosen) {
    return (
      <div className={s.none} role="note" aria-label="Sin viaje para ofertar">
        <strong>Para ofertar necesitas un viaje desde {country}</strong>
        <span>
          Tu oferta dice en qué viaje lo traes y cuándo lo entregas: registra un viaje que todavía no terminó.
        </span>
        <Link href={registerHref}>Registrar un viaje</Link>
      </div>
    );
  }

  const crossing = chosen.customsCrossing ?? null;
  const payerMissing = crossing !== null && payer === null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (payerMissing) return;
    onSubmit({
      tripId: chosen.id,
      reward,
      deliveryDate: date ?? '',
      message: message.trim(),
      customsPayer: crossing ? payer : null,
    });
  };
  const outOfWindow = date !== null && (date < chosen.firstDate || date > chosen.lastDate);

  return (
    <form className={s.form} onSubmit={submit} aria-label="Hacer una oferta" noValidate>
      <Slider
        label="Tu recompensa"
        minValue={rewardRange.min}
        maxValue={rewardRange.max}
        value={reward}
        onChange={setReward}
        name="reward"
      />
      {fieldErrors.reward && (
        <p className={s.error} role="alert">
          {fieldErrors.reward}
        </p>
      )}
      <TripChoice
        trips={trips}
        value={chosen.id}
        onChange={(id) => {
          setTripId(id);
          setDate(trips.find((t) => t.id === id)?.firstDate ?? null);
        }}
        country={country}
        registerHref={registerHref}
        name="tripId"
      />
      {fieldErrors.tripId && (
        <p className={s.error} role="alert">
          {fieldErrors.tripId}
        </p>
      )}
      {crossing && (
        <CustomsPayerChoice
          excessText={crossing.excessText}
          taxText={crossing.taxText}
          value={payer}
          onChange={setPayer}
          isDisabled={isPending}
        />
      )}
      {fieldErrors.customsPayer && (
        <p className={s.error} role="alert">
          {fieldErrors.customsPayer}
        </p>
      )}
      <DatePicker
        label="Fecha de entrega"
        description={`Entre el regreso de tu viaje (${chosen.returnText}) y 7 días después.`}
        value={date}
        onChange={setDate}
        minValue={chosen.firstDate}
        maxValue={chosen.lastDate}
        placeholderValue={chosen.firstDate}
        isRequired
        isInvalid={outOfWindow || Boolean(fieldErrors.deliveryDate)}
        errorMessage={fieldErrors.deliveryDate ?? 'Elige una fecha entre el regreso de tu viaje y 7 días después.'}
      />
      <TextArea
        label="Mensaje para quien compró"
        value={message}
        onChange={setMessage}
        maxLength={MESSAGE_MAX}
        rows={3}
        placeholder="Cuéntale cómo lo traes y cuándo puedes entregarlo."
        isInvalid={Boolean(fieldErrors.message)}
        errorMessage={fieldErrors.message}
      />
      <div className={s.actions}>
        <Button type="submit" isDisabled={payerMissing} isPending={isPending} pendingLabel="Enviando oferta…">
          Enviar oferta
        </Button>
        {onCancel && (
          <Button variant="ghost" onPress={onCancel} isDisabled={isPending}>
            Cancelar
          </Button>
        )}
      </div>
    </form>
  );
}
