// Withdrawals over HTTP (issue 18 item 5): the server checks the confirmed e-mail, the amount, the
// destination and the balance; the in-process sandbox transfers after its delay (the test's clock).
import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCardNumbers } from '@cg/mocks';
import {
  WEBHOOK_SECRET,
  browser,
  person,
  photo,
  requestForm,
  testDatabase,
  testServer,
  type TestServer,
  RELEASED_CENTS,
} from '#src/testing/market';

beforeAll(() => testDatabase(), 120_000);
afterAll(async () => {
  await (await testDatabase()).close();
});

const CBU = '0110599520000001235579';
const billing = { name: 'Ana García', email: 'ana@example.com', address: 'Av. Corrientes 1234, CABA' };

async function registered(server: TestServer, name: string) {
  const b = browser(server.app);
  const email = `${name.toLowerCase()}@example.com`;
  const res = await b.json<{ user: { id: string } }>('/api/accounts', { method: 'POST', body: person(name, email) });
  expect(res.status).toBe(201);
  return { ...b, id: res.data.user.id, email };
}

/** Confirms the e-mail with the link the sandbox's outbox received at registration. */
async function confirmEmail(server: TestServer, who: Awaited<ReturnType<typeof registered>>) {
  const mail = server.market.sandbox.outbox.to(who.email).find((m) => m.text.includes('token='));
  const token = /token=([0-9a-f]+)/.exec(mail?.text ?? '')?.[1] ?? '';
  const res = await who.json('/api/email-confirmation/confirm', { method: 'POST', body: { token } });
  expect(res.status).toBe(204);
}

/** A traveller who delivered one order: its price advanced (USD 159.99) + USD 25 reward less commission released. */
async function earner(server: TestServer) {
  const buyer = await registered(server, 'Ana');
  const traveller = await registered(server, 'Tomas');
  const form = new FormData();
  form.set('documentType', 'DNI');
  for (const side of ['front', 'back', 'selfie']) form.set(side, await photo(800, 600), `${side}.png`);
  await traveller.json('/api/verification', { method: 'POST', body: form });
  await traveller.json('/api/verification/refresh', { method: 'POST' });
  const request = await buyer.json<{ id: string }>('/api/requests', {
    method: 'POST',
    body: requestForm(await photo()),
  });
  const id = request.data.id;
  expect((await traveller.json(`/api/orders/${id}/accept`, { method: 'POST' })).status).toBe(200);
  const token = await server.market.paymentClient.createCardToken({
    cardNumber: testCardNumbers.approved,
    expirationMonth: 12,
    expirationYear: 2030,
    securityCode: '123',
    cardholderName: 'APRO',
  });
  await buyer.json(`/api/orders/${id}/payment`, { method: 'POST', body: { billing, cardToken: token.id } });
  const code = (await buyer.json<{ code: string }>(`/api/orders/${id}/code`)).data.code;
  expect((await traveller.json(`/api/orders/${id}/code/confirm`, { method: 'POST', body: { code } })).status).toBe(200);
  return { buyer, traveller };
}

interface WalletBody {
  availableCents: number;
  inProcessCents: number;
  transferredCents: number;
  withdrawals: { id: string; status: string; statusLabel: string }[];
}

