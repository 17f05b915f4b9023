import { describe, expect, it, vi } from 'vitest';
import { RESYNC_TOPIC } from './protocol';
import { CLOCK_MARGIN_MS } from './tabs';
import { browser, flush, tabsOfEachTest } from './testing/fake-browser';

describe('live updates: one stream per browser', () => {
  const start = tabsOfEachTest();

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

  it('passes a new request’s card on, to this tab and to the followers (decision 048)', async () => {
    const b = browser();
    const leader = start(b);
    await flush();
    const follower = start(b);
    await flush();
    b.last().open();
    const card = { id: 'r1', productName: 'Kindle', status: 'active' };
    b.last().dispatch('change', { lastEventId: '7', data: JSON.stringify({ topic: 'requests', ids: ['r1'], card }) });
    // Something that is not a card is dropped, the change kept.
    b.last().dispatch('change', {
      lastEventId: '8',
      data: JSON.stringify({ topic: 'requests', ids: ['r2'], card: [1] }),
    });
    await flush();
    const told = [
      { id: 7, topic: 'requests', ids: ['r1'], card },
      { id: 8, topic: 'requests', ids: ['r2'] },
    ];
    expect(leader.changes).toEqual(told);
    expect(follower.changes).toEqual(told);
  });

  it('runs a stream in every tab where there are no Web Locks or no BroadcastChannel', async () => {
    const b = browser({ shared: false });
    start(b);
    start(b, { locks: b.lock.locks });
    await flush();
    expect(b.made).toHaveLength(2);
  });

  it('closes the join gap: a tab whose page loaded before it joined hears what the leader heard since', async () => {
    const b = browser();
    const leader = start(b);
    await flush();
    b.last().open();
    b.last().send(1, 'requests', ['old']);
    await flush();
    vi.advanceTimersByTime(CLOCK_MARGIN_MS + 1000);
    // The new tab's page starts loading; a change arrives before it joins the stream.
    const pageStarted = Date.now();
    vi.advanceTimersByTime(300);
    b.last().send(2, 'chats', ['o1']);
    await flush();
    const late = start(b, { since: pageStarted });
    await flush();
    expect(late.changes).toEqual([{ id: 2, topic: 'chats', ids: ['o1'] }]);
    // Told once: later changes come as usual, and no other tab hears the replay again.
    b.last().send(3);
    await flush();
    expect(late.ids()).toEqual([2, 3]);
    expect(leader.ids()).toEqual([1, 2, 3]);
    // A tab that asks nothing (its page reloads anyway) is told nothing.
    const fresh = start(b);
    await flush();
    expect(fresh.changes).toEqual([]);
  });

  it('a tab that joins as the leader’s follower and takes over later resumes after the replayed changes', async () => {
    const b = browser();
    const first = start(b);
    await flush();
    b.last().open();
    const pageStarted = Date.now();
    b.last().send(7, 'requests', ['r7']);
    await flush();
    const second = start(b, { since: pageStarted });
    await flush();
    expect(second.ids()).toEqual([7]);
    first.connection.close();
    await flush();
    expect(b.last().url).toBe('/api/events?after=7');
  });
});
