// The logged-in person's chats for the shell's messages dropdown: one line per order they take
// part in (as buyer or accepting traveller), newest activity first.
import { getMarketplace } from './marketplace.client';

export interface ConversationSummary {
  readonly orderId: string;
  readonly productName: string;
  /** Last message, or null when the chat is still empty. */
  readonly last: { readonly text: string; readonly senderName: string; readonly fromMe: boolean; readonly timestamp: string } | null;
  /** When it last changed: the last message, else the order's acceptance (its creation). */
  readonly updatedAt: string;
}

export async function loadConversations(userId: string): Promise<ConversationSummary[]> {
  const list = await getMarketplace().chats.conversations({ id: userId });
  return list
    .map(({ request, last }) => ({
      orderId: request.id,
      productName: request.productName,
      last: last ? { text: last.text, senderName: last.senderName, fromMe: last.senderId === userId, timestamp: last.timestamp } : null,
      updatedAt: last?.timestamp ?? request.createdAt,
    }))
    .sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));
}

/** Unread: someone else wrote after the dropdown was last opened. */
export function hasUnread(conversations: readonly ConversationSummary[], seenAt: string | undefined): boolean {
  const seen = seenAt ? Date.parse(seenAt) : 0;
  return conversations.some((c) => c.last !== null && !c.last.fromMe && Date.parse(c.last.timestamp) > seen);
}
