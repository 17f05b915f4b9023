// Notifications (decision 035): one's own only.
import { routes } from '@cg/domain/api';
import { actorOf } from '#src/market/actor';
import { implement, type Kit, type Registration } from '#src/market/serve';

export function notificationRoutes(kit: Kit): Registration[] {
  const { m } = kit;
  return implement(routes.notifications, kit.shapes.notifications, {
    list: { handle: (c) => m.notifications.list(actorOf(c)) },
    markAllRead: { handle: async (c) => ({ changed: await m.notifications.markAllRead(actorOf(c)) }) },
    markRead: { handle: async (c, { params }) => ({ changed: await m.notifications.markRead(actorOf(c), params.id) }) },
  });
}
