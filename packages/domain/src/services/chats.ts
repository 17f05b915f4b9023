import { DomainError } from '#src/errors';
import { canChat } from '#src/rules/lifecycle';
import { CHAT_MESSAGE_MAX, type ChatMessage } from '#src/schemas/chat';
import { type Actor, userIdOf } from '#src/schemas/common';
import type { ChatsArea } from '#src/contract';
import { orderView, type Conversation } from '#src/projections';
import type { Repositories } from '#src/ports/repositories';
import type { ProductRequest } from '#src/schemas/product-request';
import type { User } from '#src/schemas/user';
import type { Context } from '#src/services/context';
import { NOTIFICATION_TEXTS, notify } from '#src/services/notifications';

const CHAT_MESSAGES = {
  empty: ['Mensaje vacío', 'Escribe un mensaje antes de enviarlo.'],
  tooLong: ['Mensaje demasiado largo', `El mensaje no puede superar los ${CHAT_MESSAGE_MAX} caracteres.`],
} as const;

/** Messages from someone else after `lastRead` (everything when the chat was never read). */
const unreadOf = (list: readonly ChatMessage[], userId: string, lastRead: string | null) =>
  list.filter((m) => m.senderId !== userId && (lastRead === null || m.timestamp > lastRead)).length;

export function createChatsService(ctx: Context): ChatsArea {
  /** 'Acceso denegado' for visitors, 'No tienes acceso a este chat.' for anyone but the two parties. */
  async function authorise(
    repos: Repositories,
    actor: Actor,
    orderId: string,
  ): Promise<{ user: User; request: ProductRequest }> {
    const id = userIdOf(actor);
    const user = id === null ? null : await repos.users.byId(id);
    if (!user) return ctx.fail('login_required', 'chatLoginRequired');
    const request = await repos.requests.byId(orderId);
    if (!request || !canChat(request, user.id)) return ctx.fail('forbidden', 'chatForbidden');
    return { user, request };
  }

  /**
   * The chats the user takes part in (for the messages dropdown), with `unread`: messages from
   * the other party after the user last read the chat (`markRead`) or wrote in it.
   */
  async function conversations(actor: Actor): Promise<readonly Conversation[]> {
    const user = await ctx.requireUser(actor, 'login_required', 'chatLoginRequired');
    return ctx.read(async (r) => {
      const orders = (await r.requests.list({ party: user.id })).filter((request) => canChat(request, user.id));
      const chats = await r.chats.messagesOf(orders.map((o) => o.id));
      const reads = await r.chats.readMarks(user.id);
      return orders.map((request) => {
        const list = chats.get(request.id) ?? [];
        const unread = unreadOf(list, user.id, reads.get(request.id) ?? null);
        return { request: orderView(request, user.id), last: list.at(-1) ?? null, unread };
      });
    });
  }

  return {
    async messages(actor, orderId) {
      return ctx.read(async (r) => {
        await authorise(r, actor, orderId);
        return r.chats.messages(orderId);
      });
    },

    /** Blank or whitespace-only text is never sent ('Mensaje vacío'). */
    async send(actor, orderId, text) {
      const trimmed = text.trim();
      if (!trimmed) throw new DomainError('validation', CHAT_MESSAGES.empty[0], CHAT_MESSAGES.empty[1]);
      if (trimmed.length > CHAT_MESSAGE_MAX)
        throw new DomainError('validation', CHAT_MESSAGES.tooLong[0], CHAT_MESSAGES.tooLong[1]);
      return ctx.transaction(async (tx, changed) => {
        const { user, request } = await authorise(tx, actor, orderId);
        const message: ChatMessage = {
          id: ctx.deps.random.id(),
          text: trimmed,
          senderId: user.id,
          senderName: user.firstName,
          timestamp: ctx.now(),
        };
        await tx.chats.append(orderId, message);
        // Whoever writes has read the chat up to their own message.
        await tx.chats.markRead(user.id, orderId, message.timestamp);
        const recipientId = request.userId === user.id ? request.acceptedBy : request.userId;
        const news = recipientId
          ? await notify(ctx, tx, [
              NOTIFICATION_TEXTS.newMessage({
                recipientId,
                orderId,
                senderName: user.firstName,
                text: message.text,
                count: unreadOf(
                  await tx.chats.messages(orderId),
                  recipientId,
                  (await tx.chats.readMarks(recipientId)).get(orderId) ?? null,
                ),
              }),
            ])
          : null;
        changed({ topic: 'chats', ids: [orderId], audience: recipientId ? [user.id, recipientId] : [user.id] }, news);
        return message;
      });
    },

    conversations,

    /**
     * The user opened the chat: everything in it up to now is read, and so are the "new message"
     * notifications of this chat.
     */
    async markRead(actor, orderId) {
      await ctx.transaction(async (tx, changed) => {
        const { user } = await authorise(tx, actor, orderId);
        const now = ctx.now();
        await tx.chats.markRead(user.id, orderId, now);
        const read = await tx.notifications.markRead(user.id, { kind: 'new_message', orderId }, now);
        changed(
          { topic: 'chats', ids: [orderId], audience: [user.id] },
          read.length > 0 ? { topic: 'notifications', ids: read, audience: [user.id] } : null,
        );
      });
    },
  };
}
