// Trips (decision 035): the public list is a page (keyset, as the requests'): there is no read of
// every trip (issue 32: 29 trips made every visitor's list 29 MB). Registering is limited per person.
import { routes } from '@cg/domain/api';
import { actorOf, userIdOf } from '#src/market/actor';
import { implement, type Kit, type Registration } from '#src/market/serve';

export function tripRoutes(kit: Kit): Registration[] {
  const { m, addressOf, limiter } = kit;

  return implement(routes.trips, kit.shapes.trips, {
    // The public reads (a visitor's from the process's shared cache, decision 039).
    searchPage: {
      shared: true,
      handle: (c, { query: { after, limit, ...filters } }) =>
        m.trips.searchPage(actorOf(c), filters, { after: after ?? null, ...(limit !== undefined && { limit }) }),
    },
    home: { shared: true, handle: (c) => m.trips.home(actorOf(c)) },
    mine: { handle: (c) => m.trips.mine(actorOf(c)) },
    register: {
      limit: (c) => limiter.limited(c, `trip:${userIdOf(c) ?? addressOf(c)}`, limiter.limits.tripPerUser),
      handle: (c, { json }) => m.trips.register(actorOf(c), json),
    },
    // A trip id that is not the actor's answers the 404 of a missing one (decision 030).
    edit: { handle: (c, { params, json }) => m.trips.edit(actorOf(c), params.id, json) },
    remove: { handle: (c, { params }) => m.trips.remove(actorOf(c), params.id) },
    standing: { handle: (c) => m.trips.standing(actorOf(c)) },
  });
}
