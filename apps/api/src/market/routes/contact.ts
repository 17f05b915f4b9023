// The contact form (decision 044): anyone may write, a visitor limited per address and a person
// per account, as the other anonymous POSTs are (decisions 032, 033).
import { routes } from '@cg/domain/api';
import { actorOf, userIdOf } from '#src/market/actor';
import { implement, type Kit, type Registration } from '#src/market/serve';

export function contactRoutes(kit: Kit): Registration[] {
  const { m, addressOf, limiter } = kit;
  const { limited, limits } = limiter;
  return implement(routes.contact, kit.shapes.contact, {
    send: {
      limit: (c) => {
        const id = userIdOf(c);
        return id !== null
          ? limited(c, `contact:${id}`, limits.contactPerUser)
          : limited(c, `contact-visitor:${addressOf(c)}`, limits.contactPerAddress);
      },
      handle: async (c, { json }) => {
        await m.contact.send(actorOf(c), json);
        return { sent: true as const };
      },
    },
  });
}
