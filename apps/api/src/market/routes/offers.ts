// Offers (decision 045): a request's offers to its buyer (all) and to each traveller (their own);
// anyone else reads an empty list, and someone else's offer is the 404 of a missing thing.
import { routes } from '@cg/domain/api';
import { actorOf } from '#src/market/actor';
import { implement, type Kit, type Registration } from '#src/market/serve';

export function offerRoutes(kit: Kit): Registration[] {
  const { m } = kit;
  return implement(routes.offers, kit.shapes.offers, {
    forRequest: { handle: (c, { params }) => m.offers.forRequest(actorOf(c), params.id) },
    make: { handle: (c, { params, json }) => m.offers.make(actorOf(c), params.id, json) },
    mine: { handle: (c) => m.offers.mine(actorOf(c)) },
    withdraw: { handle: (c, { params }) => m.offers.withdraw(actorOf(c), params.id) },
    decline: { handle: (c, { params }) => m.offers.decline(actorOf(c), params.id) },
    counter: { handle: (c, { params, json }) => m.offers.counter(actorOf(c), params.id, json.reward) },
    accept: { handle: (c, { params }) => m.offers.accept(actorOf(c), params.id) },
    acceptCounter: { handle: (c, { params }) => m.offers.acceptCounter(actorOf(c), params.id) },
    declineCounter: { handle: (c, { params }) => m.offers.declineCounter(actorOf(c), params.id) },
  });
}
