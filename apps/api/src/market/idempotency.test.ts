// Issue 32 item 7: the creating routes (publish, trip, message, payment, withdrawal, dispute) take
// an Idempotency-Key; a retry of one submission — at the same moment or after — gets the first
// answer and creates nothing more. Keys are per actor, live a day, and are written with the first
// write: a request refused before writing leaves no key behind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, photo, requestForm, testDatabase, testServer } from '#src/testing/market';
import { billing, cardToken, paidOrder, registered, verified } from '#src/testing/people';

beforeAll(() => testDatabase(), 120_000);
afterAll(async () => {
  await (await testDatabase()).close();
});

const keyed = (key: string, init: { method: string; body: unknown }) => ({
  ...init,
  headers: { 'Idempotency-Key': key },
});

describe('Idempotency-Key', () => {
  it('publishes once for a double click, and answers the retry with the first answer', async () => {
    const server = await testServer();
    const ana = await registered(server, 'Ana');
    const send = async (key: string) =>
      ana.json<{ id: string }>('/api/requests', keyed(key, { method: 'POST', body: requestForm(await photo(64, 64)) }));
    const [first, second] = await Promise.all([send('clic-0000001'), send('clic-0000001')]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.data.id).toBe(first.data.id);
    const later = await send('clic-0000001');
    expect([later.status, later.data.id, later.headers.get('Idempotent-Replayed')]).toEqual([
      201,
      first.data.id,
      'true',
    ]);
    expect((await browser(server.app).json<unknown[]>('/api/requests')).data).toHaveLength(1);
    // Another submission is another key.
    expect((await send('clic-0000002')).data.id).not.toBe(first.data.id);
    expect((await browser(server.app).json<unknown[]>('/api/requests')).data).toHaveLength(2);
  });

  it("keeps each person's keys apart, names one request only, and refuses a key that is not one", async () => {
    const server = await testServer();
    const ana = await registered(server, 'Ana');
    const eva = await registered(server, 'Eva');
    const trip = {
      originCountry: 'Estados Unidos',
      province: 'Buenos Aires',
      departureDate: '2027-03-01',
      returnDate: '2027-03-20',
      availableSpace: 'small',
    };
    const a = await ana.json<{ id: string; userId: string }>(
      '/api/trips',
      keyed('mismo-valor-1', { method: 'POST', body: trip }),
    );
    const e = await eva.json<{ id: string; userId: string }>(
      '/api/trips',
      keyed('mismo-valor-1', { method: 'POST', body: trip }),
    );
    expect([a.status, e.status]).toEqual([201, 201]);
    expect(e.data.id).not.toBe(a.data.id);
    expect(e.data.userId).toBe(eva.id);
    const reused = await ana.json<{ code: string }>(
      '/api/requests',
      keyed('mismo-valor-1', { method: 'POST', body: requestForm(await photo(64, 64)) }),
    );
    expect([reused.status, reused.data.code]).toEqual([422, 'idempotency_key_reused']);
    const bad = await ana.json<{ code: string }>('/api/trips', keyed('x', { method: 'POST', body: trip }));
    expect([bad.status, bad.data.code]).toEqual([400, 'bad_request']);
    expect((await ana.json<unknown[]>('/api/trips/mine')).data).toHaveLength(1);
  });

  it('leaves no key for a request refused before it wrote: corrected, the same submission goes through', async () => {
    const server = await testServer();
    const ana = await registered(server, 'Ana');
    const refused = await ana.json<{ code: string }>(
      '/api/requests',
      keyed('envio-000001', { method: 'POST', body: requestForm(await photo(64, 64), { productName: ' ' }) }),
    );
    expect([refused.status, refused.data.code]).toEqual([422, 'validation']);
    const fixed = await ana.json<{ id: string }>(
      '/api/requests',
      keyed('envio-000001', { method: 'POST', body: requestForm(await photo(64, 64)) }),
    );
    expect(fixed.status).toBe(201);
  });

  it('sends one message, makes one payment and opens one dispute per submission', async () => {
    const server = await testServer();
    const buyer = await registered(server, 'Ana');
    const traveller = await verified(server, 'Tomás');
    const published = await buyer.json<{ id: string }>('/api/requests', {
      method: 'POST',
      body: requestForm(await photo(64, 64)),
    });
    const orderId = published.data.id;
    await traveller.json(`/api/orders/${orderId}/accept`, { method: 'POST' });

    const message = () =>
      buyer.json(`/api/orders/${orderId}/messages`, keyed('mensaje-0001', { method: 'POST', body: { text: 'Hola' } }));
    await Promise.all([message(), message()]);
    expect((await buyer.json<unknown[]>(`/api/orders/${orderId}/messages`)).data).toHaveLength(1);

    const token = await cardToken(server);
    const pay = () =>
      buyer.json<{ status: string }>(
        `/api/orders/${orderId}/payment`,
        keyed('pago-0000001', { method: 'POST', body: { billing, cardToken: token } }),
      );
    const payments = await Promise.all([pay(), pay()]);
    expect(payments.map((p) => [p.status, p.data.status])).toEqual([
      [200, 'paid'],
      [200, 'paid'],
    ]);
    expect(server.market.sandbox.ledger.search(orderId).filter((p) => p.status === 'approved')).toHaveLength(1);

    const form = () => {
      const f = new FormData();
      f.set('reason', 'other');
      f.set('text', 'Quiero contarle a soporte lo que pasó.');
      return f;
    };
    const dispute = () =>
      traveller.json<{ dispute: { statements: unknown[] } }>(
        `/api/orders/${orderId}/dispute`,
        keyed('disputa-0001', { method: 'POST', body: form() }),
      );
    const [one, two] = await Promise.all([dispute(), dispute()]);
    expect([one.status, two.status]).toEqual([201, 201]);
    expect(two.data.dispute.statements).toHaveLength(1);
  });

  it('withdraws once for two sends of one submission', async () => {
    const server = await testServer();
    const delivered = await paidOrder(server);
    const code = (await delivered.buyer.json<{ code: string }>(`/api/orders/${delivered.request.id}/code`)).data.code;
    await delivered.traveller.json(`/api/orders/${delivered.request.id}/code/confirm`, {
      method: 'POST',
      body: { code },
    });
    // Money leaves only for a confirmed e-mail (decision 018); the link's round trip is tested elsewhere.
    const travellerId = delivered.traveller.id;
    await server.market.store.transaction((tx) =>
      tx.users.update(travellerId, { emailConfirmedAt: new Date().toISOString() }),
    );
    const withdraw = () =>
      delivered.traveller.json<{ id: string }>(
        '/api/wallet/withdrawals',
        keyed('retiro-00001', { method: 'POST', body: { amountCents: 100, destination: 'mi.alias.banco' } }),
      );
    const [first, second] = await Promise.all([withdraw(), withdraw()]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.data.id).toBe(first.data.id);
    const wallet = await delivered.traveller.json<{ withdrawals: unknown[] }>('/api/wallet');
    expect(wallet.data.withdrawals).toHaveLength(1);
  });

  it('forgets a key after a day', async () => {
    const server = await testServer();
    const ana = await registered(server, 'Ana');
    const send = async () =>
      ana.json<{ id: string }>(
        '/api/requests',
        keyed('un-dia-00001', { method: 'POST', body: requestForm(await photo(64, 64)) }),
      );
    const first = await send();
    server.clock.advance(24 * 60 * 60 * 1000 + 1000);
    const next = await send();
    expect(next.status).toBe(201);
    expect(next.data.id).not.toBe(first.data.id);
    expect(await server.market.idempotency.sweep(server.clock.now())).toBe(0);
  });
});
