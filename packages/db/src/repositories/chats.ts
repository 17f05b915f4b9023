/** An order's chat: its messages, and up to when each person read it. */
import { asc, eq, inArray } from 'drizzle-orm';
import type { ChatMessage, Repositories } from '@cg/domain/server';
import * as t from '#src/schema';
import type { Runner } from '#src/repositories/runner';

function messageOf(row: typeof t.chatMessages.$inferSelect): ChatMessage {
  return {
    id: row.id,
    text: row.text,
    senderId: row.senderId ?? '',
    senderName: row.senderName,
    timestamp: row.createdAt,
  };
}

/** Oldest first; of two at the same instant, the one stored first. */
const inOrder = [asc(t.chatMessages.createdAt), asc(t.chatMessages.seq)] as const;

export function sqlChats(q: Runner): Repositories['chats'] {
  return {
    async messages(orderId) {
      const rows = await q
        .select()
        .from(t.chatMessages)
        .where(eq(t.chatMessages.orderId, orderId))
        .orderBy(...inOrder);
      return rows.map(messageOf);
    },
    async messagesOf(orderIds) {
      const out = new Map<string, ChatMessage[]>(orderIds.map((id) => [id, []]));
      if (orderIds.length === 0) return out;
      const rows = await q
        .select()
        .from(t.chatMessages)
        .where(inArray(t.chatMessages.orderId, [...orderIds]))
        .orderBy(...inOrder);
      for (const row of rows) out.get(row.orderId)?.push(messageOf(row));
      return out;
    },
    // A chat is its order's messages: there is nothing to create before the first one.
    open: () => Promise.resolve(),
    async append(orderId, message) {
      await q.insert(t.chatMessages).values({
        id: message.id,
        orderId,
        senderId: message.senderId,
        senderName: message.senderName,
        text: message.text,
        createdAt: message.timestamp,
      });
    },
    async readMarks(userId) {
      const rows = await q
        .select({ orderId: t.chatReads.orderId, readAt: t.chatReads.readAt })
        .from(t.chatReads)
        .where(eq(t.chatReads.userId, userId));
      return new Map(rows.map((r) => [r.orderId, r.readAt]));
    },
    async markRead(userId, orderId, at) {
      await q
        .insert(t.chatReads)
        .values({ userId, orderId, readAt: at })
        .onConflictDoUpdate({ target: [t.chatReads.userId, t.chatReads.orderId], set: { readAt: at } });
    },
    async renameSender(senderId, name) {
      await q.update(t.chatMessages).set({ senderName: name }).where(eq(t.chatMessages.senderId, senderId));
    },
  };
}
