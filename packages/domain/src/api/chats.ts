// Chats (decision 035): an order's messages between its two parties, and the conversations.
import { json, text, type ShapesOf } from '#src/api/shape';
import { route } from '#src/api/route';
import type { Conversation } from '#src/projections';
import type { ChatMessage } from '#src/schemas/chat';

export const chats = {
  conversations: route<readonly Conversation[]>()('GET', '/conversations'),
  messages: route<readonly ChatMessage[]>()('GET', '/orders/:id/messages'),
  send: route<ChatMessage, { text: string }>()('POST', '/orders/:id/messages', {
    via: 'json',
    status: 201,
    idempotent: true,
  }),
  markRead: route<null>()('POST', '/orders/:id/read'),
};

export const chatsShapes = (): ShapesOf<typeof chats> => ({
  send: json<{ text: string }>()({ text }),
});
