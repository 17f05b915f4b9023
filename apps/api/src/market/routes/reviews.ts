// Reviews (decision 035).
import { routes } from '@cg/domain/api';
import { actorOf } from '#src/market/actor';
import { implement, type Kit, type Registration } from '#src/market/serve';

export function reviewRoutes(kit: Kit): Registration[] {
  const { m } = kit;
  return implement(routes.reviews, kit.shapes.reviews, {
    leave: { handle: (c, { params, json }) => m.reviews.leave(actorOf(c), params.id, json) },
    forUser: { handle: (c, { params }) => m.reviews.forUser(actorOf(c), params.id) },
    pendingFor: { handle: (c) => m.reviews.pendingFor(actorOf(c)) },
  });
}
