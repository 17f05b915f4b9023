import { useId, useState } from 'react';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { Flag } from '../Flag/Flag';
import { Icon } from '../Icon/Icon';
import { Slider } from '../Slider/Slider';
import { Stars } from '../StarRating/StarRating';
import * as s from './OfferCard.css';

/** Where an offer stands (decision 045), as the domain reads it. @internal */
export const offerCardStatuses = [
  'open',
  'countered',
  'accepted',
  'declined',
  'withdrawn',
  'closed',
  'expired',
] as const;
export type OfferCardStatus = (typeof offerCardStatuses)[number];

const STATUS_LABELS: Readonly<Record<OfferCardStatus, string>> = {
  open: 'Abierta',
  countered: 'Contraoferta',
  accepted: 'Aceptada',
  declined: 'Rechazada',
  withdrawn: 'Retirada',
  closed: 'Cerrada',
  expired: 'Vencida',
};

export interface OfferCardProps {
  /** Who reads it: the request's buyer (accept, decline, counter) or the offer's traveller (withdraw, answer a counter). */
  viewer: 'buyer' | 'traveller';
  status: OfferCardStatus;
  /** Short name ("Tomás P."). */
  travellerName: string;
  isVerified: boolean;
  /** Average rating 0–5; with no reviews, "Sin reseñas". */
  rating: number;
  reviews: number;
  deliveries: number;
  originCountry: string;
  /** ISO code of the origin's flag ('US'). */
  originFlag?: string;
  /** Already formatted ("10 de diciembre"). */
  returnText: string;
  /** The reward offered, already formatted ("US$ 40,00"). */
  rewardText: string;
  /** The buyer's reward, to compare ("US$ 25,00"). */
  requestRewardText: string;
  /** The promised delivery date, formatted. */
  dateText: string;
  message: string;
  /**
   * Issue 37 (decision 047): the order crosses the traveller's customs franchise, and who the offer
   * proposes pays the tax on the excess (and how much, already formatted): accepting agrees to it.
   */
  customs?: { readonly payer: 'buyer' | 'traveller'; readonly taxText: string } | null;
  /** The buyer's counter, formatted, once made. */
  counterText?: string | undefined;
  /** The traveller declined the counter (the offer stands on its own terms). */
  counterDeclined?: boolean;
  /** The rewards a counter may propose, whole USD (the offer's rules). */
  counterRange?: { readonly min: number; readonly max: number };
  /** An answer is on its way: the buttons wait. */
  isPending?: boolean;
  onAccept?: () => void;
  onDecline?: () => void;
  onCounter?: (reward: number) => void;
  onWithdraw?: () => void;
  onAcceptCounter?: () => void;
  onDeclineCounter?: () => void;
  /**
   * Heading level of the traveller's name, to fit the page outline.
   * @default 3
   */
  headingLevel?: 3 | 4;
}

/** What the state means for the person reading it, or null when the facts say enough. */
function stateText(p: OfferCardProps): string | null {
  const buyer = p.viewer === 'buyer';
  switch (p.status) {
    case 'countered':
      return buyer
        ? `Propusiste ${p.counterText ?? ''}: falta que ${p.travellerName} responda.`
        : `Quien compró propone ${p.counterText ?? ''} en lugar de ${p.rewardText}.`;
    case 'open':
      return p.counterDeclined
        ? buyer
          ? `${p.travellerName} no aceptó tu contraoferta de ${p.counterText ?? ''}: su oferta sigue en pie.`
          : `No aceptaste la contraoferta de ${p.counterText ?? ''}: tu oferta sigue en pie.`
        : null;
    case 'accepted':
      return buyer ? 'Aceptaste esta oferta: el pedido quedó acordado.' : '¡Quien compró aceptó tu oferta!';
    case 'declined':
      return buyer ? 'Rechazaste esta oferta.' : 'Quien compró no aceptó tu oferta.';
    case 'withdrawn':
      return buyer ? `${p.travellerName} retiró su oferta.` : 'Retiraste esta oferta.';
    case 'closed':
      return buyer
        ? 'El pedido se acordó con otra persona.'
        : 'El pedido se acordó con otro viajero: tu oferta quedó cerrada.';
    case 'expired':
      return buyer
        ? 'Su viaje o su fecha ya no sirven para este pedido.'
        : 'Tu viaje o tu fecha ya no sirven para este pedido: puedes hacer una nueva oferta.';
  }
}

/**
 * A traveller's offer on a request (decision 045): who offers (short name, rating, deliveries,
 * verified badge), the trip, the reward beside the buyer's, the date, who pays the tax on the
 * excess when the order crosses the traveller's customs franchise (issue 37), and the message; and the
 * actions its state allows — the buyer accepts, declines or counters once; the traveller
 * withdraws, or answers the counter.
 */
