import { describe, expect, it, vi } from 'vitest';
import { RESYNC_TOPIC } from './protocol';
import { POLL_INTERVAL_MS, SSE_PROBE_INTERVAL_MS } from './transport';
import { browser, flush, page, resyncs, tabsOfEachTest } from './testing/fake-browser';

describe('live updates: the stream and the poll', () => {
  const start = tabsOfEachTest();

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
});
