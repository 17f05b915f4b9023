// Deadlines, disputes and support (decisions 026, 035). A party's side: reason, text and up to 3
// photos, checked as every upload. Support's routes: anyone else reads that the page does not
// exist (404) and changes nothing.
import { routes } from '@cg/domain/api';
import { actorOf, userIdOf } from '#src/market/actor';
import { implement, type Kit, type Registration } from '#src/market/serve';

export function disputeRoutes(kit: Kit): Registration[] {
  const { m, addressOf, limiter } = kit;
  return implement(routes.disputes, kit.shapes.disputes, {
    open: {
      limit: (c) => limiter.limited(c, `dispute:${userIdOf(c) ?? addressOf(c)}`, limiter.limits.verificationPerUser),
      handle: (c, { params, form }) => m.disputes.open(actorOf(c), params.id, form),
    },
    // The buyer alone, after the delivery deadline by the server's clock.
    cancelOverdue: { handle: (c, { params }) => m.disputes.cancelOverdue(actorOf(c), params.id) },
    isSupport: { handle: async (c) => ({ support: await m.disputes.isSupport(actorOf(c)) }) },
    listOpen: { handle: (c) => m.disputes.listOpen(actorOf(c)) },
    caseOf: { handle: (c, { params }) => m.disputes.caseOf(actorOf(c), params.id) },
    resolve: {
      handle: (c, { params, json }) => m.disputes.resolve(actorOf(c), params.id, json.outcome, json.message),
    },
  });
}