export function OfferCard(props: OfferCardProps) {
  const {
    viewer,
    status,
    travellerName,
    isVerified,
    rating,
    reviews,
    deliveries,
    originCountry,
    originFlag,
    returnText,
    rewardText,
    requestRewardText,
    dateText,
    message,
    customs = null,
    counterText,
    counterRange,
    isPending = false,
    headingLevel = 3,
  } = props;
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  const [countering, setCountering] = useState(false);
  const [counter, setCounter] = useState(counterRange?.min ?? 10);
  const note = stateText(props);
  const canCounter = viewer === 'buyer' && status === 'open' && counterText === undefined && counterRange !== undefined;
  return (
    <Card as="article" padding="md" gap="md" className={s.root} aria-labelledby={titleId} data-status={status}>
      <div className={s.head}>
        <div className={s.who}>
          <Heading id={titleId} className={s.name}>
            {travellerName}
          </Heading>
          {isVerified && (
            <span className={s.verified}>
              <span aria-hidden="true" className={s.check}>
                <Icon name="check" />
              </span>
              Viajero verificado
            </span>
          )}
          <span className={s.standing}>
            {reviews > 0 ? (
              <>
                <Stars value={rating} size="sm" /> ({reviews})
              </>
            ) : (
              'Sin reseñas'
            )}{' '}
            · {deliveries === 1 ? '1 entrega' : `${String(deliveries)} entregas`}
          </span>
        </div>
        <span className={s.badge({ status })}>{STATUS_LABELS[status]}</span>
      </div>
      <dl className={s.facts}>
        <div className={s.fact}>
          <dt className={s.term}>Recompensa</dt>
          <dd className={s.reward}>
            {rewardText}
            {rewardText !== requestRewardText && <span className={s.was}> (el pedido ofrece {requestRewardText})</span>}
          </dd>
        </div>
        <div className={s.fact}>
          <dt className={s.term}>Entrega</dt>
          <dd className={s.value}>{dateText}</dd>
        </div>
        <div className={s.fact}>
          <dt className={s.term}>Viaje</dt>
          <dd className={s.value}>
            <Flag country={originCountry} code={originFlag} decorative />
            Desde {originCountry} · regresa {returnText}
          </dd>
        </div>
        {customs && (
          <div className={s.fact}>
            <dt className={s.term}>Impuesto por exceso</dt>
            <dd className={s.value}>
              a cargo de {customs.payer === 'buyer' ? 'quien compra' : 'quien viaja'} — {customs.taxText}
            </dd>
          </div>
        )}
      </dl>
      {message !== '' && <p className={s.message}>“{message}”</p>}
      {note !== null && (
        <p className={s.note} role="status">
          {note}
        </p>
      )}
      {viewer === 'buyer' && status === 'open' && !countering && (
        <div className={s.actions}>
          <Button onPress={props.onAccept} isPending={isPending} pendingLabel="Aceptando…">
            Aceptar oferta
          </Button>
          {canCounter && (
            <Button variant="secondary" onPress={() => setCountering(true)} isDisabled={isPending}>
              Contraofertar
            </Button>
          )}
          <Button variant="ghost" onPress={props.onDecline} isDisabled={isPending}>
            Rechazar
          </Button>
        </div>
      )}
      {canCounter && countering && (
        <div className={s.counter}>
          <Slider
            label="Tu contraoferta"
            minValue={counterRange.min}
            maxValue={counterRange.max}
            value={counter}
            onChange={setCounter}
          />
          <p className={s.hint}>Puedes contraofertar una sola vez.</p>
          <div className={s.actions}>
            <Button onPress={() => props.onCounter?.(counter)} isPending={isPending} pendingLabel="Enviando…">
              Enviar contraoferta
            </Button>
            <Button variant="ghost" onPress={() => setCountering(false)} isDisabled={isPending}>
              Volver
            </Button>
          </div>
        </div>
      )}
      {viewer === 'traveller' && status === 'countered' && (
        <div className={s.actions}>
          <Button onPress={props.onAcceptCounter} isPending={isPending} pendingLabel="Aceptando…">
            Aceptar {counterText}
          </Button>
          <Button variant="secondary" onPress={props.onDeclineCounter} isDisabled={isPending}>
            Rechazar contraoferta
          </Button>
        </div>
      )}
      {viewer === 'traveller' && (status === 'open' || status === 'countered') && (
        <div className={s.actions}>
          <Button variant="ghost" onPress={props.onWithdraw} isDisabled={isPending}>
            Retirar oferta
          </Button>
        </div>
      )}
    </Card>
  );
}
