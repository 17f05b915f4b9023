// A catalogue of hostile requests (issue 17), beside the random ones of fuzz.test.ts: each named
// attack sent to the route it aims at. Every answer is a 2xx, or a 4xx with a Spanish message —
// never a 5xx — and a refused request changes nothing: the whole database (every table but the
// rate-limit counters, whose job is to count refusals) is the same before and after it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, person, photo, requestForm, testDatabase, testServer, type TestServer } from '#src/testing/market';
import { verifyThrough } from '#src/testing/processes';

beforeAll(() => testDatabase(), 120_000);
afterAll(async () => {
  await (await testDatabase()).close();
});

/** Every row of every table, in a stable order: what "nothing changed" is checked against. */
async function snapshot(server: TestServer): Promise<string> {
  const { db } = server.database;
  // Both drivers' results: an array (postgres-js style) or { rows } (pg, PGlite).
  const rowsOf = (result: unknown): Record<string, unknown>[] =>
    Array.isArray(result)
      ? (result as Record<string, unknown>[])
      : ((result as { rows?: Record<string, unknown>[] }).rows ?? []);
  const names = rowsOf(
    await db.execute(
      "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
    ),
  ).map((t) => String(t.name));
  const parts: string[] = [];
  for (const name of names) {
    if (name === 'rate_limits' || name.startsWith('__drizzle')) continue;
    const list = rowsOf(await db.execute(`select * from "${name}"`))
      .map((r) => JSON.stringify(r))
      .sort();
    parts.push(`${name}: ${list.join('\n')}`);
  }
  return parts.join('\n\n');
}

type Browser = ReturnType<typeof browser>;

interface Attack {
  readonly name: string;
  readonly who: 'visitor' | 'buyer' | 'traveller' | 'stranger';
  readonly send: (b: Browser, ids: { request: string; order: string }) => Promise<Response>;
  /** Refused with this status (a 4xx); unset: any 2xx or 4xx, and nothing is compared. */
  readonly refused?: number;
  /** A public list: answered 200 with a page of exactly this many items (there are more), never all. */
  readonly page?: number;
}

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json' },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

/** A publish form (with a real photo) with these fields changed. */
const publishWith = (fields: Record<string, string>) => async (b: Browser) =>
  b.request('/api/requests', { method: 'POST', body: requestForm(await photo(64, 64), fields) });

/** A trip registered with these dates. */
const tripOn = (departureDate: string, returnDate: string) => (b: Browser) =>
  b.request(
    '/api/trips',
    json('POST', {
      originCountry: 'Estados Unidos',
      province: 'Buenos Aires',
      departureDate,
      returnDate,
      availableSpace: 'small',
    }),
  );

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

