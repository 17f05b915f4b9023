// Live updates in server mode: the browser side of the API's change stream.
//
// - `GET /api/events` is a Server-Sent Events stream per logged-in user (`event: change`, an
//   `id:` per change, heartbeat comments). The browser's EventSource reconnects by itself and
//   sends Last-Event-ID; the server replays from there with an overlap, because its ids are not
//   in commit order. Duplicates therefore arrive and are dropped here, by a set of recently seen
//   ids (not by a maximum id: a smaller id can be a new change).
// - `GET /api/events/poll?after=<id>` is the fallback where the stream cannot be had (no
//   EventSource, a proxy that buffers or cuts streams): polled every few seconds, the stream
//   tried again now and then.
// - One stream per browser, not per tab (HTTP/1.1 allows six connections per host): the tab
//   holding the Web Lock is the leader, keeps the stream and relays changes and its status to
//   the other tabs over a BroadcastChannel. The others wait in the lock's queue and the first of
//   them takes over when the leader's tab closes. Without Web Locks or BroadcastChannel each
//   tab runs its own stream.
// - After a disconnection the subscribers get a resync change (topic RESYNC_TOPIC): whatever the
//   replay could not cover, the page revalidates.
//
// Everything browser-specific comes in through LiveDeps, so the unit test can fake it.

/** One change the server announced: a topic ('requests', 'chats'…) and the ids it concerns. */
export interface LiveChange {
  readonly id: number;
  readonly topic: string;
  readonly ids: readonly string[];
}

/**
 * - connecting: the first connection is being made.
 * - open: the stream is open (this tab's or the leader tab's).
 * - reconnecting: the stream was lost and is being made again.
 * - polling: the stream cannot be had; the poll endpoint answers instead.
 * - offline: the server cannot be reached (show "No se puede conectar con el servidor" and a retry).
 */
export type LiveStatus = 'connecting' | 'open' | 'reconnecting' | 'polling' | 'offline';

/**
 * The topic of the synthetic change told after a reconnection: everything may have changed.
 * @internal Until a subscriber tells it apart (the server backend revalidates on any change).
 */
export const RESYNC_TOPIC = 'resync';

/** What the listeners of EventSource and BroadcastChannel are given (a subset of MessageEvent). */
export interface LiveMessageEvent {
  readonly data?: unknown;
  readonly lastEventId?: string;
}

/** The part of EventSource used here. */
export interface LiveEventSource {
  readonly readyState: number;
  addEventListener(type: 'open' | 'error' | 'change' | 'reset', listener: (event: LiveMessageEvent) => void): void;
  close(): void;
}

/** The part of BroadcastChannel used here. */
export interface LiveChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: LiveMessageEvent) => void): void;
  close(): void;
}

/** The part of navigator.locks (LockManager) used here. */
export interface LiveLocks {
  request(
    name: string,
    options: { mode: 'exclusive'; signal?: AbortSignal },
    callback: () => Promise<void> | undefined,
  ): Promise<unknown>;
}

/** The part of a fetch Response used here. */
export interface LiveResponse {
  readonly ok: boolean;
  json(): Promise<unknown>;
}

export interface LiveDeps {
  /** `window.EventSource`; undefined where there is none (the poll is used then). */
  readonly EventSource?: new (url: string) => LiveEventSource;
  readonly fetch: (url: string, init: RequestInit) => Promise<LiveResponse>;
  /** `navigator.locks`; without it (or without BroadcastChannel) each tab runs its own stream. */
  readonly locks?: LiveLocks;
  readonly BroadcastChannel?: new (name: string) => LiveChannel;
  /** Timers; the global ones (looked up at each call) by default. */
  readonly setTimeout?: (callback: () => void, ms: number) => unknown;
  readonly clearTimeout?: (handle: unknown) => void;
  /** For the backoff's jitter; Math.random by default. */
  readonly random?: () => number;
  /** Subscribes to the browser's online/offline events; returns unsubscribe. */
  readonly online?: (listener: (online: boolean) => void) => () => void;
  /** '/api/events' by default. */
  readonly eventsUrl?: string;
  /** '/api/events/poll' by default. */
  readonly pollUrl?: string;
  /**
   * The name of the Web Lock and of the BroadcastChannel; 'cg-live' by default. Give one per user
   * (e.g. `cg-live:<userId>`) so a tab still on an older session never shares another user's stream.
   */
  readonly name?: string;
}

export interface LiveConnection {
  /** Every new change once (duplicates dropped), and a RESYNC_TOPIC change after a reconnection. Returns unsubscribe. */
  subscribe(listener: (change: LiveChange) => void): () => void;
  /** Called at once with the current status, then on every change of it. Returns unsubscribe. */
  onStatus(listener: (status: LiveStatus) => void): () => void;
  readonly status: LiveStatus;
  /** Reconnects at once, without waiting for the backoff (a follower tab asks the leader). */
  retryNow(): void;
  /** Leaves for good: releases the lock, closes the stream and the channel, clears the timers. */
  close(): void;
}

