// People and orders set up through the API as the site would (registered, verified, published,
// accepted, paid): what the API tests share, so each file tests its own subject.
import { expect } from 'vitest';
import { testCardNumbers } from '@cg/mocks';
import { browser, person, photo, requestForm, type TestServer } from '#src/testing/market';

export type Browser = ReturnType<typeof browser>;
export type Person = Browser & { readonly id: string };

/** A registered account, logged in its own browser. */
export async function registered(server: TestServer, name: string): Promise<Person> {
  const b = browser(server.app);
  const res = await b.json<{ user: { id: string } }>('/api/accounts', {
    method: 'POST',
    body: person(
      name,
      `${name
        .normalize('NFD')
        .replace(/[^a-zA-Z]/g, '')
        .toLowerCase()}@example.com`,
    ),
  });
  expect(res.status).toBe(201);
  return Object.assign(b, { id: res.data.user.id });
}

/** A registered traveller whose identity the sandbox verified. */
export async function verified(server: TestServer, name: string): Promise<Person> {
  const t = await registered(server, name);
  const form = new FormData();
  form.set('documentType', 'DNI');
  for (const side of ['front', 'back', 'selfie']) form.set(side, await photo(800, 600), `${side}.png`);
  expect((await t.json('/api/verification', { method: 'POST', body: form })).status).toBe(200);
  const refreshed = await t.json<{ status: string }>('/api/verification/refresh', { method: 'POST' });
  expect(refreshed.data.status).toBe('verified');
  return t;
}

export async function publish(b: Browser, overrides: Record<string, string> = {}) {
  const res = await b.json<{ id: string; imageId: string }>('/api/requests', {
    method: 'POST',
    body: requestForm(await photo(), overrides),
  });
  expect(res.status).toBe(201);
  return res.data;
}

/** A card token of the sandbox's approved test card. */
export async function cardToken(server: TestServer, cardNumber: string = testCardNumbers.approved) {
  const token = await server.market.paymentClient.createCardToken({
    cardNumber,
    expirationMonth: 12,
    expirationYear: 2030,
    securityCode: '123',
    cardholderName: 'APRO',
  });
  return token.id;
}

export const billing = { name: 'Ana Pérez', email: 'ana@example.com', address: 'Av. Corrientes 1234, CABA' };

/** A buyer's request accepted by a verified traveller and paid; a third account beside them. */
export async function paidOrder(server: TestServer) {
  const buyer = await registered(server, 'Ana');
  const traveller = await verified(server, 'Tomás');
  const stranger = await registered(server, 'Eva');
  const request = await publish(buyer);
  await traveller.json(`/api/orders/${request.id}/accept`, { method: 'POST' });
  const paid = await buyer.json<{ status: string }>(`/api/orders/${request.id}/payment`, {
    method: 'POST',
    body: { billing, cardToken: await cardToken(server) },
  });
  expect(paid.data.status).toBe('paid');
  return { buyer, traveller, stranger, request };
}

/** The support account (decision 026), set up by configuration and logged in. */
export async function supportAccount(server: TestServer): Promise<Browser> {
  await server.market.setUpSupportAccount({
    email: 'soporte@example.com',
    password: 'soporte-secreto',
    firstName: 'Sofía',
    lastName: 'Soporte',
  });
  const admin = browser(server.app);
  const login = await admin.json('/api/session', {
    method: 'POST',
    body: { email: 'soporte@example.com', password: 'soporte-secreto' },
  });
  expect(login.status).toBe(200);
  return admin;
}
