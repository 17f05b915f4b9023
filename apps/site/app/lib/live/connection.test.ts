import { describe, expect, it, vi } from 'vitest';
import { SSE_PROBE_INTERVAL_MS } from './transport';
import { browser, flush, page, tabsOfEachTest } from './testing/fake-browser';

describe('live updates: a tab’s connection', () => {
  const start = tabsOfEachTest();

  it('a lone tab opens its stream after where its first reads were (X-Change-Id), once', async () => {
    const b = browser({ shared: false });
    const tab = start(b, { readFrom: () => 41 });
    await flush();
    // The server replays what happened between the page's reads and its stream (decision 038).
    expect(b.last().url).toBe('/api/events?after=41');
    b.last().open();
    // The server's replay overlaps what the page read (ids up to 41): only what came after is told.
    b.last().send(40);
    b.last().send(41);
    b.last().send(43);
    await flush();
    expect(tab.ids()).toEqual([43]);
    // A new stream resumes from what it heard, not from the page's first reads.
    b.last().fail(2);
    await vi.runOnlyPendingTimersAsync();
    expect(b.last().url).toBe('/api/events?after=43');
  });

  it('a lone tab with no read position starts at the server’s latest', async () => {
    const b = browser({ shared: false });
    start(b, { readFrom: () => null });
    await flush();
    expect(b.last().url).toBe('/api/events');
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