const ATTACKS: readonly Attack[] = [
  {
    name: 'a 1 MB JSON body',
    who: 'visitor',
    send: (b) => b.request('/api/accounts', json('POST', { firstName: 'x'.repeat(1_100_000) })),
    refused: 413,
  },
  {
    name: 'JSON nested 100,000 deep',
    who: 'visitor',
    send: (b) => b.request('/api/session', json('POST', nested(100_000))),
    refused: 400,
  },
  {
    name: 'a prototype-polluting key in a registration',
    who: 'visitor',
    send: (b) =>
      b.request(
        '/api/accounts',
        json('POST', `{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}},"email":"x"}`),
      ),
    refused: 422,
  },
  {
    name: 'SQL metacharacters as an e-mail',
    who: 'visitor',
    send: (b) => b.request('/api/session', json('POST', { email: "' or 1=1; drop table users; --", password: 'x' })),
    refused: 401,
  },
  {
    name: 'numbers as strings and booleans as numbers in a profile',
    who: 'buyer',
    send: (b) => b.request('/api/me', json('PATCH', { firstName: 12, showContact: 'true', phone: [1] })),
    refused: 422,
  },
  { name: 'a negative price', who: 'buyer', send: publishWith({ estimatedPrice: '-10' }), refused: 422 },
  { name: 'a price of 1e308', who: 'buyer', send: publishWith({ estimatedPrice: '1e308' }), refused: 422 },
  { name: 'a reward of a thousand million', who: 'buyer', send: publishWith({ reward: '1000000000' }), refused: 422 },
  {
    name: 'a product link to javascript:',
    who: 'buyer',
    send: publishWith({ productUrl: 'javascript:alert(1)' }),
    refused: 422,
  },
  {
    name: 'a protocol-relative product link',
    who: 'buyer',
    send: publishWith({ productUrl: '//evil.example/x' }),
    refused: 422,
  },
  {
    name: 'a trip returning in the year 9999',
    who: 'traveller',
    send: tripOn('2027-01-10', '9999-12-31'),
    refused: 422,
  },
  { name: 'a trip that left in the year 1', who: 'traveller', send: tripOn('0001-01-01', '0001-01-02'), refused: 422 },
  { name: 'the 30th of February', who: 'traveller', send: tripOn('2027-02-30', '2027-03-02'), refused: 422 },
  // Impossible dates (issue 32): JavaScript rolls them over, PostgreSQL refused them with a 500.
  { name: 'the 31st of June', who: 'traveller', send: tripOn('2027-06-31', '2027-07-02'), refused: 422 },
  {
    name: 'a birth date of the 30th of February',
    who: 'visitor',
    send: (b) =>
      b.request('/api/accounts', json('POST', { ...person('Gus', 'gus@example.com'), birthDate: '1990-02-30' })),
    refused: 422,
  },
  {
    name: 'a profile birth date of the 31st of April',
    who: 'buyer',
    send: (b) => b.request('/api/me', json('PATCH', { birthDate: '1990-04-31' })),
    refused: 422,
  },
  {
    name: 'a review, its rating "5" as a string, of an order not yet delivered',
    who: 'buyer',
    send: (b, ids) => b.request(`/api/orders/${ids.order}/reviews`, json('POST', { rating: '5', comment: 'x' })),
    refused: 409,
  },
  {
    name: 'a message into someone else’s order, by its id',
    who: 'stranger',
    send: (b, ids) => b.request(`/api/orders/${ids.order}/messages`, json('POST', { text: 'hola' })),
    refused: 404,
  },
  {
    name: 'someone else’s delivery code',
    who: 'stranger',
    send: (b, ids) => b.request(`/api/orders/${ids.order}/code/confirm`, json('POST', { code: '123456' })),
    refused: 404,
  },
  {
    name: 'a path out of the photos folder',
    who: 'visitor',
    send: (b) => b.request('/api/photos/..%2F..%2F..%2Fetc%2Fpasswd'),
    refused: 404,
  },
  {
    name: 'a photo id with SQL in it',
    who: 'visitor',
    send: (b) => b.request(`/api/photos/${encodeURIComponent("x' union select password from users --")}`),
    refused: 404,
  },

  // ── An unbounded list (issue 32 item 4, trips): a public list is a page, whatever its query asks.
  // The test stores more trips than any page holds before it sends these.
  {
    name: 'the trips asked for 100,000 at a time',
    who: 'visitor',
    send: (b) => b.request('/api/trips?limit=100000'),
    page: 100,
  },
  { name: 'the trips asked for -1 at a time', who: 'visitor', send: (b) => b.request('/api/trips?limit=-1'), page: 24 },
  {
    name: 'the trips after a cursor with SQL in it',
    who: 'visitor',
    send: (b) => b.request(`/api/trips?after=${encodeURIComponent("zz.x' or '1'='1")}`),
    page: 24,
  },
  {
    name: 'the trips after a cursor of 10,000 characters',
    who: 'visitor',
    send: (b) => b.request(`/api/trips?after=${'9'.repeat(10_000)}`),
    page: 24,
  },
  {
    name: 'the trips returning by the 30th of February',
    who: 'visitor',
    send: (b) => b.request('/api/trips?returnBy=2030-02-30'),
    page: 24,
  },
  {
    name: 'the trips returning by a date in SQL',
    who: 'visitor',
    send: (b) => b.request(`/api/trips?returnBy=${encodeURIComponent("9999' or '1'='1")}`),
    page: 24,
  },
];

