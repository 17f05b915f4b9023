// Presence across processes: what one process marks, another reads; stale rows count for nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#src/database';
import { createSqlPresence, prunePresence } from '#src/presence';
import { freshPglite } from '#src/testing/databases';

let database: Database;
beforeAll(async () => {
  database = await freshPglite();
}, 120_000);
afterAll(async () => {
  await database.close();
});

describe('presence shared by API processes', () => {
  it('a user marked by one process is online for every process until that process lets go', async () => {
    let now = new Date('2026-11-26T10:00:00Z');
    const clock = () => now;
    const a = createSqlPresence(database.db, { processId: 'a', staleMs: 30_000, now: clock });
    const b = createSqlPresence(database.db, { processId: 'b', staleMs: 30_000, now: clock });
    expect(await b.isOnline('ana')).toBe(false);
    await a.mark(['ana', 'tom']);
    expect([await b.isOnline('ana'), await b.isOnline('tom'), await b.isOnline('eva')]).toEqual([true, true, false]);
    // Connected to both: leaving one keeps her online.
    await b.mark(['ana']);
    await a.leave('ana');
    expect(await a.isOnline('ana')).toBe(true);
    await b.leaveAll();
    expect(await a.isOnline('ana')).toBe(false);
    // A process killed without a word: its rows go stale, then are pruned.
    now = new Date(now.getTime() + 31_000);
    expect(await b.isOnline('tom')).toBe(false);
    await a.mark(['tom']);
    expect(await b.isOnline('tom')).toBe(true);
    await prunePresence(database.db, new Date(now.getTime() + 1));
    expect(await b.isOnline('tom')).toBe(false);
  });
});
