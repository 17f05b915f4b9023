/** A person's notifications (`notifications`): the newest `keep` of them, read one by one or by a selection. */
import type { DocumentAccess } from '#src/documents-unit';
import { changeWhere, newestStoredFirst, removeWhere } from '#src/repositories/lists';
import type { Repositories } from '@cg/domain/ports/repositories';
import type { Notification } from '@cg/domain/schemas/notification';
import { notificationsDocument } from '#src/storage/documents';

export function browserNotifications(d: DocumentAccess): Repositories['notifications'] {
  return {
    async forUser(userId) {
      return newestStoredFirst((await d.get(notificationsDocument)).filter((n) => n.userId === userId));
    },
    async openMessage(userId, orderId) {
      return (
        (await d.get(notificationsDocument)).find(
          (n) => n.userId === userId && n.kind === 'new_message' && n.orderId === orderId && n.readAt === null,
        ) ?? null
      );
    },
    async put(notification: Notification, keep) {
      let list = (await d.get(notificationsDocument)).filter((n) => n.id !== notification.id);
      list.push(notification);
      const mine = list.filter((n) => n.userId === notification.userId);
      if (mine.length > keep) {
        const drop = new Set(mine.slice(0, mine.length - keep));
        list = list.filter((n) => !drop.has(n));
      }
      await d.set(notificationsDocument, list);
    },
    async markRead(userId, selection, at) {
      const ids = selection.ids ? new Set(selection.ids) : null;
      const changed = await changeWhere(
        d,
        notificationsDocument,
        (n) =>
          n.userId === userId &&
          n.readAt === null &&
          (ids === null || ids.has(n.id)) &&
          (selection.kind === undefined || n.kind === selection.kind) &&
          (selection.orderId === undefined || n.orderId === selection.orderId),
        (n) => ({ ...n, readAt: at }),
      );
      return changed.map((n) => n.id);
    },
    async removeForUser(userId) {
      await removeWhere(d, notificationsDocument, (n) => n.userId === userId);
    },
  };
}
