// A catalogue of hostile requests (issue 17), beside the random ones of fuzz.test.ts: each named
// attack sent to the route it aims at. Every answer is a 2xx, or a 4xx with a Spanish message —
// never a 5xx — and a refused request changes nothing: the whole database (every table but the
// rate-limit counters, whose job is to count refusals, and the answers kept for retries) is the same
// before and after it.
import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentScenario, PayoutScenario } from '@cg/mocks';
import {
  RELEASED_CENTS,
  WEBHOOK_SECRET,
  browser,
  person,
  photo,
  requestForm,
  testDatabase,
  testServer,
  type TestServer,
} from '#src/testing/market';
import { cardTokenThrough, verifyThrough } from '#src/testing/processes';
import { RECEIPT_PDF_MAX_BYTES } from '@cg/domain';

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
    // Counters of refusals, and the answers kept for retries (issue 32), are not the data.
    if (name === 'rate_limits' || name === 'idempotency_keys' || name.startsWith('__drizzle')) continue;
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
    ids: {
      request: string;
      order: string;
      open: string;
      trip: string;
      othersTrip: string;
      offer: string;
      costly: string;
      /** Issue 37 (decision 050): a paid order of Ana's that Tom brings, with no receipt yet. */
      paid: string;
      /** Issue 37 (decision 052): a paid order of Ana's whose receipt (Tom's) is 5 % above the price: a top-up is due. */
      topUp: string;
    },
    app: TestServer['app'],
  ) => Response | Promise<Response>;
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
  // Oversized strings (issue 32): every text is capped at its schema, within the 1 MB body.
  {
    name: 'a product link of 100,000 characters',
    who: 'buyer',
    send: publishWith({ productUrl: `https://example.com/${'a'.repeat(100_000)}` }),
    refused: 422,
  },
  {
    name: 'a billing e-mail of 100,000 characters',
    who: 'buyer',
    send: (b, ids) =>
      b.request(
        `/api/orders/${ids.order}/payment`,
        json('POST', {
          billing: { name: 'Ana', email: `${'a'.repeat(100_000)}@example.com`, address: 'Corrientes 1234' },
          cardToken: 'tok',
        }),
      ),
    refused: 422,
  },
  {
    name: 'a coupon code of 500,000 characters',
    who: 'buyer',
    send: (b) => b.request('/api/me/coupons', json('POST', { code: 'A'.repeat(500_000) })),
    refused: 422,
  },
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
  // ── issue 32, items 10–13 (decision 033): account strings longer than anyone's ─────────────
  // Each bounded at the schema: a 4xx with the domain's Spanish message, nothing hashed or stored.
  {
    name: 'a login with a 900 KB e-mail',
    who: 'visitor',
    send: (b) =>
      b.request('/api/session', json('POST', { email: `${'a'.repeat(900_000)}@example.com`, password: 'x' })),
    refused: 401,
  },
  {
    name: 'a login with a 100 KB password',
    who: 'visitor',
    send: (b) => b.request('/api/session', json('POST', { email: 'ana@example.com', password: 'x'.repeat(100_000) })),
    refused: 401,
  },
  {
    name: 'a registration with a 900 KB name',
    who: 'visitor',
    send: (b) =>
      b.request(
        '/api/accounts',
        json('POST', { ...person('Ana', 'nueva@example.com'), firstName: 'x'.repeat(900_000) }),
      ),
    refused: 422,
  },
  {
    name: 'a registration with a 900 KB dial code',
    who: 'visitor',
    send: (b) =>
      b.request(
        '/api/accounts',
        json('POST', { ...person('Ana', 'nueva@example.com'), dialCode: '+'.repeat(900_000) }),
      ),
    refused: 422,
  },
  {
    name: 'a profile picture of 900 KB of text',
    who: 'buyer',
    send: (b) => b.request('/api/me', json('PATCH', { profilePicture: 'x'.repeat(900_000) })),
    refused: 422,
  },
  {
    name: 'a password change to a 900 KB password',
    who: 'buyer',
    send: (b) =>
      b.request(
        '/api/me/password',
        json('POST', {
          currentPassword: 'secreto123',
          newPassword: 'x'.repeat(450_000),
          confirmNewPassword: 'x'.repeat(450_000),
        }),
      ),
    refused: 422,
  },
  {
    name: 'an account deletion with a 900 KB password',
    who: 'buyer',
    send: (b) => b.request('/api/me/delete', json('POST', { currentPassword: 'x'.repeat(900_000) })),
    refused: 422,
  },
  {
    name: 'a reset link with a 900 KB token',
    who: 'visitor',
    send: (b) =>
      b.request(
        '/api/password-reset/confirm',
        json('POST', { token: 'f'.repeat(900_000), newPassword: 'nuevaclave1', confirmNewPassword: 'nuevaclave1' }),
      ),
    refused: 422,
  },
  {
    name: 'a reset request for a 900 KB e-mail',
    who: 'visitor',
    send: (b) => b.request('/api/password-reset', json('POST', { email: `${'a'.repeat(900_000)}@example.com` })),
    refused: 422,
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
  // ── Reading a chat (issue 35 item 12): only the order's two parties mark its messages read.
  {
    name: 'someone else’s chat marked read, by its order’s id',
    who: 'stranger',
    send: (b, ids) => b.request(`/api/orders/${ids.order}/read`, { method: 'POST' }),
    refused: 404,
  },
  {
    name: 'a chat marked read by a visitor',
    who: 'visitor',
    send: (b, ids) => b.request(`/api/orders/${ids.order}/read`, { method: 'POST' }),
    refused: 401,
  },
  {
    name: 'the chat of an order that does not exist marked read',
    who: 'buyer',
    send: (b) => b.request('/api/orders/no-existe/read', { method: 'POST' }),
    refused: 404,
  },

  // ── The sandbox's mailbox (issue 35 item 19, decision 013): every person's reset and confirmation
  // links are in it; it is the sandbox's page on its own loopback origin, never the API's.
  {
    name: "a visitor asking the API for the sandbox's e-mail outbox",
    who: 'visitor',
    send: (b) => b.request('/api/correo/_outbox'),
    refused: 404,
  },
  {
    name: "a visitor asking the API for the sandbox's mailbox page",
    who: 'visitor',
    send: (b) => b.request('/api/_sandbox/correo'),
    refused: 404,
  },

  // ── An order travels on one trip (issue 35 items 4 and 11, decision 026): a trip id that is not
  // the actor's is one that does not exist (decision 030), and a trip that already ended is refused.
  {
    name: 'someone else’s trip changed, by its id',
    who: 'stranger',
    send: (b, ids) =>
      b.request(
        `/api/trips/${ids.trip}`,
        json('PUT', {
          originCountry: 'Estados Unidos',
          province: 'Buenos Aires',
          departureDate: '2027-03-01',
          returnDate: '2027-03-30',
          availableSpace: 'large',
        }),
      ),
    refused: 404,
  },
  {
    name: 'someone else’s trip deleted, by its id',
    who: 'stranger',
    send: (b, ids) => b.request(`/api/trips/${ids.trip}`, { method: 'DELETE' }),
    refused: 404,
  },
  {
    name: 'a trip deleted by a visitor',
    who: 'visitor',
    send: (b, ids) => b.request(`/api/trips/${ids.trip}`, { method: 'DELETE' }),
    refused: 401,
  },
  {
    name: 'a request accepted on someone else’s trip',
    who: 'traveller',
    send: (b, ids) => b.request(`/api/orders/${ids.open}/accept?trip=${ids.othersTrip}`, { method: 'POST' }),
    refused: 404,
  },
  {
    name: 'a request accepted on a trip id with SQL in it',
    who: 'traveller',
    send: (b, ids) =>
      b.request(`/api/orders/${ids.open}/accept?trip=${encodeURIComponent("x' or '1'='1")}`, { method: 'POST' }),
    refused: 404,
  },
  { name: 'a trip that already ended', who: 'traveller', send: tripOn('2025-01-01', '2025-01-10'), refused: 422 },

  // ── The public cache (issue 34 item 2, decision 039): a visitor's list comes from a shared entry;
  // nothing a client sends makes it answer more, another person's view, or an error.
  {
    name: 'the trips with an If-None-Match of 8,000 characters and a list of forged tags',
    who: 'visitor',
    send: (b) => b.request('/api/trips', { headers: { 'If-None-Match': `W/"${'x'.repeat(8000)}", *x, "",,` } }),
    page: 24,
  },
  {
    name: 'the trips with a version past every event, to pass the entry',
    who: 'visitor',
    send: (b) => b.request('/api/trips?v=999999999999999'),
    page: 24,
  },
  {
    name: 'the trips with SQL and 2,000 characters in the version',
    who: 'visitor',
    send: (b) => b.request(`/api/trips?v=${encodeURIComponent("1' or '1'='1")}${'9'.repeat(2000)}`),
    page: 24,
  },
  {
    name: 'the trips asked with a forged session cookie (read as a visitor, from the entry)',
    who: 'visitor',
    send: (b) => b.request('/api/trips', { headers: { Cookie: 'cg_session=forjada' } }),
    page: 24,
  },

  // ── Support's case of a disputed order (issue 35 item 2, decision 026): the order, its money and,
  // under an open dispute, its chat are support's to read; anyone else reads a page that is not there.
  {
    name: 'someone else’s order read as a support case, by its id',
    who: 'stranger',
    send: (b, ids) => b.request(`/api/support/disputes/${ids.order}`),
    refused: 404,
  },
  {
    name: 'a party reading their own order as support (its chat, the other’s side)',
    who: 'buyer',
    send: (b, ids) => b.request(`/api/support/disputes/${ids.order}`),
    refused: 404,
  },
  {
    name: 'a support case read by a visitor',
    who: 'visitor',
    send: (b, ids) => b.request(`/api/support/disputes/${ids.order}`),
    refused: 404,
  },
  {
    name: 'a party resolving their own order with a message to both',
    who: 'traveller',
    send: (b, ids) =>
      b.request(
        `/api/support/disputes/${ids.order}/resolve`,
        json('POST', { outcome: 'release', message: 'Lo entregué, liberen el pago por favor.' }),
      ),
    refused: 404,
  },

  // ── Promises kept (issue 35 item 14, decision 044): a payment's receipt is its buyer's alone
  // (the page reads the order, which answers its parties only); the contact form's message is
  // checked before anything is stored or e-mailed, a header smuggled into its e-mail refused.
  {
    name: 'someone else’s payment receipt, by its order’s id',
    who: 'stranger',
    send: (b, ids) => b.request(`/api/orders/${ids.order}`),
    refused: 404,
  },
  {
    name: 'a payment receipt asked for by a visitor',
    who: 'visitor',
    send: (b, ids) => b.request(`/api/orders/${ids.order}`),
    refused: 404,
  },
  {
    name: 'a contact message whose e-mail smuggles a Bcc header',
    who: 'visitor',
    send: (b) =>
      b.request(
        '/api/contact',
        json('POST', { name: 'Eva', email: 'eva@example.com\r\nBcc: todos@example.com', message: 'Hola' }),
      ),
    refused: 422,
  },
  {
    name: 'a contact message of 5,001 characters',
    who: 'visitor',
    send: (b) =>
      b.request('/api/contact', json('POST', { name: 'Eva', email: 'eva@example.com', message: 'x'.repeat(5001) })),
    refused: 422,
  },
  {
    name: 'a contact message whose fields are a list and an object',
    who: 'stranger',
    send: (b) => b.request('/api/contact', json('POST', { name: ['Eva'], email: { $ne: '' }, message: 'Hola' })),
    refused: 422,
  },
  // ── Offers (issue 36, decision 045): an offer is its traveller's and its buyer's alone; its
  // terms are the rules' (half to twice the reward, in steps of US$ 5, within the trip's window).
  {
    name: 'someone else’s offer withdrawn, by its id',
    who: 'stranger',
    send: (b, { offer }) => b.request(`/api/offers/${offer}/withdraw`, { method: 'POST' }),
    refused: 404,
  },
  {
    name: 'an offer accepted by someone who is not the request’s buyer',
    who: 'stranger',
    send: (b, { offer }) => b.request(`/api/offers/${offer}/accept`, { method: 'POST' }),
    refused: 404,
  },
  {
    name: 'an offer accepted by its own traveller, on the buyer’s behalf',
    who: 'traveller',
    send: (b, { offer }) => b.request(`/api/offers/${offer}/accept`, { method: 'POST' }),
    refused: 404,
  },
  {
    name: 'a counter to his own offer by its traveller',
    who: 'traveller',
    send: (b, { offer }) => b.request(`/api/offers/${offer}/counter`, json('POST', { reward: 50 })),
    refused: 404,
  },
  {
    name: 'an offer declined by a visitor',
    who: 'visitor',
    send: (b, { offer }) => b.request(`/api/offers/${offer}/decline`, { method: 'POST' }),
    refused: 401,
  },
  {
    name: 'a counter whose reward is an object',
    who: 'buyer',
    send: (b, { offer }) => b.request(`/api/offers/${offer}/counter`, json('POST', { reward: { $gt: 0 } })),
    refused: 422,
  },
  {
    name: 'a counter of a thousand million',
    who: 'buyer',
    send: (b, { offer }) => b.request(`/api/offers/${offer}/counter`, json('POST', { reward: 1_000_000_000 })),
    refused: 422,
  },
  {
    name: 'an offer on someone else’s trip',
    who: 'traveller',
    send: (b, { open, othersTrip }) =>
      b.request(
        `/api/requests/${open}/offers`,
        json('POST', { tripId: othersTrip, reward: 30, deliveryDate: '2029-01-10', message: '' }),
      ),
    refused: 404,
  },
  {
    name: 'an offer whose trip id carries SQL',
    who: 'traveller',
    send: (b, { open }) =>
      b.request(
        `/api/requests/${open}/offers`,
        json('POST', { tripId: "x' or '1'='1", reward: 30, deliveryDate: '2027-01-22', message: '' }),
      ),
    refused: 404,
  },
  {
    name: 'an offer by the buyer on her own request',
    who: 'buyer',
    send: (b, { open, trip }) =>
      b.request(
        `/api/requests/${open}/offers`,
        json('POST', { tripId: trip, reward: 30, deliveryDate: '2027-01-22', message: '' }),
      ),
    refused: 403,
  },
  {
    name: 'a second live offer on one request (the reward as text, the date past the trip’s window)',
    who: 'traveller',
    send: (b, { open, trip }) =>
      b.request(
        `/api/requests/${open}/offers`,
        json('POST', { tripId: trip, reward: '30', deliveryDate: '2027-02-20', message: 'x'.repeat(501) }),
      ),
    refused: 422,
  },
  {
    name: 'an offer of a thousand million on an order already taken',
    who: 'traveller',
    send: (b, { request, trip }) =>
      b.request(
        `/api/requests/${request}/offers`,
        json('POST', { tripId: trip, reward: 1_000_000_000, deliveryDate: '2027-01-22', message: '' }),
      ),
    refused: 409,
  },
  // ── Customs and trust tiers (issue 37, decision 047): a newly verified traveller cannot take an
  // order beyond US$ 300, whatever the page showed; a trip's way of entry is one of two; one's
  // standing (ledger and tier) is one's own.
  {
    name: 'a newly verified traveller accepting a US$ 300,01 order (beyond the trust tier)',
    who: 'traveller',
    send: (b, ids) => b.request(`/api/orders/${ids.costly}/accept?trip=${ids.trip}`, { method: 'POST' }),
    refused: 403,
  },
  {
    name: 'a trip entering by a made-up way (not air/sea or land)',
    who: 'traveller',
    send: (b) =>
      b.request(
        '/api/trips',
        json('POST', {
          originCountry: 'Estados Unidos',
          province: 'Buenos Aires',
          departureDate: '2027-05-01',
          returnDate: '2027-05-10',
          availableSpace: 'small',
          entryWay: 'diplomatic',
        }),
      ),
    refused: 422,
  },
  {
    name: 'a visitor reading a traveller’s allowance ledger and trust tier',
    who: 'visitor',
    send: (b) => b.request('/api/trips/standing'),
    refused: 401,
  },
  // ── Matching and alerts (issue 36, decision 046): a trip's matching requests are its traveller's
  // to read, a request's matching trips its buyer's; anyone else is told neither exists.
  {
    name: 'someone else’s trip’s matching requests',
    who: 'traveller',
    send: (b, ids) => b.request(`/api/matching/trips/${ids.othersTrip}`),
    refused: 404,
  },
  {
    name: 'a trip’s matching requests asked for by a visitor',
    who: 'visitor',
    send: (b, ids) => b.request(`/api/matching/trips/${ids.trip}`),
    refused: 401,
  },
  {
    name: 'someone else’s request’s matching trips',
    who: 'stranger',
    send: (b, ids) => b.request(`/api/matching/requests/${ids.open}`),
    refused: 404,
  },
  {
    name: 'a request’s matching trips asked for by the traveller who could carry it',
    who: 'traveller',
    send: (b, ids) => b.request(`/api/matching/requests/${ids.open}`),
    refused: 404,
  },
  {
    name: 'an invitation sent on someone else’s request',
    who: 'stranger',
    send: (b, ids) => b.request(`/api/matching/requests/${ids.open}/invite/${ids.trip}`, { method: 'POST' }),
    refused: 404,
  },
  {
    name: 'an invitation on an order already taken',
    who: 'buyer',
    send: (b, ids) => b.request(`/api/matching/requests/${ids.order}/invite/${ids.trip}`, { method: 'POST' }),
    refused: 422,
  },
  {
    name: 'an invitation to a trip id that walks up the path',
    who: 'buyer',
    send: (b, ids) => b.request(`/api/matching/requests/${ids.open}/invite/..%2F..%2Faccounts`, { method: 'POST' }),
    refused: 404,
  },
  {
    name: 'alerts following 5,000 countries (each new trip would tell the follower)',
    who: 'buyer',
    send: (b) =>
      b.request(
        '/api/matching/alerts',
        json('PUT', { tripCountries: Array.from({ length: 5000 }, () => 'Japón'), requestAlerts: true }),
      ),
    refused: 422,
  },
  {
    name: 'alerts whose countries are a text and whose switch is an object',
    who: 'traveller',
    send: (b) => b.request('/api/matching/alerts', json('PUT', { tripCountries: 'Japón', requestAlerts: { $ne: 1 } })),
    refused: 422,
  },
  {
    name: 'alerts set by a visitor',
    who: 'visitor',
    send: (b) => b.request('/api/matching/alerts', json('PUT', { tripCountries: ['Japón'], requestAlerts: true })),
    refused: 401,
  },
  {
    name: 'a reward suggestion for a category written in SQL and a price of 1e308',
    who: 'visitor',
    send: (b) =>
      b.request(
        `/api/matching/suggestion?category=${encodeURIComponent("juegos' or '1'='1")}&country=Jap%C3%B3n&price=1e308&currency=XXX`,
      ),
  },
  // ── Offers within the trust tier (decisions 045 and 047): an offer on an order beyond the
  // traveller's tier is refused when it is made, as the direct accept is, and stores nothing.
  {
    name: 'a newly verified traveller offering on a US$ 300,01 order (beyond the trust tier)',
    who: 'traveller',
    send: (b, ids) =>
      b.request(
        `/api/requests/${ids.costly}/offers`,
        json('POST', { tripId: ids.trip, reward: 30, deliveryDate: '2027-01-22', message: '' }),
      ),
    refused: 403,
  },
  // ── The purchase receipt (issue 37, decision 050): only the order's traveller uploads it, while
  // paid; a file is a photo or a PDF by its bytes, a PDF within its cap; refused, nothing is stored.
  {
    name: 'a purchase receipt uploaded by the buyer of the order',
    who: 'buyer',
    send: async (b, ids) => b.request(`/api/orders/${ids.paid}/receipt`, receiptUpload('100', pdf())),
    refused: 404,
  },
  {
    name: 'a purchase receipt uploaded on someone else’s order',
    who: 'stranger',
    send: async (b, ids) => b.request(`/api/orders/${ids.paid}/receipt`, receiptUpload('100', pdf())),
    refused: 404,
  },
  {
    name: 'a purchase receipt uploaded by a visitor',
    who: 'visitor',
    send: async (b, ids) => b.request(`/api/orders/${ids.paid}/receipt`, receiptUpload('100', pdf())),
    refused: 401,
  },
  {
    name: 'a purchase receipt on an order not paid yet',
    who: 'traveller',
    send: async (b, ids) => b.request(`/api/orders/${ids.order}/receipt`, receiptUpload('100', pdf())),
    refused: 409,
  },
  {
    name: 'an HTML page with a script, named comprobante.pdf and typed application/pdf',
    who: 'traveller',
    send: async (b, ids) =>
      b.request(
        `/api/orders/${ids.paid}/receipt`,
        receiptUpload('100', new Blob(['<!doctype html><script>alert(1)</script>'], { type: 'application/pdf' })),
      ),
    refused: 422,
  },
  {
    name: 'an SVG with a script as a receipt',
    who: 'traveller',
    send: async (b, ids) =>
      b.request(
        `/api/orders/${ids.paid}/receipt`,
        receiptUpload(
          '100',
          new Blob(['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'], { type: 'image/svg+xml' }),
          'comprobante.svg',
        ),
      ),
    refused: 422,
  },
  {
    name: 'a PDF receipt past its cap (and under the API’s 8 MB a file)',
    who: 'traveller',
    send: async (b, ids) =>
      b.request(`/api/orders/${ids.paid}/receipt`, receiptUpload('100', pdf(RECEIPT_PDF_MAX_BYTES))),
    refused: 413,
  },
  {
    name: 'a receipt whose amount is 1e308, then -5',
    who: 'traveller',
    send: async (b, ids) => {
      const huge = await b.request(`/api/orders/${ids.paid}/receipt`, receiptUpload('1e308', pdf()));
      return huge.status === 422 ? b.request(`/api/orders/${ids.paid}/receipt`, receiptUpload('-5', pdf())) : huge;
    },
    refused: 422,
  },
  {
    name: 'a receipt with its file sent twice',
    who: 'traveller',
    send: async (b, ids) => {
      const init = receiptUpload('100', pdf());
      (init.body as FormData).append('file', pdf(), 'otro.pdf');
      return b.request(`/api/orders/${ids.paid}/receipt`, init);
    },
    refused: 400,
  },
  {
    name: 'someone else’s purchase receipt downloaded, by its order’s id',
    who: 'stranger',
    send: (b, ids) => b.request(`/api/orders/${ids.paid}/receipt`),
    refused: 404,
  },
  // ── Who pays the excess (issue 37, decision 047): the payer is one of two words, chosen by the
  // traveller who accepts (or offers); a clause on an order within the franchise is not kept.
  {
    name: 'a direct accept naming a made-up payer of the customs tax',
    who: 'traveller',
    send: (b, ids) =>
      b.request(`/api/orders/${ids.open}/accept?trip=${ids.trip}&customsPayer=aduana`, { method: 'POST' }),
    refused: 422,
  },
  {
    name: 'a direct accept naming the payer of the customs tax twice, each a different one',
    who: 'traveller',
    send: (b, ids) =>
      b.request(`/api/orders/${ids.open}/accept?trip=${ids.trip}&customsPayer=buyer&customsPayer=traveller`, {
        method: 'POST',
      }),
    refused: 400,
  },
  {
    name: 'an offer naming a made-up payer of the customs tax',
    who: 'traveller',
    send: (b, ids) =>
      b.request(
        `/api/requests/${ids.open}/offers`,
        json('POST', { tripId: ids.trip, reward: 30, deliveryDate: '2027-01-22', message: '', customsPayer: 'nadie' }),
      ),
    refused: 422,
  },
  {
    name: 'the buyer setting the customs clause on her own request by accepting it',
    who: 'buyer',
    send: (b, ids) =>
      b.request(`/api/orders/${ids.open}/accept?trip=${ids.trip}&customsPayer=traveller`, { method: 'POST' }),
    refused: 403,
  },
  // ── The receipts pack (issue 37, decision 053): the order's two parties only, as the receipt's
  // download; anyone else — by another order's id — reads the 404 of a missing thing, and making
  // the PDF changes nothing.
  {
    name: 'someone else’s receipts pack as a PDF, by its order’s id',
    who: 'stranger',
    send: (b, ids) => b.request(`/api/orders/${ids.paid}/pack`),
    refused: 404,
  },
  {
    name: 'someone else’s receipts pack’s content, by its order’s id',
    who: 'stranger',
    send: (b, ids) => b.request(`/api/orders/${ids.paid}/pack/content`),
    refused: 404,
  },
  {
    name: 'a receipts pack asked for by a visitor',
    who: 'visitor',
    send: (b, ids) => b.request(`/api/orders/${ids.paid}/pack`),
    refused: 404,
  },
  {
    name: 'a receipts pack of an order not paid yet, by its traveller',
    who: 'traveller',
    send: (b, ids) => b.request(`/api/orders/${ids.order}/pack`),
    refused: 409,
  },
  // ── The top-up (issue 37, decision 052): only the buyer approves it, with a card; the amount is
  // the server's; an order whose receipt asks for none has none to approve.
  {
    name: 'the traveller approving the buyer’s top-up',
    who: 'traveller',
    send: (b, ids) => b.request(`/api/orders/${ids.topUp}/top-up`, json('POST', { cardToken: 'tok_any' })),
    refused: 404,
  },
  {
    name: 'someone else approving a buyer’s top-up',
    who: 'stranger',
    send: (b, ids) => b.request(`/api/orders/${ids.topUp}/top-up`, json('POST', { cardToken: 'tok_any' })),
    refused: 404,
  },
  {
    name: 'a visitor approving a top-up',
    who: 'visitor',
    send: (b, ids) => b.request(`/api/orders/${ids.topUp}/top-up`, json('POST', { cardToken: 'tok_any' })),
    refused: 401,
  },
  {
    name: 'a top-up of one cent named in the body, with no card',
    who: 'buyer',
    send: (b, ids) => b.request(`/api/orders/${ids.topUp}/top-up`, json('POST', { amountUsdCents: 1, amount: '0,01' })),
    refused: 422,
  },
  {
    name: 'a top-up on an order with no receipt',
    who: 'buyer',
    send: (b, ids) => b.request(`/api/orders/${ids.paid}/top-up`, json('POST', { cardToken: 'tok_any' })),
    refused: 409,
  },
  {
    name: 'a top-up on an order not paid yet',
    who: 'buyer',
    send: (b, ids) => b.request(`/api/orders/${ids.order}/top-up`, json('POST', { cardToken: 'tok_any' })),
    refused: 409,
  },
  // Last: it is accepted (the order is made, within the franchise), so no clause may be stored —
  // checked after the loop.
  {
    name: 'a clause on an order that does not cross the traveller’s franchise',
    who: 'traveller',
    send: (b, ids) =>
      b.request(`/api/orders/${ids.open}/accept?trip=${ids.trip}&customsPayer=buyer`, { method: 'POST' }),
  },
];

