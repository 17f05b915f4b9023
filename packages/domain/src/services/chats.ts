import { DomainError } from '#src/errors';
import { canChat } from '#src/rules/lifecycle';
import { CHAT_MESSAGE_MAX, type ChatMessage } from '#src/schemas/chat';
import type { Actor } from '#src/schemas/common';
import type { ProductRequest } from '#src/schemas/product-request';
import type { User } from '#src/schemas/user';
import type { Context } from '#src/services/context';
import { STORAGE_KEYS } from '#src/storage/documents';
import { put } from '#src/storage/store';
import { NOTIFICATION_TEXTS, notificationWrite } from '#src/services/notifications';

const CHAT_MESSAGES = {
  empty: ['Mensaje vacío', 'Escribe un mensaje antes de enviarlo.'],
  tooLong: ['Mensaje demasiado largo', `El mensaje no puede superar los ${CHAT_MESSAGE_MAX} caracteres.`],
} as const;

export function createChatsService(ctx: Context) {
  const { store, docs } = ctx;

  /** 'Acceso denegado' for visitors, 'No tienes acceso a este chat.' for anyone but the two parties. */
  async function authorise(actor: Actor, orderId: string): Promise<{ user: User; request: ProductRequest }> {
    const user = await ctx.requireUser(actor, 'login_required', 'chatLoginRequired');
    const request = (await store.read(docs.requests)).find((r) => r.id === orderId);
    if (!request || !canChat(request, user.id)) return ctx.fail('forbidden', 'chatForbidden');
    return { user, request };
  }

  /**
   * The chats the user takes part in (for the messages dropdown), with `unread`: messages from
   * the other party after the user last read the chat (`markRead`) or wrote in it.
   */
  async function conversations(
    actor: Actor,
  ): Promise<readonly { request: ProductRequest; last: ChatMessage | null; unread: number }[]> {
    const user = await ctx.requireUser(actor, 'login_required', 'chatLoginRequired');
    const chats = await store.read(docs.chats);
    const reads = (await store.read(docs.chatReads))[user.id] ?? {};
    return (await store.read(docs.requests))
      .filter((r) => canChat(r, user.id))
      .map((request) => {
        const list = chats[request.id] ?? [];
        const lastRead = reads[request.id] ?? null;
        const unread = list.filter(
          (m) => m.senderId !== user.id && (lastRead === null || m.timestamp > lastRead),
        ).length;
        return { request, last: list.at(-1) ?? null, unread };
      });
  }

  return {
    async messages(actor: Actor, orderId: string): Promise<readonly ChatMessage[]> {
      await authorise(actor, orderId);
      return (await store.read(docs.chats))[orderId] ?? [];
    },

    /** Blank or whitespace-only text is never sent ('Mensaje vacío'). */
    async send(actor: Actor, orderId: string, text: string): Promise<ChatMessage> {
      const trimmed = text.trim();
      if (!trimmed) throw new DomainError('validation', CHAT_MESSAGES.empty[0], CHAT_MESSAGES.empty[1]);
      if (trimmed.length > CHAT_MESSAGE_MAX)
        throw new DomainError('validation', CHAT_MESSAGES.tooLong[0], CHAT_MESSAGES.tooLong[1]);
      const { user, request } = await authorise(actor, orderId);
      const message: ChatMessage = {
        id: ctx.deps.random.id(),
        text: trimmed,
        senderId: user.id,
        senderName: user.firstName,
        timestamp: ctx.now(),
      };
      await ctx.deps.mutex.run('data', async () => {
        const chats = await store.read(docs.chats);
        const recipientId = request.userId === user.id ? request.acceptedBy : request.userId;
        const reads = await store.read(docs.chatReads);
        const nextChats = { ...chats, [orderId]: [...(chats[orderId] ?? []), message] };
        // Whoever writes has read the chat up to their own message.
        const nextReads = { ...reads, [user.id]: { ...reads[user.id], [orderId]: message.timestamp } };
        const lastRead = recipientId ? (reads[recipientId]?.[orderId] ?? null) : null;
        const count = recipientId
          ? (nextChats[orderId] ?? []).filter(
              (m) => m.senderId !== recipientId && (lastRead === null || m.timestamp > lastRead),
            ).length
          : 0;
        const notify = recipientId
          ? await notificationWrite(ctx, [
              NOTIFICATION_TEXTS.newMessage({
                recipientId,
                orderId,
                senderName: user.firstName,
                text: message.text,
                count,
              }),
            ])
          : [];
        await store.write([put(docs.chats, nextChats), put(docs.chatReads, nextReads), ...notify]);
      });
      return message;
    },

    /** Calls `listener` whenever chats change here or in another tab. Returns unsubscribe. */
    subscribe(listener: () => void): () => void {
      return store.subscribe((key) => {
        if (key === null || key === STORAGE_KEYS.chats) listener();
      });
    },

    conversations,

    /**
     * The user opened the chat: everything in it up to now is read, and so are the "new message"
     * notifications of this chat.
     */
    async markRead(actor: Actor, orderId: string): Promise<void> {
      const { user } = await authorise(actor, orderId);
      await ctx.deps.mutex.run('data', async () => {
        const reads = await store.read(docs.chatReads);
        const notifications = await store.read(docs.notifications);
        const now = ctx.now();
        const stale = notifications.some(
          (n) => n.userId === user.id && n.kind === 'new_message' && n.orderId === orderId && n.readAt === null,
        );
        await store.write([
          put(docs.chatReads, { ...reads, [user.id]: { ...reads[user.id], [orderId]: now } }),
          ...(stale
            ? [
                put(
                  docs.notifications,
                  notifications.map((n) =>
                    n.userId === user.id && n.kind === 'new_message' && n.orderId === orderId && n.readAt === null
                      ? { ...n, readAt: now }
                      : n,
                  ),
                ),
              ]
            : []),
        ]);
      });
    },
  };
}

export type ChatsService = ReturnType<typeof createChatsService>;