describe('withdrawals', () => {
  it('waits for a confirmed e-mail, checks everything on the server, and transfers after the sandbox’s delay', async () => {
    const server = await testServer();
    const { buyer, traveller } = await earner(server);
    const withdraw = (body: unknown, who = traveller) =>
      who.json<{ code?: string; fieldErrors?: Record<string, string>; id?: string; status?: string }>(
        '/api/wallet/withdrawals',
        { method: 'POST', body },
      );

    const unconfirmed = await withdraw({ amountCents: 1000, destination: CBU });
    expect([unconfirmed.status, unconfirmed.data.code]).toEqual([403, 'email_unconfirmed']);
    await confirmEmail(server, traveller);

    const badCbu = await withdraw({ amountCents: 1000, destination: '0110599520000001235578' });
    expect([badCbu.status, Object.keys(badCbu.data.fieldErrors ?? {})]).toEqual([422, ['destination']]);
    const textAmount = await withdraw({ amountCents: '1000', destination: CBU });
    expect([textAmount.status, Object.keys(textAmount.data.fieldErrors ?? {})]).toEqual([422, ['amount']]);
    const tooMuch = await withdraw({ amountCents: RELEASED_CENTS + 1, destination: CBU });
    expect([tooMuch.status, tooMuch.data.code]).toEqual([409, 'insufficient_funds']);
    // The buyer earned nothing: nothing to withdraw, whatever the body says.
    await confirmEmail(server, buyer);
    expect((await withdraw({ amountCents: 1, destination: CBU }, buyer)).data.code).toBe('insufficient_funds');

    const made = await withdraw({ amountCents: 2000, destination: CBU });
    expect([made.status, made.data.status]).toEqual([201, 'pending']);
    let wallet = (await traveller.json<WalletBody>('/api/wallet')).data;
    expect(wallet).toMatchObject({ availableCents: RELEASED_CENTS - 2000, inProcessCents: 2000, transferredCents: 0 });

    // Not yet: the sandbox transfers 4 s after the order.
    wallet = (await traveller.json<WalletBody>('/api/wallet/withdrawals/refresh', { method: 'POST' })).data;
    expect(wallet.withdrawals[0]?.statusLabel).toBe('En proceso');
    server.clock.advance(5000);
    wallet = (await traveller.json<WalletBody>('/api/wallet/withdrawals/refresh', { method: 'POST' })).data;
    expect(wallet).toMatchObject({ availableCents: RELEASED_CENTS - 2000, inProcessCents: 0, transferredCents: 2000 });
    expect(wallet.withdrawals[0]?.statusLabel).toBe('Transferido');

    const news = (await traveller.json<{ kind: string; title: string }[]>('/api/notifications')).data;
    expect(news.filter((n) => n.kind === 'withdrawal_updated').map((n) => n.title)).toEqual(['Retiro transferido']);
    const history = (await traveller.json<{ type: string; status: string }[]>('/api/wallet/history')).data;
    expect(history.find((r) => r.type === 'Retiro de Fondos')?.status).toBe('Transferido');
    // Nobody else sees it.
    expect((await buyer.json<WalletBody>('/api/wallet')).data.withdrawals).toEqual([]);
    expect(JSON.stringify((await buyer.json('/api/wallet/history')).data)).not.toContain('Retiro');
    // A visitor is asked to log in.
    expect((await browser(server.app).json('/api/wallet/withdrawals', { method: 'POST', body: {} })).status).toBe(401);
  });

  it('gives the money back when the sandbox rejects; a provider that is down holds it, in process (decision 031)', async () => {
    let scenario: 'payoutRejected' | 'payoutDown' = 'payoutRejected';
    const server = await testServer({ scenarios: { payout: () => scenario } });
    const { traveller } = await earner(server);
    await confirmEmail(server, traveller);
    const made = await traveller.json('/api/wallet/withdrawals', {
      method: 'POST',
      body: { amountCents: RELEASED_CENTS, destination: 'cuenta.inexistente' },
    });
    expect(made.status).toBe(201);
    server.clock.advance(5000);
    const wallet = (await traveller.json<WalletBody>('/api/wallet/withdrawals/refresh', { method: 'POST' })).data;
    expect(wallet).toMatchObject({ availableCents: RELEASED_CENTS, inProcessCents: 0 });
    expect(wallet.withdrawals[0]?.status).toBe('failed');

    scenario = 'payoutDown';
    // A 503 does not say the order was not taken: it stays in process, the money held, with a
    // note that says so; `provider-timeouts.test.ts` follows it until it is paid, once.
    const down = await traveller.json<{ status: string; note: string | null }>('/api/wallet/withdrawals', {
      method: 'POST',
      body: { amountCents: 100, destination: CBU },
    });
    expect([down.status, down.data.status]).toEqual([201, 'pending']);
    expect(down.data.note).toMatch(/todavía no confirmó/);
    expect((await traveller.json<WalletBody>('/api/wallet')).data).toMatchObject({
      availableCents: RELEASED_CENTS - 100,
      inProcessCents: 100,
    });
  });

  it('limits withdrawals per person with 429', async () => {
    const server = await testServer({ limits: { withdrawPerUser: 2 } });
    const { traveller } = await earner(server);
    await confirmEmail(server, traveller);
    const ask = () =>
      traveller.json('/api/wallet/withdrawals', { method: 'POST', body: { amountCents: 100, destination: CBU } });
    expect([(await ask()).status, (await ask()).status, (await ask()).status]).toEqual([201, 201, 429]);
  });
});

