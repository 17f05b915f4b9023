// Requests (decision 035): publishing and editing take the form the domain's publish schema
// defines; the lists read their filters from the query string; a guest owner is recognised by the
// guest cookie, whose token never leaves the server (decision 022).
import { routes } from '@cg/domain/api';
import { actorOf, userIdOf } from '#src/market/actor';
import { implement, missing, type Kit, type Registration } from '#src/market/serve';

export function requestRoutes(kit: Kit): Registration[] {
  const { m, addressOf, limiter } = kit;
  const { limits, limited } = limiter;

  return implement(routes.requests, kit.shapes.requests, {
    publish: {
      // A person by their account; a guest (a token minted on request) by their address.
      limit: (c) => {
        const id = userIdOf(c);
        return id !== null
          ? limited(c, `publish:${id}`, limits.publishPerUser)
          : limited(c, `publish-guest:${addressOf(c)}`, limits.guestPublishPerAddress);
      },
      handle: (c, { form }) => m.requests.publish(actorOf(c), form),
    },
    search: { shared: true, handle: (c, { query }) => m.requests.search(actorOf(c), query) },
    searchPage: {
      shared: true,
      handle: (c, { query: { after, limit, ...filters } }) =>
        m.requests.searchPage(actorOf(c), filters, { after: after ?? null, ...(limit !== undefined && { limit }) }),
    },
    // The public reads (a visitor's from the process's shared cache, decision 039).
    home: { shared: true, handle: (c) => m.requests.home(actorOf(c)) },
    get: { shared: true, handle: async (c, { params }) => (await m.requests.get(actorOf(c), params.id)) ?? missing },
    // What this person may do with the request (accept, or the owner's actions).
    actionFor: {
      async handle(c, { params }) {
        const action = await m.requests.actionFor(actorOf(c), params.id);
        return action === null ? missing : { action };
      },
    },
    // Its owner edits a request nobody accepted yet (the photo only when a new one is sent).
    edit: {
      limit: (c) => limited(c, `publish:${userIdOf(c) ?? addressOf(c)}`, limits.publishPerUser),
      handle: (c, { params, form }) => m.requests.edit(actorOf(c), params.id, form),
    },
    cancel: { handle: (c, { params }) => m.requests.cancel(actorOf(c), params.id) },
  });
}
