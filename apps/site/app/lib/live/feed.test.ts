import { describe, expect, it, vi } from 'vitest';
import { RECENT_IDS, createFeed } from './feed';
import type { ChannelMessage, LiveChange, LiveStatus } from './protocol';
import { browser, flush, tabsOfEachTest } from './testing/fake-browser';

/** A feed alone: what its subscribers hear, and what it relays as the leader (or not). */
function feedAlone(leader: boolean) {
  const relayed: ChannelMessage[] = [];
  const feed = createFeed({ leader, post: (message) => relayed.push(message) }, () => false);
  const heard: LiveChange[] = [];
  const statuses: LiveStatus[] = [];
  feed.subscribe((change) => heard.push(change));
  feed.onStatus((status) => statuses.push(status));
  return { feed, heard, statuses, relayed };
}

const change = (id: number): LiveChange => ({ id, topic: 'requests', ids: [] });

describe('live updates: what a tab hears', () => {
  const start = tabsOfEachTest();

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

  it(`remembers the last ${RECENT_IDS} ids: an id heard longer ago than that is heard again`, () => {
    const { feed, heard } = feedAlone(false);
    for (let id = 1; id <= RECENT_IDS + 1; id++) feed.deliver(change(id));
    feed.deliver(change(2));
    feed.deliver(change(1));
    expect(heard.map((c) => c.id).slice(-2)).toEqual([RECENT_IDS + 1, 1]);
  });

  it('a listener that throws does not keep the others from hearing; its error is still reported', () => {
    const { feed } = feedAlone(false);
    // Reported as the browser reports an uncaught error: thrown again from a microtask.
    const queued: (() => void)[] = [];
    vi.stubGlobal('queueMicrotask', (callback: () => void) => queued.push(callback));
    const after = vi.fn();
    try {
      feed.subscribe(() => {
        throw new Error('a page’s bug');
      });
      feed.subscribe(after);
      feed.deliver(change(1));
    } finally {
      vi.unstubAllGlobals();
    }
    expect(after).toHaveBeenCalledOnce();
    expect(queued).toHaveLength(1);
    expect(() => queued[0]?.()).toThrow('a page’s bug');
  });

  it('the leader relays what its subscribers hear, and a resync when it is back after a loss', () => {
    const leader = feedAlone(true);
    leader.feed.setStatus('open');
    leader.feed.deliver(change(3));
    leader.feed.setStatus('reconnecting');
    expect(leader.feed.waiting()).toBe('reconnecting');
    leader.feed.setStatus('open');
    expect(leader.relayed).toEqual([
      { type: 'status', status: 'open' },
      { type: 'change', change: change(3) },
      { type: 'status', status: 'reconnecting' },
      { type: 'status', status: 'open' },
      { type: 'resync' },
    ]);
    expect(leader.heard.map((c) => c.topic)).toEqual(['requests', 'resync']);

    // A follower hears the same but relays nothing, and leaves the resync to the leader's message.
    const follower = feedAlone(false);
    follower.feed.setStatus('open');
    follower.feed.setStatus('reconnecting');
    follower.feed.setStatus('open');
    expect(follower.relayed).toEqual([]);
    expect(follower.heard).toEqual([]);
    expect(follower.statuses).toEqual(['connecting', 'open', 'reconnecting', 'open']);
  });
});
