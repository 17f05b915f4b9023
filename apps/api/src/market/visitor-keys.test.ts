// Issue 32, item 3: what a visitor (and a logged-in stranger) receives from every public read,
// key by key, against an allow-list written here — not imported from the domain, so that a new
// field reaching visitors fails this test until someone decides it is public. The data behind it
// has every private thing the marketplace stores: a paid order under a dispute both parties told,
// a delivered order with reviews both ways, an order cancelled and refunded, a guest's request,
// a request with a restriction, trips.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, photo, requestForm, testDatabase, testServer, type TestServer } from '#src/testing/market';
import { billing, cardToken, paidOrder, publish, type Browser } from '#src/testing/people';

beforeAll(() => testDatabase(), 120_000);
afterAll(async () => {
  await (await testDatabase()).close();
});

/** Every key path of a JSON value: `items[].restrictions[].code`; the value's own type at the root. */
function keyPaths(value: unknown, prefix: string, out: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) keyPaths(item, `${prefix}[]`, out);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  for (const [key, inner] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    out.add(path);
    keyPaths(inner, path, out);
  }
}

const REQUEST = [
  'id',
  'productName',
  'productUrl',
  'estimatedPriceCents',
  'currency',
  'rewardCents',
  'country',
  'category',
  'notes',
  'imageId',
  'status',
  'createdAt',
  'userId',
  'acceptedBy',
  'acceptedByName',
  'acceptedAt',
  'paidAt',
  'completedAt',
  'isExample',
  'restrictions',
  'restrictions[].code',
  'restrictions[].label',
  'restrictions[].travellerNote',
  'cancelledAt',
];

const TRIP = [
  'id',
  'userId',
  'userName',
  'userAvatar',
  'originCountry',
  'destinationCountry',
  'province',
  'departureDate',
  'returnDate',
  'availableSpace',
  'status',
  'createdAt',
  'isExample',
  'travellerVerified',
  // Issue 37 (decision 047): how the trip enters Argentina, which sets its franchise — public as its dates are.
  'entryWay',
];

/** Everything a visitor may receive, per route (a request list's items are requests). */
const ALLOWED: Record<string, readonly string[]> = {
  requests: REQUEST.map((k) => `[].${k}`),
  requestPage: [...REQUEST.map((k) => `items[].${k}`), 'items', 'next', 'available', 'taken', 'matching', 'countLimit'],
  request: REQUEST,
  action: ['action'],
  trips: TRIP.map((k) => `[].${k}`),
  tripPage: [...TRIP.map((k) => `items[].${k}`), 'items', 'next', 'matching', 'countLimit'],
  // E-mail and phone are keys of every profile, null unless the person chose to show them to
  // logged-in people (checked below).
  user: [
    'id',
    'name',
    'shortName',
    'firstName',
    'profilePicture',
    'location',
    'createdAt',
    'verificationStatus',
    'isExample',
    'email',
    'phone',
  ],
  reviews: [
    'average',
    'count',
    'recent',
    ...[
      'id',
      'orderId',
      'productName',
      'authorId',
      'authorName',
      'authorRole',
      'subjectId',
      'rating',
      'comment',
      'createdAt',
    ].map((k) => `recent[].${k}`),
  ],
  delivered: [],
  // A new request's change carries its card: the request as a visitor reads it (decision 048).
  events: [
    'events',
    'events[].id',
    'events[].topic',
    'events[].ids',
    'events[].card',
    ...REQUEST.map((k) => `events[].card.${k}`),
    'last',
  ],
};

