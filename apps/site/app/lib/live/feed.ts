// What this tab's subscribers hear: every change once, the connection's status, and a resync
// when a reconnection may have missed something. The leader tab also tells its followers.
import { RESYNC_TOPIC, isConnected, type ChannelMessage, type LiveChange, type LiveStatus } from './protocol';

/** @internal How many recently seen ids are remembered to drop duplicates. */
export const RECENT_IDS = 500;

/** Where the leader tab tells the others what its subscribers hear (tabs.ts). */
interface Relay {
  readonly leader: boolean;
  post(message: ChannelMessage): void;
}

export interface Feed {
  readonly status: LiveStatus;
  /** The status while a connection is being made: 'reconnecting' once connected before. */
  waiting(): LiveStatus;
  /** A new status; back to connected after a loss, the leader tells a resync. */
  setStatus(next: LiveStatus): void;
  /** A change, unless it was heard already (replays overlap; a smaller id can still be new). */
  deliver(change: LiveChange): void;
  /** Tells this tab and, from the leader, the others that everything may have changed. */
  resync(): void;
  /**
   * The page's data already holds every change up to `id` (its reads' `X-Change-Id`, decision
   * 038): the server's replay of them (its overlap) is not delivered, so a page does not load twice.
   */
  heldThrough(id: number): void;
  /** The changes this tab heard (delivered or relayed) at `since` or after, oldest first. */
  heardSince(since: number): LiveChange[];
  subscribe(listener: (change: LiveChange) => void): () => void;
  onStatus(listener: (status: LiveStatus) => void): () => void;
  /** Forgets every listener (the connection closed). */
  clear(): void;
}

/** How many of the changes heard last are kept, with when, for a tab that joins late. */
const KEPT_FOR_LATECOMERS = 100;

export function createFeed(relay: Relay, closed: () => boolean, now: () => number = Date.now): Feed {
  const changeListeners = new Set<(change: LiveChange) => void>();
  const statusListeners = new Set<(status: LiveStatus) => void>();
  const seen = new Set<number>();
  /** The last changes heard and when (this tab's clock, which every tab of the browser shares). */
  let heard: { readonly change: LiveChange; readonly at: number }[] = [];
  let status: LiveStatus = 'connecting';
  /** Connected once already (here or, for a follower, in the leader tab): a later connection is a reconnection. */
  let everConnected = false;
  /** Changes up to this id are in the page's data already (heldThrough). */
  let held = -1;

  function notify<T>(listeners: Set<(value: T) => void>, value: T) {
    for (const listener of [...listeners]) {
      try {
        listener(value);
      } catch (error) {
        // One failing listener must not keep the others from hearing; the error is still reported.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }

  function setStatus(next: LiveStatus) {
    if (closed() || next === status) return;
    const reconnected = isConnected(next) && !isConnected(status) && everConnected;
    status = next;
    if (isConnected(next)) everConnected = true;
    notify(statusListeners, next);
    if (relay.leader) {
      relay.post({ type: 'status', status: next });
      if (reconnected) resync();
    }
  }

  function resync() {
    notify(changeListeners, { id: -1, topic: RESYNC_TOPIC, ids: [] });
    if (relay.leader) relay.post({ type: 'resync' });
  }

  function deliver(change: LiveChange) {
    if (closed() || seen.has(change.id) || change.id <= held) return;
    seen.add(change.id);
    if (seen.size > RECENT_IDS) {
      for (const oldest of seen) {
        seen.delete(oldest);
        break;
      }
    }
    heard.push({ change, at: now() });
    if (heard.length > KEPT_FOR_LATECOMERS) heard = heard.slice(-KEPT_FOR_LATECOMERS);
    notify(changeListeners, change);
    if (relay.leader) relay.post({ type: 'change', change });
  }

  return {
    get status() {
      return status;
    },
    waiting: () => (everConnected ? 'reconnecting' : 'connecting'),
    setStatus,
    deliver,
    resync,
    heldThrough(id) {
      held = Math.max(held, id);
    },
    heardSince: (since) => heard.filter((entry) => entry.at >= since).map((entry) => entry.change),
    subscribe(listener) {
      if (!closed()) changeListeners.add(listener);
      return () => {
        changeListeners.delete(listener);
      };
    },
    onStatus(listener) {
      if (!closed()) statusListeners.add(listener);
      listener(status);
      return () => {
        statusListeners.delete(listener);
      };
    },
    clear() {
      changeListeners.clear();
      statusListeners.clear();
    },
  };
}
