// Coupons over HTTP (decision 023): issued by configuration (a file, as COUPONS_FILE and the CLI
// read it), redeemed by a person, and taken off the service fee by the server when it creates the
// payment — whatever amount a browser sends.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCardNumbers } from '@cg/mocks';
import { browser, person, photo, requestForm, testDatabase, testServer, type TestServer } from '#src/testing/market';
import { issueCouponsFromFile } from '#src/market/coupons';

beforeAll(() => testDatabase(), 120_000);
afterAll(async () => {
  await (await testDatabase()).close();
});

const billing = { name: 'Ana García', email: 'ana@example.com', address: 'Av. Corrientes 1234, CABA' };

function couponsFile(coupons: unknown): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'cg-coupons-')), 'cupones.json');
  writeFileSync(file, JSON.stringify(coupons));
  return file;
}

let n = 0;
async function registered(server: TestServer, name: string) {
  n += 1;
  const b = browser(server.app);
  const res = await b.json<{ user: { id: string } }>('/api/accounts', {
    method: 'POST',
    body: person(name, `cupon${n}@example.com`),
  });
  expect(res.status).toBe(201);
  return b;
}

async function acceptedOrder(server: TestServer) {
  const buyer = await registered(server, 'Ana');
  const traveller = await registered(server, 'Tomás');
  const form = new FormData();
  form.set('documentType', 'DNI');
  for (const side of ['front', 'back', 'selfie']) form.set(side, await photo(800, 600), `${side}.png`);
  await traveller.json('/api/verification', { method: 'POST', body: form });
  await traveller.json('/api/verification/refresh', { method: 'POST' });
  const published = await buyer.json<{ id: string }>('/api/requests', {
    method: 'POST',
    body: requestForm(await photo()),
  });
  expect((await traveller.json(`/api/orders/${published.data.id}/accept`, { method: 'POST' })).status).toBe(200);
  return { buyer, orderId: published.data.id };
}

async function cardToken(server: TestServer) {
  return (
    await server.market.paymentClient.createCardToken({
      cardNumber: testCardNumbers.approved,
      expirationMonth: 12,
      expirationYear: 2030,
      securityCode: '123',
      cardholderName: 'APRO',
    })
  ).id;
}