async function world(server: TestServer) {
  const { buyer, traveller, stranger, request: disputed } = await paidOrder(server);
  // Both parties tell support their side, with photos.
  for (const [who, reason] of [
    [buyer, 'not_delivered'],
    [traveller, 'code_not_given'],
  ] as const) {
    const form = new FormData();
    form.set('reason', reason);
    form.set('text', `Mi versión (${reason}).`);
    form.append('photos', await photo(320, 240), 'prueba.png');
    expect((await who.json(`/api/orders/${disputed.id}/dispute`, { method: 'POST', body: form })).status).toBe(201);
  }
  // A delivered order, reviewed both ways.
  const delivered = await publish(buyer, { productName: 'Auriculares Sony' });
  await traveller.json(`/api/orders/${delivered.id}/accept`, { method: 'POST' });
  await buyer.json(`/api/orders/${delivered.id}/payment`, {
    method: 'POST',
    body: { billing, cardToken: await cardToken(server) },
  });
  const code = (await buyer.json<{ code: string }>(`/api/orders/${delivered.id}/code`)).data.code;
  expect(
    (await traveller.json(`/api/orders/${delivered.id}/code/confirm`, { method: 'POST', body: { code } })).status,
  ).toBe(200);
  for (const who of [buyer, traveller]) {
    const res = await who.json(`/api/orders/${delivered.id}/reviews`, {
      method: 'POST',
      body: { rating: 5, comment: 'Todo perfecto, muy recomendable.' },
    });
    expect(res.status).toBe(201);
  }
  // A paid order cancelled by agreement and refunded.
  const cancelled = await publish(buyer, { productName: 'Lego Technic' });
  await traveller.json(`/api/orders/${cancelled.id}/accept`, { method: 'POST' });
  await buyer.json(`/api/orders/${cancelled.id}/payment`, {
    method: 'POST',
    body: { billing, cardToken: await cardToken(server) },
  });
  await buyer.json(`/api/orders/${cancelled.id}/cancellation`, { method: 'POST' });
  expect((await traveller.json(`/api/orders/${cancelled.id}/cancellation/accept`, { method: 'POST' })).status).toBe(
    200,
  );
  // A guest's request, a request with a restriction, a trip.
  const guest = browser(server.app);
  await guest.request('/api/guest', { method: 'POST' });
  const guestRequest = await guest.json<{ id: string }>('/api/requests', {
    method: 'POST',
    body: requestForm(await photo(), { productName: 'Melatonina 5 mg', category: 'otras' }),
  });
  expect(guestRequest.status).toBe(201);
  const trip = await traveller.json('/api/trips', {
    method: 'POST',
    body: {
      originCountry: 'Estados Unidos',
      province: 'Buenos Aires',
      departureDate: '2027-03-01',
      returnDate: '2027-03-20',
      availableSpace: 'medium',
    },
  });
  expect(trip.status).toBe(201);
  return {
    stranger,
    guest,
    people: [buyer.id, traveller.id],
    requests: [disputed.id, delivered.id, cancelled.id, guestRequest.data.id],
  };
}

async function everythingPublic(reader: Browser, ids: { people: string[]; requests: string[] }) {
  const answers: [keyof typeof ALLOWED, string][] = [
    ['requests', '/api/requests'],
    ['requests', '/api/requests?country=Estados%20Unidos'],
    ['requests', '/api/requests/home'],
    ['requestPage', '/api/requests/page'],
    ['tripPage', '/api/trips'],
    ['trips', '/api/trips/home'],
    ['events', '/api/events/poll?after=0'],
  ];
  for (const id of ids.requests) {
    answers.push(['request', `/api/requests/${id}`], ['action', `/api/requests/${id}/action`]);
  }
  for (const id of ids.people) {
    answers.push(
      ['user', `/api/users/${id}`],
      ['reviews', `/api/users/${id}/reviews`],
      ['delivered', `/api/users/${id}/delivered`],
    );
  }
  const found = new Map<string, Set<string>>();
  for (const [kind, path] of answers) {
    const res = await reader.json<{ email?: unknown; phone?: unknown }>(path);
    expect(res.status, path).toBe(200);
    const keys = found.get(kind) ?? new Set<string>();
    keyPaths(res.data, '', keys);
    found.set(kind, keys);
    if (kind === 'user') expect([res.data.email, res.data.phone], path).toEqual([null, null]);
  }
  return found;
}

describe('what a visitor receives', () => {
  it('carries only allow-listed keys on every public read', async () => {
    const server = await testServer();
    const { stranger, guest, ...ids } = await world(server);
    const visitor = browser(server.app);
    // A guest too: its lists and pages are computed for it, never from the public cache — the rows
    // read straight into the public view (issue 34, decision 039 item 6), as a stranger's are.
    for (const reader of [visitor, stranger, guest]) {
      const found = await everythingPublic(reader, ids);
      for (const [kind, keys] of found) {
        const extra = [...keys].filter((key) => !(ALLOWED[kind] ?? []).includes(key));
        expect(extra, `${kind}: keys no visitor may receive`).toEqual([]);
      }
      // The data did reach every kind of answer (an empty list would prove nothing).
      expect(found.get('request')?.has('restrictions[].code')).toBe(true);
      expect(found.get('reviews')?.has('recent[].comment')).toBe(true);
      expect(found.get('trips')?.has('[].returnDate')).toBe(true);
      expect(found.get('tripPage')?.has('items[].returnDate')).toBe(true);
      expect(found.get('requestPage')?.has('items[].restrictions[].code')).toBe(true);
    }
  });
});
