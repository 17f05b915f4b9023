import { CHANGE_TOPICS, type Change, type ChangeFeed, type ChangeTopic } from '@cg/domain/ports/changes';
import type { KeyValueStorage } from '#src/storage/key-value-storage';

const TOPIC_OF_KEY: Readonly<Record<string, ChangeTopic>> = {
  users: 'users',
  currentUser: 'session',
  guestToken: 'session',
  productRequests: 'requests',
  examples: 'requests',
  travelerTrips: 'trips',
  chats: 'chats',
  chatReads: 'chats',
  emailTokens: 'users',
  reviews: 'reviews',
  notifications: 'notifications',
  coupons: 'payments',
  couponRedemptions: 'payments',
  withdrawals: 'payments',
};

/** What a write of `key` in another tab changed (`null`: the storage was cleared, so everything). */
function topicsOfKey(key: string | null): readonly ChangeTopic[] {
  if (key === null) return CHANGE_TOPICS;
  if (key.startsWith('pendingPayment:')) return ['payments'];
  const topic = Object.hasOwn(TOPIC_OF_KEY, key) ? TOPIC_OF_KEY[key] : undefined;
  return topic ? [topic] : [];
}

/**
 * The browser's change feed: what this tab's use cases publish, and what other tabs wrote (heard
 * through storage events, mapped from the spec's keys to topics; ids unknown, for everyone). The
 * keys one write of another tab touched together (a message: `chats` and `chatReads`) are told
 * as one change per topic.
 */
export function createBrowserChangeFeed(storage: KeyValueStorage): ChangeFeed {
  const listeners = new Set<(change: Change) => void>();
  const emit = (change: Change) => {
    for (const listener of [...listeners]) listener(change);
  };
  let heard: Set<ChangeTopic> | null = null;
  storage.subscribe((key) => {
    const topics = topicsOfKey(key);
    if (topics.length === 0) return;
    if (heard === null) {
      const batch = new Set<ChangeTopic>();
      heard = batch;
      queueMicrotask(() => {
        heard = null;
        for (const topic of batch) emit({ topic, ids: [], audience: 'everyone' });
      });
    }
    for (const topic of topics) heard.add(topic);
  });
  return {
    publish: emit,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
