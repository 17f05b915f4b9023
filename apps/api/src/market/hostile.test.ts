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
  /** `app`: the server itself, for a request no browser object of ours would send (another Host). */
  readonly send: (
    b: Browser,
    ids: { request: string; order: string },
    app: TestServer['app'],
  ) => Response | Promise<Response>;
  /** Refused with this status (a 4xx); unset: any 2xx or 4xx, and nothing is compared. */
  readonly refused?: number;
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
      availableSpace: 'Pequeño',
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

  // ── The HTTP edge (issue 32, decision 032): a page on a name that is not ours, rebound by DNS
  // to this server's address, drives the API from the victim's browser with its own Origin.
  {
    name: 'a DNS-rebinding page registering an account (a Host that is not ours)',
    who: 'visitor',
    send: (_b, _ids, app) =>
      app.request('http://rebind.example/api/accounts', {
        ...json('POST', person('Reb', 'reb@example.com')),
        headers: { 'Content-Type': 'application/json', Origin: 'http://rebind.example' },
      }),
    refused: 421,
  },
  {
    name: 'a DNS-rebinding page reading the API (a GET with a Host that is not ours)',
    who: 'visitor',
    send: (_b, _ids, app) => app.request('http://rebind.example/api/requests'),
    refused: 421,
  },
  {
    name: 'a proxied request whose X-Forwarded-Host is not ours (no trusted proxy: Host decides)',
    who: 'visitor',
    send: (_b, _ids, app) =>
      app.request('http://rebind.example/api/accounts', {
        ...json('POST', person('Reb', 'reb@example.com')),
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-Host': 'localhost' },
      }),
    refused: 421,
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

    const seen: string[] = [];
    for (const attack of ATTACKS) {
      const before = await snapshot(server);
      const response = await attack.send(people[attack.who], ids, server.app);
      const text = await response.text();
      seen.push(`${attack.name}: ${String(response.status)}`);
      expect([attack.name, response.status < 500]).toEqual([attack.name, true]);
      if (attack.refused !== undefined) expect([attack.name, response.status]).toEqual([attack.name, attack.refused]);
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

  // ── The HTTP edge (issue 32, decision 032): 10,000 live streams from one client were all
  // accepted (+210 MB). Past the limit per address, a Spanish 429 and nothing stored.
  it('refuses a flood of live streams from one client, in Spanish, storing nothing', async () => {
    const server = await testServer({ streamLimits: { perUser: 4, perAddress: 6 } });
    const client = browser(server.app);
    const before = await snapshot(server);
    const streams: Response[] = [];
    let refused: Response | null = null;
    for (let i = 0; i < 50 && !refused; i++) {
      const response = await client.request('/api/events');
      if (response.status === 200) streams.push(response);
      else refused = response;
    }
    expect(streams).toHaveLength(6);
    expect(refused?.status).toBe(429);
    const error = (await refused?.json()) as { code: string; title: string; description: string };
    expect(error.code).toBe('too_many_streams');
    expect(error.description).toMatch(/cada pocos segundos/);
    expect(await snapshot(server)).toBe(before);
    for (const stream of streams) await stream.body?.cancel();
  });
});
