// Payments (decision 035): the client sends billing details and a card token, never an amount —
// the total is computed from the stored request and frozen before the provider is asked.
import { routes } from '@cg/domain/api';
import { actorOf, userIdOf } from '#src/market/actor';
import { implement, missing, type Kit, type Registration } from '#src/market/serve';

export function paymentRoutes(kit: Kit): Registration[] {
  const { m } = kit;

  return implement(routes.payments, kit.shapes.payments, {
    quote: { handle: (c, { params }) => m.payments.quote(actorOf(c), params.id) },
    // The buyer's frozen quote (null before checkout starts); anyone else reads the 404 of a missing
    // thing, as on every other order route (it answered strangers 200 null — issue 32).
    pending: {
      async handle(c, { params }) {
        const order = await m.requests.order(actorOf(c), params.id);
        if (order?.userId !== userIdOf(c)) return missing;
        return m.payments.pending(actorOf(c), params.id);
      },
    },
    payWithCard: {
      handle: (c, { params, json: { billing, cardToken, installments, coupon } }) =>
        m.payments.payWithCard(actorOf(c), params.id, billing, cardToken, {
          ...(installments !== undefined && { installments }),
          ...(coupon !== undefined && { coupon }),
        }),
    },
    confirm: { handle: (c, { params }) => m.payments.confirm(actorOf(c), params.id) },
  });
}
