// What the shell's dropdowns show for the logged-in person: their chats (one per order they take
// part in, as buyer or accepting traveller) and their notifications, from the domain.
import { getMarketplace } from './marketplace.client';
import { isSitePath } from './redirect-to';

export interface ConversationSummary {
  readonly orderId: string;
  readonly productName: string;
  /** Last message, or null when the chat is still empty. */
  readonly last: {
    readonly text: string;
    readonly senderName: string;
    readonly fromMe: boolean;
    readonly timestamp: string;
  } | null;
  /** Messages from the other party the person has not read yet (domain's chat read marks). */
  readonly unread: number;
  /** When it last changed: the last message, else the order's creation. */
  readonly updatedAt: string;
}

export interface NotificationSummary {
  readonly id: string;
  readonly title: string;
  readonly text: string;
  readonly createdAt: string;
  readonly unread: boolean;
  /**
   * Where opening it goes (e.g. `/chat/{orderId}`, `/dashboard`); null when the stored link is not
   * a path of this site (a hand-edited or imported `//evil.example`): the item is then plain text.
   */
  readonly link: string | null;
}

export async function loadConversations(userId: string): Promise<ConversationSummary[]> {
  const list = await getMarketplace().chats.conversations({ id: userId });
  return list
    .map(({ request, last, unread }) => ({
      orderId: request.id,
      productName: request.productName,
      last: last
        ? { text: last.text, senderName: last.senderName, fromMe: last.senderId === userId, timestamp: last.timestamp }
        : null,
      unread,
      updatedAt: last?.timestamp ?? request.createdAt,
    }))
    .sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));
}

/** The newest notifications (the dropdown is a glance, not an inbox). */
export async function loadNotifications(userId: string, limit = 8): Promise<NotificationSummary[]> {
  const list = await getMarketplace().notifications.list({ id: userId });
  return list.slice(0, limit).map((n) => ({
    id: n.id,
    title: n.title,
    text: n.text,
    createdAt: n.createdAt,
    unread: n.readAt === null,
    link: isSitePath(n.link) ? n.link : null,
  }));
}

const after = (instant: string, seenAt: string | undefined) => !seenAt || Date.parse(instant) > Date.parse(seenAt);

/** The messages dot: someone wrote something unread since the dropdown was last opened. */
export function hasUnreadMessages(conversations: readonly ConversationSummary[], seenAt: string | undefined): boolean {
  return conversations.some((c) => c.unread > 0 && c.last !== null && after(c.last.timestamp, seenAt));
}

/** The bell's dot: an unread notification arrived since the dropdown was last opened. */
export function hasUnreadNotifications(
  notifications: readonly NotificationSummary[],
  seenAt: string | undefined,
): boolean {
  return notifications.some((n) => n.unread && after(n.createdAt, seenAt));
}
