import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BACKOFF_CAP_MS,
  POLL_INTERVAL_MS,
  RESYNC_TOPIC,
  SSE_PROBE_INTERVAL_MS,
  backoffDelay,
  createLiveConnection,
  type LiveChange,
  type LiveChannel,
  type LiveConnection,
  type LiveDeps,
  type LiveEventSource,
  type LiveLocks,
  type LiveMessageEvent,
  type LiveResponse,
  type LiveStatus,
} from './live.client';

type Listener = (event: LiveMessageEvent) => void;

/** EventSources made in one test, driven by hand: open, send a change, fail. */
function fakeEventSources() {
  const made: FakeEventSource[] = [];
  class FakeEventSource implements LiveEventSource {
    readyState = 0;
    closed = false;
    private readonly listeners = new Map<string, Listener[]>();
    constructor(readonly url: string) {
      made.push(this);
    }
    addEventListener(type: string, listener: Listener) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }
    close() {
      this.readyState = 2;
      this.closed = true;
    }
    open() {
      this.readyState = 1;
      this.dispatch('open', {});
    }
    send(id: number, topic = 'requests', ids: string[] = []) {
      this.dispatch('change', { lastEventId: String(id), data: JSON.stringify({ topic, ids }) });
    }
    /** readyState 0: the browser reconnects by itself; 2: it gave up. */
    fail(readyState: 0 | 2 = 0) {
      this.readyState = readyState;
      this.dispatch('error', {});
    }
    dispatch(type: string, event: LiveMessageEvent) {
      if (this.closed) throw new Error(`${type} on a closed EventSource`);
      for (const listener of this.listeners.get(type) ?? []) listener(event);
    }
  }
  const last = () => {
    const es = made.at(-1);
    if (!es) throw new Error('no EventSource made');
    return es;
  };
  return { EventSource: FakeEventSource, made, last };
}

/** One exclusive Web Lock shared by the tabs: a queue, granted asynchronously, abortable while waiting. */
function fakeLocks() {
  interface Waiter {
    callback: () => Promise<void> | undefined;
    resolve: (value: unknown) => void;
    reject: (reason: unknown) => void;
  }
  const queue: Waiter[] = [];
  let held: Waiter | null = null;
  const grantNext = () => {
    if (held) return;
    const next = queue.shift();
    if (!next) return;
    held = next;
    void Promise.resolve()
      .then(() => next.callback())
      .then(next.resolve, next.reject)
      .finally(() => {
        held = null;
        grantNext();
      });
  };
  const locks: LiveLocks = {
    request(_name, options, callback) {
      return new Promise((resolve, reject) => {
        const waiter = { callback, resolve, reject };
        queue.push(waiter);
        options.signal?.addEventListener('abort', () => {
          const index = queue.indexOf(waiter);
          if (index < 0) return; // Held already: aborting no longer matters.
          queue.splice(index, 1);
          reject(new DOMException('The request was aborted.', 'AbortError'));
        });
        grantNext();
      });
    },
  };
  return { locks, waiting: () => queue.length, held: () => held !== null };
}

/** BroadcastChannels of the tabs on one in-memory bus: structured copies, delivered asynchronously, never to the sender. */
function fakeBus() {
  const members = new Set<FakeChannel>();
  class FakeChannel implements LiveChannel {
    private readonly listeners: Listener[] = [];
    constructor(readonly name: string) {
      members.add(this);
    }
    postMessage(message: unknown) {
      if (!members.has(this)) throw new DOMException('Channel is closed', 'InvalidStateError');
      const data = structuredClone(message);
      for (const other of members) {
        if (other === this || other.name !== this.name) continue;
        queueMicrotask(() => {
          if (members.has(other)) for (const listener of other.listeners) listener({ data });
        });
      }
    }
    addEventListener(_type: 'message', listener: Listener) {
      this.listeners.push(listener);
    }
    close() {
      members.delete(this);
    }
  }
  return { BroadcastChannel: FakeChannel, open: () => members.size };
}

