import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteChange } from './change-concerns';
import { HOLD_MS, demoChanges, type DemoChannel } from './demo-changes';

/** Two tabs' channels on one bus (asynchronous, never to the sender). */
function bus() {
  const members: { listeners: ((event: { data?: unknown }) => void)[] }[] = [];
  const channel = (): DemoChannel => {
    const me = { listeners: [] as ((event: { data?: unknown }) => void)[] };
    members.push(me);
    return {
      postMessage(message) {
        for (const other of members)
          if (other !== me) queueMicrotask(() => other.listeners.forEach((l) => l({ data: structuredClone(message) })));
      },
      addEventListener: (_type, listener) => me.listeners.push(listener),
    };
  };
  return { channel };
}

/** A tab: its domain feed (what its use cases publish; other tabs' storage events), what its pages hear. */
function tab(channel: DemoChannel | null) {
  const sourceListeners = new Set<(change: SiteChange) => void>();
  const source = {
    subscribe(listener: (change: SiteChange) => void) {
      sourceListeners.add(listener);
      return () => sourceListeners.delete(listener);
    },
  };
  const changes = demoChanges(source, channel, {
    set: (callback, ms) => setTimeout(callback, ms),
    clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    now: () => Date.now(),
  });
  const heard: SiteChange[] = [];
  changes.subscribe((change) => heard.push(change));
  const feed = (change: SiteChange) => sourceListeners.forEach((l) => l(change));
  return { heard, feed };
}

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('the static demo’s changes across tabs', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('another tab’s change arrives with its ids, once, whichever comes first', async () => {
    const b = bus();
    const writer = tab(b.channel());
    const reader = tab(b.channel());
    const published = { topic: 'requests', ids: ['r1'] };
    // The storage event first, then the writer's word.
    reader.feed({ topic: 'requests', ids: [] });
    writer.feed(published);
    await flush();
    vi.advanceTimersByTime(HOLD_MS * 2);
    expect(writer.heard).toEqual([published]);
    expect(reader.heard).toEqual([published]);
    // The writer's word first, then the storage event.
    const message = { topic: 'chats', ids: ['o1'] };
    writer.feed(message);
    await flush();
    reader.feed({ topic: 'chats', ids: [] });
    vi.advanceTimersByTime(HOLD_MS * 2);
    expect(reader.heard).toEqual([published, message]);
  });

  it('another tab’s new request arrives with its card, for the lists to insert it (decision 048)', async () => {
    const b = bus();
    const writer = tab(b.channel());
    const reader = tab(b.channel());
    const published = { topic: 'requests', ids: ['r1'], card: { id: 'r1', productName: 'Kindle', status: 'active' } };
    reader.feed({ topic: 'requests', ids: [] });
    writer.feed(published);
    await flush();
    vi.advanceTimersByTime(HOLD_MS * 2);
    expect(reader.heard).toEqual([published]);
  });

  it('a storage event nobody tells about (an older tab, an import) still arrives, after the hold', async () => {
    const b = bus();
    const reader = tab(b.channel());
    tab(b.channel());
    reader.feed({ topic: 'trips', ids: [] });
    reader.feed({ topic: 'trips', ids: [] });
    await flush();
    expect(reader.heard).toEqual([]);
    vi.advanceTimersByTime(HOLD_MS);
    expect(reader.heard).toEqual([{ topic: 'trips', ids: [] }]);
  });

  it('without a BroadcastChannel, every change goes on as it came', () => {
    const alone = tab(null);
    alone.feed({ topic: 'requests', ids: [] });
    expect(alone.heard).toEqual([{ topic: 'requests', ids: [] }]);
  });
});
