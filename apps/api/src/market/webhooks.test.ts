// Provider notifications through the whole API: the signature first, then the payment (or the
// verification's decision) read back from the provider, then the domain's rule. The notification's
// body is never believed.
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
} from '#src/testing/market';
import { verifyNotificationSignature } from '#src/market/webhooks';

// A PGlite copied from the migrated template: a few seconds, once per file.
beforeAll(() => testDatabase(), 120_000);
afterAll(async () => {
  await (await testDatabase()).close();
});

function sign(secret: string, dataId: string, requestId: string, ts: number) {
  const v1 = createHmac('sha256', secret).update(`id:${dataId};request-id:${requestId};ts:${ts};`).digest('hex');
  return `ts=${ts},v1=${v1}`;
}

function notify(server: TestServer, paymentId: string, options: { secret?: string; ts?: number } = {}) {
  const requestId = randomUUID();
  const ts = options.ts ?? Math.floor(server.clock.now().getTime() / 1000);
  return server.app.request(`http://localhost/api/webhooks/payments?data.id=${paymentId}&type=payment`, {
    method: 'POST',
    // No Origin: a provider is not a browser; its signature is its check.
    headers: {
      'Content-Type': 'application/json',
      'x-request-id': requestId,
      'x-signature': sign(options.secret ?? WEBHOOK_SECRET, paymentId, requestId, ts),
    },
    body: JSON.stringify({ action: 'payment.updated', type: 'payment', data: { id: paymentId } }),
  });
}

/** A buyer and a verified traveller with an accepted order; the buyer pays with `card`. */
async function orderPaidWith(server: TestServer, card: string) {
  const buyer = browser(server.app);
  await buyer.json('/api/accounts', { method: 'POST', body: person('Ana', 'ana@example.com') });
  const traveller = browser(server.app);
  await traveller.json('/api/accounts', { method: 'POST', body: person('Tomas', 'tomas@example.com') });
  const form = new FormData();
  form.set('documentType', 'DNI');
  for (const side of ['front', 'back', 'selfie']) form.set(side, await photo(64, 64), `${side}.png`);
  await traveller.json('/api/verification', { method: 'POST', body: form });
  await traveller.json('/api/verification/refresh', { method: 'POST' });
  const published = await buyer.json<{ id: string }>('/api/requests', {
    method: 'POST',
    body: requestForm(await photo(64, 64)),
  });
  const id = published.data.id;
  await traveller.json(`/api/orders/${id}/accept`, { method: 'POST' });
  const token = await server.market.paymentClient.createCardToken({
    cardNumber: card,
    expirationMonth: 12,
    expirationYear: 2030,
    securityCode: '123',
    cardholderName: 'APRO',
  });
  const paid = await buyer.json<{ status: string }>(`/api/orders/${id}/payment`, {
    method: 'POST',
    body: {
      billing: { name: 'Ana Pérez', email: 'ana@example.com', address: 'Av. Corrientes 1234' },
      cardToken: token.id,
    },
  });
  const [payment] = await server.market.paymentClient.findPaymentsByExternalReference(id);
  if (!payment) throw new Error('the sandbox recorded no payment');
  return { buyer, traveller, id, paymentId: payment.id, first: paid.data.status };
}

