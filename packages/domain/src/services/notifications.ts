import { GUEST_USER_ID } from '#src/constants';
import type { Actor } from '#src/schemas/common';
import type { NotificationsArea } from '#src/contract';
import type { Notification } from '#src/schemas/notification';
import type { Change } from '#src/ports/changes';
import type { NotificationSelection, Repositories } from '#src/ports/repositories';
import type { Context } from '#src/services/context';
import type { NotificationDraft } from '#src/services/notification-texts';

// The use cases import what they tell and the telling from here (the texts live in their own module).
export { NOTIFICATION_TEXTS, type NotificationDraft } from '#src/services/notification-texts';

/** Notifications kept per user (oldest dropped first), so localStorage never fills with them. */
const NOTIFICATIONS_PER_USER = 100;

/**
 * Records `drafts` in the transaction of the change they report, so a notification exists
 * exactly when what it reports happened. Guests get none (no account to show them to). An unread
 * "new message" of the same chat is updated instead of piling up. Returns the change to publish.
 */
export async function notify(
  ctx: Context,
  tx: Repositories,
  drafts: readonly NotificationDraft[],
): Promise<Change | null> {
  const wanted = drafts.filter((d) => d.userId !== GUEST_USER_ID);
  if (wanted.length === 0) return null;
  const ids: string[] = [];
  const now = ctx.now();
  for (const d of wanted) {
    const orderId = d.orderId ?? null;
    const open =
      d.kind === 'new_message' && orderId !== null ? await tx.notifications.openMessage(d.userId, orderId) : null;
    const record: Notification = {
      id: open?.id ?? d.id ?? ctx.deps.random.id(),
      userId: d.userId,
      kind: d.kind,
      title: d.title,
      text: d.text,
      link: d.link,
      orderId,
      createdAt: now,
      readAt: null,
    };
    await tx.notifications.put(record, NOTIFICATIONS_PER_USER);
    ids.push(record.id);
  }
  return { topic: 'notifications', ids, audience: [...new Set(wanted.map((d) => d.userId))] };
}

export function createNotificationsService(ctx: Context): NotificationsArea {
  const requireUser = (actor: Actor) => ctx.requireUser(actor, 'login_required', 'notificationsLoginRequired');

  async function markRead(userId: string, selection: NotificationSelection): Promise<number> {
    return ctx.transaction(async (tx, changed) => {
      const ids = await tx.notifications.markRead(userId, selection, ctx.now());
      if (ids.length > 0) changed({ topic: 'notifications', ids, audience: [userId] });
      return ids.length;
    });
  }

  return {
    /** The actor's notifications, newest first. */
    async list(actor) {
      const user = await requireUser(actor);
      return ctx.read((r) => r.notifications.forUser(user.id));
    },
    /** Marks one of the actor's notifications read; someone else's id or an unknown one changes nothing. */
    async markRead(actor, id) {
      const user = await requireUser(actor);
      return (await markRead(user.id, { ids: [id] })) > 0;
    },
    /** Marks every notification of the actor read; returns how many changed. */
    async markAllRead(actor) {
      const user = await requireUser(actor);
      return markRead(user.id, {});
    },
  };
}
