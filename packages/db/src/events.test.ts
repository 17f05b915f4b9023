// The SQL change feed on both engines: what is published is stored and delivered with its event
// id, replayed by audience, swept when old; on PostgreSQL two feeds (two API processes) over one
// database hear each other through LISTEN/NOTIFY, also after the listener's connection is lost.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Change } from '@cg/domain/server';
import { openPostgres, type Database } from '#src/database';
import { createSqlChangeFeed, type SqlChangeFeed } from '#src/events';
import { freshPglite, freshPostgres } from '#src/testing/databases';

const engines: [string, () => Promise<Database>][] = [
  ['PGlite', freshPglite],
  ['PostgreSQL', () => freshPostgres()],
];

const forAna: Change = { topic: 'requests', ids: ['r1'], audience: ['ana'] };
const forBea: Change = { topic: 'chats', ids: ['o1'], audience: ['bea'] };
const forBoth: Change = { topic: 'notifications', ids: ['n1', 'n2'], audience: ['ana', 'bea'] };
const forEveryone: Change = { topic: 'trips', ids: ['t1'], audience: 'everyone' };
/** A new request's change with its public card (decision 048), longer than NOTIFY's 8,000 bytes. */
const withCard: Change = {
  topic: 'requests',
  ids: ['r9'],
  audience: 'everyone',
  card: { id: 'r9', productName: 'Kindle Paperwhite 16 GB', notes: 'Caja sellada. '.repeat(700), rewardCents: 2500 },
};

/** Collects what a feed delivers. */
function heard(feed: SqlChangeFeed) {
  const events: { id: number; change: Change }[] = [];
  const off = feed.subscribe((change, id) => events.push({ id, change }));
  return { events, off };
}

describe.each(engines)('%s', (_name, open) => {
  let d: Database;
  let feed: SqlChangeFeed;
  const errors: string[] = [];

  beforeAll(async () => {
    d = await open();
    feed = createSqlChangeFeed(d);
  });
  afterAll(async () => {
    await feed.close();
    await d.close();
  });
  beforeEach(async () => {
    await feed.close();
    await d.db.execute(sql`truncate domain_events restart identity`);
    errors.length = 0;
    feed = createSqlChangeFeed(d, { onError: (_e, context) => errors.push(context) });
  });

  it('stores what is published and delivers it with its id, in publish order', async () => {
    const { events } = heard(feed);
    await feed.ready();
    feed.publish(forAna);
    feed.publish(forEveryone);
    feed.publish(forBoth);
    await vi.waitFor(() => expect(events).toHaveLength(3));
    expect(events).toEqual([
      { id: 1, change: forAna },
      { id: 2, change: forEveryone },
      { id: 3, change: forBoth },
    ]);
    expect(await feed.latestId()).toBe(3);
    expect(errors).toEqual([]);
  });

  it('replays by audience: a user gets theirs and everyone’s, a visitor only everyone’s', async () => {
    for (const change of [forAna, forBea, forEveryone, forBoth]) feed.publish(change);
    await feed.flush();
    const ids = (list: { id: number }[]) => list.map((e) => e.id);
    expect(ids(await feed.since(0, 'ana'))).toEqual([1, 3, 4]);
    expect(ids(await feed.since(0, 'bea'))).toEqual([2, 3, 4]);
    expect(ids(await feed.since(0, null))).toEqual([3]);
    expect(ids(await feed.since(3, 'ana'))).toEqual([4]);
    expect(ids(await feed.since(0, 'ana', 2))).toEqual([1, 3]);
    // Every id and the audience come back as published.
    expect(await feed.since(3, 'bea')).toEqual([{ id: 4, change: forBoth }]);
    expect(await feed.since(2, null)).toEqual([{ id: 3, change: forEveryone }]);
  });

  it('keeps nothing for an empty audience, keeps empty ids, and a subscriber gone hears nothing', async () => {
    const { events, off } = heard(feed);
    const other = heard(feed);
    await feed.ready();
    feed.publish({ topic: 'users', ids: ['u1'], audience: [] });
    feed.publish({ topic: 'requests', ids: [], audience: 'everyone' });
    await vi.waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]?.change).toEqual({ topic: 'requests', ids: [], audience: 'everyone' });
    off();
    feed.publish(forEveryone);
    await vi.waitFor(() => expect(other.events).toHaveLength(2));
    expect(events).toHaveLength(1);
  });

  it('never throws from publish: a failed insert is reported and the next one is stored', async () => {
    const { events } = heard(feed);
    await feed.ready();
    // PostgreSQL refuses a NUL character in text: the insert fails.
    expect(() => feed.publish({ topic: 'requests', ids: ['r1'], audience: ['a\u0000b'] })).not.toThrow();
    await feed.flush();
    feed.publish(forEveryone);
    await vi.waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]?.change).toEqual(forEveryone);
    expect(errors).toEqual([expect.stringMatching(/storing/)]);
    // A subscriber that throws does not keep the others from hearing.
    feed.subscribe(() => {
      throw new Error('boom');
    });
    feed.publish(forAna);
    await vi.waitFor(() => expect(events).toHaveLength(2));
    expect(errors).toContain('a subscriber threw');
  });

  it('stores what is pending when closed, and does nothing once closed', async () => {
    feed.publish(forAna);
    await feed.close();
    feed.publish(forBea);
    const rows = await feed.since(0, 'ana');
    expect(rows).toHaveLength(1);
    expect(await feed.since(0, 'bea')).toEqual([]);
  });

  it('keeps a public change’s card in its row: delivered and replayed with it; a private change keeps none', async () => {
    const { events } = heard(feed);
    await feed.ready();
    feed.publish(withCard);
    feed.publish({ ...forAna, card: { id: 'r1', productName: 'Secreto' } });
    await vi.waitFor(() => expect(events).toHaveLength(2));
    expect(events.map((e) => e.change)).toEqual([withCard, forAna]);
    expect(await feed.since(0, 'ana')).toEqual([
      { id: 1, change: withCard },
      { id: 2, change: forAna },
    ]);
    expect(errors).toEqual([]);
  });

  it('sweeps the events older than the days kept', async () => {
    feed.publish(forAna);
    feed.publish(forEveryone);
    await feed.flush();
    await d.db.execute(sql`update domain_events set created_at = now() - interval '10 days' where id = 1`);
    expect(await feed.sweep(new Date(), 30)).toBe(0);
    expect(await feed.sweep(new Date())).toBe(1);
    expect((await feed.since(0, 'ana')).map((e) => e.id)).toEqual([2]);
  });
});

