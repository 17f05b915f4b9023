// Offers on the request page (decision 045): "Hacer una oferta" beside "Aceptar Pedido" for a
// traveller, the buyer's offers to accept, decline or counter once, and a traveller's own offer
// (withdraw it, answer a counter). Every step posts to the page's action with its intent; the
// page reloads live when the other person acts (a `requests` change of this request).
import { useFetcher } from '@remix-run/react';
import { useState } from 'react';
import { formatMoney, type OfferView } from '@cg/domain';
import { Button, Link, OfferForm, OfferList, type OfferFormTrip, type OfferListItem } from '@cg/ui';
import { ConfirmDialog } from '#app/components/market/ConfirmDialog';
import { formatDay } from '#app/lib/format';
import { withRedirectTo } from '#app/lib/redirect-to';
import * as styles from '#app/styles/market.css';
import type { RequestStepResult } from './actions/order-step';

export interface OffersProps {
  readonly requestId: string;
  /** The buyer reads every offer; a traveller their own; a visitor none. */
  readonly role: 'buyer' | 'traveller' | null;
  readonly offers: readonly OfferView[];
  /** The traveller's trips that can bring it, with the dates each allows (and each one's customs crossing, issue 37). */
  readonly trips: readonly OfferFormTrip[];
  /** Whole USD: the range an offer or a counter may take. */
  readonly range: { readonly min: number; readonly max: number };
  readonly requestRewardCents: number;
  readonly country: string;
  /** The request still takes offers, and this traveller may make one. */
  readonly mayOffer: boolean;
  /** The request still takes offers (active): once taken, an empty list is not announced. */
  readonly open: boolean;
  readonly verified: boolean;
  /**
   * Decision 047: why an order of this price is beyond the traveller's trust tier, as the accept
   * dialog says it (the server refuses such an offer when it is made); null within it.
   */
  readonly outOfReach?: string | null;
}

/** An offer as the library's card reads it. */
function itemOf(
  o: OfferView,
  props: OffersProps,
  busy: boolean,
  send: (intent: string, extra?: Record<string, string>) => void,
): OfferListItem {
  return {
    id: o.id,
    status: o.status,
    travellerName: o.travellerName,
    isVerified: o.traveller.verified,
    rating: o.traveller.rating,
    reviews: o.traveller.reviews,
    deliveries: o.traveller.deliveries,
    originCountry: o.trip?.originCountry ?? props.country,
    returnText: o.trip ? formatDay(o.trip.returnDate) : 'viaje eliminado',
    rewardText: formatMoney(o.rewardCents),
    requestRewardText: formatMoney(props.requestRewardCents),
    dateText: formatDay(o.deliveryDate),
    message: o.message,
    // Issue 37: who the offer proposes pays the tax on the excess, while the order crosses.
    customs:
      o.customsPayer !== null && o.customsTaxUsdCents !== null
        ? { payer: o.customsPayer, taxText: formatMoney(o.customsTaxUsdCents) }
        : null,
    counterText: o.counterRewardCents === null ? undefined : formatMoney(o.counterRewardCents),
    counterDeclined: o.counterDeclinedAt !== null,
    counterRange: props.range,
    isPending: busy,
    onAccept: () => send('offer-accept', { offer: o.id }),
    onDecline: () => send('offer-decline', { offer: o.id }),
    onCounter: (reward) => send('offer-counter', { offer: o.id, reward: String(reward) }),
    onWithdraw: () => send('offer-withdraw', { offer: o.id }),
    onAcceptCounter: () => send('offer-counter-accept', { offer: o.id }),
    onDeclineCounter: () => send('offer-counter-decline', { offer: o.id }),
  };
}

/** The offers' list: the buyer's (all) or the traveller's own; nothing for a visitor. */
export function OffersSection(props: OffersProps) {
  const fetcher = useFetcher<RequestStepResult>();
  const busy = fetcher.state !== 'idle';
  const send = (intent: string, extra: Record<string, string> = {}) => {
    fetcher.submit({ intent, ...extra }, { method: 'post' });
  };
  if (props.role === null) return null;
  // Nothing offered and nothing more to come (accepted, paid, cancelled): no "Ofertas" section at all.
  if (props.offers.length === 0 && (props.role === 'traveller' || !props.open)) return null;
  return <OfferList viewer={props.role} offers={props.offers.map((o) => itemOf(o, props, busy, send))} />;
}

/**
 * "Hacer una oferta": a dialog with the offer form (a visitor is sent to log in; an unverified
 * traveller to verify; an order beyond the traveller's trust tier says why, as the accept dialog).
 */
export function MakeOffer(props: OffersProps) {
  const fetcher = useFetcher<RequestStepResult>();
  const [open, setOpen] = useState(false);
  const busy = fetcher.state !== 'idle';
  const [answered, setAnswered] = useState(fetcher.data);
  if (fetcher.state === 'idle' && fetcher.data !== answered) {
    setAnswered(fetcher.data);
    if (fetcher.data?.ok) setOpen(false);
  }
  if (!props.mayOffer) return null;
  const back = `/pedidos/${props.requestId}`;
  if (props.role === null) {
    return (
      <Link href={withRedirectTo('/login', back)} variant="button-secondary" size="lg">
        Hacer una oferta
      </Link>
    );
  }
  const failure = fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  return (
    <>
      <Button variant="secondary" size="lg" onPress={() => setOpen(true)}>
        Hacer una oferta
      </Button>
      <ConfirmDialog open={open} onClose={() => setOpen(false)} title="Hacer una oferta">
        {props.verified && props.outOfReach ? (
          <div className={styles.warning} role="note">
            <strong>Pedido fuera de tu alcance</strong> - {props.outOfReach}
          </div>
        ) : props.verified ? (
          <>
            <p>
              Propón tu recompensa, el viaje en el que lo traes y cuándo lo entregas. Quien compró puede aceptarla,
              rechazarla o hacerte una contraoferta.
            </p>
            <OfferForm
              trips={props.trips}
              rewardRange={props.range}
              requestReward={props.requestRewardCents / 100}
              country={props.country}
              registerHref="/viajero"
              fieldErrors={failure?.fieldErrors ?? {}}
              isPending={busy}
              onSubmit={(values) => {
                fetcher.submit(
                  {
                    intent: 'offer-make',
                    tripId: values.tripId,
                    reward: String(values.reward),
                    deliveryDate: values.deliveryDate,
                    message: values.message,
                    ...(values.customsPayer ? { customsPayer: values.customsPayer } : {}),
                  },
                  { method: 'post' },
                );
              }}
              onCancel={() => setOpen(false)}
            />
          </>
        ) : (
          <div className={styles.warning}>
            <strong>Verificación requerida</strong> - Debes verificar tu identidad como viajero para hacer ofertas.{' '}
            <Link href={withRedirectTo('/verificacion-viajero', back)}>Verificar ahora</Link>
          </div>
        )}
      </ConfirmDialog>
    </>
  );
}
