// The public reads' shared cache (issue 34 item 2, decision 039): a visitor's list, home, detail and
// trips come from one entry per query until the change feed says something public changed; an
// answer read while a change arrived is not kept; a person's (or a guest's) answer never comes
// from the entry nor goes into it; ETags answer 304.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import type { Change } from '@cg/domain/server';
import { browser, testDatabase, testServer, type TestServer } from '#src/testing/market';
import { publish, registered } from '#src/testing/people';
import { cacheKeyOf, createPublicCache, PUBLIC_CACHE_CONTROL, type CacheFeed } from '#src/market/public-cache';
import type { ApiEnv } from '#src/market/actor';
import { register } from '#src/market/serve';

beforeAll(() => testDatabase(), 120_000);
afterAll(async () => {
  await (await testDatabase()).close();
});

/** A feed the test drives: `emit` delivers a change with the next id. */
function fakeFeed() {
  const listeners = new Set<(change: Change, id: number) => void>();
  let id = 0;
  const feed: CacheFeed & { emit(change: Change): void } = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(change) {
      id += 1;
      for (const listener of listeners) listener(change, id);
    },
  };
  return feed;
}

const requestsChanged: Change = { topic: 'requests', ids: ['r1'], audience: 'everyone' };

/** An app whose one route reads through the cache with a read the test holds open. */
function appWith(feed: CacheFeed, options: Parameters<typeof createPublicCache>[1] = {}) {
  const cache = createPublicCache(feed, options);
  let reads = 0;
  let value = 'uno';
  let gate: Promise<void> | null = null;
  const app = new Hono();
  app.get(
    '/lista',
    (c) =>
      cache.answer(
        c,
        async () => {
          reads += 1;
          const read = value;
          if (gate) await gate;
          return { value: read };
        },
        () => false,
      ) as Promise<Response>, // nothing is `other`: every answer is the cache's Response
  );
  return {
    app,
    cache,
    get reads() {
      return reads;
    },
    set value(next: string) {
      value = next;
    },
    /** Holds every read open until the returned function is called. */
    hold() {
      let release = () => {};
      gate = new Promise<void>((resolve) => {
        release = () => {
          gate = null;
          resolve();
        };
      });
      return release;
    },
  };
}

