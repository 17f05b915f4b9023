/** An order's chat (`chats`: messages by order id) and up to when each person read it (`chatReads`). */
import type { DocumentAccess } from '#src/documents-unit';
import { own, withEntry } from '#src/repositories/lists';
import type { Repositories } from '@cg/domain/ports/repositories';
import type { ChatMessage } from '@cg/domain/schemas/chat';
import { chatReadsDocument, chatsDocument } from '#src/storage/documents';

export function browserChats(d: DocumentAccess): Repositories['chats'] {
  return {
    async messages(orderId) {
      return [...(own(await d.get(chatsDocument), orderId) ?? [])];
    },
    async messagesOf(orderIds) {
      const chats = await d.get(chatsDocument);
      return new Map(orderIds.map((id) => [id, [...(own(chats, id) ?? [])]] as const));
    },
    async open(orderId) {
      const chats = await d.get(chatsDocument);
      if (own(chats, orderId)) return;
      await d.set(chatsDocument, withEntry<ChatMessage[]>(chats, orderId, []));
    },
    async append(orderId, message: ChatMessage) {
      const chats = await d.get(chatsDocument);
      await d.set(chatsDocument, withEntry(chats, orderId, [...(own(chats, orderId) ?? []), message]));
    },
    async readMarks(userId) {
      const reads = await d.get(chatReadsDocument);
      return new Map(Object.entries(own(reads, userId) ?? {}));
    },
    async markRead(userId, orderId, at) {
      const reads = await d.get(chatReadsDocument);
      await d.set(chatReadsDocument, withEntry(reads, userId, withEntry(own(reads, userId) ?? {}, orderId, at)));
    },
    async renameSender(senderId, name) {
      const chats = await d.get(chatsDocument);
      const renamed = Object.fromEntries(
        Object.entries(chats).map(([orderId, messages]) => [
          orderId,
          messages.map((m) => (m.senderId === senderId ? { ...m, senderName: name } : m)),
        ]),
      );
      await d.set(chatsDocument, renamed);
    },
  };
}
