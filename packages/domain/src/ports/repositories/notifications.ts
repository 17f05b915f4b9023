import type { NotificationKind, Notification } from '#src/schemas/notification';

/** Which of a user's unread notifications. */
export interface NotificationSelection {
  readonly ids?: readonly string[];
  readonly kind?: NotificationKind;
  readonly orderId?: string;
}

export interface NotificationsRepository {
  /** Newest first. */
  forUser(userId: string): Promise<Notification[]>;
  /** The unread "new message" notification of one chat, if any (merged into, not piled up). */
  openMessage(userId: string, orderId: string): Promise<Notification | null>;
  /** Adds, or replaces the one with the same id (then it counts as the newest); keeps the newest `keep` per user. */
  put(notification: Notification, keep: number): Promise<void>;
  /** Marks the selected unread ones read; their ids. */
  markRead(userId: string, selection: NotificationSelection, at: string): Promise<string[]>;
  /** Deletes every notification of the user (their account is deleted). */
  removeForUser(userId: string): Promise<void>;
}