describe('payment notifications', () => {
  it('settle an in-process payment once the provider approves it, and a replay changes nothing', async () => {
    const server = await testServer();
    const { buyer, traveller, id, paymentId, first } = await orderPaidWith(server, testCardNumbers.inProcess);
    expect(first).toBe('in_process');
    // Too early: the provider still says in_process.
    expect(await (await notify(server, paymentId)).json()).toEqual({ outcome: 'in_process' });
    expect((await buyer.json<{ status: string }>(`/api/orders/${id}`)).data.status).toBe('accepted');
    server.clock.advance(10_000);
    expect(await (await notify(server, paymentId)).json()).toEqual({ outcome: 'paid' });
    expect((await buyer.json<{ status: string }>(`/api/orders/${id}`)).data.status).toBe('paid');
    const held = (await traveller.json<{ kind: string }[]>('/api/notifications')).data.filter(
      (n) => n.kind === 'payment_held',
    );
    expect(held).toHaveLength(1);
    // The same notification again: nothing changes, nobody is told twice.
    expect(await (await notify(server, paymentId)).json()).toEqual({ outcome: 'unchanged' });
    const again = (await traveller.json<{ kind: string }[]>('/api/notifications')).data.filter(
      (n) => n.kind === 'payment_held',
    );
    expect(again).toHaveLength(1);
  });

  it('refuse a wrong signature, a tampered payment id and an old timestamp, changing nothing', async () => {
    const server = await testServer();
    const { buyer, id, paymentId } = await orderPaidWith(server, testCardNumbers.inProcess);
    server.clock.advance(10_000);
    expect((await notify(server, paymentId, { secret: 'otro-secreto' })).status).toBe(401);
    const old = Math.floor(server.clock.now().getTime() / 1000) - 600;
    expect((await notify(server, paymentId, { ts: old })).status).toBe(401);
    const requestId = randomUUID();
    const ts = Math.floor(server.clock.now().getTime() / 1000);
    const tampered = await server.app.request(
      `http://localhost/api/webhooks/payments?data.id=${paymentId}&type=payment`,
      {
        method: 'POST',
        headers: { 'x-request-id': requestId, 'x-signature': sign(WEBHOOK_SECRET, 'otro-pago', requestId, ts) },
      },
    );
    expect(tampered.status).toBe(401);
    expect(((await tampered.json()) as { title: string }).title).toBe('Firma no válida');
    expect((await buyer.json<{ status: string }>(`/api/orders/${id}`)).data.status).toBe('accepted');
  });

  it('refund a payment approved after its order was cancelled, once, telling both (decision 022)', async () => {
    const server = await testServer();
    const { buyer, traveller, id, paymentId, first } = await orderPaidWith(server, testCardNumbers.inProcess);
    expect(first).toBe('in_process');
    // Cancelled by agreement while the provider still processes the payment.
    expect((await traveller.json(`/api/orders/${id}/cancellation`, { method: 'POST' })).status).toBe(200);
    const cancelled = await buyer.json<{ status: string }>(`/api/orders/${id}/cancellation/accept`, { method: 'POST' });
    expect(cancelled.data.status).toBe('cancelled');
    server.clock.advance(10_000); // …and approves it now.
    expect(await (await notify(server, paymentId)).json()).toEqual({ outcome: 'refunded' });
    const order = await buyer.json<{ status: string; refund: { status: string; reason: string } | null }>(
      `/api/orders/${id}`,
    );
    expect(order.data).toMatchObject({ status: 'cancelled', refund: { status: 'approved', reason: 'cancellation' } });
    const told = async (who: typeof buyer) =>
      (await who.json<{ title: string }[]>('/api/notifications')).data.filter((n) => n.title === 'Pago devuelto');
    expect(await told(buyer)).toHaveLength(1);
    expect(await told(traveller)).toHaveLength(1);
    // The provider sends it again: nothing more is refunded, nobody is told twice.
    expect(await (await notify(server, paymentId)).json()).toEqual({ outcome: 'unchanged' });
    const [payment] = await server.market.paymentClient.findPaymentsByExternalReference(id);
    expect(payment?.status).toBe('cancelled'); // the client's word for a payment refunded in full
    expect(await told(buyer)).toHaveLength(1);
  });

  it('ignore an unknown payment id', async () => {
    const server = await testServer();
    expect((await notify(server, 'no-existe')).status).toBe(204);
  });
});

/** A verification notification as the provider sends it: `?data.id={session}&type=verification`, signed. */
function notifyVerification(
  server: TestServer,
  sessionId: string,
  options: { secret?: string; ts?: number; signedId?: string; body?: unknown } = {},
) {
  const requestId = randomUUID();
  const ts = options.ts ?? Math.floor(server.clock.now().getTime() / 1000);
  const signature = sign(options.secret ?? WEBHOOK_SECRET, options.signedId ?? sessionId, requestId, ts);
  return server.app.request(`http://localhost/api/webhooks/verification?data.id=${sessionId}&type=verification`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-request-id': requestId, 'x-signature': signature },
    body: JSON.stringify(
      options.body ?? { action: 'verification.decided', type: 'verification', data: { id: sessionId } },
    ),
  });
}

/** A traveller who sent the three documents: pending, with the provider's session. */
async function travellerPending(server: TestServer) {
  const traveller = browser(server.app);
  await traveller.json('/api/accounts', { method: 'POST', body: person('Tomas', 'tomas@example.com') });
  const form = new FormData();
  form.set('documentType', 'DNI');
  for (const side of ['front', 'back', 'selfie']) form.set(side, await photo(64, 64), `${side}.png`);
  const submitted = await traveller.json<{ status: string }>('/api/verification', { method: 'POST', body: form });
  expect(submitted.data.status).toBe('pending');
  const session = server.market.sandbox.verificationStore.sessions().at(-1);
  if (!session) throw new Error('the sandbox recorded no verification session');
  const status = async () => (await traveller.json<{ status: string }>('/api/verification')).data.status;
  const told = async () =>
    (await traveller.json<{ kind: string; title: string }[]>('/api/notifications')).data.filter(
      (n) => n.kind === 'verification_finished',
    );
  return { traveller, sessionId: session.id, status, told };
}

