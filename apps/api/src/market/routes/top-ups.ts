// The top-up (issue 37, decisions 035, 052): the buyer approves the second charge a higher receipt
// asks for. Only the card token is read; the amount is the server's. The use case refuses anyone
// but the buyer (the traveller as anyone else's: 404), and a second approval while one is under way.
import { routes } from '@cg/domain/api';
import { actorOf } from '#src/market/actor';
import { implement, type Kit, type Registration } from '#src/market/serve';

export function topUpRoutes(kit: Kit): Registration[] {
  const { m } = kit;
  return implement(routes.topUps, kit.shapes.topUps, {
    approve: { handle: (c, { params, json }) => m.topUps.approve(actorOf(c), params.id, json) },
  });
}
