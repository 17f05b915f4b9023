// Issue 32 item 4 (trips): `GET /api/trips` is public, so it answers one page (keyset, as
// /requests/page) whatever its query asks — 29 trips made every visitor's list 29 MB when it
// answered them all — and registering trips is limited per person: by a rate limit here, and by
// the domain's cap on the trips a person has ahead (the contract suite tests it on every storage).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpMarketplace, isDomainError, type TripFilters } from '@cg/domain';
import { browser, testDatabase, testServer, type TestServer } from '#src/testing/market';
import { registered, type Browser } from '#src/testing/people';

beforeAll(() => testDatabase(), 120_000);
afterAll(async () => {
  await (await testDatabase()).close();
});

interface Page {
  readonly items: readonly { readonly id: string; readonly originCountry: string; readonly userId: string }[];
  readonly next: string | null;
  readonly matching: number;
  readonly countLimit: number;
}

/** The list's page size and the most one page may hold (the domain's PAGE_SIZE, PAGE_SIZE_MAX). */
const PAGE_SIZE = 24;
const PAGE_SIZE_MAX = 100;

/** `YYYY-MM-DD`, `days` from the server's today: trips stay ahead whenever the test runs. */
const inDays = (server: TestServer, days: number) =>
  new Date(server.clock.now().getTime() + days * 86_400_000).toISOString().slice(0, 10);

const tripOf = (server: TestServer, originCountry = 'España') => ({
  originCountry,
  province: 'Córdoba' as const,
  departureDate: inDays(server, 10),
  returnDate: inDays(server, 30),
  availableSpace: 'small' as const,
});

async function register(server: TestServer, b: Browser, originCountry?: string) {
  server.clock.advance(1000); // one a second: the list's order is the order they were registered in
  const res = await b.json<{ id: string }>('/api/trips', { method: 'POST', body: tripOf(server, originCountry) });
  expect(res.status).toBe(201);
  return res.data.id;
}