describe('a catalogue of hostile requests', () => {
  it('answers each with a 2xx or a Spanish 4xx, and a refused one changes nothing in the database', async () => {
    const server = await testServer();
    const visitor = browser(server.app);
    const buyer = browser(server.app);
    const traveller = browser(server.app);
    const stranger = browser(server.app);
    expect((await buyer.json('/api/accounts', { method: 'POST', body: person('Ana', 'ana@example.com') })).status).toBe(
      201,
    );
    expect(
      (await stranger.json('/api/accounts', { method: 'POST', body: person('Eva', 'eva@example.com') })).status,
    ).toBe(201);
    expect(
      (await traveller.json('/api/accounts', { method: 'POST', body: person('Tom', 'tom@example.com') })).status,
    ).toBe(201);
    await verifyThrough(traveller);
    const request = (
      await buyer.json<{ id: string }>('/api/requests', { method: 'POST', body: requestForm(await photo(64, 64)) })
    ).data.id;
    expect((await traveller.json(`/api/orders/${request}/accept`, { method: 'POST' })).status).toBe(200);
    const ids = { request, order: request };
    const people = { visitor, buyer, traveller, stranger };
    // The snapshot sees the data (a comparison of two empty strings would prove nothing).
    expect(await snapshot(server)).toContain('ana@example.com');
    // More trips than any page holds, for the list attacks: stored directly (a person's trips ahead
    // are capped) and ended, so Tom may still register one below.
    const tom = (await traveller.json<{ id: string }>('/api/me')).data.id;
    await server.database.db.execute(`
      insert into trips (id, user_id, user_name, origin_country, province, departure_date, return_date,
        available_space, created_at)
      select 'many-' || g, '${tom}', 'Tom P.', 'Brasil', 'Córdoba', date '2025-01-01', date '2025-01-10', 'small',
        now() - g * interval '1 minute'
      from generate_series(1, 120) g`);

    const seen: string[] = [];
    for (const attack of ATTACKS) {
      const before = await snapshot(server);
      const response = await attack.send(people[attack.who], ids);
      const text = await response.text();
      seen.push(`${attack.name}: ${String(response.status)}`);
      expect([attack.name, response.status < 500]).toEqual([attack.name, true]);
      if (attack.refused !== undefined) expect([attack.name, response.status]).toEqual([attack.name, attack.refused]);
      if (attack.page !== undefined) {
        const items = response.status === 200 ? (JSON.parse(text) as { items?: unknown[] }).items : undefined;
        expect([attack.name, response.status, items?.length]).toEqual([attack.name, 200, attack.page]);
      }
      if (response.status >= 400) {
        const error = JSON.parse(text) as { title?: string; description?: string };
        // Spanish, for a person: a title and a sentence, no stack, no SQL.
        expect([attack.name, typeof error.title, typeof error.description]).toEqual([attack.name, 'string', 'string']);
        expect(`${error.title ?? ''} ${error.description ?? ''}`).not.toMatch(
          /\b(the|is|invalid|expected|select|stack|undefined)\b/i,
        );
        expect([attack.name, (await snapshot(server)) === before]).toEqual([attack.name, true]);
      }
    }
    // The trips above were refused for their dates, not their other fields: ordinary dates pass.
    expect((await tripOn('2027-03-01', '2027-03-20')(traveller)).status).toBe(201);
    // Nothing leaked into the process either.
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
    console.info(seen.join('\n'));
  });

  it('keeps unicode, right-to-left text and link-shaped text in chat as text, and links notifications only here', async () => {
    const server = await testServer();
    const buyer = browser(server.app);
    const traveller = browser(server.app);
    await buyer.json('/api/accounts', { method: 'POST', body: person('Ana', 'ana@example.com') });
    await traveller.json('/api/accounts', { method: 'POST', body: person('Tom', 'tom@example.com') });
    await verifyThrough(traveller);
    const id = (
      await buyer.json<{ id: string }>('/api/requests', {
        method: 'POST',
        body: requestForm(await photo(64, 64), { productName: 'كاميرا 📷 Cámara ‮txt' }),
      })
    ).data.id;
    await traveller.json(`/api/orders/${id}/accept`, { method: 'POST' });
    const texts = [
      'مرحبا، متى تصل؟ 🙂',
      '[haz clic](javascript:alert(1))',
      '//evil.example/phish',
      '<img src=x onerror=alert(1)>',
    ];
    for (const text of texts) {
      expect((await buyer.json(`/api/orders/${id}/messages`, { method: 'POST', body: { text } })).status).toBe(201);
    }
    const chat = await traveller.json<{ text: string }[]>(`/api/orders/${id}/messages`);
    expect(chat.data.map((m) => m.text)).toEqual(texts);
    const notes = await traveller.json<{ link: string | null }[]>('/api/notifications');
    for (const note of notes.data) if (note.link) expect(note.link).toMatch(/^\/[^/\\]/);
    const shown = await buyer.json<{ productName: string }>(`/api/requests/${id}`);
    expect(shown.data.productName).toBe('كاميرا 📷 Cámara ‮txt');
  });
});
