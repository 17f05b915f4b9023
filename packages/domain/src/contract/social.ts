/** Between the two parties of an order: their chat, their reviews of each other, and what they are told. */
import type { SubmissionOptions } from '#src/contract/call-options';
import type { Conversation, PendingReview } from '#src/projections';
import type { ChatMessage } from '#src/schemas/chat';
import type { Actor } from '#src/schemas/common';
import type { Notification } from '#src/schemas/notification';
import type { Review, ReviewInput } from '#src/schemas/review';

export interface ChatsArea {
  /** The two parties only. Errors: `login_required`, `forbidden`. */
  messages(actor: Actor, orderId: string): Promise<readonly ChatMessage[]>;
  send(actor: Actor, orderId: string, text: string, options?: SubmissionOptions): Promise<ChatMessage>;
  conversations(actor: Actor): Promise<readonly Conversation[]>;
  markRead(actor: Actor, orderId: string): Promise<void>;
}

export interface ReviewSummary {
  /** Average rating to one decimal (4.5); 0 when there are none. */
  readonly average: number;
  readonly count: number;
  /** Newest first, at most five. */
  readonly recent: readonly Review[];
}

export interface ReviewsArea {
  leave(actor: Actor, orderId: string, input: ReviewInput): Promise<Review>;
  forUser(actor: Actor, userId: string): Promise<ReviewSummary>;
  pendingFor(actor: Actor): Promise<readonly PendingReview[]>;
}

export interface NotificationsArea {
  /** The actor's notifications, newest first. Error: `login_required`. */
  list(actor: Actor): Promise<readonly Notification[]>;
  markRead(actor: Actor, id: string): Promise<boolean>;
  markAllRead(actor: Actor): Promise<number>;
}
