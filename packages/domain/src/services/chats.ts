import { DomainError } from '#src/errors';
import { canChat } from '#src/rules/lifecycle';
import { CHAT_MESSAGE_MAX, type ChatMessage } from '#src/schemas/chat';
import type { Actor } from '#src/schemas/common';
import type { ProductRequest } from '#src/schemas/product-request';
import type { User } from '#src/schemas/user';
import type { Context } from '#src/services/context';
import { STORAGE_KEYS } from '#src/storage/documents';
import { put } from '#src/storage/store';

export const CHAT_MESSAGES = {
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
      const { user } = await authorise(actor, orderId);
      const message: ChatMessage = {
        id: ctx.deps.random.id(),
        text: trimmed,
        senderId: user.id,
        senderName: user.firstName,
        timestamp: ctx.now(),
      };
      await ctx.deps.mutex.run('data', async () => {
        const chats = await store.read(docs.chats);
        await store.write([put(docs.chats, { ...chats, [orderId]: [...(chats[orderId] ?? []), message] })]);
      });
      return message;
    },

    /** Calls `listener` whenever chats change here or in another tab. Returns unsubscribe. */
    subscribe(listener: () => void): () => void {
      return store.subscribe((key) => {
        if (key === null || key === STORAGE_KEYS.chats) listener();
      });
    },

    /** The chats the user takes part in (for the messages dropdown). */
    async conversations(actor: Actor): Promise<ReadonlyArray<{ request: ProductRequest; last: ChatMessage | null }>> {
      const user = await ctx.requireUser(actor, 'login_required', 'chatLoginRequired');
      const chats = await store.read(docs.chats);
      return (await store.read(docs.requests))
        .filter((r) => canChat(r, user.id))
        .map((request) => ({ request, last: (chats[request.id] ?? []).at(-1) ?? null }));
    },
  };
}

export type ChatsService = ReturnType<typeof createChatsService>;