const page = (events: { id: number; topic: string; ids: string[] }[], last: number): LiveResponse => ({
  ok: true,
  json: () => Promise.resolve({ events, last }),
});

/** A browser: its EventSources, its lock, its channel bus, its fetch. */
function browser(options: { eventSource?: boolean; shared?: boolean } = {}) {
  const sources = fakeEventSources();
  const lock = fakeLocks();
  const bus = fakeBus();
  const fetch = vi.fn<LiveDeps['fetch']>().mockResolvedValue(page([], 0));
  const deps: LiveDeps = {
    EventSource: options.eventSource === false ? undefined : sources.EventSource,
    fetch,
    locks: options.shared === false ? undefined : lock.locks,
    BroadcastChannel: options.shared === false ? undefined : bus.BroadcastChannel,
    random: () => 1,
  };
  /** A tab: its connection, what its subscribers heard. */
  const tab = (extra: Partial<LiveDeps> = {}) => {
    const connection = createLiveConnection({ ...deps, ...extra });
    const changes: LiveChange[] = [];
    const statuses: LiveStatus[] = [];
    connection.subscribe((change) => changes.push(change));
    connection.onStatus((status) => statuses.push(status));
    return { connection, changes, statuses, ids: () => changes.map((change) => change.id) };
  };
  return { ...sources, lock, bus, fetch, tab };
}

interface Tab {
  readonly connection: LiveConnection;
  readonly changes: LiveChange[];
  readonly statuses: LiveStatus[];
  ids(): number[];
}

