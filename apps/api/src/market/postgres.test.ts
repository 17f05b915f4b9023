// The API over PostgreSQL 15 (DATABASE_URL's engine), started by the run: the two-person loop and a
// race between two travellers through HTTP, so what `npm start` does on PGlite holds on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCardNumbers } from '@cg/mocks';
import { browser, person, photo, requestForm, testDatabase, testServer, usePostgres } from '#src/testing/market';

usePostgres();
beforeAll(() => testDatabase(), 120_000);
afterAll(async () => {
  await (await testDatabase()).close();
});

async function member(server: Awaited<ReturnType<typeof testServer>>, name: string, verified = false) {
  const b = browser(server.app);
  await b.json('/api/accounts', { method: 'POST', body: person(name, `${name.toLowerCase()}@example.com`) });
  if (verified) {
    const form = new FormData();
    form.set('documentType', 'DNI');
    for (const side of ['front', 'back', 'selfie']) form.set(side, await photo(64, 64), `${side}.png`);
    await b.json('/api/verification', { method: 'POST', body: form });
    await b.json('/api/verification/refresh', { method: 'POST' });
  }
  return b;
}

describe('on PostgreSQL', () => {
  it('two people trade through the API, and of two travellers accepting at once one wins', async () => {
    const server = await testServer();
    expect(server.database.engine).toBe('postgres');
    const ana = await member(server, 'Ana');
    const [tom, eva] = await Promise.all([member(server, 'Tomas', true), member(server, 'Eva', true)]);
    const published = await ana.json<{ id: string }>('/api/requests', {
      method: 'POST',
      body: requestForm(await photo(640, 480)),
    });
    const id = published.data.id;
    const race = await Promise.all([
      tom.json(`/api/orders/${id}/accept`, { method: 'POST' }),
      eva.json(`/api/orders/${id}/accept`, { method: 'POST' }),
    ]);
    expect(race.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = race[0].status === 200 ? tom : eva;
    const token = await server.market.paymentClient.createCardToken({
      cardNumber: testCardNumbers.approved,
      expirationMonth: 12,
      expirationYear: 2030,
      securityCode: '123',
      cardholderName: 'APRO',
    });
    const paid = await ana.json<{ status: string }>(`/api/orders/${id}/payment`, {
      method: 'POST',
      body: {
        billing: { name: 'Ana Pérez', email: 'ana@example.com', address: 'Av. Corrientes 1234' },
        cardToken: token.id,
      },
    });
    expect(paid.data.status).toBe('paid');
    const code = (await ana.json<{ code: string }>(`/api/orders/${id}/code`)).data.code;
    expect((await winner.json(`/api/orders/${id}/code/confirm`, { method: 'POST', body: { code } })).status).toBe(200);
    expect((await ana.json<{ status: string }>(`/api/orders/${id}`)).data.status).toBe('completed');
  });
});