/** A small PDF (`extra` spaces make it larger). */
const pdf = (extra = 0) =>
  new Blob([`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n${' '.repeat(extra)}%%EOF\n`], { type: 'application/pdf' });

/** The receipt's form: the amount as typed and one file. */
function receiptUpload(amount: string, file: Blob, name = 'comprobante.pdf'): RequestInit {
  const body = new FormData();
  body.set('amount', amount);
  body.set('file', file, name);
  return { method: 'POST', body };
}

// ── Timeouts (issue 32 item 2, decision 031): a provider's answer that comes late, or never, is
// "unknown", not "no". Each attack is sent while the sandbox is slow (or down) for what it touches,
// against an order or a withdrawal whose answer was lost, and must move no money twice.
interface TimeoutIds {
  /** A paid order whose refund was asked for and never answered (the provider made it). */
  readonly unsettledRefund: string;
  /** That order's delivery code. */
  readonly unsettledRefundCode: string;
}

interface TimeoutAttack {
  readonly name: string;
  readonly who: 'buyer' | 'traveller';
  readonly send: (b: Browser, ids: TimeoutIds) => Promise<Response>;
  /** Refused with this status (a 4xx), changing nothing. */
  readonly refused: number;
}

const TIMEOUT_ATTACKS: readonly TimeoutAttack[] = [
  {
    name: 'the whole balance withdrawn again while the first withdrawal’s answer is late (issue 32’s double payout)',
    who: 'traveller',
    send: (b) => b.request('/api/wallet/withdrawals', json('POST', { amountCents: RELEASED_CENTS, destination: CBU })),
    refused: 409,
  },
  {
    name: 'one cent more while a withdrawal’s answer is late',
    who: 'traveller',
    send: (b) => b.request('/api/wallet/withdrawals', json('POST', { amountCents: 1, destination: CBU })),
    refused: 409,
  },
  {
    name: 'the delivery code while the refund’s answer was lost (the buyer may have the money back)',
    who: 'traveller',
    send: (b, ids) =>
      b.request(`/api/orders/${ids.unsettledRefund}/code/confirm`, json('POST', { code: ids.unsettledRefundCode })),
    refused: 409,
  },
  {
    name: 'declining the cancellation while the refund’s answer was lost',
    who: 'buyer',
    send: (b, ids) => b.request(`/api/orders/${ids.unsettledRefund}/cancellation/decline`, { method: 'POST' }),
    refused: 409,
  },
  // Issue 37, decision 049: the wallet holds the price the traveller advanced, released by a delivery only.
  {
    name: 'the price of an order paid but not delivered (its refund’s answer lost), withdrawn as if released',
    who: 'traveller',
    send: (b) => b.request('/api/wallet/withdrawals', json('POST', { amountCents: 15_999, destination: CBU })),
    refused: 409,
  },
];