describe('coupons', () => {
  it('refuses a file with an invalid coupon, storing none of it', async () => {
    const server = await testServer();
    const file = couponsFile([
      { code: 'BUENO', description: 'ok', discount: { kind: 'percent', percent: 10 }, expiresAt: '2099-01-01' },
      {
        code: 'MALO',
        description: 'más de 100 %',
        discount: { kind: 'percent', percent: 150 },
        expiresAt: '2099-01-01',
      },
    ]);
    await expect(issueCouponsFromFile(server.market.store, file)).rejects.toThrow();
    const ana = await registered(server, 'Ana');
    const res = await ana.json<{ code: string }>('/api/me/coupons', { method: 'POST', body: { code: 'BUENO' } });
    expect([res.status, res.data.code]).toEqual([422, 'coupon_invalid']);
  });

  it('redeems an issued code, refuses a made-up one, and discounts the fee on the server', async () => {
    const server = await testServer();
    await issueCouponsFromFile(
      server.market.store,
      couponsFile({
        coupons: [
          {
            code: 'BIENVENIDO10',
            description: '10 % de la tarifa de servicio',
            discount: { kind: 'percent', percent: 10 },
            expiresAt: '2099-12-31T23:59:59Z',
          },
        ],
      }),
    );
    const { buyer, orderId } = await acceptedOrder(server);
    const stranger = await registered(server, 'Eva');

    const empty = await buyer.json<{ code: string; description: string }>('/api/me/coupons', {
      method: 'POST',
      body: { code: ' ' },
    });
    expect([empty.status, empty.data.description]).toEqual([422, 'Por favor, introduce un código de cupón válido.']);
    const madeUp = await buyer.json<{ code: string }>('/api/me/coupons', { method: 'POST', body: { code: 'HOLA' } });
    expect([madeUp.status, madeUp.data.code]).toEqual([422, 'coupon_invalid']);
    const kept = await buyer.json<{ code: string; state: string }>('/api/me/coupons', {
      method: 'POST',
      body: { code: 'bienvenido10' },
    });
    expect([kept.status, kept.data.code, kept.data.state]).toEqual([201, 'BIENVENIDO10', 'available']);
    // One's own list only.
    expect((await stranger.json<unknown[]>('/api/me/coupons')).data).toEqual([]);
    expect((await browser(server.app).json('/api/me/coupons')).status).toBe(401);

    const quote = await buyer.json<{ totalUsdCents: number; serviceFeeUsdCents: number }>(
      `/api/orders/${orderId}/quote`,
    );
    const discount = Math.round(quote.data.serviceFeeUsdCents / 10);
    // The browser's amounts are ignored; the coupon is a code the server checks.
    const paid = await buyer.json<{ status: string }>(`/api/orders/${orderId}/payment`, {
      method: 'POST',
      body: { billing, cardToken: await cardToken(server), coupon: 'BIENVENIDO10', totalUsdCents: 1 },
    });
    expect(paid.data.status).toBe('paid');
    const order = await buyer.json<{ payment: { totalUsdCents: number; coupon: { discountUsdCents: number } } }>(
      `/api/orders/${orderId}`,
    );
    expect(order.data.payment.totalUsdCents).toBe(quote.data.totalUsdCents - discount);
    expect(order.data.payment.coupon.discountUsdCents).toBe(discount);
    const charged = server.market.sandbox.ledger.search(orderId).find((p) => p.status === 'approved');
    expect(Math.round((charged?.transaction_amount ?? 0) * 100)).toBe(quote.data.totalUsdCents - discount);

    const mine = await buyer.json<{ state: string; usedOn: string }[]>('/api/me/coupons');
    expect(mine.data).toEqual([expect.objectContaining({ state: 'used', usedOn: orderId })]);
    const again = await buyer.json<{ code: string }>('/api/me/coupons', {
      method: 'POST',
      body: { code: 'BIENVENIDO10' },
    });
    expect([again.status, again.data.code]).toEqual([409, 'coupon_used']);
  });

  it('pays one order once when a payment with a coupon and one without arrive together (issue 32)', async () => {
    const server = await testServer();
    await issueCouponsFromFile(
      server.market.store,
      couponsFile([
        { code: 'CINCO', description: 'US$ 5', discount: { kind: 'fixed', amountCents: 500 }, expiresAt: '2099-01-01' },
      ]),
    );
    const { buyer, orderId } = await acceptedOrder(server);
    await buyer.json('/api/me/coupons', { method: 'POST', body: { code: 'CINCO' } });
    const pay = async (coupon?: string) =>
      buyer.json<{ status?: string; code?: string; title?: string }>(`/api/orders/${orderId}/payment`, {
        method: 'POST',
        body: { billing, cardToken: await cardToken(server), ...(coupon && { coupon }) },
      });
    const answers = await Promise.all([pay('CINCO'), pay()]);
    // Each answer is the order paid, or a Spanish "a payment is under way" with nothing charged for
    // it (the one with the coupon may also find the other's charge and answer with that payment).
    for (const answer of answers) {
      if (answer.status === 200) expect(answer.data.status).toBe('paid');
      else
        expect([answer.status, answer.data.code, answer.data.title]).toEqual([
          409,
          'payment_in_progress',
          'Pago en curso',
        ]);
    }
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(1);
    const charges = server.market.sandbox.ledger.search(orderId);
    expect(charges.filter((p) => p.status === 'approved')).toHaveLength(1);
    const order = await buyer.json<{ status: string; payment: { totalUsdCents: number; coupon?: { code: string } } }>(
      `/api/orders/${orderId}`,
    );
    expect(order.data.status).toBe('paid');
    expect(Math.round((charges[0]?.transaction_amount ?? 0) * 100)).toBe(order.data.payment.totalUsdCents);
    // The coupon is spent exactly when the payment that carried it is the one charged.
    const [coupon] = (await buyer.json<{ state: string }[]>('/api/me/coupons')).data;
    expect(coupon?.state).toBe(order.data.payment.coupon ? 'used' : 'available');
  });

  it('limits the codes one person tries', async () => {
    const server = await testServer({ limits: { couponPerUser: 2 } });
    const ana = await registered(server, 'Ana');
    for (const code of ['A1B', 'C2D']) {
      expect((await ana.json('/api/me/coupons', { method: 'POST', body: { code } })).status).toBe(422);
    }
    expect((await ana.json('/api/me/coupons', { method: 'POST', body: { code: 'E3F' } })).status).toBe(429);
  });
});
