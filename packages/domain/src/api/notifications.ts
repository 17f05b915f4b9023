// Notifications (decision 035): one's own, newest first, and marking them read.
import { route } from '#src/api/route';
import type { Notification } from '#src/schemas/notification';

export const notifications = {
  list: route<readonly Notification[]>()('GET', '/notifications'),
  markAllRead: route<{ changed: number }>()('POST', '/notifications/read-all'),
  markRead: route<{ changed: boolean }>()('POST', '/notifications/:id/read'),
};