/** @internal */
export const BACKOFF_BASE_MS = 1000;
/** @internal */
export const BACKOFF_CAP_MS = 30_000;
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
/** @internal How many recently seen ids are remembered to drop duplicates. */
export const RECENT_IDS = 500;

/**
 * Exponential backoff with jitter: 1 s, 2 s, 4 s… up to 30 s, each between half and all of it.
 * @internal
 */
export function backoffDelay(attempt: number, random: () => number): number {
  const full = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.min(attempt, 30));
  return Math.round(full * (0.5 + 0.5 * random()));
}

/** EventSource.CLOSED */
const CLOSED = 2;

type TimerName = 'retry' | 'connect' | 'poll' | 'probe';

type ChannelMessage =
  | { readonly type: 'hello' }
  | { readonly type: 'retry' }
  | { readonly type: 'resync' }
  | { readonly type: 'status'; readonly status: LiveStatus }
  | { readonly type: 'change'; readonly change: LiveChange };

const STATUSES: readonly string[] = ['connecting', 'open', 'reconnecting', 'polling', 'offline'];
const isStatus = (value: unknown): value is LiveStatus => typeof value === 'string' && STATUSES.includes(value);
const isConnected = (status: LiveStatus) => status === 'open' || status === 'polling';
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function parseChange(value: unknown, id?: number): LiveChange | null {
  if (!isRecord(value)) return null;
  const changeId = id ?? value.id;
  const { topic, ids } = value;
  if (typeof changeId !== 'number' || !Number.isFinite(changeId) || typeof topic !== 'string') return null;
  if (!Array.isArray(ids)) return null;
  const strings = ids.filter((item): item is string => typeof item === 'string');
  if (strings.length !== ids.length) return null;
  return { id: changeId, topic, ids: strings };
}

function parsePoll(value: unknown): { events: LiveChange[]; last: number | null; reset: boolean } | null {
  if (!isRecord(value) || !Array.isArray(value.events)) return null;
  const events = value.events.map((event) => parseChange(event)).filter((event) => event !== null);
  const last = typeof value.last === 'number' && Number.isFinite(value.last) ? value.last : null;
  // The server could not replay what was missed (too much, or an id it does not know): reload all.
  return { events, last, reset: value.reset === true };
}

function withAfter(url: string, after: number | null): string {
  return after === null ? url : `${url}${url.includes('?') ? '&' : '?'}after=${after}`;
}

/**
 * The live connection with everything browser-specific given (startLive gives the real globals).
 * @internal Exported for the unit test.
 */
