// Matching and alerts (issue 36, decision 046): a trip's requests and a request's trips, each read
// by its own traveller or buyer only; someone else's id answers the 404 of a missing one (decision 030).
import { routes } from '@cg/domain/api';
import { actorOf } from '#src/market/actor';
import { implement, type Kit, type Registration } from '#src/market/serve';

export function matchingRoutes(kit: Kit): Registration[] {
  const { m } = kit;
  return implement(routes.matching, kit.shapes.matching, {
    forTrip: { handle: (c, { params }) => m.matching.forTrip(actorOf(c), params.id) },
    forRequest: { handle: (c, { params }) => m.matching.forRequest(actorOf(c), params.id) },
  });
}