const CBU = '0110599520000001235579';
const billing = { name: 'Ana García', email: 'ana@example.com', address: 'Av. Corrientes 1234, CABA' };

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
    const open = (
      await buyer.json<{ id: string }>('/api/requests', { method: 'POST', body: requestForm(await photo(64, 64)) })
    ).data.id;
    // Tom's trip, registered after his accept above (with it, that accept would have to name it).
    const trip = (await tripOn('2027-01-10', '2027-01-20')(traveller).then((r) => r.json())) as { id: string };
    // Decision 045: Tom's offer on the open request, for the offers' attacks.
    const offer = (
      await traveller.json<{ id: string }>(`/api/requests/${open}/offers`, {
        method: 'POST',
        body: { tripId: trip.id, reward: 30, deliveryDate: '2027-01-22', message: 'Lo traigo.' },
      })
    ).data.id;
    // Issue 37: a request beyond a newly verified traveller's US$ 300 an order.
    const costly = (
      await buyer.json<{ id: string }>('/api/requests', {
        method: 'POST',
        body: requestForm(await photo(64, 64), { estimatedPrice: '300.01' }),
      })
    ).data.id;
    // Issue 37 (decision 050): an order Tom brings, paid, for the receipt's attacks.
    const paid = (
      await buyer.json<{ id: string }>('/api/requests', { method: 'POST', body: requestForm(await photo(64, 64)) })
    ).data.id;
    expect((await traveller.json(`/api/orders/${paid}/accept?trip=${trip.id}`, { method: 'POST' })).status).toBe(200);
    const payment = await buyer.json<{ status: string }>(`/api/orders/${paid}/payment`, {
      method: 'POST',
      body: { billing, cardToken: await cardTokenThrough(buyer) },
    });
    expect(payment.data.status).toBe('paid');
    // Issue 37 (decision 052): another paid order Tom brings, whose receipt is 5 % above its price.
    const topUp = (
      await buyer.json<{ id: string }>('/api/requests', { method: 'POST', body: requestForm(await photo(64, 64)) })
    ).data.id;
    expect((await traveller.json(`/api/orders/${topUp}/accept?trip=${trip.id}`, { method: 'POST' })).status).toBe(200);
    const topUpPaid = await buyer.json<{ status: string }>(`/api/orders/${topUp}/payment`, {
      method: 'POST',
      body: { billing, cardToken: await cardTokenThrough(buyer) },
    });
    expect(topUpPaid.data.status).toBe('paid');
    expect((await traveller.request(`/api/orders/${topUp}/receipt`, receiptUpload('167,99', pdf()))).status).toBe(200);
    const ids = { request, order: request, open, trip: trip.id, othersTrip: 'many-1', offer, costly, paid, topUp };
    const people = { visitor, buyer, traveller, stranger };
    // The snapshot sees the data (a comparison of two empty strings would prove nothing).
    expect(await snapshot(server)).toContain('ana@example.com');
    // More trips than any page holds, for the list attacks: stored directly (a person's trips ahead
    // are capped) and Eva's, still ahead (an ended trip is not listed: issue 35 item 11), so Tom may
    // still register one below; one of them is "someone else's trip" to Tom.
    const eva = (await stranger.json<{ id: string }>('/api/me')).data.id;
    await server.database.db.execute(`
      insert into trips (id, user_id, user_name, origin_country, province, departure_date, return_date,
        available_space, created_at)
      select 'many-' || g, '${eva}', 'Eva P.', 'Estados Unidos', 'Córdoba', date '2029-01-01', date '2029-01-10',
        'small', now() - g * interval '1 minute'
      from generate_series(1, 120) g`);

    const seen: string[] = [];
    for (const attack of ATTACKS) {
      const before = await snapshot(server);
      const response = await attack.send(people[attack.who], ids, server.app);
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
    // Decision 045: the offers are the buyer's and their traveller's to read, nobody else's.
    const offersOf = async (b: Browser) => (await b.json<{ id: string }[]>(`/api/requests/${open}/offers`)).data;
    expect((await offersOf(buyer)).map((o) => o.id)).toEqual([offer]);
    expect((await offersOf(traveller)).map((o) => o.id)).toEqual([offer]);
    expect(await offersOf(stranger)).toEqual([]);
    expect(await offersOf(visitor)).toEqual([]);
    // Issue 37: the order made within the franchise keeps no clause, though the traveller sent one.
    const made = await buyer.json<{ status: string; customsClause: unknown }>(`/api/orders/${open}`);
    expect([made.data.status, made.data.customsClause]).toEqual(['accepted', null]);
    // The trips above were refused for their dates, not their other fields: ordinary dates pass.
    expect((await tripOn('2027-03-01', '2027-03-20')(traveller)).status).toBe(201);
    // Nothing leaked into the process either.
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
    console.info(seen.join('\n'));
    // Each refused attack reads the whole database twice; the list grows with every hole fixed
    // (about 60 attacks took 28–42 s at a load of 23–28 on two cores), so it has room past the default.
  }, 120_000);

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

  // ── issue 32, item 10 (decision 033): an attacker elsewhere cannot keep an owner out ─────────
  it('keeps the owner in at her own address, and lets her in with a reset from a new one, under a password attack', async () => {
    const server = await testServer({
      limits: { loginPerAddress: 20, loginPerAccount: 50, loginPerAccountAddress: 10, resetPerAddress: 10 },
      trustProxy: true,
    });
    const from = (address: string) => browser(server.app, undefined, { headers: { 'X-Forwarded-For': address } });
    const login = (b: Browser, password: string) =>
      b.request('/api/session', json('POST', { email: 'ana@example.com', password }));
    const home = from('203.0.113.10');
    expect((await home.json('/api/accounts', { method: 'POST', body: person('Ana', 'ana@example.com') })).status).toBe(
      201,
    );
    // Sixty wrong passwords from six addresses use up the account's bound for unfamiliar addresses.
    for (let a = 1; a <= 6; a++) {
      for (let i = 0; i < 10; i++) await login(from(`198.51.100.${String(a)}`), `adivino${String(i)}`);
    }
    expect((await login(from('198.51.100.7'), 'secreto123')).status).toBe(429);
    expect((await login(home, 'secreto123')).status).toBe(200);
    const cafe = from('192.0.2.50');
    expect((await login(cafe, 'secreto123')).status).toBe(429);
    await cafe.request('/api/password-reset', json('POST', { email: 'ana@example.com' }));
    await server.market.background.idle();
    const mail = () => server.market.sandbox.outbox.to('ana@example.com').find((m) => m.subject.includes('Restablece'));
    for (let waited = 0; !mail() && waited < 5_000; waited += 10) await new Promise((r) => setTimeout(r, 10));
    const token = /token=([0-9a-f]+)/.exec(mail()?.text ?? '')?.[1] ?? '';
    const reset = { token, newPassword: 'otraclave456', confirmNewPassword: 'otraclave456' };
    expect((await cafe.request('/api/password-reset/confirm', json('POST', reset))).status).toBe(204);
    expect((await login(cafe, 'otraclave456')).status).toBe(200);
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

  it('timeouts: a late or lost provider answer never moves money twice (decision 031)', async () => {
    const scenarios = { payment: 'default' as PaymentScenario, payout: 'default' as PayoutScenario };
    const server = await testServer({
      scenarios: { payment: () => scenarios.payment, payout: () => scenarios.payout },
      latency: { all: 0, slow: 3000 },
      providerTimeoutMs: 1000,
    });
    const sandbox = server.market.sandbox;
    const buyer = browser(server.app);
    const traveller = browser(server.app);
    await buyer.json('/api/accounts', { method: 'POST', body: person('Ana', 'ana@example.com') });
    await traveller.json('/api/accounts', { method: 'POST', body: person('Tom', 'tom@example.com') });
    await verifyThrough(traveller);
    const mail = sandbox.outbox.to('tom@example.com').find((m) => m.text.includes('/confirmar-email?token='));
    const token = /token=([0-9a-f]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect((await traveller.json('/api/email-confirmation/confirm', { method: 'POST', body: { token } })).status).toBe(
      204,
    );
    const order = async () => {
      const id = (
        await buyer.json<{ id: string }>('/api/requests', { method: 'POST', body: requestForm(await photo(64, 64)) })
      ).data.id;
      expect((await traveller.json(`/api/orders/${id}/accept`, { method: 'POST' })).status).toBe(200);
      return id;
    };
    const pay = async (id: string) =>
      buyer.json<{ status: string }>(`/api/orders/${id}/payment`, {
        method: 'POST',
        body: { billing, cardToken: await cardTokenThrough(buyer) },
      });
    const codeOf = async (id: string) => (await buyer.json<{ code: string }>(`/api/orders/${id}/code`)).data.code;
    // Tom earned USD 159.99 advanced + USD 22.50 (decision 049), and withdrew it while the payout provider was slow: no answer came.
    const delivered = await order();
    expect((await pay(delivered)).data.status).toBe('paid');
    const code = await codeOf(delivered);
    expect(
      (await traveller.json(`/api/orders/${delivered}/code/confirm`, { method: 'POST', body: { code } })).status,
    ).toBe(200);
    scenarios.payout = 'slow';
    const withdrawn = await traveller.json<{ id: string; status: string }>('/api/wallet/withdrawals', {
      method: 'POST',
      body: { amountCents: RELEASED_CENTS, destination: CBU },
    });
    expect([withdrawn.status, withdrawn.data.status]).toEqual([201, 'pending']);
    // A paid order both agreed to cancel, its refund made by the provider and its answer lost.
    const unsettledRefund = await order();
    expect((await pay(unsettledRefund)).data.status).toBe('paid');
    const unsettledRefundCode = await codeOf(unsettledRefund);
    await buyer.json(`/api/orders/${unsettledRefund}/cancellation`, { method: 'POST' });
    scenarios.payment = 'slow';
    expect(
      (await traveller.json(`/api/orders/${unsettledRefund}/cancellation/accept`, { method: 'POST' })).status,
    ).toBe(503);
    // An accepted order charged by the provider, its answer lost.
    scenarios.payment = 'default';
    const latePayment = await order();
    const firstToken = await cardTokenThrough(buyer);
    scenarios.payment = 'slow';
    expect(
      (
        await buyer.json(`/api/orders/${latePayment}/payment`, {
          method: 'POST',
          body: { billing, cardToken: firstToken },
        })
      ).status,
    ).toBe(503);
    const ids: TimeoutIds = { unsettledRefund, unsettledRefundCode };
    const people = { buyer, traveller };

    for (const attack of TIMEOUT_ATTACKS) {
      const before = await snapshot(server);
      const response = await attack.send(people[attack.who], ids);
      const text = await response.text();
      expect([attack.name, response.status]).toEqual([attack.name, attack.refused]);
      const error = JSON.parse(text) as { title?: string; description?: string };
      expect([attack.name, typeof error.title, typeof error.description]).toEqual([attack.name, 'string', 'string']);
      expect([attack.name, (await snapshot(server)) === before]).toEqual([attack.name, true]);
    }

    // Paying again while the first charge's answer is late: the same key, so still one charge.
    const again = await pay(latePayment);
    expect(again.status).toBe(503);
    expect(sandbox.ledger.search(latePayment)).toHaveLength(1);

    // The provider answers again: each thing is settled once, by what it already did.
    scenarios.payment = 'default';
    scenarios.payout = 'default';
    server.clock.advance(5000);
    const wallet = await traveller.json<{ transferredCents: number; availableCents: number }>(
      '/api/wallet/withdrawals/refresh',
      { method: 'POST' },
    );
    expect(wallet.data).toMatchObject({ transferredCents: RELEASED_CENTS, availableCents: 0 });
    expect(sandbox.payoutStore.byReference(withdrawn.data.id)).toHaveLength(1);
    const paid = await buyer.json<{ status: string }>(`/api/orders/${latePayment}/payment/confirm`, { method: 'POST' });
    expect(paid.data.status).toBe('paid');
    expect(sandbox.ledger.search(latePayment)).toHaveLength(1);
    const cancelled = await buyer.json<{ status: string }>(`/api/orders/${unsettledRefund}/cancellation/accept`, {
      method: 'POST',
    });
    expect(cancelled.data.status).toBe('cancelled');
    const [charge] = sandbox.ledger.search(unsettledRefund);
    expect(sandbox.ledger.refundsOf(String(charge?.id))).toHaveLength(1);
  });

  // ── Issue 37, the money side (decision 049): a receipt above the price held keeps the money in
  // escrow (the code refused, no attempt counted), and a refund's amount is never the client's.
  it('receipts: the code of an order whose receipt is above the price held moves nothing; a forged refund amount is ignored', async () => {
    const server = await testServer();
    const sandbox = server.market.sandbox;
    const buyer = browser(server.app);
    const traveller = browser(server.app);
    await buyer.json('/api/accounts', { method: 'POST', body: person('Ana', 'ana@example.com') });
    await traveller.json('/api/accounts', { method: 'POST', body: person('Tom', 'tom@example.com') });
    await verifyThrough(traveller);
    const paidOrder = async () => {
      const id = (
        await buyer.json<{ id: string }>('/api/requests', { method: 'POST', body: requestForm(await photo(64, 64)) })
      ).data.id;
      expect((await traveller.json(`/api/orders/${id}/accept`, { method: 'POST' })).status).toBe(200);
      const paid = await buyer.json<{ status: string }>(`/api/orders/${id}/payment`, {
        method: 'POST',
        body: { billing, cardToken: await cardTokenThrough(buyer) },
      });
      expect(paid.data.status).toBe('paid');
      return id;
    };
    // The receipt as the traveller's upload stores it (that route is another branch's): `percent` of the price.
    const receipt = (id: string, percent: number) =>
      server.database.db.execute(`
        update requests set purchase_receipt = jsonb_build_object('amountCents', (estimated_price_cents * ${String(percent)}) / 100,
          'currency', currency, 'kind', 'image', 'fileId', 'receipt-1', 'uploadedAt', '2026-11-21T12:00:00.000Z')
        where id = '${id}'`);
    const order = await paidOrder();
    const code = (await buyer.json<{ code: string }>(`/api/orders/${order}/code`)).data.code;
    for (const [percent, refusal] of [
      [111, 'receipt_beyond_tolerance'],
      [150, 'receipt_beyond_tolerance'],
    ] as const) {
      await receipt(order, percent);
      const before = await snapshot(server);
      const response = await traveller.request(`/api/orders/${order}/code/confirm`, json('POST', { code }));
      const error = (await response.json()) as { code: string; title: string; description: string };
      expect([percent, response.status, error.code]).toEqual([percent, 409, refusal]);
      expect(error.description).toMatch(/comprobante de compra/);
      expect(await snapshot(server)).toBe(before);
    }

    // Both agree to cancel, each sending an amount of their own: the provider refunds the payment, whole.
    const cancelled = await paidOrder();
    await buyer.json(`/api/orders/${cancelled}/cancellation`, { method: 'POST', body: { amountUsdCents: 1 } });
    const accepted = await traveller.json<{ status: string }>(`/api/orders/${cancelled}/cancellation/accept`, {
      method: 'POST',
      body: { amountUsdCents: 99_999_999, amount: 1 },
    });
    expect(accepted.data.status).toBe('cancelled');
    const [charge] = sandbox.ledger.search(cancelled);
    expect(charge?.transaction_amount).toBeGreaterThan(0);
    const refunds = sandbox.ledger.refundsOf(String(charge?.id));
    expect(refunds.map((r) => r.amount)).toEqual([charge?.transaction_amount]);
  });

  // ── Partial refunds (issue 37, decision 049): a lower receipt's difference, owed while the provider
  // did not answer. Only the order's parties ask it again, and the amount is the server's.
  it('partial refunds: a stranger or a visitor asking the refund of an order not theirs changes nothing; an amount sent by the browser is ignored', async () => {
    const scenarios = { payment: 'default' as PaymentScenario, payout: 'default' as PayoutScenario };
    const server = await testServer({
      scenarios: { payment: () => scenarios.payment, payout: () => scenarios.payout },
    });
    const sandbox = server.market.sandbox;
    const [visitor, buyer, traveller, stranger] = [1, 2, 3, 4].map(() => browser(server.app)) as [
      Browser,
      Browser,
      Browser,
      Browser,
    ];
    await buyer.json('/api/accounts', { method: 'POST', body: person('Ana', 'ana@example.com') });
    await traveller.json('/api/accounts', { method: 'POST', body: person('Tom', 'tom@example.com') });
    await stranger.json('/api/accounts', { method: 'POST', body: person('Eva', 'eva@example.com') });
    await verifyThrough(traveller);
    const order = (
      await buyer.json<{ id: string }>('/api/requests', { method: 'POST', body: requestForm(await photo(64, 64)) })
    ).data.id;
    expect((await traveller.json(`/api/orders/${order}/accept`, { method: 'POST' })).status).toBe(200);
    const paid = await buyer.json<{ status: string }>(`/api/orders/${order}/payment`, {
      method: 'POST',
      body: { billing, cardToken: await cardTokenThrough(buyer) },
    });
    expect(paid.data.status).toBe('paid');
    // A receipt at 80 % of the price, as the upload stores it; the provider down at the delivery.
    await server.database.db.execute(`
      update requests set purchase_receipt = jsonb_build_object('amountCents', (estimated_price_cents * 80) / 100,
        'currency', currency, 'kind', 'image', 'fileId', 'receipt-1', 'uploadedAt', '2026-11-21T12:00:00.000Z')
      where id = '${order}'`);
    const code = (await buyer.json<{ code: string }>(`/api/orders/${order}/code`)).data.code;
    scenarios.payment = 'providerDown';
    const delivered = await traveller.json<{
      request: { status: string; refunds: { status: string; amountUsdCents: number }[] };
    }>(`/api/orders/${order}/code/confirm`, { method: 'POST', body: { code } });
    expect(delivered.data.request.status).toBe('completed');
    const owed = delivered.data.request.refunds[0];
    expect(owed?.status).toBe('failed');
    scenarios.payment = 'default';
    const forged = { amountUsdCents: 99_999_999, amount: 1, refunds: [{ amountUsdCents: 1 }] };
    for (const [who, status] of [
      [stranger, 404],
      [visitor, 401],
    ] as const) {
      const before = await snapshot(server);
      const response = await who.request(`/api/orders/${order}/refunds/retry`, json('POST', forged));
      expect(response.status).toBe(status);
      expect(((await response.json()) as { title: string }).title).toMatch(/[a-záéíóúñ]/i);
      expect(await snapshot(server)).toBe(before);
    }
    const [charge] = sandbox.ledger.search(order);
    expect(sandbox.ledger.refundsOf(String(charge?.id))).toEqual([]);
    // The buyer, with an amount of her own: the provider refunds the stored difference, once.
    const retried = await buyer.json<{ refunds: { status: string; amountUsdCents: number }[] }>(
      `/api/orders/${order}/refunds/retry`,
      { method: 'POST', body: forged },
    );
    expect(retried.data.refunds).toEqual([
      expect.objectContaining({ status: 'approved', amountUsdCents: owed?.amountUsdCents }),
    ]);
    expect(sandbox.ledger.refundsOf(String(charge?.id)).map((r) => Math.round(r.amount * 100))).toEqual([
      owed?.amountUsdCents,
    ]);
  });

  // ── Cancelling after a top-up (issue 37, decision 052): each charge is refunded from its own
  // payment, never above what it holds. Outsiders change nothing; an amount or a payment id in the
  // body is never read (one refund of the sum against the checkout was refused, 400, and kept the
  // buyer's money in escrow for good).
  it('cancelling after a top-up: outsiders change nothing; forged amounts and payment ids are ignored, each charge comes back from its own payment', async () => {
    const server = await testServer();
    const sandbox = server.market.sandbox;
    const [visitor, buyer, traveller, stranger] = [1, 2, 3, 4].map(() => browser(server.app)) as [
      Browser,
      Browser,
      Browser,
      Browser,
    ];
    await buyer.json('/api/accounts', { method: 'POST', body: person('Ana', 'ana@example.com') });
    await traveller.json('/api/accounts', { method: 'POST', body: person('Tom', 'tom@example.com') });
    await stranger.json('/api/accounts', { method: 'POST', body: person('Eva', 'eva@example.com') });
    await verifyThrough(traveller);
    const order = (
      await buyer.json<{ id: string; estimatedPriceCents: number }>('/api/requests', {
        method: 'POST',
        body: requestForm(await photo(64, 64)),
      })
    ).data;
    expect((await traveller.json(`/api/orders/${order.id}/accept`, { method: 'POST' })).status).toBe(200);
    const paid = await buyer.json<{ status: string }>(`/api/orders/${order.id}/payment`, {
      method: 'POST',
      body: { billing, cardToken: await cardTokenThrough(buyer) },
    });
    expect(paid.data.status).toBe('paid');
    // A receipt 5 % above the price, and the buyer's top-up approved.
    const above = ((order.estimatedPriceCents * 105) / 10_000).toFixed(2).replace('.', ',');
    expect((await traveller.request(`/api/orders/${order.id}/receipt`, receiptUpload(above, pdf()))).status).toBe(200);
    const topUp = await buyer.json<{ status: string }>(`/api/orders/${order.id}/top-up`, {
      method: 'POST',
      body: { cardToken: await cardTokenThrough(buyer) },
    });
    expect(topUp.data.status).toBe('approved');
    const [checkout] = sandbox.ledger.search(order.id);
    const [charge] = sandbox.ledger.search(`${order.id}:top-up`);
    const forged = { amountUsdCents: 99_999_999, amount: 1, paymentId: String(checkout?.id), refunds: [] };
    await buyer.json(`/api/orders/${order.id}/cancellation`, { method: 'POST', body: forged });
    for (const [who, status] of [
      [stranger, 404],
      [visitor, 401],
    ] as const) {
      const before = await snapshot(server);
      const response = await who.request(`/api/orders/${order.id}/cancellation/accept`, json('POST', forged));
      expect(response.status).toBe(status);
      expect(((await response.json()) as { title: string }).title).toMatch(/[a-záéíóúñ]/i);
      expect(await snapshot(server)).toBe(before);
    }
    const done = await traveller.json<{ status: string }>(`/api/orders/${order.id}/cancellation/accept`, {
      method: 'POST',
      body: forged,
    });
    expect(done.data.status).toBe('cancelled');
    expect(sandbox.ledger.refundsOf(String(checkout?.id)).map((r) => r.amount)).toEqual([checkout?.transaction_amount]);
    expect(sandbox.ledger.refundsOf(String(charge?.id)).map((r) => r.amount)).toEqual([charge?.transaction_amount]);
  });

  // ── Owed money settles by itself (decisions 049, 052): the payment notification now reads a top-up's
  // reference (`<order>:top-up`, from the provider's record, never the body). A notification naming
  // another order's top-up payment, a checkout's, an unknown payment, a forged signature or a body
  // that names the pending one changes nothing; only the pending order's own payment settles it.
  it("owed money: a top-up notification of another order's payment, a checkout's, an unknown one or a forged one changes nothing", async () => {
    const scenarios = { payment: 'default' as PaymentScenario };
    const server = await testServer({ scenarios: { payment: () => scenarios.payment } });
    const sandbox = server.market.sandbox;
    const [buyer, traveller] = [1, 2].map(() => browser(server.app)) as [Browser, Browser];
    await buyer.json('/api/accounts', { method: 'POST', body: person('Ana', 'ana@example.com') });
    await traveller.json('/api/accounts', { method: 'POST', body: person('Tom', 'tom@example.com') });
    await verifyThrough(traveller);
    /** A paid order with a receipt 5 % above; its top-up approved, or charged with its answer lost. */
    const topUpOrder = async (lost: boolean) => {
      const order = (
        await buyer.json<{ id: string; estimatedPriceCents: number }>('/api/requests', {
          method: 'POST',
          body: requestForm(await photo(64, 64)),
        })
      ).data;
      expect((await traveller.json(`/api/orders/${order.id}/accept`, { method: 'POST' })).status).toBe(200);
      const paid = await buyer.json<{ status: string }>(`/api/orders/${order.id}/payment`, {
        method: 'POST',
        body: { billing, cardToken: await cardTokenThrough(buyer) },
      });
      expect(paid.data.status).toBe('paid');
      const above = ((order.estimatedPriceCents * 105) / 10_000).toFixed(2).replace('.', ',');
      const up = await traveller.request(`/api/orders/${order.id}/receipt`, receiptUpload(above, pdf()));
      expect(up.status).toBe(200);
      if (lost) scenarios.payment = 'paymentLostResponse';
      const topUp = await buyer.request(`/api/orders/${order.id}/top-up`, {
        ...json('POST', { cardToken: await cardTokenThrough(buyer) }),
      });
      scenarios.payment = 'default';
      expect(topUp.status).toBe(lost ? 503 : 200);
      return order.id;
    };
    const pending = await topUpOrder(true);
    const other = await topUpOrder(false);
    const idOf = (reference: string) => String(sandbox.ledger.search(reference)[0]?.id);
    const notify = (dataId: string, secret = WEBHOOK_SECRET, body: unknown = { data: { id: dataId } }) => {
      const requestId = randomUUID();
      const ts = Math.floor(server.clock.now().getTime() / 1000);
      const v1 = createHmac('sha256', secret).update(`id:${dataId};request-id:${requestId};ts:${ts};`).digest('hex');
      return server.app.request(`http://localhost/api/webhooks/payments?data.id=${dataId}&type=payment`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'x-request-id': requestId, 'x-signature': `ts=${ts},v1=${v1}` },
        body: JSON.stringify(body),
      });
    };
    const attempts: readonly [string, () => Response | Promise<Response>, number][] = [
      ["another order's top-up payment", () => notify(idOf(`${other}:top-up`)), 200],
      ["the pending order's own checkout payment", () => notify(idOf(pending)), 200],
      ['an unknown payment id', () => notify('999999999'), 204],
      ['the pending top-up, signed with another secret', () => notify(idOf(`${pending}:top-up`), 'otro-secreto'), 401],
      [
        "another order's payment, the body naming the pending top-up",
        () =>
          notify(idOf(`${other}:top-up`), WEBHOOK_SECRET, {
            data: { id: idOf(`${pending}:top-up`) },
            external_reference: `${pending}:top-up`,
          }),
        200,
      ],
    ];
    for (const [name, send, status] of attempts) {
      const before = await snapshot(server);
      const response = await send();
      expect([name, response.status]).toEqual([name, status]);
      if (status === 200) expect([name, await response.json()]).toEqual([name, { outcome: 'unchanged' }]);
      expect(await snapshot(server)).toBe(before);
    }
    // Its own payment settles it: one charge, approved.
    const own = await notify(idOf(`${pending}:top-up`));
    expect(await own.json()).toEqual({ outcome: 'top_up_approved' });
    expect(sandbox.ledger.search(`${pending}:top-up`).map((p) => p.status)).toEqual(['approved']);
  });
});
