// Identity verification (decision 035): three photos, checked as every upload; limited per person.
import { routes } from '@cg/domain/api';
import { actorOf, userIdOf } from '#src/market/actor';
import { implement, type Kit, type Registration } from '#src/market/serve';

export function verificationRoutes(kit: Kit): Registration[] {
  const { m, limiter } = kit;

  return implement(routes.verification, kit.shapes.verification, {
    status: { handle: async (c) => ({ status: await m.verification.status(actorOf(c)) }) },
    submit: {
      limit: async (c) => {
        const id = userIdOf(c);
        return id === null ? null : limiter.limited(c, `verification:${id}`, limiter.limits.verificationPerUser);
      },
      handle: async (c, { form }) => ({ status: await m.verification.submit(actorOf(c), form) }),
    },
    refresh: { handle: async (c) => ({ status: await m.verification.refresh(actorOf(c)) }) },
  });
}
