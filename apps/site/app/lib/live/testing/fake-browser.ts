// A browser for the live connection's tests: EventSources driven by hand, one Web Lock's queue, a
// BroadcastChannel bus between the tabs, a fetch for the poll — and tabs opened on it.
import { afterEach, beforeEach, vi } from 'vitest';
import { createLiveConnection } from '../connection';
import type {
  LiveChannel,
  LiveConnection,
  LiveDeps,
  LiveEventSource,
  LiveLocks,
  LiveMessageEvent,
  LiveResponse,
} from '../deps';
import { RESYNC_TOPIC, type LiveChange, type LiveStatus } from '../protocol';

type Listener = (event: LiveMessageEvent) => void;

/** EventSources made in one test, driven by hand: open, send a change, fail. */
function fakeEventSources() {
  const made: FakeEventSource[] = [];
  class FakeEventSource implements LiveEventSource {
    readyState = 0;
    closed = false;
    readonly listeners = new Map<string, Listener[]>();
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
    readonly listeners: Listener[] = [];
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

export const page = (events: { id: number; topic: string; ids: string[] }[], last: number): LiveResponse => ({
  ok: true,
  json: () => Promise.resolve({ events, last }),
});

/** A browser: its EventSources, its lock, its channel bus, its fetch. */
export function browser(options: { eventSource?: boolean; shared?: boolean } = {}) {
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

export interface Tab {
  readonly connection: LiveConnection;
  readonly changes: LiveChange[];
  readonly statuses: LiveStatus[];
  ids(): number[];
}

/** Lets the locks and the channels (promises, microtasks) do their work. */
export async function flush() {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

export const resyncs = (tab: Tab) => tab.changes.filter((change) => change.topic === RESYNC_TOPIC).length;

/**
 * Opens tabs for one `describe`: fake timers around each test, every tab opened closed after it.
 * Returns `start(browser, extra?)`, which opens a tab on that browser.
 */
export function tabsOfEachTest() {
  let opened: Tab[] = [];
  beforeEach(() => {
    vi.useFakeTimers();
    opened = [];
  });
  afterEach(() => {
    for (const tab of opened) tab.connection.close();
    vi.useRealTimers();
  });
  return (b: ReturnType<typeof browser>, extra?: Partial<LiveDeps>) => {
    const tab = b.tab(extra);
    opened.push(tab);
    return tab;
  };
}
