import type { ChatMessage } from '#src/schemas/chat';

export interface ChatsRepository {
  /** Oldest first; empty for a chat not opened. */
  messages(orderId: string): Promise<ChatMessage[]>;
  /** Messages of several chats at once (the conversations list). */
  messagesOf(orderIds: readonly string[]): Promise<Map<string, ChatMessage[]>>;
  /** Creates the empty chat of an accepted order (nothing when it exists). */
  open(orderId: string): Promise<void>;
  append(orderId: string, message: ChatMessage): Promise<void>;
  /** When `userId` last read each chat: order id → instant. */
  readMarks(userId: string): Promise<Map<string, string>>;
  markRead(userId: string, orderId: string, at: string): Promise<void>;
  /** Renames the sender of every message `senderId` wrote (their account was deleted). */
  renameSender(senderId: string, name: string): Promise<void>;
}
