// One stream per browser, not per tab (HTTP/1.1 allows six connections per host): the tab holding
// the Web Lock is the leader, keeps the stream and relays changes and its status to the other
// tabs over a BroadcastChannel. The others wait in the lock's queue and the first of them takes
// over when the leader's tab closes. Without Web Locks or BroadcastChannel each tab runs its own
// stream.
import type { LiveChannel, LiveDeps, LiveMessageEvent } from './deps';
import type { Feed } from './feed';
import { isRecord, isStatus, parseChange, type ChannelMessage } from './protocol';

export interface Tabs {
  /** This tab holds the stream (alone, or for the others). */
  readonly leader: boolean;
  /** Tells the other tabs (nothing without a channel). */
  post(message: ChannelMessage): void;
  /** Says hello and queues for the lock; leads at once where the tabs cannot share. */
  start(hooks: TabsHooks): void;
  /** Leaves the lock's queue (or releases the lock) and the channel. */
  close(): void;
}

interface TabsHooks {
  /** What this tab's subscribers hear; a follower feeds it what the leader tells. */
  readonly feed: Feed;
  /** This tab is the leader now: connect. */
  lead(): void;
  /** Another tab asked the leader to reconnect at once. */
  retry(): void;
  /** A follower heard a change: where to resume from if it takes over. */
  resumeAfter(id: number): void;
}

/**
 * A joining tab's `since` is compared with when the leader heard its changes, on two clocks of one
 * machine (the page's time origin, the leader's Date.now): a change heard this much before counts
 * too. A change replayed needlessly costs the routes it concerns one reload; one missed, a page
 * that stays wrong.
 * @internal
 */
export const CLOCK_MARGIN_MS = 2000;

let tabsMade = 0;
/** A name for this tab among the browser's, for the leader's answer to its hello. */
function tabName(): string {
  tabsMade += 1;
  // randomUUID exists in secure contexts only (not on http:// to a LAN address).
  const { crypto } = globalThis as { crypto?: { randomUUID?: () => string } };
  const random = crypto?.randomUUID?.() ?? Math.random().toString(36).slice(2);
  return `${random}-${String(tabsMade)}`;
}

export function createTabs(
  deps: Pick<LiveDeps, 'locks' | 'BroadcastChannel' | 'since'> & { readonly name: string },
  closed: () => boolean,
): Tabs {
  const tab = tabName();
  const lockAbort = new AbortController();
  let leader = false;
  let channel: LiveChannel | null = null;
  let releaseLock: (() => void) | null = null;

  function post(message: ChannelMessage) {
    channel?.postMessage(message);
  }

  function start(hooks: TabsHooks) {
    const { feed } = hooks;

    function lead() {
      if (closed() || leader) return;
      leader = true;
      hooks.lead();
    }

    function onMessage(event: LiveMessageEvent) {
      const message = event.data;
      if (closed() || !isRecord(message)) return;
      switch (message.type) {
        case 'hello':
          if (!leader) break;
          post({ type: 'status', status: feed.status });
          // The join gap: what the joining tab's page may have read before it could hear.
          if (typeof message.tab === 'string' && typeof message.since === 'number') {
            const changes = feed.heardSince(message.since - CLOCK_MARGIN_MS);
            if (changes.length > 0) post({ type: 'replay', tab: message.tab, changes });
          }
          break;
        case 'replay': {
          if (leader || message.tab !== tab || !Array.isArray(message.changes)) break;
          for (const raw of message.changes) {
            const change = parseChange(raw);
            if (!change) continue;
            hooks.resumeAfter(change.id);
            feed.deliver(change);
          }
          break;
        }
        case 'retry':
          if (leader) hooks.retry();
          break;
        case 'resync':
          if (!leader) feed.resync();
          break;
        case 'status':
          // A leader that just left may still be heard; the current leader keeps its own status.
          if (!leader && isStatus(message.status)) feed.setStatus(message.status);
          break;
        case 'change': {
          const change = parseChange(message.change);
          if (!change) break;
          // Where to resume from if this tab takes the stream over.
          if (!leader) hooks.resumeAfter(change.id);
          feed.deliver(change);
          break;
        }
      }
    }

    const { locks, BroadcastChannel: Channel } = deps;
    if (locks && Channel) {
      channel = new Channel(deps.name);
      channel.addEventListener('message', onMessage);
      post({ type: 'hello', tab, ...(deps.since !== undefined && { since: deps.since }) });
      locks
        .request(deps.name, { mode: 'exclusive', signal: lockAbort.signal }, () => {
          if (closed()) return undefined;
          // Held until close(): the next tab in the queue takes over then, or when this tab goes away.
          return new Promise<void>((release) => {
            releaseLock = release;
            lead();
          });
        })
        .catch(() => {
          // Aborted by close(), or no locks here after all (an opaque origin): then run alone.
          if (!closed()) lead();
        });
    } else {
      lead();
    }
  }

  return {
    get leader() {
      return leader;
    },
    post,
    start,
    close() {
      lockAbort.abort();
      releaseLock?.();
      releaseLock = null;
      channel?.close();
      channel = null;
      leader = false;
    },
  };
}
