/** A person's notifications: the newest `keep` of them, read one by one or by a selection. */
import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { Notification } from '@cg/domain';
import type { Repositories } from '@cg/domain/server';
import * as t from '#src/schema';
import { newestStoredFirst, withoutSeq } from '#src/repositories/lists';
import type { Runner } from '#src/repositories/runner';

function notificationOf(row: typeof t.notifications.$inferSelect): Notification {
  return { ...withoutSeq(row), kind: row.kind as Notification['kind'] };
}

export function sqlNotifications(q: Runner): Repositories['notifications'] {
  const newestOf = newestStoredFirst(t.notifications.createdAt, t.notifications.seq);
  const mine = (userId: string) => eq(t.notifications.userId, userId);
  return {
    async forUser(userId) {
      const rows = await q
        .select()
        .from(t.notifications)
        .where(mine(userId))
        .orderBy(...newestOf);
      return rows.map(notificationOf);
    },
    async openMessage(userId, orderId) {
      const [row] = await q
        .select()
        .from(t.notifications)
        .where(
          and(
            mine(userId),
            eq(t.notifications.kind, 'new_message'),
            eq(t.notifications.orderId, orderId),
            isNull(t.notifications.readAt),
          ),
        )
        .orderBy(...newestOf)
        .limit(1);
      return row ? notificationOf(row) : null;
    },
    async put(notification, keep) {
      // Replaced by deleting and inserting again: the new row takes a new `seq`, so it counts
      // as the newest of its instant, as the port says.
      await q.delete(t.notifications).where(eq(t.notifications.id, notification.id));
      await q.insert(t.notifications).values(notification);
      const kept = q
        .select({ id: t.notifications.id })
        .from(t.notifications)
        .where(mine(notification.userId))
        .orderBy(...newestOf)
        .limit(keep);
      await q.delete(t.notifications).where(and(mine(notification.userId), notInArray(t.notifications.id, kept)));
    },
    async markRead(userId, selection, at) {
      if (selection.ids?.length === 0) return [];
      const changed = await q
        .update(t.notifications)
        .set({ readAt: at })
        .where(
          and(
            mine(userId),
            isNull(t.notifications.readAt),
            selection.ids ? inArray(t.notifications.id, [...selection.ids]) : undefined,
            selection.kind === undefined ? undefined : eq(t.notifications.kind, selection.kind),
            selection.orderId === undefined ? undefined : eq(t.notifications.orderId, selection.orderId),
          ),
        )
        .returning({ id: t.notifications.id });
      return changed.map((r) => r.id);
    },
    async removeForUser(userId) {
      await q.delete(t.notifications).where(mine(userId));
    },
  };
}
