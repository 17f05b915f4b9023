// Saved cards (decisions 027, 035): one's own only; saving is limited (it is how stolen cards are tried).
import { routes } from '@cg/domain/api';
import { actorOf, userIdOf } from '#src/market/actor';
import { implement, type Kit, type Registration } from '#src/market/serve';

export function paymentMethodRoutes(kit: Kit): Registration[] {
  const { m, addressOf, limiter } = kit;
  return implement(routes.paymentMethods, kit.shapes.paymentMethods, {
    list: { handle: (c) => m.paymentMethods.list(actorOf(c)) },
    save: {
      limit: (c) => limiter.limited(c, `card:${userIdOf(c) ?? addressOf(c)}`, limiter.limits.cardSavePerUser),
      handle: (c, { json }) => m.paymentMethods.save(actorOf(c), json),
    },
    setDefault: { handle: (c, { params }) => m.paymentMethods.setDefault(actorOf(c), params.id) },
    remove: { handle: (c, { params }) => m.paymentMethods.remove(actorOf(c), params.id) },
  });
}
