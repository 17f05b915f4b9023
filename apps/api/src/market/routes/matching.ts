// Matching and alerts (issue 36, decision 046): a trip's requests and a request's trips, each read
// by its own traveller or buyer only; someone else's id answers the 404 of a missing one (decision 030).
import { routes } from '@cg/domain/api';
import { actorOf, userIdOf } from '#src/market/actor';
import { implement, type Kit, type Registration } from '#src/market/serve';

export function matchingRoutes(kit: Kit): Registration[] {
  const { m, addressOf, limiter } = kit;
  return implement(routes.matching, kit.shapes.matching, {
    forTrip: { handle: (c, { params }) => m.matching.forTrip(actorOf(c), params.id) },
    forRequest: { handle: (c, { params }) => m.matching.forRequest(actorOf(c), params.id) },
    // Each invitation tells another person: limited per person, as the other writes that do.
    invite: {
      limit: (c) => limiter.limited(c, `invite:${userIdOf(c) ?? addressOf(c)}`, limiter.limits.invitePerUser),
      handle: (c, { params }) => m.matching.invite(actorOf(c), params.id, params.tripId),
    },
    alerts: { handle: (c) => m.matching.alerts(actorOf(c)) },
    setAlerts: { handle: (c, { json }) => m.matching.setAlerts(actorOf(c), json) },
    rewardSuggestion: { handle: (c, { query }) => m.matching.rewardSuggestion(actorOf(c), query) },
  });
}
