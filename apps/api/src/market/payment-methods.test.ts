// Saved cards over HTTP (decision 027): the browser's card token goes to the sandbox, which keeps
// the card under a customer; the API stores only its ids, brand, last four, expiry and first name.
// Each person reads and changes only their own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCardNumbers } from '@cg/mocks';
import { browser, person, photo, requestForm, testDatabase, testServer, type TestServer } from '#src/testing/market';

beforeAll(() => testDatabase(), 120_000);
afterAll(async () => {
  await (await testDatabase()).close();
});

interface Card {
  id: string;
  brand: string;
  lastFour: string;
  isDefault: boolean;
  holderName: string;
  providerCardId: string;
}

async function registered(server: TestServer, name: string) {
  const b = browser(server.app);
  const res = await b.json<{ user: { id: string } }>('/api/accounts', {
    method: 'POST',
    body: person(name, `${name.toLowerCase()}@example.com`),
  });
  expect(res.status).toBe(201);
  return b;
}

/** What the card SDK does in the browser: the card's number goes to the provider, never to us. */
const tokenFor = async (server: TestServer, cardNumber: string) =>
  (
    await server.market.paymentClient.createCardToken({
      cardNumber,
      expirationMonth: 11,
      expirationYear: 2030,
      securityCode: '123',
      cardholderName: 'Ana García',
    })
  ).id;

describe('saved cards', () => {
  it('save, list, default and remove one’s own; another person’s card is 404 and nothing changes', async () => {
    const server = await testServer();
    const ana = await registered(server, 'Ana');
    const bob = await registered(server, 'Bob');
    expect((await ana.json<Card[]>('/api/me/payment-methods')).data).toEqual([]);

    const saved = await ana.json<Card>('/api/me/payment-methods', {
      method: 'POST',
      body: { cardToken: await tokenFor(server, testCardNumbers.approved) },
    });
    expect(saved.status).toBe(201);
    expect(saved.data).toMatchObject({ lastFour: testCardNumbers.approved.slice(-4), isDefault: true });
    // The holder's whole name as typed on the card (issue 35 item 9: it kept 'Ana' only).
    expect(saved.data.holderName).toBe('Ana García');
    const body = JSON.stringify(saved.data);
    expect(body).not.toContain(testCardNumbers.approved);
    expect(body).not.toContain('sim-cus-');
    const second = await ana.json<Card>('/api/me/payment-methods', {
      method: 'POST',
      body: { cardToken: await tokenFor(server, testCardNumbers.declined) },
    });
    expect(second.data.isDefault).toBe(false);

    // Bob cannot see, make default or remove Ana's cards.
    expect((await bob.json<Card[]>('/api/me/payment-methods')).data).toEqual([]);
    expect((await bob.json(`/api/me/payment-methods/${saved.data.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await bob.json(`/api/me/payment-methods/${saved.data.id}/default`, { method: 'POST' })).status).toBe(404);
    const anas = (await ana.json<Card[]>('/api/me/payment-methods')).data;
    expect(anas.map((c) => [c.id, c.isDefault])).toEqual([
      [saved.data.id, true],
      [second.data.id, false],
    ]);
    // A visitor is asked to log in.
    expect((await browser(server.app).json('/api/me/payment-methods')).status).toBe(401);

    const swapped = await ana.json<Card[]>(`/api/me/payment-methods/${second.data.id}/default`, { method: 'POST' });
    expect(swapped.data.map((c) => c.isDefault)).toEqual([false, true]);
    const left = await ana.json<Card[]>(`/api/me/payment-methods/${second.data.id}`, { method: 'DELETE' });
    expect(left.data.map((c) => [c.id, c.isDefault])).toEqual([[saved.data.id, true]]);
  });

  it('a refused card is 402 and a provider that does not answer 503; nothing is stored', async () => {
    let scenario: 'cardSaveRejected' | 'providerDown' | 'default' = 'default';
    const server = await testServer({ scenarios: { payment: () => scenario } });
    const ana = await registered(server, 'Ana');
    const token = await tokenFor(server, testCardNumbers.approved);
    scenario = 'cardSaveRejected';
    const refused = await ana.json<{ code: string; title: string }>('/api/me/payment-methods', {
      method: 'POST',
      body: { cardToken: token },
    });
    expect([refused.status, refused.data.code, refused.data.title]).toEqual([
      402,
      'card_rejected',
      'Tarjeta rechazada',
    ]);
    scenario = 'providerDown';
    const down = await ana.json<{ code: string }>('/api/me/payment-methods', {
      method: 'POST',
      body: { cardToken: token },
    });
    expect([down.status, down.data.code]).toEqual([503, 'provider_unavailable']);
    scenario = 'default';
    expect((await ana.json<Card[]>('/api/me/payment-methods')).data).toEqual([]);
  });

  it('pays an order with a saved card: a token for the card, the amount still the server’s', async () => {
    const server = await testServer();
    const buyer = await registered(server, 'Ana');
    const traveller = await registered(server, 'Tomas');
    const form = new FormData();
    form.set('documentType', 'DNI');
    for (const side of ['front', 'back', 'selfie']) form.set(side, await photo(64, 64), `${side}.png`);
    await traveller.json('/api/verification', { method: 'POST', body: form });
    await traveller.json('/api/verification/refresh', { method: 'POST' });
    const id = (await buyer.json<{ id: string }>('/api/requests', { method: 'POST', body: requestForm(await photo()) }))
      .data.id;
    expect((await traveller.json(`/api/orders/${id}/accept`, { method: 'POST' })).status).toBe(200);

    const card = (
      await buyer.json<Card>('/api/me/payment-methods', {
        method: 'POST',
        body: { cardToken: await tokenFor(server, testCardNumbers.approved) },
      })
    ).data;
    // The card SDK asks the provider for a token of the saved card with its security code.
    const token = await server.market.paymentClient.createSavedCardToken(card.providerCardId, '123');
    const quote = (await buyer.json<{ totalUsdCents: number }>(`/api/orders/${id}/quote`)).data;
    const paid = await buyer.json<{ status: string }>(`/api/orders/${id}/payment`, {
      method: 'POST',
      body: {
        billing: { name: 'Ana García', email: 'ana@example.com', address: 'Av. Corrientes 1234' },
        cardToken: token.id,
      },
    });
    expect([paid.status, paid.data.status]).toEqual([200, 'paid']);
    const [payment] = await server.market.paymentClient.findPaymentsByExternalReference(id);
    expect(payment).toMatchObject({ status: 'approved', amountCents: quote.totalUsdCents });
  });

  it('limits cards saved per person with 429 (saving is how stolen numbers are tried)', async () => {
    const server = await testServer({ limits: { cardSavePerUser: 2 } });
    const ana = await registered(server, 'Ana');
    const save = async () =>
      (
        await ana.json('/api/me/payment-methods', {
          method: 'POST',
          body: { cardToken: await tokenFor(server, testCardNumbers.approved) },
        })
      ).status;
    expect([await save(), await save(), await save()]).toEqual([201, 201, 429]);
  });
});
