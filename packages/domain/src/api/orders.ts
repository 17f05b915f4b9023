// Orders (decision 035): an accepted request as its parties see it, the dashboards, accepting,
// the delivery code, and cancelling by agreement.
import { json, text, type ShapesOf } from '#src/api/shape';
import { route } from '#src/api/route';
import type { OrderView } from '#src/projections';

export const orders = {
  mine: route<readonly OrderView[]>()('GET', '/orders/mine'),
  deliveries: route<readonly OrderView[]>()('GET', '/orders/deliveries'),
  order: route<OrderView>()('GET', '/orders/:id', { missing: 'null' }),
  accept: route<OrderView>()('POST', '/orders/:id/accept'),
  /** The buyer's code while paid; a 404 (null) for anyone else. */
  securityCode: route<{ code: string }>()('GET', '/orders/:id/code', { missing: 'null' }),
  confirmDelivery: route<{ request: OrderView; payoutCents: number }, { code: string }>()(
    'POST',
    '/orders/:id/code/confirm',
    { via: 'json' },
  ),
  reissueCode: route<{ code: string }>()('POST', '/orders/:id/code/reissue'),
  proposeCancellation: route<OrderView>()('POST', '/orders/:id/cancellation'),
  acceptCancellation: route<OrderView>()('POST', '/orders/:id/cancellation/accept'),
  declineCancellation: route<OrderView>()('POST', '/orders/:id/cancellation/decline'),
};

export const ordersShapes = (): ShapesOf<typeof orders> => ({
  confirmDelivery: json<{ code: string }>()({ code: text }),
});