export function createLiveConnection(deps: LiveDeps): LiveConnection {
  const eventsUrl = deps.eventsUrl ?? '/api/events';
  const pollUrl = deps.pollUrl ?? '/api/events/poll';
  const name = deps.name ?? 'cg-live';
  const random = deps.random ?? Math.random;
  const setTimer = deps.setTimeout ?? ((callback: () => void, ms: number) => setTimeout(callback, ms));
  const clearTimer =
    deps.clearTimeout ?? ((handle: unknown) => clearTimeout(handle as Parameters<typeof clearTimeout>[0]));

  const changeListeners = new Set<(change: LiveChange) => void>();
  const statusListeners = new Set<(status: LiveStatus) => void>();
  const seen = new Set<number>();
  const timers = new Map<TimerName, unknown>();
  const lockAbort = new AbortController();
  let status: LiveStatus = 'connecting';
  /** Connected once already (here or, for a follower, in the leader tab): a later connection is a reconnection. */
  let everConnected = false;
  let closed = false;
  let leader = false;
  let channel: LiveChannel | null = null;
  let releaseLock: (() => void) | null = null;
  let stopOnline: (() => void) | null = null;

  // The leader's transport.
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

  function later(which: TimerName, ms: number, run: () => void) {
    cancel(which);
    timers.set(
      which,
      setTimer(() => {
        timers.delete(which);
        if (!closed) run();
      }, ms),
    );
  }

  function cancel(which: TimerName) {
    if (!timers.has(which)) return;
    clearTimer(timers.get(which));
    timers.delete(which);
  }

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

  function post(message: ChannelMessage) {
    channel?.postMessage(message);
  }

  function setStatus(next: LiveStatus) {
    if (closed || next === status) return;
    const reconnected = isConnected(next) && !isConnected(status) && everConnected;
    status = next;
    if (isConnected(next)) everConnected = true;
    notify(statusListeners, next);
    if (leader) {
      post({ type: 'status', status: next });
      if (reconnected) resync();
    }
  }

  /** Tells this tab and, from the leader, the others that everything may have changed. */
  function resync() {
    notify(changeListeners, { id: -1, topic: RESYNC_TOPIC, ids: [] });
    if (leader) post({ type: 'resync' });
  }

  function deliver(change: LiveChange) {
    if (closed || seen.has(change.id)) return;
    seen.add(change.id);
    if (seen.size > RECENT_IDS) {
      for (const oldest of seen) {
        seen.delete(oldest);
        break;
      }
    }
    notify(changeListeners, change);
    if (leader) post({ type: 'change', change });
  }

  function waiting(): LiveStatus {
    return everConnected ? 'reconnecting' : 'connecting';
  }

  // --- The stream ---

  function openSource(probe: boolean) {
    const EventSourceClass = deps.EventSource;
    if (!EventSourceClass) return;
    dropSource();
    if (!probe && status !== 'offline') setStatus(waiting());
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
      resync();
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
    const before = status;
    const wasPolling = polling;
    if (polling) stopPolling();
    setStatus('open');
    // From the poll to the stream: the status stays connected, but the switch may have missed a change.
    if (wasPolling && isConnected(before)) resync();
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
    deliver(change);
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
    if (status !== 'offline') setStatus('reconnecting');
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
    if (status !== 'offline') setStatus(waiting());
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
    if (closed || !polling || run !== pollRun) return;
    const page = parsePoll(body);
    if (!page) {
      pollFailures += 1;
      setStatus('offline');
      const delay = Math.max(POLL_INTERVAL_MS, backoffDelay(pollFailures - 1, random));
      later('poll', delay, () => void pollOnce());
      return;
    }
    const recovered = pollFailures > 0;
    pollFailures = 0;
    setStatus('polling');
    for (const change of page.events) deliver(change);
    if (page.last !== null) cursor = page.last;
    if (page.reset) resync();
    later('poll', POLL_INTERVAL_MS, () => void pollOnce());
    // The server answers again: the stream may be back too.
    if (recovered && deps.EventSource && !source) {
      cancel('probe');
      openSource(true);
    }
  }

  // --- Leadership ---

  function connect() {
    if (deps.EventSource) openSource(false);
    else startPolling();
  }

  function lead() {
    if (closed || leader) return;
    leader = true;
    stopOnline =
      deps.online?.((online) => {
        if (online) {
          if (status !== 'open') retryNow();
        } else if (status !== 'open') {
          setStatus('offline');
        }
      }) ?? null;
    post({ type: 'status', status });
    connect();
  }

  function onMessage(event: LiveMessageEvent) {
    const message = event.data;
    if (closed || !isRecord(message)) return;
    switch (message.type) {
      case 'hello':
        if (leader) post({ type: 'status', status });
        break;
      case 'retry':
        if (leader) retryNow();
        break;
      case 'resync':
        if (!leader) resync();
        break;
      case 'status':
        // A leader that just left may still be heard; the current leader keeps its own status.
        if (!leader && isStatus(message.status)) setStatus(message.status);
        break;
      case 'change': {
        const change = parseChange(message.change);
        if (!change) break;
        // Where to resume from if this tab takes the stream over.
        if (!leader) cursor = change.id;
        deliver(change);
        break;
      }
    }
  }

  function retryNow() {
    if (closed) return;
    if (!leader) {
      post({ type: 'retry' });
      return;
    }
    dropSource();
    stopPolling();
    cancel('retry');
    cancel('probe');
    attempt = 0;
    failedStarts = 0;
    pollFailures = 0;
    setStatus(waiting());
    connect();
  }

  function close() {
    if (closed) return;
    closed = true;
    lockAbort.abort();
    releaseLock?.();
    releaseLock = null;
    dropSource();
    stopPolling();
    for (const which of [...timers.keys()]) cancel(which);
    stopOnline?.();
    stopOnline = null;
    channel?.close();
    channel = null;
    leader = false;
    changeListeners.clear();
    statusListeners.clear();
  }

  const { locks, BroadcastChannel: Channel } = deps;
  if (locks && Channel) {
    channel = new Channel(name);
    channel.addEventListener('message', onMessage);
    post({ type: 'hello' });
    locks
      .request(name, { mode: 'exclusive', signal: lockAbort.signal }, () => {
        if (closed) return undefined;
        // Held until close(): the next tab in the queue takes over then, or when this tab goes away.
        return new Promise<void>((release) => {
          releaseLock = release;
          lead();
        });
      })
      .catch(() => {
        // Aborted by close(), or no locks here after all (an opaque origin): then run alone.
        if (!closed) lead();
      });
  } else {
    lead();
  }

  return {
    subscribe(listener) {
      if (!closed) changeListeners.add(listener);
      return () => {
        changeListeners.delete(listener);
      };
    },
    onStatus(listener) {
      if (!closed) statusListeners.add(listener);
      listener(status);
      return () => {
        statusListeners.delete(listener);
      };
    },
    get status() {
      return status;
    },
    retryNow,
    close,
  };
}

/** Stops the live updates (a session change); `retryNow` reconnects at once (the offline banner's button). */
export type StopLive = (() => void) & { readonly retryNow: () => void };

/**
 * Live updates with the browser's own globals, for the root to start in server mode (and stop
 * and start again when the session changes). Does nothing outside a browser.
 */
export function startLive(
  onChange: (change: LiveChange) => void,
  onStatus?: (status: LiveStatus) => void,
  options: Pick<LiveDeps, 'name' | 'eventsUrl' | 'pollUrl'> = {},
): StopLive {
  if (typeof window === 'undefined') return Object.assign(() => undefined, { retryNow: () => undefined });
  const connection = createLiveConnection({
    ...options,
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
  connection.subscribe(onChange);
  if (onStatus) connection.onStatus(onStatus);
  return Object.assign(() => connection.close(), { retryNow: () => connection.retryNow() });
}
