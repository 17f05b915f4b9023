// Hostile input over every route of the API: random JSON bodies of every wrong shape, odd ids and
// query strings, as a visitor and as a logged-in person. Whatever arrives, the answer is a JSON
// refusal in Spanish (or a normal answer), never a 500, never a stack trace, never a private field.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, everyRoute } from '@cg/domain/api';
import { browser, person, testDatabase, testServer } from '#src/testing/market';

beforeAll(() => testDatabase(), 120_000);
afterAll(async () => {
  await (await testDatabase()).close();
});

/**
 * Every route the API has (method, path with `:id` for an id): the core's definitions (decision
 * 035), and beside them the routes that are not the site's contract — the providers' webhooks, the
 * live changes, the payment sandbox's browser surface — listed here by hand.
 */
const OUTSIDE_THE_DEFINITIONS: readonly (readonly [string, string])[] = [
  ['POST', '/api/webhooks/payments'],
  ['POST', '/api/webhooks/verification'],
  ['POST', '/api/webhooks/payouts'],
  ['GET', '/api/events'],
  ['GET', '/api/events/poll'],
  ['GET', '/api/pagos/sdk.js'],
  ['POST', '/api/pagos/v1/card_tokens'],
  ['GET', '/api/pagos/v1/payment_methods/installments'],
];
const ROUTES: readonly (readonly [string, string])[] = [
  ...everyRoute().map((route) => [route.method, apiPath(route)] as const),
  ...OUTSIDE_THE_DEFINITIONS,
];

/** The payment sandbox's browser surface: its answers are the provider's, in the provider's shape. */
const PROVIDER_SHAPED = new Set([
  'GET /api/pagos/sdk.js',
  'POST /api/pagos/v1/card_tokens',
  'GET /api/pagos/v1/payment_methods/installments',
]);

/** Bodies of every wrong shape: scalars, arrays, nested objects, the fields' names with wrong types. */
const FIELDS = [
  'email',
  'password',
  'confirmPassword',
  'firstName',
  'code',
  'text',
  'billing',
  'cardToken',
  'installments',
  'rating',
  'comment',
  'originCountry',
  'returnDate',
  'currentPassword',
  'newPassword',
  'showContact',
  '__proto__',
  'constructor',
];
const anyValue = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.constantFrom('', ' ', '<script>alert(1)</script>', "' or 1=1 --", '\u0000', '../../etc/passwd', 'x'.repeat(5000)),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 10 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 4 }),
);
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), anyValue, { maxKeys: 8 }),
  anyValue,
  fc.constant('{no es json'),
);
const id = fc.oneof(
  fc.uuid(),
  fc.constantFrom(
    '..%2F..%2Fetc',
    '%00',
    'null',
    'undefined',
    '__proto__',
    'a'.repeat(600),
    "1'; drop table users; --",
  ),
  fc.string({ minLength: 1, maxLength: 40 }).map((s) => encodeURIComponent(s)),
);
const query = fc.dictionary(
  fc.constantFrom('text', 'country', 'category', 'minReward', 'returnBy', 'originCountry', 'data.id', 'type'),
  fc.oneof(fc.string({ maxLength: 50 }), fc.constantFrom('-1', 'NaN', '1e308', '%', '_')),
  { maxKeys: 4 },
);

const PRIVATE = [
  /"password"/,
  /\$argon2id\$/,
  /"documentNumber"/,
  /"guestToken"/,
  /"tokenHash"/,
  /"stack"/,
  /at .+\.ts:\d+/,
];

async function check(
  who: ReturnType<typeof browser>,
  route: readonly [string, string],
  input: {
    id: string;
    body: unknown;
    query: Record<string, string>;
  },
) {
  const [method, pattern] = route;
  const path = pattern.replace(':id', input.id);
  const qs = new URLSearchParams(input.query).toString();
  const response = await who.request(`${path}${qs ? `?${qs}` : ''}`, {
    method,
    ...(method !== 'GET' && {
      headers: { 'Content-Type': 'application/json' },
      body: typeof input.body === 'string' ? input.body : JSON.stringify(input.body),
    }),
  });
  // A change stream does not end: its status and type are what there is to check.
  if (response.headers.get('Content-Type')?.startsWith('text/event-stream')) {
    expect(response.status).toBe(200);
    await response.body?.cancel();
    return;
  }
  const text = await response.text();
  expect([route.join(' '), response.status < 500 || response.status === 503]).toEqual([route.join(' '), true]);
  // A form's per-field messages name its fields ("password": "…obligatorio"): not a leak.
  const sent = text.replace(/"fieldErrors":\{[^}]*\}/, '');
  for (const pattern of PRIVATE) expect(sent).not.toMatch(pattern);
  if (
    response.status >= 400 &&
    response.headers.get('Content-Type')?.includes('json') &&
    !(PROVIDER_SHAPED.has(route.join(' ')) && response.status < 500)
  ) {
    const error = JSON.parse(text) as { code?: unknown; title?: unknown; description?: unknown };
    expect(typeof error.code).toBe('string');
    expect(typeof error.title).toBe('string');
    expect(typeof error.description).toBe('string');
  }
}

describe('every route under random input', () => {
  it('answers a visitor and a logged-in person without a 500 or a leak', async () => {
    const server = await testServer();
    const visitor = browser(server.app);
    const member = browser(server.app);
    await member.json('/api/accounts', { method: 'POST', body: person('Ana', 'ana@example.com') });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ROUTES), id, body, query, fc.boolean(), async (route, i, b, q, asMember) => {
        await check(asMember ? member : visitor, route, { id: i, body: b, query: q });
      }),
      { numRuns: 400 },
    );
    // And the server is still well (the database answers).
    expect((await server.app.request('http://localhost/api/health')).status).toBe(200);
  });

  it('covers every route the API has', async () => {
    // A route registered outside the core's definitions (and not listed above) fails here, as does
    // a definition the API does not register.
    const server = await testServer();
    const registered = server.app.routes
      .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/') && r.path !== '/api/health')
      .map((r) => `${r.method} ${r.path}`);
    expect(new Set(registered)).toEqual(new Set(ROUTES.map((r) => r.join(' '))));
  });
});
