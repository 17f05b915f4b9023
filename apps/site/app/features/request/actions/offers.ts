// Offers (decision 045): the request page's offer intents — making one, and each answer.
import { formatMoney } from '@cg/domain';
import { getMarketplace } from '#app/lib/marketplace.client';
import { currentActor } from '#app/lib/session';
import { text } from '#app/lib/forms';
import type { RequestStepResult } from './order-step';
import { orderStep } from './order-step';

const OFFER_INTENTS = [
  'offer-make',
  'offer-withdraw',
  'offer-decline',
  'offer-counter',
  'offer-accept',
  'offer-counter-accept',
  'offer-counter-decline',
] as const;
type OfferIntent = (typeof OFFER_INTENTS)[number];

export const isOfferIntent = (intent: string): intent is OfferIntent =>
  (OFFER_INTENTS as readonly string[]).includes(intent);

/** One offer step: its success toast, or its refusal (with the form's field errors) as a form failure. */
export function offerStep(intent: OfferIntent, requestId: string, data: FormData): Promise<RequestStepResult> {
  const offers = getMarketplace().offers;
  const offerId = text(data, 'offer');
  return orderStep(requestId, async () => {
    const actor = await currentActor();
    switch (intent) {
      case 'offer-make': {
        const made = await offers.make(actor, requestId, {
          tripId: text(data, 'tripId'),
          reward: Number(text(data, 'reward')),
          deliveryDate: text(data, 'deliveryDate'),
          message: text(data, 'message'),
          // Issue 37: who the traveller proposes pays the tax on the excess, when the trip crosses.
          customsPayer: text(data, 'customsPayer') || undefined,
        });
        return [
          'Oferta enviada',
          `Ofreciste traerlo por ${formatMoney(made.rewardCents)}. Te avisamos cuando quien compró responda.`,
        ];
      }
      case 'offer-withdraw':
        await offers.withdraw(actor, offerId);
        return ['Oferta retirada', 'Quien compró ya no la verá como abierta.'];
      case 'offer-decline':
        await offers.decline(actor, offerId);
        return ['Oferta rechazada', 'Le avisamos a quien viaja.'];
      case 'offer-counter': {
        const countered = await offers.counter(actor, offerId, Number(text(data, 'reward')));
        return [
          'Contraoferta enviada',
          `Propusiste ${formatMoney(countered.counterRewardCents ?? 0)}. Te avisamos cuando quien viaja responda.`,
        ];
      }
      case 'offer-accept':
        await offers.accept(actor, offerId);
        return ['¡Oferta aceptada!', 'El pedido quedó acordado: coordina la compra por el chat y realiza el pago.'];
      case 'offer-counter-accept':
        await offers.acceptCounter(actor, offerId);
        return ['¡Pedido acordado!', 'Aceptaste la contraoferta: coordina la compra desde el chat.'];
      case 'offer-counter-decline':
        await offers.declineCounter(actor, offerId);
        return ['Contraoferta rechazada', 'Tu oferta sigue en pie con tus condiciones.'];
    }
  });
}