describe('the public cache', () => {
  it('keeps one answer per query (parameters in any order, `v` aside) until a public change', async () => {
    const feed = fakeFeed();
    const t = appWith(feed);
    const get = async (path: string, headers: Record<string, string> = {}) => {
      const res = await t.app.request(path, { headers });
      return { res, body: res.status === 200 ? ((await res.json()) as { value: string }) : null };
    };
    const first = await get('/lista?b=2&a=1');
    expect(first.res.headers.get('X-Cache')).toBe('miss');
    expect(first.res.headers.get('Cache-Control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(first.res.headers.get('Vary')).toBe('Cookie');
    t.value = 'dos';
    const second = await get('/lista?a=1&b=2');
    expect([second.res.headers.get('X-Cache'), second.body?.value, t.reads]).toEqual(['hit', 'uno', 1]);
    // A chat, a notification, a session are their people's: the entry stays.
    feed.emit({ topic: 'chats', ids: ['o1'], audience: ['u1', 'u2'] });
    feed.emit({ topic: 'notifications', ids: ['n1'], audience: ['u1'] });
    expect((await get('/lista?a=1&b=2')).body?.value).toBe('uno');
    // A request changed: read again.
    feed.emit(requestsChanged);
    const third = await get('/lista?a=1&b=2&v=3');
    expect([third.res.headers.get('X-Cache'), third.body?.value, t.reads]).toEqual(['miss', 'dos', 2]);
    // An ETag the client holds: 304, no body, no read.
    const etag = third.res.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/lista?a=1&b=2', { 'If-None-Match': `"otro", W/${etag}` });
    expect([again.res.status, await again.res.text(), t.reads]).toEqual([304, '', 2]);
    expect(again.res.headers.get('ETag')).toBe(etag);
    expect(cacheKeyOf('http://x/lista?v=9&b=2&a=1')).toEqual({ key: '/lista?a=1&b=2', version: 9 });
  });

  it('drops an answer read while a change arrived: the read started before the change, the next one reads again', async () => {
    const feed = fakeFeed();
    const t = appWith(feed);
    const release = t.hold();
    const during = t.app.request('/lista');
    // The read has started (with what was there before the change)…
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(t.reads).toBe(1);
    t.value = 'dos';
    feed.emit(requestsChanged);
    release();
    // …its request gets what it read, and nothing of it is kept.
    expect(await (await during).json()).toEqual({ value: 'uno' });
    expect(t.cache.stats).toMatchObject({ dropped: 1, entries: 0 });
    const next = await t.app.request('/lista');
    expect([next.headers.get('X-Cache'), await next.json(), t.reads]).toEqual(['miss', { value: 'dos' }, 2]);
    const after = await t.app.request('/lista');
    expect([after.headers.get('X-Cache'), t.reads]).toEqual(['hit', 2]);
  });

  it('shares one read between concurrent misses of one query', async () => {
    const t = appWith(fakeFeed());
    const release = t.hold();
    const answers = Array.from({ length: 20 }, () => t.app.request('/lista'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    const bodies = await Promise.all(answers.map(async (a) => (await a).text()));
    expect(bodies.every((b) => b === '{"value":"uno"}')).toBe(true);
    expect(t.reads).toBe(1);
  });

  it('serves `?v=<event id>` from an entry only once that event was heard here', async () => {
    const feed = fakeFeed();
    const t = appWith(feed);
    await t.app.request('/lista');
    feed.emit({ topic: 'chats', ids: [], audience: ['u1'] }); // id 1: heard, nothing public changed
    expect((await t.app.request('/lista?v=1')).headers.get('X-Cache')).toBe('hit');
    // The page heard event 2 on another process before this one did: read, not the entry.
    expect((await t.app.request('/lista?v=2')).headers.get('X-Cache')).toBe('miss');
    expect(t.reads).toBe(2);
  });

  it('keeps at most its bytes, the least recently used dropped first; 0 keeps nothing', async () => {
    const t = appWith(fakeFeed(), { maxBytes: 60 });
    for (const q of ['a', 'b', 'c']) await t.app.request(`/lista?q=${q}`);
    expect(t.cache.stats.bytes).toBeLessThanOrEqual(60);
    expect(t.cache.stats.entries).toBe(2);
    expect((await t.app.request('/lista?q=a')).headers.get('X-Cache')).toBe('miss');
    const none = appWith(fakeFeed(), { maxBytes: 0 });
    await none.app.request('/lista');
    expect((await none.app.request('/lista')).headers.get('X-Cache')).toBe('miss');
    expect(none.cache.stats.entries).toBe(0);
  });

  it('serves an entry at most ttlMs without a change (a lost listener is bounded)', async () => {
    let now = 0;
    const t = appWith(fakeFeed(), { ttlMs: 1000, now: () => now });
    await t.app.request('/lista');
    now = 999;
    expect((await t.app.request('/lista')).headers.get('X-Cache')).toBe('hit');
    now = 1000;
    expect((await t.app.request('/lista')).headers.get('X-Cache')).toBe('miss');
  });
});

/** Changes a request's name behind the API's back: no use case, no event (what only a stale entry still shows). */
async function renameQuietly(server: TestServer, id: string, name: string) {
  await server.database.db.execute(`update requests set product_name = '${name}' where id = '${id}'`);
}

describe("a visitor's hit (issue 34)", () => {
  /** One shared route registered as the API registers its routes, its shape counting its checks. */
  function sharedRoute(actor: ApiEnv['Variables']['actor']) {
    const feed = fakeFeed();
    const cache = createPublicCache(feed);
    let checks = 0;
    let reads = 0;
    const api = new Hono<ApiEnv>();
    api.use('*', async (c, next) => {
      c.set('actor', actor);
      await next();
    });
    const route = {
      method: 'GET',
      path: '/lista',
      via: 'query',
      status: 200,
      idempotent: false,
      missing: 'null',
    } as const;
    register(
      api,
      [
        {
          route,
          shape: {
            safeParse(value: unknown) {
              checks += 1;
              const query = value as Record<string, string>;
              return query.limit === 'mucho' ? { success: false } : { success: true, data: query };
            },
          },
          handler: {
            shared: true,
            handle: () => {
              reads += 1;
              return Promise.resolve({ reads });
            },
          },
        },
      ],
      (_c, next) => next(),
      cache,
    );
    return { api, feed, counts: () => ({ checks, reads }) };
  }

  it('answers a visitor from the entry before checking the input again; an invalid query is still refused, and kept nowhere', async () => {
    const { api, feed, counts } = sharedRoute(null);
    const first = await api.request('/lista?limit=20&categoria=juegos');
    expect(first.headers.get('X-Cache')).toBe('miss');
    const again = await api.request('/lista?categoria=juegos&limit=20&v=0');
    expect(again.headers.get('X-Cache')).toBe('hit');
    expect(await again.json()).toEqual({ reads: 1 });
    expect(counts()).toEqual({ checks: 1, reads: 1 });
    // The input is checked on every miss: an invalid query is a 400 each time, never an entry.
    for (let i = 0; i < 2; i += 1) expect((await api.request('/lista?limit=mucho')).status).toBe(400);
    expect(counts()).toEqual({ checks: 3, reads: 1 });
    // After a public change, the next visitor's read checks and reads again.
    feed.emit(requestsChanged);
    expect((await api.request('/lista?limit=20&categoria=juegos')).headers.get('X-Cache')).toBe('miss');
    expect(counts()).toEqual({ checks: 4, reads: 2 });
  });

  it('never answers a guest or a person from the entry, and checks their input each time', async () => {
    const { api, counts } = sharedRoute({ guestToken: 'hash' });
    for (let i = 0; i < 2; i += 1) {
      const response = await api.request('/lista?limit=20');
      expect(response.headers.get('X-Cache')).toBeNull();
      expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    }
    expect(counts()).toEqual({ checks: 2, reads: 2 });
  });
});

describe('the public reads through the API', () => {
  it("a visitor's list, home, detail and trips come from the entry; a publish on this process empties it before its answer", async () => {
    const server = await testServer();
    const ana = await registered(server, 'Ana');
    const first = await publish(ana, { productName: 'Kindle' });
    // Its change stored and heard back (a second invalidation, a few ms after the publish's own).
    await server.market.changes.flush();
    const visitor = browser(server.app);
    const paths = [
      '/api/requests/page?limit=5',
      '/api/requests/home',
      `/api/requests/${first.id}`,
      '/api/trips',
      '/api/trips/home',
    ];
    for (const path of paths)
      expect([path, (await visitor.request(path)).headers.get('X-Cache')]).toEqual([path, 'miss']);
    for (const path of paths)
      expect([path, (await visitor.request(path)).headers.get('X-Cache')]).toEqual([path, 'hit']);
    const page = await visitor.json<{ items: { id: string }[]; matching: number }>('/api/requests/page?limit=5');
    expect(page.data.matching).toBe(1);
    // Published: the very next visitor read, on this process, sees it (the entry went with the publish).
    // A second later: on the test's still clock two requests published in one instant tie on
    // their time, and the list's order between them is the ids' (it failed once that way).
    server.clock.advance(1000);
    const second = await publish(ana, { productName: 'Auriculares' });
    const after = await visitor.json<{ items: { id: string }[]; matching: number }>('/api/requests/page?limit=5');
    expect(after.headers.get('X-Cache')).toBe('miss');
    expect(after.data.items.map((i) => i.id)).toEqual([second.id, first.id]);
    expect(after.data.matching).toBe(2);
    // And once the change is stored and heard back from the feed, read once more, then kept.
    await server.market.changes.flush();
    await visitor.request('/api/requests/page?limit=5');
    expect((await visitor.request('/api/requests/page?limit=5')).headers.get('X-Cache')).toBe('hit');
  });

  it('tells every read where the change feed stood when it began (X-Change-Id), never ahead of it', async () => {
    const server = await testServer();
    const ana = await registered(server, 'Ana');
    await server.market.changes.flush();
    const visitor = browser(server.app);
    const idOf = async (path: string) => Number((await visitor.request(path)).headers.get('X-Change-Id'));
    const before = await idOf('/api/requests/page?limit=5');
    expect(before).toBe(await server.market.changes.latestId());
    await publish(ana, { productName: 'Kindle' });
    await server.market.changes.flush();
    const after = await idOf('/api/trips');
    // The page's own stream asks for what came after its reads (decision 038): the publish's id.
    expect(after).toBeGreaterThan(before);
    expect(after).toBe(await server.market.changes.latestId());
    // A person's reads carry it too: their page opens a stream of its own the same way.
    expect(Number((await ana.request('/api/me')).headers.get('X-Change-Id'))).toBe(after);
  });

  it('answers 304 to the ETag a visitor holds, and a new ETag once the list changed', async () => {
    const server = await testServer();
    const ana = await registered(server, 'Ana');
    await publish(ana);
    await server.market.changes.flush();
    const visitor = browser(server.app);
    const first = await visitor.request('/api/requests/page');
    const etag = first.headers.get('ETag') ?? '';
    expect(etag).not.toBe('');
    const same = await visitor.request('/api/requests/page', { headers: { 'If-None-Match': etag } });
    expect(same.status).toBe(304);
    await publish(ana, { productName: 'Otro' });
    const changed = await visitor.request('/api/requests/page', { headers: { 'If-None-Match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('ETag')).not.toBe(etag);
  });

  it("a person's and a guest's view of a request never come from the shared entry, nor go into it (decision 030)", async () => {
    const server = await testServer();
    const ana = await registered(server, 'Ana');
    const { id } = await publish(ana, { productName: 'Kindle' });
    await server.market.changes.flush();
    const visitor = browser(server.app);
    const guest = browser(server.app);
    await guest.json('/api/guest', { method: 'POST' });
    expect(guest.cookies.size).toBe(1);
    const nameOf = async (b: typeof visitor, path = `/api/requests/${id}`) => {
      const res = await b.json<{ productName: string }>(path);
      return {
        name: res.data.productName,
        cache: res.headers.get('X-Cache'),
        control: res.headers.get('Cache-Control'),
      };
    };
    expect(await nameOf(visitor)).toEqual({ name: 'Kindle', cache: 'miss', control: PUBLIC_CACHE_CONTROL });
    await renameQuietly(server, id, 'Kindle renombrado');
    // The visitors' entry still says what it said (the change made no event)…
    expect(await nameOf(visitor)).toEqual({ name: 'Kindle', cache: 'hit', control: PUBLIC_CACHE_CONTROL });
    // …the owner and a guest get what is stored, computed for them, marked for no shared cache.
    expect(await nameOf(ana)).toEqual({ name: 'Kindle renombrado', cache: null, control: 'private, no-store' });
    expect(await nameOf(guest)).toEqual({ name: 'Kindle renombrado', cache: null, control: 'private, no-store' });
    // And what a person read was not kept for visitors: a fresh query a person reads first is a visitor's miss.
    const home = '/api/requests/home';
    expect((await ana.request(home)).headers.get('X-Cache')).toBeNull();
    expect((await visitor.request(home)).headers.get('X-Cache')).toBe('miss');
    // A person's own rows (their orders) are not public reads at all: no entry, whoever asks.
    expect((await ana.request('/api/orders/mine')).headers.get('X-Cache')).toBeNull();
  });

  it('keeps no 404: a missing request is asked of the database each time', async () => {
    const server = await testServer();
    const visitor = browser(server.app);
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (let i = 0; i < 2; i += 1) {
      const res = await visitor.request(`/api/requests/${unknown}`);
      expect([res.status, res.headers.get('X-Cache')]).toEqual([404, null]);
    }
  });
});
