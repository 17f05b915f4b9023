// The leader tab's line to the server: the change stream (Server-Sent Events), and the poll where
// the stream cannot be had.
//
// - `GET /api/events` is a Server-Sent Events stream per logged-in user (`event: change`, an
//   `id:` per change, heartbeat comments). The browser's EventSource reconnects by itself and
//   sends Last-Event-ID; the server replays from there with an overlap, because its ids are not
//   in commit order (the feed drops the duplicates). A stream that fails for good is made anew
//   after a backoff; a stream that never opens, several times in a row, gives way to the poll.
// - `GET /api/events/poll?after=<id>` is the fallback (no EventSource, a proxy that buffers or
//   cuts streams, a server refusing more streams): polled every few seconds, the stream tried
//   again now and then.
import { backoffDelay } from './backoff';
import type { LiveDeps, LiveEventSource, LiveMessageEvent } from './deps';
import type { Feed } from './feed';
import { isConnected, parseChange, parsePoll, withAfter } from './protocol';
import { namedTimers } from './timers';

/** @internal How often the poll endpoint is asked while the stream cannot be had. */
export const POLL_INTERVAL_MS = 5000;
/** @internal Streams that never opened, in a row, before falling back to polling. */
export const SSE_FAILURES_BEFORE_POLLING = 3;
/** @internal Errors of an opened stream, without an open between them, before it is made anew. */
export const SSE_ERRORS_BEFORE_RESTART = 3;
/** @internal While polling, how often the stream is tried again. */
export const SSE_PROBE_INTERVAL_MS = 60_000;
/** @internal A stream that has not opened by then (a buffering proxy) counts as failed. */
export const CONNECT_TIMEOUT_MS = 10_000;

/** EventSource.CLOSED */
const CLOSED = 2;

export interface Transport {
  /** Starts: the stream, or the poll where there is no EventSource. */
  connect(): void;
  /** Drops what is under way and connects at once, the backoff and the failures forgotten. */
  restart(): void;
  /** Where to resume from (a follower heard the leader's changes), if this tab takes over. */
  resumeAfter(id: number): void;
  /** Closes the stream and stops the poll and every timer. */
  stop(): void;
}

type TransportDeps = Pick<LiveDeps, 'EventSource' | 'fetch' | 'setTimeout' | 'clearTimeout'> & {
  readonly eventsUrl: string;
  readonly pollUrl: string;
  readonly random: () => number;
};

