// The public cache across API instances (issue 34 item 2, decision 039): two instances over one
// PostgreSQL 15, each with its own change feed (its own LISTEN connection) and its own cache. A
// publish on one empties the other's entries when its NOTIFY arrives there: a visitor of the other
// then reads the new list, and that answer is kept again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Change } from '@cg/domain/server';
import { composeMarketplace } from '#src/market/compose';
import { createArgon2Hasher } from '#src/market/argon2';
import { appOver, browser, testDatabase, testServer, usePostgres } from '#src/testing/market';
import { publish, registered } from '#src/testing/people';
import { inProcessSandbox } from '#src/testing/sandbox';

usePostgres();
beforeAll(() => testDatabase(), 120_000);
afterAll(async () => {
  await (await testDatabase()).close();
});

/** Resolves with the next change of `topic` this feed hears from the database (NOTIFY). */
function nextHeard(feed: { subscribe(l: (change: Change, id: number) => void): () => void }, topic: string) {
  return new Promise<number>((resolve) => {
    const stop = feed.subscribe((change, id) => {
      if (change.topic !== topic) return;
      stop();
      resolve(id);
    });
  });
}

describe('the public cache on two API instances over one PostgreSQL', () => {
  it("a publish on one empties the other's entries when its NOTIFY arrives", async () => {
    const a = await testServer();
    expect(a.database.engine).toBe('postgres');
    const marketB = composeMarketplace({
      database: a.database,
      clock: a.clock,
      hasher: createArgon2Hasher({ memoryCost: 1024, timeCost: 1 }),
      providers: inProcessSandbox({ latency: 'none', now: () => a.clock.now().getTime() }).connection,
    });
    const b = appOver(marketB);
    await Promise.all([a.market.changes.ready(), marketB.changes.ready()]);

    const ana = await registered(a, 'Ana');
    const heardFirst = nextHeard(marketB.changes, 'requests');
    const first = await publish(ana, { productName: 'Kindle' });
    await heardFirst;
    const visitorOfB = browser(b.app);
    const list = '/api/requests/page?limit=5';
    expect((await visitorOfB.request(list)).headers.get('X-Cache')).toBe('miss');
    const kept = await visitorOfB.json<{ items: { id: string }[] }>(list);
    expect([kept.headers.get('X-Cache'), kept.data.items.map((i) => i.id)]).toEqual(['hit', [first.id]]);

    // Published on A: B hears it through PostgreSQL, and its next visitor reads the new list.
    const heardSecond = nextHeard(marketB.changes, 'requests');
    // A second later: two requests published in one instant of the test's clock tie on their time.
    a.clock.advance(1000);
    const second = await publish(ana, { productName: 'Auriculares' });
    const id = await heardSecond;
    const fresh = await visitorOfB.json<{ items: { id: string }[] }>(`${list}&v=${String(id)}`);
    expect([fresh.headers.get('X-Cache'), fresh.data.items.map((i) => i.id)]).toEqual(['miss', [second.id, first.id]]);
    expect((await visitorOfB.request(list)).headers.get('X-Cache')).toBe('hit');
    await marketB.changes.close();
  }, 60_000);
});
