// Chats (decision 035): an order's two parties only; sending is limited per person.
import { routes } from '@cg/domain/api';
import { actorOf, userIdOf } from '#src/market/actor';
import { implement, type Kit, type Registration } from '#src/market/serve';

export function chatRoutes(kit: Kit): Registration[] {
  const { m, limiter } = kit;

  return implement(routes.chats, kit.shapes.chats, {
    conversations: { handle: (c) => m.chats.conversations(actorOf(c)) },
    messages: { handle: (c, { params }) => m.chats.messages(actorOf(c), params.id) },
    send: {
      limit: async (c) => {
        const id = userIdOf(c);
        return id === null ? null : limiter.limited(c, `chat:${id}`, limiter.limits.chatPerUser);
      },
      handle: (c, { params, json }) => m.chats.send(actorOf(c), params.id, json.text),
    },
    markRead: {
      async handle(c, { params }) {
        await m.chats.markRead(actorOf(c), params.id);
        return null;
      },
    },
  });
}
