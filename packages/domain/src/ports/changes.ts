/**
 * Change notification as a port (decision 012): a use case says what changed and for whom once
 * its writes are stored; whoever shows data subscribes. In the browser the feed also carries the
 * changes other tabs make (storage events); on a server it will push them to other devices.
 */

/** What kind of thing changed. */
export const CHANGE_TOPICS = [
  'users',
  'requests',
  'trips',
  'chats',
  'reviews',
  'notifications',
  'payments',
  'session',
] as const;
export type ChangeTopic = (typeof CHANGE_TOPICS)[number];

export interface Change {
  readonly topic: ChangeTopic;
  /** Ids of what changed (request, user, notification ids…); empty when not known (another tab's write). */
  readonly ids: readonly string[];
  /** Who needs to hear it: these user ids, or everyone (public lists, profiles). */
  readonly audience: readonly string[] | 'everyone';
  /**
   * A new request's public card: what a visitor sees of it (`requestView`, the allow-list of
   * PUBLIC_REQUEST_KEYS), so that a list can show it with no request (issue 34, decision 048).
   * Only on a change for everyone. A server stores it in the event's row, never in a NOTIFY
   * payload (8,000 bytes at most).
   */
  readonly card?: Readonly<Record<string, unknown>>;
}

/** Everything may have changed (data imported, deleted, examples added or removed). */
export function everythingChanged(): Change[] {
  return CHANGE_TOPICS.map((topic) => ({ topic, ids: [], audience: 'everyone' }));
}

export interface ChangeFeed {
  publish(change: Change): void;
  /** Returns unsubscribe. */
  subscribe(listener: (change: Change) => void): () => void;
}
