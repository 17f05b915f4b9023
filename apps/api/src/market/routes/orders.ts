// Orders (decision 035): an accepted request as its parties see it; anyone else reads the 404 of a
// missing thing. Cancelling an accepted or paid order takes both parties: one proposes, the other
// answers (a paid order is refunded through the provider first).
import { routes } from '@cg/domain/api';
import { actorOf } from '#src/market/actor';
import { implement, missing, type Kit, type Registration } from '#src/market/serve';

export function orderRoutes(kit: Kit): Registration[] {
  const { m, addressOf, limiter } = kit;
  const { limits, limited } = limiter;

  return implement(routes.orders, kit.shapes.orders, {
    mine: { handle: (c) => m.requests.mine(actorOf(c)) },
    deliveries: { handle: (c) => m.requests.deliveries(actorOf(c)) },
    order: { handle: async (c, { params }) => (await m.requests.order(actorOf(c), params.id)) ?? missing },
    accept: {
      handle: (c, { params, query }) =>
        m.requests.accept(actorOf(c), params.id, query.trip ?? null, query.customsPayer ?? null),
    },
    securityCode: {
      async handle(c, { params }) {
        const code = await m.requests.securityCode(actorOf(c), params.id);
        return code === null ? missing : { code };
      },
    },
    confirmDelivery: {
      limit: (c) => limited(c, `code:${addressOf(c)}`, limits.codePerAddress),
      handle: (c, { params, json }) => m.requests.confirmDelivery(actorOf(c), params.id, json.code),
    },
    reissueCode: { handle: async (c, { params }) => ({ code: await m.requests.reissueCode(actorOf(c), params.id) }) },
    proposeCancellation: { handle: (c, { params }) => m.requests.proposeCancellation(actorOf(c), params.id) },
    acceptCancellation: { handle: (c, { params }) => m.requests.acceptCancellation(actorOf(c), params.id) },
    declineCancellation: { handle: (c, { params }) => m.requests.declineCancellation(actorOf(c), params.id) },
    retryRefunds: { handle: (c, { params }) => m.requests.retryRefunds(actorOf(c), params.id) },
  });
}