describe('verification notifications', () => {
  it('decide a pending verification and tell the traveller once; a replay and a refresh change nothing', async () => {
    const server = await testServer();
    const { traveller, sessionId, status, told } = await travellerPending(server);
    expect(await status()).toBe('pending');
    const first = await notifyVerification(server, sessionId);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ outcome: 'verified' });
    expect(await status()).toBe('verified');
    expect((await told()).map((n) => n.title)).toEqual(['¡Verificación completada!']);
    // The same notification again (the provider retries, or a replay within the tolerance).
    expect(await (await notifyVerification(server, sessionId)).json()).toEqual({ outcome: 'unchanged' });
    expect(
      (await traveller.json<{ status: string }>('/api/verification/refresh', { method: 'POST' })).data.status,
    ).toBe('verified');
    expect(await told()).toHaveLength(1);
  });

  it('refuse a wrong signature, a tampered session id and an old timestamp, changing nothing', async () => {
    const server = await testServer();
    const { sessionId, status, told } = await travellerPending(server);
    const wrong = await notifyVerification(server, sessionId, { secret: 'otro-secreto' });
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { title: string }).title).toBe('Firma no válida');
    const old = Math.floor(server.clock.now().getTime() / 1000) - 600;
    expect((await notifyVerification(server, sessionId, { ts: old })).status).toBe(401);
    expect((await notifyVerification(server, sessionId, { signedId: 'sim-vrf-999999' })).status).toBe(401);
    expect(await status()).toBe('pending');
    expect(await told()).toHaveLength(0);
  });

  it('believe the provider, not the body: a body saying approved for a declined session declines', async () => {
    const server = await testServer({ scenarios: { verification: 'verificationDeclined' } });
    const { sessionId, status, told } = await travellerPending(server);
    const body = {
      action: 'verification.decided',
      type: 'verification',
      data: { id: sessionId, status: 'approved' },
      verification: { id: sessionId, status: 'approved', code: 9001 },
    };
    expect(await (await notifyVerification(server, sessionId, { body })).json()).toEqual({ outcome: 'declined' });
    expect(await status()).toBe('declined');
    expect((await told()).map((n) => n.title)).toEqual(['Verificación rechazada']);
  });

  it('leave the verification pending when the provider cannot be asked (503: sent again later)', async () => {
    let down = false;
    const server = await testServer({ scenarios: { verification: () => (down ? 'verificationDown' : undefined) } });
    const { sessionId, status, told } = await travellerPending(server);
    down = true;
    expect((await notifyVerification(server, sessionId)).status).toBe(503);
    expect(await status()).toBe('pending');
    expect(await told()).toHaveLength(0);
    down = false;
    expect(await (await notifyVerification(server, sessionId)).json()).toEqual({ outcome: 'verified' });
  });

  it('answer 409 for a session not stored yet, and ignore one the provider does not know', async () => {
    const server = await testServer();
    const { traveller, sessionId, status } = await travellerPending(server);
    const me = (await traveller.json<{ id: string }>('/api/me')).data;
    // The provider decided a session of this traveller's that the marketplace has not stored (yet).
    const store = server.market.sandbox.verificationStore;
    const early = store.createSession({
      vendorData: me.id,
      firstName: 'Tomas',
      lastName: 'P',
      documentType: 'ID_CARD',
    });
    store.submit(early.id, 'approved');
    const answer = await notifyVerification(server, early.id);
    expect(answer.status).toBe(409);
    expect(await status()).toBe('pending');
    expect(await (await notifyVerification(server, 'sim-vrf-999999')).json()).toEqual({ outcome: 'unchanged' });
    // Its own session still decides.
    expect(await (await notifyVerification(server, sessionId)).json()).toEqual({ outcome: 'verified' });
  });
});

describe('the signature check', () => {
  const now = 1_800_000_000;
  it('accepts Mercado Pago’s manifest, lower-casing an alphanumeric id', () => {
    const signature = sign('s', 'abc123', 'r-1', now);
    expect(verifyNotificationSignature('s', { dataId: 'ABC123', requestId: 'r-1', signature }, now)).toBe(true);
  });
  it('refuses garbage, a short v1 and a timestamp five minutes away', () => {
    expect(verifyNotificationSignature('s', { dataId: '1', requestId: 'r', signature: 'hola' }, now)).toBe(false);
    expect(verifyNotificationSignature('s', { dataId: '1', requestId: 'r', signature: `ts=${now},v1=abcd` }, now)).toBe(
      false,
    );
    const late = sign('s', '1', 'r', now - 301);
    expect(verifyNotificationSignature('s', { dataId: '1', requestId: 'r', signature: late }, now)).toBe(false);
  });
});
