// Issue 32 item 4 (trips): `GET /api/trips` is public, so it answers one page (keyset, as
// /requests/page) whatever its query asks — 29 trips made every visitor's list 29 MB when it
// answered them all — and registering trips is limited per person: by a rate limit here, and by
// the domain's cap on the trips a person has ahead (the contract suite tests it on every storage).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpMarketplace } from '@cg/domain/http';
import { argentinaDay, isDomainError, type TripFilters } from '@cg/domain';
import { browser, testDatabase, testServer, type TestServer } from '#src/testing/market';
import { publish, registered, verified, type Browser } from '#src/testing/people';

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
// The day in Argentina, as the rules read a trip's dates: from 00:00 to 03:00 UTC the UTC date is
// already tomorrow's there (a trip "returned yesterday" by UTC returns today, and is not refused).
const inDays = (server: TestServer, days: number) =>
  argentinaDay(new Date(server.clock.now().getTime() + days * 86_400_000));

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

// Issue 35 items 4 and 11 (decision 026): an order travels on one trip, named in the accept's query;
// a trip carrying an order in progress stays; a trip that ended is refused; trips are edited and deleted.
describe('an order on a trip', () => {
  interface Order {
    readonly status: string;
    readonly tripId: string | null;
    readonly deliveryDeadline: string | null;
  }
  interface Refusal {
    readonly code: string;
    readonly title: string;
    readonly description: string;
  }

  it('is accepted on the trip named, its deadline shown to the buyer; the trip then stays as it is', async () => {
    const server = await testServer();
    const buyer = await registered(server, 'Ana');
    const traveller = await verified(server, 'Tomás');
    const stranger = await registered(server, 'Eva');
    const sooner = await register(server, traveller, 'Estados Unidos');
    const chosen = (
      await traveller.json<{ id: string; returnDate: string }>('/api/trips', {
        method: 'POST',
        body: { ...tripOf(server, 'Estados Unidos'), returnDate: inDays(server, 60) },
      })
    ).data;
    const theirs = await register(server, stranger, 'Estados Unidos');
    const request = await publish(buyer);
    const accept = (query = '') =>
      traveller.json<Order & Refusal>(`/api/orders/${request.id}/accept${query}`, { method: 'POST' });

    const unnamed = await accept();
    expect([unnamed.status, unnamed.data.code, unnamed.data.title]).toEqual([422, 'validation', 'Elige tu viaje']);
    const notMine = await accept(`?trip=${theirs}`);
    expect([notMine.status, notMine.data.title]).toEqual([404, 'Viaje no encontrado']);
    const accepted = await accept(`?trip=${chosen.id}`);
    const deadline = new Date(Date.parse(`${chosen.returnDate}T00:00:00.000Z`) + 8 * 86_400_000).toISOString();
    expect([accepted.status, accepted.data.tripId, accepted.data.deliveryDeadline]).toEqual([200, chosen.id, deadline]);
    expect((await buyer.json<Order>(`/api/orders/${request.id}`)).data.deliveryDeadline).toBe(deadline);

    // The trip carrying it is not deleted nor its return moved; someone else's is not found.
    const removed = await traveller.json<Refusal>(`/api/trips/${chosen.id}`, { method: 'DELETE' });
    expect([removed.status, removed.data.code, removed.data.title]).toEqual([
      409,
      'trip_in_use',
      'Viaje con un pedido en curso',
    ]);
    const moved = await traveller.json<Refusal>(`/api/trips/${chosen.id}`, {
      method: 'PUT',
      body: { ...tripOf(server, 'Estados Unidos'), returnDate: inDays(server, 90) },
    });
    expect([moved.status, moved.data.code]).toEqual([409, 'trip_in_use']);
    expect((await stranger.json(`/api/trips/${sooner}`, { method: 'DELETE' })).status).toBe(404);
    // The other trip is free: changed, then deleted.
    const edited = await traveller.json<{ province: string }>(`/api/trips/${sooner}`, {
      method: 'PUT',
      body: { ...tripOf(server, 'Estados Unidos'), province: 'Mendoza' },
    });
    expect([edited.status, edited.data.province]).toEqual([200, 'Mendoza']);
    expect((await traveller.request(`/api/trips/${sooner}`, { method: 'DELETE' })).status).toBe(204);
    const mine = (await traveller.json<{ id: string }[]>('/api/trips/mine')).data.map((t) => t.id);
    expect(mine).toEqual([chosen.id]);
  });

  it('refuses a trip that already ended with 422 in Spanish, and lists only trips still ahead', async () => {
    const server = await testServer();
    const traveller = await registered(server, 'Tomás');
    const ended = await traveller.json<Refusal & { fieldErrors: Record<string, string> }>('/api/trips', {
      method: 'POST',
      body: { ...tripOf(server), departureDate: inDays(server, -10), returnDate: inDays(server, -1) },
    });
    expect([ended.status, ended.data.title, ended.data.fieldErrors.returnDate]).toEqual([
      422,
      'Viaje terminado',
      'La fecha de regreso ya pasó. Registra un viaje que todavía no terminó.',
    ]);
    const soon = { ...tripOf(server), departureDate: inDays(server, 0), returnDate: inDays(server, 1) };
    const { id } = (await traveller.json<{ id: string }>('/api/trips', { method: 'POST', body: soon })).data;
    server.clock.advance(2 * 86_400_000);
    const visitor = browser(server.app);
    expect((await visitor.json<Page>('/api/trips')).data.items.map((t) => t.id)).not.toContain(id);
    expect((await traveller.json<{ id: string }[]>('/api/trips/mine')).data.map((t) => t.id)).toEqual([id]);
  });
});
