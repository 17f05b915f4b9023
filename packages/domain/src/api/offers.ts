// Offers (decisions 035, 045): a request's offers as the person may see them (its buyer all of
// them, a traveller their own), making one, and each answer.
import { json, number, optionalText, text, type ShapesOf } from '#src/api/shape';
import { route } from '#src/api/route';
import type { OfferView } from '#src/contract';
import type { OrderView } from '#src/projections';
import type { OfferInput } from '#src/schemas/offer';

export const offers = {
  forRequest: route<readonly OfferView[]>()('GET', '/requests/:id/offers'),
  make: route<OfferView, OfferInput>()('POST', '/requests/:id/offers', { via: 'json', status: 201, idempotent: true }),
  mine: route<readonly OfferView[]>()('GET', '/offers/mine'),
  withdraw: route<OfferView>()('POST', '/offers/:id/withdraw'),
  decline: route<OfferView>()('POST', '/offers/:id/decline'),
  counter: route<OfferView, CounterInput>()('POST', '/offers/:id/counter', { via: 'json' }),
  accept: route<OrderView>()('POST', '/offers/:id/accept'),
  acceptCounter: route<OrderView>()('POST', '/offers/:id/counter/accept'),
  declineCounter: route<OfferView>()('POST', '/offers/:id/counter/decline'),
};

/** The buyer's counter: a reward in whole USD. */
export interface CounterInput {
  readonly reward: number;
}

export const offersShapes = (): ShapesOf<typeof offers> => ({
  make: json<OfferInput>()({
    tripId: text,
    reward: number,
    deliveryDate: text,
    message: optionalText,
    customsPayer: optionalText,
  }),
  counter: json<CounterInput>()({ reward: number }),
});
