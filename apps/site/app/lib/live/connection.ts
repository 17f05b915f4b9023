// The live connection of one tab: its feed (what its subscribers hear), its place among the
// browser's tabs (tabs.ts) and, while it leads, the line to the server (transport.ts). After a
// disconnection the subscribers get a resync change (RESYNC_TOPIC): whatever the replay could not
// cover, the page revalidates.
import type { LiveConnection, LiveDeps } from './deps';
import { createFeed } from './feed';
import { createTabs } from './tabs';
import { createTransport } from './transport';

/**
 * The live connection with everything browser-specific given (startLive gives the real globals,
 * the unit tests fakes).
 */
export function createLiveConnection(deps: LiveDeps): LiveConnection {
  let closed = false;
  const isClosed = () => closed;
  let stopOnline: (() => void) | null = null;

  const tabs = createTabs(
    {
      locks: deps.locks,
      BroadcastChannel: deps.BroadcastChannel,
      name: deps.name ?? 'cg-live',
      ...(deps.since !== undefined && { since: deps.since }),
    },
    isClosed,
  );
  const feed = createFeed(tabs, isClosed, deps.now);
  const transport = createTransport(
    {
      EventSource: deps.EventSource,
      fetch: deps.fetch,
      setTimeout: deps.setTimeout,
      clearTimeout: deps.clearTimeout,
      eventsUrl: deps.eventsUrl ?? '/api/events',
      pollUrl: deps.pollUrl ?? '/api/events/poll',
      random: deps.random ?? Math.random,
    },
    feed,
    isClosed,
  );

  /** The tabs told where this tab's changes got to (a follower's), or it has led before. */
  let placed = false;
  function lead() {
    // A tab that leads before hearing anything starts where its first reads were (decision 038).
    const from = placed ? null : (deps.readFrom?.() ?? null);
    if (from !== null) {
      // Its replay starts before `from` (the server's overlap): those the page has already.
      feed.heldThrough(from);
      transport.resumeAfter(from);
    }
    placed = true;
    stopOnline =
      deps.online?.((online) => {
        if (online) {
          if (feed.status !== 'open') retryNow();
        } else if (feed.status !== 'open') {
          feed.setStatus('offline');
        }
      }) ?? null;
    tabs.post({ type: 'status', status: feed.status });
    transport.connect();
  }

  function retryNow() {
    if (closed) return;
    if (!tabs.leader) {
      tabs.post({ type: 'retry' });
      return;
    }
    transport.restart();
  }

  function close() {
    if (closed) return;
    closed = true;
    tabs.close();
    transport.stop();
    stopOnline?.();
    stopOnline = null;
    feed.clear();
  }

  tabs.start({
    feed,
    lead,
    retry: retryNow,
    resumeAfter: (id) => {
      placed = true;
      transport.resumeAfter(id);
    },
  });

  return {
    subscribe: (listener) => feed.subscribe(listener),
    onStatus: (listener) => feed.onStatus(listener),
    get status() {
      return feed.status;
    },
    retryNow,
    close,
  };
}
