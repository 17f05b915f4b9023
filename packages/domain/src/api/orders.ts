// Orders (decision 035): an accepted request as its parties see it, the dashboards, accepting,
// the delivery code, and cancelling by agreement.
import { json, optionalText, text, type ShapesOf } from '#src/api/shape';
import { route } from '#src/api/route';
import type { OrderView } from '#src/projections';

export const orders = {
  mine: route<readonly OrderView[]>()('GET', '/orders/mine'),
  deliveries: route<readonly OrderView[]>()('GET', '/orders/deliveries'),
  order: route<OrderView>()('GET', '/orders/:id', { missing: 'null' }),
  /**
   * `?trip=<id>`: the traveller's trip that brings it (decision 026). In the query, so that an
   * accept with no trip (the 30-day rule) is the same bodiless POST it always was.
   */
  accept: route<OrderView, AcceptQuery>()('POST', '/orders/:id/accept', { via: 'query' }),
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
  retryRefunds: route<OrderView>()('POST', '/orders/:id/refunds/retry'),
};

/** Which trip brings the order; absent: none (the traveller has no trip that can bring it). */
export interface AcceptQuery {
  readonly trip?: string | undefined;
  /**
   * Issue 37 (decision 047): who pays the tax on the excess, `buyer` or `traveller`, when the order
   * crosses the traveller's franchise; the use case refuses any other word (422).
   */
  readonly customsPayer?: string | undefined;
}

export const ordersShapes = (): ShapesOf<typeof orders> => ({
  accept: json<AcceptQuery>()({ trip: optionalText, customsPayer: optionalText }),
  confirmDelivery: json<{ code: string }>()({ code: text }),
});