/** The payout provider's notification (`?data.id={payout}&type=payout`), signed as the sandbox signs. */
function notifyPayout(server: TestServer, payoutId: string, options: { secret?: string; ts?: number } = {}) {
  const requestId = randomUUID();
  const ts = options.ts ?? Math.floor(server.clock.now().getTime() / 1000);
  const v1 = createHmac('sha256', options.secret ?? WEBHOOK_SECRET)
    .update(`id:${payoutId};request-id:${requestId};ts:${ts};`)
    .digest('hex');
  return server.app.request(`http://localhost/api/webhooks/payouts?data.id=${payoutId}&type=payout`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-request-id': requestId, 'x-signature': `ts=${ts},v1=${v1}` },
    // The body's status is never believed: the payout is read back from the provider.
    body: JSON.stringify({ action: 'payout.updated', type: 'payout', payout: { id: payoutId, status: 'transferred' } }),
  });
}

/** The sandbox's payout once it settled (the only one of a fresh server). */
function settledPayout(server: TestServer): string {
  const [payout] = server.market.sandbox.payoutStore.settled();
  if (!payout) throw new Error('the sandbox settled no payout');
  return payout.id;
}

describe('payout notifications (decision 021)', () => {
  it('settle a transfer from a signed notification; a bad signature or an old one changes nothing', async () => {
    const server = await testServer();
    const { traveller } = await earner(server);
    await confirmEmail(server, traveller);
    const made = await traveller.json('/api/wallet/withdrawals', {
      method: 'POST',
      body: { amountCents: 2000, destination: CBU },
    });
    expect(made.status).toBe(201);
    server.clock.advance(5000);
    const payoutId = settledPayout(server);
    const told = async () =>
      (await traveller.json<{ kind: string; title: string }[]>('/api/notifications')).data.filter(
        (n) => n.kind === 'withdrawal_updated',
      );

    const forged = await notifyPayout(server, payoutId, { secret: 'otro-secreto' });
    expect(forged.status).toBe(401);
    expect(((await forged.json()) as { title: string }).title).toBe('Firma no válida');
    const old = Math.floor(server.clock.now().getTime() / 1000) - 600;
    expect((await notifyPayout(server, payoutId, { ts: old })).status).toBe(401);
    expect((await traveller.json<WalletBody>('/api/wallet')).data).toMatchObject({
      availableCents: RELEASED_CENTS - 2000,
      inProcessCents: 2000,
      transferredCents: 0,
    });
    expect(await told()).toEqual([]);

    expect(await (await notifyPayout(server, payoutId)).json()).toEqual({ outcome: 'transferred' });
    const wallet = (await traveller.json<WalletBody>('/api/wallet')).data;
    expect(wallet).toMatchObject({ availableCents: RELEASED_CENTS - 2000, inProcessCents: 0, transferredCents: 2000 });
    expect(wallet.withdrawals[0]?.statusLabel).toBe('Transferido');
    expect((await told()).map((n) => n.title)).toEqual(['Retiro transferido']);
    // A replay, then the tab's own refresh: nothing more, nobody told twice.
    expect(await (await notifyPayout(server, payoutId)).json()).toEqual({ outcome: 'unchanged' });
    await traveller.json('/api/wallet/withdrawals/refresh', { method: 'POST' });
    expect(await told()).toHaveLength(1);
    // A payout the provider does not know changes nothing either.
    expect(await (await notifyPayout(server, 'sim-po-999999')).json()).toEqual({ outcome: 'unchanged' });
  });

  it('a rejected transfer returns the money to the available balance, with a notification', async () => {
    const server = await testServer({ scenarios: { payout: () => 'payoutRejected' } });
    const { traveller } = await earner(server);
    await confirmEmail(server, traveller);
    await traveller.json('/api/wallet/withdrawals', {
      method: 'POST',
      body: { amountCents: RELEASED_CENTS, destination: 'cuenta.inexistente' },
    });
    expect((await traveller.json<WalletBody>('/api/wallet')).data).toMatchObject({
      availableCents: 0,
      inProcessCents: RELEASED_CENTS,
    });
    server.clock.advance(5000);
    expect(await (await notifyPayout(server, settledPayout(server))).json()).toEqual({ outcome: 'rejected' });
    const wallet = (await traveller.json<WalletBody>('/api/wallet')).data;
    expect(wallet).toMatchObject({ availableCents: RELEASED_CENTS, inProcessCents: 0, transferredCents: 0 });
    expect(wallet.withdrawals[0]?.status).toBe('failed');
    const news = (await traveller.json<{ kind: string; title: string; text: string }[]>('/api/notifications')).data;
    const rejected = news.filter((n) => n.kind === 'withdrawal_updated');
    expect(rejected.map((n) => n.title)).toEqual(['Retiro rechazado']);
    expect(rejected[0]?.text).toMatch(/volvió a tu saldo disponible/);
  });
});