describe('GET /api/trips', () => {
  it('answers a page: 29 trips are 24 and then 5, and no query makes a page unbounded', async () => {
    const server = await testServer();
    const ana = await registered(server, 'Ana');
    const bea = await registered(server, 'Bea');
    const ids: string[] = [];
    // Two people: one person has at most 20 trips ahead.
    for (let i = 0; i < 29; i += 1) ids.push(await register(server, i < 20 ? ana : bea, i % 3 ? 'España' : 'Japón'));
    const visitor = browser(server.app);
    const list = async (query = '') => {
      const res = await visitor.request(`/api/trips${query}`);
      expect([query, res.status]).toEqual([query, 200]);
      const text = await res.text();
      return { ...(JSON.parse(text) as Page), bytes: text.length };
    };

    const first = await list();
    expect(first.items.map((t) => t.id)).toEqual([...ids].reverse().slice(0, PAGE_SIZE));
    expect([first.matching, first.countLimit, typeof first.next]).toEqual([29, 1000, 'string']);
    // A page's weight is its trips', not the table's: well under a kilobyte each.
    expect(first.bytes).toBeLessThan(PAGE_SIZE * 1024);
    const second = await list(`?after=${encodeURIComponent(first.next ?? '')}`);
    expect(second.items.map((t) => t.id)).toEqual([...ids].reverse().slice(PAGE_SIZE));
    expect(second.next).toBeNull();

    // Filters page and count too; a return date that is not a day of the calendar filters nothing.
    const japan = await list('?originCountry=Jap%C3%B3n&limit=4');
    expect([japan.items.length, japan.matching]).toEqual([4, 10]);
    const rest = await list(`?originCountry=Jap%C3%B3n&limit=4&after=${encodeURIComponent(japan.next ?? '')}`);
    expect(rest.items.every((t) => t.originCountry === 'Japón')).toBe(true);
    for (const returnBy of ['2027-02-30', 'z', '0', '2027-1-1']) {
      expect((await list(`?returnBy=${returnBy}`)).matching).toBe(29);
    }
    expect((await list(`?returnBy=${inDays(server, 29)}`)).matching).toBe(0);
    expect((await list(`?returnBy=${inDays(server, 30)}`)).matching).toBe(29);
    expect((await list(`?text=${'x'.repeat(20_000)}`)).matching).toBe(0);
    expect((await list(`?originCountry=${'x'.repeat(20_000)}`)).matching).toBe(0);

    // More trips than any page may hold (stored directly: a person's own are capped).
    await server.database.db.execute(`
      insert into trips (id, user_id, user_name, origin_country, province, departure_date, return_date,
        available_space, created_at)
      select 'bulk-' || g, '${ana.id}', 'Ana P.', 'Brasil', 'Córdoba', date '2027-01-01', date '2027-01-10',
        'small', now() - g * interval '1 minute'
      from generate_series(1, 120) g`);
    const capped = await list('?limit=100000');
    expect([capped.items.length, capped.matching, typeof capped.next]).toEqual([PAGE_SIZE_MAX, 149, 'string']);
    for (const limit of ['0', '-3', 'abc', '1e999', '2.5']) {
      const page = await list(`?limit=${limit}`);
      expect([limit, page.items.length]).toEqual([limit, limit === '2.5' ? 2 : PAGE_SIZE]);
    }

    // A cursor that is not one is the first page: never an error, never everything.
    const newest = (await list()).items.map((t) => t.id);
    for (const after of ['x'.repeat(5000), "zzzz.' or 1=1 --", `${'z'.repeat(12)}.abc`, '.', '-1.abc']) {
      const page = await list(`?after=${encodeURIComponent(after)}`);
      expect([after.slice(0, 20), page.items.map((t) => t.id)]).toEqual([after.slice(0, 20), newest]);
    }
  });

  it('reaches the site through its HTTP adapter: pages, filters and the cap’s refusal in Spanish', async () => {
    const server = await testServer();
    const ana = await registered(server, 'Ana');
    const site = createHttpMarketplace({ baseUrl: '/api', fetch: (input, init) => ana.request(input, init) });
    for (let i = 0; i < 20; i += 1) {
      await site.trips.register(null, tripOf(server, i % 2 ? 'Italia' : 'Japón'));
    }
    let refusal: unknown = null;
    try {
      await site.trips.register(null, tripOf(server));
    } catch (error) {
      refusal = error;
    }
    expect(isDomainError(refusal) && [refusal.code, refusal.title]).toEqual(['too_many_trips', 'Demasiados viajes']);
    const stored = await ana.json<unknown[]>('/api/trips/mine');
    expect(stored.data).toHaveLength(20);

    const filters: TripFilters = { originCountry: 'Japón' };
    const first = await site.trips.searchPage(null, filters, { limit: 6 });
    expect([first.items.length, first.matching]).toEqual([6, 10]);
    const second = await site.trips.searchPage(null, filters, { after: first.next, limit: 6 });
    expect([second.items.length, second.next]).toEqual([4, null]);
    expect(new Set([...first.items, ...second.items].map((t) => t.id)).size).toBe(10);
  });
});

describe('POST /api/trips', () => {
  it('is limited per person: past the limit 429, Retry-After and a Spanish body, and nothing stored', async () => {
    const server = await testServer({ limits: { tripPerUser: 3 } });
    const ana = await registered(server, 'Ana');
    const bea = await registered(server, 'Bea');
    for (let i = 0; i < 3; i += 1) await register(server, ana);
    const over = await ana.json<{ code: string; title: string; description: string }>('/api/trips', {
      method: 'POST',
      body: tripOf(server),
    });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(over.data).toEqual({
      code: 'rate_limited',
      title: 'Demasiados intentos',
      description: 'Hiciste demasiados intentos seguidos. Espera unos minutos y vuelve a intentarlo.',
    });
    expect((await ana.json<unknown[]>('/api/trips/mine')).data).toHaveLength(3);
    // Another person has their own count.
    await register(server, bea);
    // Past the window, the same person may register again.
    server.clock.advance(16 * 60 * 1000);
    await register(server, ana);
  });

  it('refuses a trip past the cap of trips ahead with 409 and the domain’s Spanish message', async () => {
    const server = await testServer();
    const ana = await registered(server, 'Ana');
    for (let i = 0; i < 20; i += 1) await register(server, ana);
    const refused = await ana.json<{ code: string; title: string; description: string }>('/api/trips', {
      method: 'POST',
      body: tripOf(server),
    });
    expect(refused.status).toBe(409);
    expect(refused.data).toEqual({
      code: 'too_many_trips',
      title: 'Demasiados viajes',
      description: 'Ya tienes 20 viajes que todavía no terminaron. Podrás registrar otro cuando termine alguno.',
    });
  });
});