describe('PostgreSQL, two processes', () => {
  let base: Database & { url: string };
  let other: Database;
  let a: SqlChangeFeed;
  let b: SqlChangeFeed;
  const errors: string[] = [];

  beforeAll(async () => {
    base = await freshPostgres();
    // A second pool on the same database: what a second API process opens.
    other = openPostgres({ url: base.url });
    a = createSqlChangeFeed(base, { onError: (_e, context) => errors.push(context), reconnectMs: 50 });
    b = createSqlChangeFeed(other, { onError: (_e, context) => errors.push(context), reconnectMs: 50 });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await other.close();
    await base.close();
  });

  it('every process hears every process’s events, in order', async () => {
    const heardA = heard(a);
    const heardB = heard(b);
    await Promise.all([a.ready(), b.ready()]);
    a.publish(forAna);
    b.publish(forBea);
    a.publish(forEveryone);
    await vi.waitFor(() => {
      expect(heardA.events).toHaveLength(3);
      expect(heardB.events).toHaveLength(3);
    });
    for (const { events } of [heardA, heardB]) {
      const sorted = [...events].sort((x, y) => x.id - y.id);
      expect(sorted.map((e) => e.change)).toEqual(expect.arrayContaining([forAna, forBea, forEveryone]));
      // What one process published reaches the others in its order.
      const fromA = events.filter((e) => e.change.topic !== 'chats');
      expect(fromA.map((e) => e.change.topic)).toEqual(['requests', 'trips']);
    }
    // Each event once, with the same id everywhere.
    expect(new Set(heardA.events.map((e) => e.id)).size).toBe(3);
    expect([...heardA.events].sort((x, y) => x.id - y.id)).toEqual([...heardB.events].sort((x, y) => x.id - y.id));
    heardA.off();
    heardB.off();
  });

  it('a card longer than a NOTIFY payload may be reaches the other process: the payload is ids (decision 048)', async () => {
    expect(JSON.stringify(withCard.card).length).toBeGreaterThan(8000);
    const heardB = heard(b);
    await Promise.all([a.ready(), b.ready()]);
    a.publish(withCard);
    await vi.waitFor(() => expect(heardB.events.map((e) => e.change)).toContainEqual(withCard));
    expect(errors).toEqual([]);
    heardB.off();
  });

  it('a lost listener connection is reopened, and what was stored meanwhile is delivered', async () => {
    const heardB = heard(b);
    await b.ready();
    // Ends every listening backend but this pool's own connection.
    await base.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'listen %' and pid <> pg_backend_pid()`,
    );
    a.publish({ topic: 'payments', ids: ['p1'], audience: ['ana'] });
    await a.flush();
    await vi.waitFor(() => expect(heardB.events.map((e) => e.change.topic)).toContain('payments'), {
      timeout: 10_000,
    });
    expect(heardB.events.filter((e) => e.change.topic === 'payments')).toHaveLength(1);
    expect(errors.some((e) => e.includes('listener'))).toBe(true);
    heardB.off();
  });
});
