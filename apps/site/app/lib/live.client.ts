// Live updates in server mode: the browser side of the API's change stream, in live/:
//
// - protocol.ts: what the stream, the poll and the tabs say (a change: an id, a topic, the ids it
//   concerns; the statuses; the tabs' messages).
// - transport.ts: the leader tab's line to the server — the Server-Sent Events stream (the
//   browser's own reconnection, then a backoff) and the poll where the stream cannot be had (tried
//   again now and then).
// - tabs.ts: one stream per browser — a Web Lock elects the leader tab, a BroadcastChannel carries
//   its changes and status to the others, the next in the lock's queue takes over.
// - feed.ts: what a tab's subscribers hear — every change once (replays overlap), the status, and
//   a resync after a reconnection (whatever the replay could not cover, the page revalidates).
// - connection.ts: the three together for one tab (retryNow, close).
//
// Everything browser-specific comes in through LiveDeps (deps.ts), so the unit tests can fake it;
// this module gives the real globals.
import { createLiveConnection } from './live/connection';
import type { LiveDeps } from './live/deps';
import type { LiveChange, LiveStatus } from './live/protocol';

/** Whether this page started its live updates before (a new session restarts them). */
let startedBefore = false;

/** Stops the live updates (a session change); `retryNow` reconnects at once (the offline banner's button). */
export type StopLive = (() => void) & { readonly retryNow: () => void };

/**
 * Live updates with the browser's own globals, for the root to start in server mode (and stop
 * and start again when the session changes). Does nothing outside a browser.
 */
export function startLive(
  onChange: (change: LiveChange) => void,
  onStatus?: (status: LiveStatus) => void,
  options: Pick<LiveDeps, 'name' | 'eventsUrl' | 'pollUrl' | 'readFrom'> = {},
): StopLive {
  if (typeof window === 'undefined') return Object.assign(() => undefined, { retryNow: () => undefined });
  // The page's first loaders ran before this tab could hear anything: the leader tab tells what it
  // heard since the page started (the join gap, decision 038). A later start (a new session)
  // reloads the whole page after it anyway.
  const since = startedBefore ? Date.now() : performance.timeOrigin;
  const { readFrom, ...rest } = options;
  const connection = createLiveConnection({
    ...rest,
    // Where the page's first reads were, for a tab that opens its own stream (decision 038).
    ...(!startedBefore && readFrom && { readFrom }),
    since,
    EventSource: 'EventSource' in window ? window.EventSource : undefined,
    fetch: (url, init) => window.fetch(url, init),
    locks: 'locks' in navigator ? navigator.locks : undefined,
    BroadcastChannel: 'BroadcastChannel' in window ? window.BroadcastChannel : undefined,
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
    random: Math.random,
    online: (listener) => {
      const on = () => listener(true);
      const off = () => listener(false);
      window.addEventListener('online', on);
      window.addEventListener('offline', off);
      return () => {
        window.removeEventListener('online', on);
        window.removeEventListener('offline', off);
      };
    },
  });
  startedBefore = true;
  connection.subscribe(onChange);
  if (onStatus) connection.onStatus(onStatus);
  return Object.assign(() => connection.close(), { retryNow: () => connection.retryNow() });
}