export function createTransport(deps: TransportDeps, feed: Feed, closed: () => boolean): Transport {
  const { eventsUrl, pollUrl, random } = deps;
  const timers = namedTimers<'retry' | 'connect' | 'poll' | 'probe'>(
    deps.setTimeout ?? ((callback: () => void, ms: number) => setTimeout(callback, ms)),
    deps.clearTimeout ?? ((handle: unknown) => clearTimeout(handle as Parameters<typeof clearTimeout>[0])),
    closed,
  );
  const { later, cancel } = timers;

  let source: LiveEventSource | null = null;
  /** The current EventSource has opened at least once. */
  let sourceOpened = false;
  /** Errors of the current EventSource since it last opened. */
  let sourceErrors = 0;
  /** The current EventSource only tries whether the stream works again, while polling. */
  let probing = false;
  /** EventSources in a row that never opened. */
  let failedStarts = 0;
  let attempt = 0;
  let polling = false;
  let pollFailures = 0;
  /** Tells a poll still in flight apart from the current one. */
  let pollRun = 0;
  /** The last id heard (what the browser would send as Last-Event-ID), or the poll's `last`. */
  let cursor: number | null = null;

  // --- The stream ---

  function openSource(probe: boolean) {
    const EventSourceClass = deps.EventSource;
    if (!EventSourceClass) return;
    dropSource();
    if (!probe && feed.status !== 'offline') feed.setStatus(feed.waiting());
    let es: LiveEventSource;
    try {
      es = new EventSourceClass(withAfter(eventsUrl, cursor));
    } catch {
      if (!probe) startPolling();
      return;
    }
    source = es;
    probing = probe;
    later('connect', CONNECT_TIMEOUT_MS, () => {
      if (source === es) sourceFailed();
    });
    es.addEventListener('open', () => {
      if (source === es) sourceOpen();
    });
    es.addEventListener('change', (event) => {
      if (source === es) sourceChange(event);
    });
    es.addEventListener('error', () => {
      if (source === es) sourceError(es);
    });
    // The server could not replay what this browser missed: everything may have changed.
    es.addEventListener('reset', (event) => {
      if (source !== es) return;
      const id = Number(event.lastEventId);
      if (Number.isFinite(id) && event.lastEventId) cursor = id;
      feed.resync();
    });
  }

  function dropSource() {
    cancel('connect');
    source?.close();
    source = null;
    sourceOpened = false;
    sourceErrors = 0;
    probing = false;
  }

  function sourceOpen() {
    cancel('connect');
    cancel('retry');
    cancel('probe');
    sourceOpened = true;
    sourceErrors = 0;
    failedStarts = 0;
    attempt = 0;
    probing = false;
    const before = feed.status;
    const wasPolling = polling;
    if (polling) stopPolling();
    feed.setStatus('open');
    // From the poll to the stream: the status stays connected, but the switch may have missed a change.
    if (wasPolling && isConnected(before)) feed.resync();
  }

  function sourceChange(event: LiveMessageEvent) {
    const id = Number(event.lastEventId);
    if (typeof event.data !== 'string' || !event.lastEventId || !Number.isFinite(id)) return;
    let payload: unknown;
    try {
      payload = JSON.parse(event.data);
    } catch {
      return;
    }
    const change = parseChange(payload, id);
    if (!change) return;
    cursor = id;
    feed.deliver(change);
  }

  function sourceError(es: LiveEventSource) {
    if (probing && !sourceOpened) {
      sourceFailed();
      return;
    }
    sourceErrors += 1;
    if (es.readyState === CLOSED || !sourceOpened || sourceErrors >= SSE_ERRORS_BEFORE_RESTART) {
      sourceFailed();
      return;
    }
    // The browser reconnects by itself, sending Last-Event-ID: wait for it, for a while.
    if (feed.status !== 'offline') feed.setStatus('reconnecting');
    later('connect', CONNECT_TIMEOUT_MS, () => {
      if (source === es) sourceFailed();
    });
  }

  function sourceFailed() {
    const wasProbe = probing;
    const opened = sourceOpened;
    dropSource();
    if (wasProbe) {
      later('probe', SSE_PROBE_INTERVAL_MS, () => openSource(true));
      return;
    }
    if (!opened) failedStarts += 1;
    if (failedStarts >= SSE_FAILURES_BEFORE_POLLING) {
      startPolling();
      return;
    }
    if (feed.status !== 'offline') feed.setStatus(feed.waiting());
    later('retry', backoffDelay(attempt, random), () => openSource(false));
    attempt += 1;
  }

  // --- The poll ---

  function startPolling() {
    dropSource();
    cancel('retry');
    polling = true;
    void pollOnce();
    if (deps.EventSource) later('probe', SSE_PROBE_INTERVAL_MS, () => openSource(true));
  }

  function stopPolling() {
    polling = false;
    pollRun += 1;
    cancel('poll');
  }

  async function pollOnce() {
    cancel('poll');
    pollRun += 1;
    const run = pollRun;
    let body: unknown;
    try {
      const response = await deps.fetch(withAfter(pollUrl, cursor), {
        credentials: 'same-origin',
        headers: { accept: 'application/json' },
        cache: 'no-store',
      });
      body = response.ok ? await response.json() : undefined;
    } catch {
      body = undefined;
    }
    if (closed() || !polling || run !== pollRun) return;
    const page = parsePoll(body);
    if (!page) {
      pollFailures += 1;
      feed.setStatus('offline');
      const delay = Math.max(POLL_INTERVAL_MS, backoffDelay(pollFailures - 1, random));
      later('poll', delay, () => void pollOnce());
      return;
    }
    const recovered = pollFailures > 0;
    pollFailures = 0;
    feed.setStatus('polling');
    for (const change of page.events) feed.deliver(change);
    if (page.last !== null) cursor = page.last;
    if (page.reset) feed.resync();
    later('poll', POLL_INTERVAL_MS, () => void pollOnce());
    // The server answers again: the stream may be back too.
    if (recovered && deps.EventSource && !source) {
      cancel('probe');
      openSource(true);
    }
  }

  function connect() {
    if (deps.EventSource) openSource(false);
    else startPolling();
  }

  return {
    connect,
    restart() {
      dropSource();
      stopPolling();
      cancel('retry');
      cancel('probe');
      attempt = 0;
      failedStarts = 0;
      pollFailures = 0;
      feed.setStatus(feed.waiting());
      connect();
    },
    resumeAfter(id) {
      cursor = id;
    },
    stop() {
      dropSource();
      stopPolling();
      timers.cancelAll();
    },
  };
}