/** Lets the locks and the channels (promises, microtasks) do their work. */
async function flush() {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

const resyncs = (tab: Tab) => tab.changes.filter((change) => change.topic === RESYNC_TOPIC).length;

describe('live updates', () => {
  let opened: Tab[] = [];
  beforeEach(() => {
    vi.useFakeTimers();
    opened = [];
  });
  afterEach(() => {
    for (const tab of opened) tab.connection.close();
    vi.useRealTimers();
  });
  const start = (b: ReturnType<typeof browser>, extra?: Partial<LiveDeps>) => {
    const tab = b.tab(extra);
    opened.push(tab);
    return tab;
  };

  it('drops the duplicates of a replay with an overlap, but keeps a smaller id that is new', async () => {
    const b = browser({ shared: false });
    const tab = start(b);
    await flush();
    expect(b.made.map((es) => es.url)).toEqual(['/api/events']);
    expect(tab.connection.status).toBe('connecting');
    b.last().open();
    b.last().send(5, 'chats', ['c1']);
    b.last().send(7);
    b.last().send(5, 'chats', ['c1']);
    b.last().send(6);
    b.last().send(7);
    expect(tab.ids()).toEqual([5, 7, 6]);
    expect(tab.changes[0]).toEqual({ id: 5, topic: 'chats', ids: ['c1'] });
    expect(tab.statuses).toEqual(['connecting', 'open']);
  });

  it('reloads everything when the server cannot replay what was missed (a reset, on the stream or a poll)', async () => {
    const b = browser({ shared: false });
    const tab = start(b);
    await flush();
    b.last().open();
    b.last().send(5);
    b.last().dispatch('reset', { lastEventId: '900', data: '{}' });
    expect(resyncs(tab)).toBe(1);
    b.last().send(901);
    expect(tab.ids()).toEqual([5, -1, 901]);

    const polled = browser({ eventSource: false, shared: false });
    polled.fetch.mockResolvedValue({ ok: true, json: () => Promise.resolve({ events: [], last: 40, reset: true }) });
    const other = start(polled);
    await flush();
    expect(resyncs(other)).toBe(1);
  });

  it('ignores a message that is not a change (bad JSON, no id)', async () => {
    const b = browser({ shared: false });
    const tab = start(b);
    await flush();
    const es = b.last();
    es.open();
    es.dispatch('change', { lastEventId: '3', data: '{oops' });
    es.dispatch('change', {
      lastEventId: '',
      data: JSON.stringify({ topic: 'chats', ids: [] }),
    });
    es.send(4);
    expect(tab.ids()).toEqual([4]);
  });

  it('keeps one EventSource for the browser: a follower tab hears the leader’s changes and status', async () => {
    const b = browser();
    const leader = start(b);
    await flush();
    const follower = start(b);
    await flush();
    expect(b.made).toHaveLength(1);
    expect(b.lock.waiting()).toBe(1);

    b.last().open();
    await flush();
    expect(follower.connection.status).toBe('open');
    b.last().send(1, 'chats', ['c1']);
    b.last().send(2);
    b.last().send(1, 'chats', ['c1']);
    await flush();
    expect(leader.ids()).toEqual([1, 2]);
    expect(follower.changes).toEqual([
      { id: 1, topic: 'chats', ids: ['c1'] },
      { id: 2, topic: 'requests', ids: [] },
    ]);

    // A tab opened later asks, and learns the status at once.
    const late = start(b);
    await flush();
    expect(late.statuses).toEqual(['connecting', 'open']);
    expect(b.made).toHaveLength(1);
  });

  it('hands the stream over when the leader tab closes: the follower opens it, resuming, and tells a resync', async () => {
    const b = browser();
    const first = start(b);
    await flush();
    const second = start(b);
    await flush();
    const old = b.last();
    old.open();
    old.send(4);
    await flush();

    first.connection.close();
    await flush();
    expect(old.closed).toBe(true);
    expect(b.made).toHaveLength(2);
    // Resumes where the relayed changes got to (the server may honour it; the resync covers it if not).
    expect(b.last().url).toBe('/api/events?after=4');
    expect(second.connection.status).toBe('reconnecting');
    b.last().open();
    b.last().send(4);
    b.last().send(5);
    await flush();
    expect(second.connection.status).toBe('open');
    expect(second.changes.map((change) => change.topic === RESYNC_TOPIC || change.id)).toEqual([4, true, 5]);
  });

  it('leaves the browser’s own reconnection to it (it sends Last-Event-ID), then tells one resync', async () => {
    const b = browser({ shared: false });
    const tab = start(b);
    await flush();
    const es = b.last();
    es.open();
    es.send(1);
    expect(resyncs(tab)).toBe(0);
    es.fail(0);
    expect(tab.connection.status).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(5000);
    expect(b.made).toHaveLength(1);
    es.open();
    expect(tab.connection.status).toBe('open');
    expect(resyncs(tab)).toBe(1);
    expect(tab.changes.at(-1)).toEqual({ id: -1, topic: RESYNC_TOPIC, ids: [] });

    // Errors again and again without opening: made anew.
    es.fail(0);
    es.fail(0);
    es.fail(0);
    expect(es.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(b.made).toHaveLength(2);
  });

  it('makes a stream anew with a backoff that grows (1 s, 2 s, 4 s…) and starts over once it opens', async () => {
    const b = browser({ shared: false });
    start(b);
    await flush();
    b.last().open();
    b.last().fail(2);

    for (const delay of [1000, 2000, 4000]) {
      const count = b.made.length;
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(b.made).toHaveLength(count);
      await vi.advanceTimersByTimeAsync(1);
      expect(b.made).toHaveLength(count + 1);
      if (delay < 4000) b.last().fail(0);
    }
    b.last().open();
    b.last().fail(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(b.made).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(1);
    expect(b.made).toHaveLength(5);
  });

  it('spreads the backoff (jitter) and caps it at 30 s', () => {
    expect(backoffDelay(0, () => 1)).toBe(1000);
    expect(backoffDelay(0, () => 0)).toBe(500);
    expect(backoffDelay(3, () => 1)).toBe(8000);
    expect(backoffDelay(12, () => 1)).toBe(BACKOFF_CAP_MS);
    expect(backoffDelay(1000, () => 0.5)).toBe(BACKOFF_CAP_MS * 0.75);
  });

  it('polls where there is no EventSource, `after` advancing, duplicates dropped', async () => {
    const b = browser({ eventSource: false, shared: false });
    b.fetch
      .mockResolvedValueOnce(page([{ id: 3, topic: 'requests', ids: ['r1'] }], 3))
      .mockResolvedValueOnce(
        page(
          [
            { id: 3, topic: 'requests', ids: ['r1'] },
            { id: 2, topic: 'chats', ids: ['c1'] },
          ],
          4,
        ),
      )
      .mockResolvedValue(page([], 4));
    const tab = start(b);
    await flush();
    expect(b.fetch).toHaveBeenCalledTimes(1);
    expect(b.fetch.mock.calls[0]?.[0]).toBe('/api/events/poll');
    expect(b.fetch.mock.calls[0]?.[1]).toMatchObject({ credentials: 'same-origin' });
    expect(tab.connection.status).toBe('polling');

    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(b.fetch.mock.calls[1]?.[0]).toBe('/api/events/poll?after=3');
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(b.fetch.mock.calls[2]?.[0]).toBe('/api/events/poll?after=4');
    expect(tab.ids()).toEqual([3, 2]);
    expect(resyncs(tab)).toBe(0);
  });

  it('falls back to polling when the stream never opens, tries it now and then, and goes back to it', async () => {
    const b = browser({ shared: false });
    const tab = start(b);
    await flush();
    b.last().fail(0);
    await vi.advanceTimersByTimeAsync(1000);
    b.last().fail(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(b.fetch).not.toHaveBeenCalled();
    b.last().fail(0);
    await flush();
    expect(b.made).toHaveLength(3);
    expect(b.fetch).toHaveBeenCalledTimes(1);
    expect(tab.connection.status).toBe('polling');

    // The stream is tried again after a while; a failed try leaves the poll undisturbed.
    await vi.advanceTimersByTimeAsync(SSE_PROBE_INTERVAL_MS);
    expect(b.made).toHaveLength(4);
    b.last().fail(0);
    expect(tab.connection.status).toBe('polling');
    await vi.advanceTimersByTimeAsync(SSE_PROBE_INTERVAL_MS);
    expect(b.made).toHaveLength(5);
    b.last().open();
    expect(tab.connection.status).toBe('open');
    expect(resyncs(tab)).toBe(1);
    const polls = b.fetch.mock.calls.length;
    await vi.advanceTimersByTimeAsync(10 * POLL_INTERVAL_MS);
    expect(b.fetch).toHaveBeenCalledTimes(polls);
  });

  it('a stream the server refuses (429: closed at once, every time) is tried three times, then polled, and tried once a minute', async () => {
    const b = browser({ shared: false });
    const tab = start(b);
    await flush();
    // The API's cap on open streams (decision 032): EventSource fails a non-200 answer for good.
    const refuse = () => {
      b.last().fail(2);
    };
    refuse();
    await vi.advanceTimersByTimeAsync(1000);
    refuse();
    await vi.advanceTimersByTimeAsync(2000);
    refuse();
    await flush();
    expect(b.made).toHaveLength(3);
    expect(tab.connection.status).toBe('polling');
    // Ten minutes refused: one stream tried a minute, a poll every 5 s, and nothing else.
    for (let minute = 0; minute < 10; minute++) {
      await vi.advanceTimersByTimeAsync(SSE_PROBE_INTERVAL_MS);
      refuse();
    }
    expect(b.made).toHaveLength(3 + 10);
    expect(b.fetch.mock.calls.length).toBeLessThanOrEqual(1 + (10 * SSE_PROBE_INTERVAL_MS) / POLL_INTERVAL_MS);
    expect(tab.connection.status).toBe('polling');
  });

  it('falls back to polling when a stream hangs without opening (a buffering proxy)', async () => {
    const b = browser({ shared: false });
    start(b);
    await flush();
    await vi.advanceTimersByTimeAsync(10_000 + 1000 + 10_000 + 2000 + 10_000);
    expect(b.made).toHaveLength(3);
    expect(b.made.every((es) => es.closed)).toBe(true);
    expect(b.fetch).toHaveBeenCalledTimes(1);
  });

  it('says offline when the server cannot be reached; retryNow polls at once, and a resync follows', async () => {
    const b = browser({ eventSource: false, shared: false });
    b.fetch
      .mockResolvedValueOnce(page([], 1))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce({ ok: false, json: () => Promise.resolve({}) })
      .mockResolvedValue(page([], 1));
    const tab = start(b);
    await flush();
    expect(tab.connection.status).toBe('polling');
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(tab.connection.status).toBe('offline');
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(tab.connection.status).toBe('offline');
    expect(b.fetch).toHaveBeenCalledTimes(3);

    tab.connection.retryNow();
    expect(tab.connection.status).toBe('reconnecting');
    await flush();
    expect(b.fetch).toHaveBeenCalledTimes(4);
    expect(tab.connection.status).toBe('polling');
    expect(resyncs(tab)).toBe(1);
    expect(tab.statuses).toEqual(['connecting', 'polling', 'offline', 'reconnecting', 'polling']);
  });

  it('tries at once when the browser is back online', async () => {
    const b = browser({ eventSource: false, shared: false });
    b.fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    let online: ((online: boolean) => void) | undefined;
    const tab = start(b, {
      online: (listener) => {
        online = listener;
        return () => (online = undefined);
      },
    });
    await flush();
    expect(tab.connection.status).toBe('offline');
    b.fetch.mockResolvedValue(page([], 0));
    online?.(true);
    await flush();
    expect(b.fetch).toHaveBeenCalledTimes(2);
    expect(tab.connection.status).toBe('polling');
    tab.connection.close();
    expect(online).toBeUndefined();
  });

  it('passes a follower’s retryNow to the leader tab', async () => {
    const b = browser();
    start(b);
    await flush();
    const follower = start(b);
    await flush();
    b.last().fail(2);
    await flush();
    expect(b.made).toHaveLength(1);
    follower.connection.retryNow();
    await flush();
    expect(b.made).toHaveLength(2);
  });

  it('runs a stream in every tab where there are no Web Locks or no BroadcastChannel', async () => {
    const b = browser({ shared: false });
    start(b);
    start(b, { locks: b.lock.locks });
    await flush();
    expect(b.made).toHaveLength(2);
  });

  it('close() releases the lock, the stream, the channel and the timers, and tells nothing more', async () => {
    const b = browser();
    const first = start(b);
    await flush();
    const second = start(b);
    const third = start(b);
    await flush();
    expect(b.lock.waiting()).toBe(2);

    // A follower leaves the lock's queue.
    second.connection.close();
    await flush();
    expect(b.lock.waiting()).toBe(1);

    const es = b.last();
    es.open();
    const heard = [...first.statuses];
    first.connection.close();
    await flush();
    expect(es.closed).toBe(true);
    expect(b.made).toHaveLength(2);
    expect(b.bus.open()).toBe(1);
    b.last().open();
    b.last().send(9);
    await flush();
    expect(third.ids()).toContain(9);
    expect(first.ids()).not.toContain(9);
    expect(second.ids()).not.toContain(9);
    expect(first.statuses).toEqual(heard);

    third.connection.close();
    await flush();
    expect(b.lock.held()).toBe(false);
    expect(b.bus.open()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(SSE_PROBE_INTERVAL_MS);
    expect(b.made).toHaveLength(2);
  });

  it('close() of a lone tab clears its retry timer', async () => {
    const b = browser({ shared: false });
    const tab = start(b);
    await flush();
    b.last().open();
    b.last().fail(2);
    expect(vi.getTimerCount()).toBe(1);
    tab.connection.close();
    expect(vi.getTimerCount()).toBe(0);
    expect(tab.connection.status).toBe('reconnecting');
  });
});
