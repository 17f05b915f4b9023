// Every provider call under the sandbox's failing scenarios (issue 32 item 2, decision 031): "a
// timeout is unknown, never failed". The sandbox answers in-process with no latency but `slow`
// (longer than the clients' short time limit here), and each test switches the scenario back to
// `default` mid-way, so the lookups settle what the failures left. Money moves only on what the
// provider confirms: no payout twice, no charge without an order paid, no refund lost, and a
// payment's and a refund's idempotency keys stay the same across retries.
import { createHmac, randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYOUT_RESEND_AFTER_MS } from '@cg/domain';
import { testCardNumbers, type PaymentScenario, type PayoutScenario } from '@cg/mocks';
import {
  WEBHOOK_SECRET,
  browser,
  person,
  photo,
  RELEASED_CENTS,
  requestForm,
  testDatabase,
  testServer,
  type TestServer,
} from '#src/testing/market';
import { issueCouponsFromFile } from '#src/market/coupons';

beforeAll(() => testDatabase(), 120_000);
afterAll(async () => {
  await (await testDatabase()).close();
});

/** The clients give up after this; the sandbox's `slow` answers after SLOW_MS (its work done first). */
const TIMEOUT_MS = 400;
const SLOW_MS = 1500;
const CBU = '0110599520000001235579';
const billing = { name: 'Ana García', email: 'ana@example.com', address: 'Av. Corrientes 1234, CABA' };

type Browser = ReturnType<typeof browser>;

function couponsFile(coupons: unknown): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'cg-coupons-')), 'cupones.json');
  writeFileSync(file, JSON.stringify(coupons));
  return file;
}

interface Sent {
  readonly method: string;
  readonly path: string;
  readonly key: string | null;
}

/** A test server whose sandbox scenarios the test switches, and the provider requests it saw. */
async function timeoutServer() {
  const scenarios = {
    payment: 'default' as PaymentScenario,
    payout: 'default' as PayoutScenario,
    verification: 'default' as 'default' | 'verificationDown' | 'slow' | 'malformed',
    email: 'default' as 'default' | 'emailDown' | 'slow' | 'malformed',
  };
  const sent: Sent[] = [];
  const server = await testServer({
    scenarios: {
      payment: () => scenarios.payment,
      payout: () => scenarios.payout,
      verification: () => scenarios.verification,
      email: () => scenarios.email,
    },
    latency: { all: 0, slow: SLOW_MS },
    providerTimeoutMs: TIMEOUT_MS,
    onSandboxRequest: (request) => {
      sent.push({
        method: request.method,
        path: new URL(request.url).pathname,
        key: request.headers.get('X-Idempotency-Key'),
      });
    },
  });
  const sandbox = server.market.sandbox;
  return { server, scenarios, sent, sandbox };
}
type Harness = Awaited<ReturnType<typeof timeoutServer>>;

async function registered(t: Harness, name: string): Promise<Browser & { email: string }> {
  const b = browser(t.server.app);
  const email = `${name.toLowerCase()}@example.com`;
  expect((await b.json('/api/accounts', { method: 'POST', body: person(name, email) })).status).toBe(201);
  return Object.assign(b, { email });
}

async function confirmEmail(t: Harness, who: Browser & { email: string }) {
  // The newest link: asking again retires the older ones.
  const mail = t.sandbox.outbox
    .to(who.email)
    .filter((m) => m.text.includes('/confirmar-email?token='))
    .at(-1);
  const token = /confirmar-email\?token=([0-9a-f]+)/.exec(mail?.text ?? '')?.[1] ?? '';
  expect((await who.json('/api/email-confirmation/confirm', { method: 'POST', body: { token } })).status).toBe(204);
}

async function verified(who: Browser) {
  const form = new FormData();
  form.set('documentType', 'DNI');
  for (const side of ['front', 'back', 'selfie']) form.set(side, await photo(64, 64), `${side}.png`);
  expect((await who.json('/api/verification', { method: 'POST', body: form })).status).toBe(200);
  expect((await who.json<{ status: string }>('/api/verification/refresh', { method: 'POST' })).data.status).toBe(
    'verified',
  );
}

/** A buyer and a verified traveller with an accepted order. */
async function accepted(t: Harness) {
  const buyer = await registered(t, 'Ana');
  const traveller = await registered(t, 'Tomas');
  await verified(traveller);
  const id = (await buyer.json<{ id: string }>('/api/requests', { method: 'POST', body: requestForm(await photo()) }))
    .data.id;
  expect((await traveller.json(`/api/orders/${id}/accept`, { method: 'POST' })).status).toBe(200);
  return { buyer, traveller, id };
}

async function cardToken(t: Harness): Promise<string> {
  return (
    await t.server.market.paymentClient.createCardToken({
      cardNumber: testCardNumbers.approved,
      expirationMonth: 12,
      expirationYear: 2030,
      securityCode: '123',
      cardholderName: 'APRO',
    })
  ).id;
}

const pay = (buyer: Browser, id: string, token: string) =>
  buyer.json<{ status?: string; code?: string }>(`/api/orders/${id}/payment`, {
    method: 'POST',
    body: { billing, cardToken: token },
  });

const orderStatus = async (who: Browser, id: string) =>
  (await who.json<{ status: string; refund: { status: string } | null }>(`/api/orders/${id}`)).data;

/** A paid order. */
async function paid(t: Harness) {
  const a = await accepted(t);
  expect((await pay(a.buyer, a.id, await cardToken(t))).data.status).toBe('paid');
  return a;
}

/** A traveller who delivered one order (USD 25 reward: USD 22.50 released), e-mail confirmed. */
async function earner(t: Harness) {
  const a = await paid(t);
  const code = (await a.buyer.json<{ code: string }>(`/api/orders/${a.id}/code`)).data.code;
  expect((await a.traveller.json(`/api/orders/${a.id}/code/confirm`, { method: 'POST', body: { code } })).status).toBe(
    200,
  );
  await confirmEmail(t, a.traveller);
  return a;
}

interface WalletBody {
  availableCents: number;
  inProcessCents: number;
  transferredCents: number;
  withdrawals: { id: string; status: string; note: string | null; failureReason: string | null }[];
}

const withdraw = (who: Browser, amountCents: number) =>
  who.json<{ id: string; status: string; note: string | null; code?: string }>('/api/wallet/withdrawals', {
    method: 'POST',
    body: { amountCents, destination: CBU },
  });
const refresh = async (who: Browser) =>
  (await who.json<WalletBody>('/api/wallet/withdrawals/refresh', { method: 'POST' })).data;

/** The payout provider's signed notification (`?data.id={payout}&type=payout`). */
function notifyPayout(server: TestServer, payoutId: string) {
  const requestId = randomUUID();
  const ts = Math.floor(server.clock.now().getTime() / 1000);
  const v1 = createHmac('sha256', WEBHOOK_SECRET)
    .update(`id:${payoutId};request-id:${requestId};ts:${ts};`)
    .digest('hex');
  return server.app.request(`http://localhost/api/webhooks/payouts?data.id=${payoutId}&type=payout`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-request-id': requestId, 'x-signature': `ts=${ts},v1=${v1}` },
    body: '{}',
  });
}

/** What the sandbox paid out for these withdrawals, in cents. */
const paidOut = (t: Harness, ids: readonly string[]) =>
  ids
    .flatMap((id) => t.sandbox.payoutStore.byReference(id))
    .filter((p) => p.status === 'transferred')
    .reduce((sum, p) => sum + p.amount_cents, 0);

const payoutOrders = (t: Harness) => t.sent.filter((r) => r.method === 'POST' && r.path.endsWith('/v1/payouts'));

describe('payouts: an unanswered order is unknown, never failed', () => {
  it.each(['slow', 'malformed', 'payoutDown'] as const)(
    'under %s the withdrawal stays in process with its money held, and is paid once when the provider answers',
    async (scenario) => {
      const t = await timeoutServer();
      const { traveller } = await earner(t);
      t.scenarios.payout = scenario;
      const made = await withdraw(traveller, RELEASED_CENTS);
      expect([made.status, made.data.status]).toEqual([201, 'pending']);
      expect(made.data.note).toMatch(/todavía no confirmó que recibió el pedido/);
      // Issue 32's double payout: the money was given back and withdrawn again. It is held now.
      const again = await withdraw(traveller, RELEASED_CENTS);
      expect([again.status, again.data.code]).toEqual([409, 'insufficient_funds']);
      // Still failing: asking changes nothing.
      expect(await refresh(traveller)).toMatchObject({
        availableCents: 0,
        inProcessCents: RELEASED_CENTS,
        transferredCents: 0,
      });

      t.scenarios.payout = 'default';
      // Past the delay before an order the provider does not hold is sent again, and past the
      // sandbox's 4 s to settle a transfer.
      t.server.clock.advance(PAYOUT_RESEND_AFTER_MS + 5000);
      let wallet = await refresh(traveller);
      if (scenario === 'payoutDown') {
        // The 503 took nothing: the order was sent again, under the same key, and is under way.
        expect(wallet.withdrawals[0]).toMatchObject({ status: 'pending', note: null });
        t.server.clock.advance(5000);
        wallet = await refresh(traveller);
      }
      expect(wallet).toMatchObject({ availableCents: 0, inProcessCents: 0, transferredCents: RELEASED_CENTS });
      // All she earned (RELEASED_CENTS) paid out — once, whatever was asked.
      expect(paidOut(t, [made.data.id])).toBe(RELEASED_CENTS);
      expect(t.sandbox.payoutStore.byReference(made.data.id)).toHaveLength(1);
      expect(payoutOrders(t).map((r) => r.key)).toEqual(
        scenario === 'payoutDown' ? [made.data.id, made.data.id] : [made.data.id],
      );
      const told = (await traveller.json<{ kind: string; title: string }[]>('/api/notifications')).data.filter(
        (n) => n.kind === 'withdrawal_updated',
      );
      expect(told.map((n) => n.title)).toEqual(['Retiro transferido']);
    },
  );

  it('the payout webhook settles a withdrawal whose order went unanswered (no provider id yet)', async () => {
    const t = await timeoutServer();
    const { traveller } = await earner(t);
    t.scenarios.payout = 'slow';
    const made = await withdraw(traveller, 2000);
    expect(made.data.status).toBe('pending');
    t.scenarios.payout = 'default';
    const [payout] = t.sandbox.payoutStore.byReference(made.data.id);
    if (!payout) throw new Error('the sandbox took no payout');
    // Not settled yet: the provider's id is kept, the note goes.
    expect(await (await notifyPayout(t.server, payout.id)).json()).toEqual({ outcome: 'pending' });
    let wallet = (await traveller.json<WalletBody>('/api/wallet')).data;
    expect(wallet.withdrawals[0]).toMatchObject({ status: 'pending', note: null });
    t.server.clock.advance(5000);
    expect(await (await notifyPayout(t.server, payout.id)).json()).toEqual({ outcome: 'transferred' });
    wallet = (await traveller.json<WalletBody>('/api/wallet')).data;
    expect(wallet).toMatchObject({ availableCents: RELEASED_CENTS - 2000, inProcessCents: 0, transferredCents: 2000 });
    expect(await (await notifyPayout(t.server, payout.id)).json()).toEqual({ outcome: 'unchanged' });
    expect(payoutOrders(t)).toHaveLength(1);
  });

  it('a rejected transfer after an unanswered order is the only way the money comes back', async () => {
    const t = await timeoutServer();
    const { traveller } = await earner(t);
    t.scenarios.payout = 'slow';
    await withdraw(traveller, RELEASED_CENTS);
    t.scenarios.payout = 'payoutRejected';
    t.server.clock.advance(5000);
    // The sandbox made the payout under `slow` (to transfer); it is found, and transferred.
    expect(await refresh(traveller)).toMatchObject({ transferredCents: RELEASED_CENTS, availableCents: 0 });

    const u = await timeoutServer();
    const other = (await earner(u)).traveller;
    u.scenarios.payout = 'payoutDown';
    const made = await withdraw(other, RELEASED_CENTS);
    u.scenarios.payout = 'payoutRejected';
    u.server.clock.advance(PAYOUT_RESEND_AFTER_MS);
    await refresh(other); // sent again: taken, to be rejected
    u.server.clock.advance(5000);
    const wallet = await refresh(other);
    expect(wallet).toMatchObject({ availableCents: RELEASED_CENTS, inProcessCents: 0, transferredCents: 0 });
    expect(wallet.withdrawals[0]?.status).toBe('failed');
    expect(paidOut(u, [made.data.id])).toBe(0);
  });

  it('the server’s sweep (at start) settles every pending withdrawal of everyone, by our reference', async () => {
    const t = await timeoutServer();
    const { traveller } = await earner(t);
    t.scenarios.payout = 'slow';
    const taken = await withdraw(traveller, 1000);
    t.scenarios.payout = 'payoutDown';
    const lost = await withdraw(traveller, RELEASED_CENTS - 1000);
    t.scenarios.payout = 'default';
    const sweep = () => t.server.market.events.settlePendingWithdrawals();
    // At once: the first is found (under way), the second is not there and too recent to send again.
    expect(await sweep()).toEqual({ transferred: 0, rejected: 0, pending: 1, unchanged: 0, unknown: 1 });
    t.server.clock.advance(PAYOUT_RESEND_AFTER_MS);
    expect(await sweep()).toEqual({ transferred: 1, rejected: 0, pending: 1, unchanged: 0, unknown: 0 });
    t.server.clock.advance(5000);
    expect(await sweep()).toEqual({ transferred: 1, rejected: 0, pending: 0, unchanged: 0, unknown: 0 });
    expect(await sweep()).toEqual({ transferred: 0, rejected: 0, pending: 0, unchanged: 0, unknown: 0 });
    expect((await traveller.json<WalletBody>('/api/wallet')).data).toMatchObject({
      availableCents: 0,
      inProcessCents: 0,
      transferredCents: RELEASED_CENTS,
    });
    expect(paidOut(t, [taken.data.id, lost.data.id])).toBe(RELEASED_CENTS);
    expect(payoutOrders(t).map((r) => r.key)).toEqual([taken.data.id, lost.data.id, lost.data.id]);
  });
});

const paymentPosts = (t: Harness) => t.sent.filter((r) => r.method === 'POST' && r.path.endsWith('/v1/payments'));
const refundPosts = (t: Harness) => t.sent.filter((r) => r.method === 'POST' && r.path.endsWith('/refunds'));

describe('payments: a charge whose answer was lost is found, never made twice', () => {
  it.each([
    ['slow', 1],
    ['paymentLostResponse', 1],
    ['malformed', 1],
    ['networkError', 0],
    ['providerDown', 0],
  ] as const)(
    'a payment under %s: %i charge made, the order not paid yet; the retry keeps the key, and pays it once',
    async (scenario, charged) => {
      const t = await timeoutServer();
      const { buyer, traveller, id } = await accepted(t);
      const token = await cardToken(t);
      t.scenarios.payment = scenario;
      const first = await pay(buyer, id, token);
      expect([first.status, first.data.code]).toEqual([503, 'provider_unavailable']);
      expect((await orderStatus(buyer, id)).status).toBe('accepted');
      expect(t.sandbox.ledger.search(id)).toHaveLength(charged);

      t.scenarios.payment = 'default';
      const second = await pay(buyer, id, token);
      expect([second.status, second.data.status]).toEqual([200, 'paid']);
      // One charge, under the one key both attempts carried.
      expect(t.sandbox.ledger.search(id).map((p) => p.status)).toEqual(['approved']);
      const keys = paymentPosts(t).map((r) => r.key);
      expect(keys).toHaveLength(2);
      expect(new Set(keys).size).toBe(1);
      const held = (await traveller.json<{ kind: string }[]>('/api/notifications')).data.filter(
        (n) => n.kind === 'payment_held',
      );
      expect(held).toHaveLength(1);
    },
  );

  it('a charge made while the buyer saw an error is found by the confirmation once the provider answers it', async () => {
    const t = await timeoutServer();
    const { buyer, id } = await accepted(t);
    const token = await cardToken(t);
    t.scenarios.payment = 'slow';
    expect((await pay(buyer, id, token)).status).toBe(503);
    // The lookup by order under the same troubles changes nothing…
    for (const scenario of ['slow', 'providerDown', 'networkError', 'malformed'] as const) {
      t.scenarios.payment = scenario;
      const confirm = await buyer.json<{ code: string }>(`/api/orders/${id}/payment/confirm`, { method: 'POST' });
      expect([scenario, confirm.status, confirm.data.code]).toEqual([scenario, 503, 'provider_unavailable']);
      expect((await orderStatus(buyer, id)).status).toBe('accepted');
    }
    // …and once it answers, the order is paid by the charge already made: no second one.
    t.scenarios.payment = 'default';
    const confirmed = await buyer.json<{ status: string }>(`/api/orders/${id}/payment/confirm`, { method: 'POST' });
    expect([confirmed.status, confirmed.data.status]).toEqual([200, 'paid']);
    expect(t.sandbox.ledger.search(id)).toHaveLength(1);
    expect(paymentPosts(t)).toHaveLength(1);
  });
});

describe('payments and coupons: a coupon never starts a second charge beside one whose answer was lost', () => {
  it('the order is paid by the charge already made, at its total, and the coupon stays for another order', async () => {
    const t = await timeoutServer();
    await issueCouponsFromFile(
      t.server.market.store,
      couponsFile([
        {
          code: 'DESCUENTO10',
          description: '10 %',
          discount: { kind: 'percent', percent: 10 },
          expiresAt: '2099-12-31',
        },
      ]),
    );
    const { buyer, id } = await accepted(t);
    expect((await buyer.json('/api/me/coupons', { method: 'POST', body: { code: 'DESCUENTO10' } })).status).toBe(201);
    const quote = (await buyer.json<{ totalUsdCents: number }>(`/api/orders/${id}/quote`)).data;
    const token = await cardToken(t);
    t.scenarios.payment = 'slow';
    expect((await pay(buyer, id, token)).status).toBe(503);
    t.scenarios.payment = 'default';
    // The buyer, told nothing was charged, tries again with the coupon: a new total would be a new
    // key, which the provider refuses (the order already has an approved payment) — and the
    // charge made could then never pay the order. It pays it instead.
    const withCoupon = await buyer.json<{ status: string }>(`/api/orders/${id}/payment`, {
      method: 'POST',
      body: { billing, cardToken: await cardToken(t), coupon: 'DESCUENTO10' },
    });
    expect([withCoupon.status, withCoupon.data.status]).toEqual([200, 'paid']);
    const order = (await buyer.json<{ payment: { totalUsdCents: number; coupon: unknown } }>(`/api/orders/${id}`)).data;
    expect(order.payment.totalUsdCents).toBe(quote.totalUsdCents);
    expect(order.payment.coupon ?? null).toBeNull();
    expect(t.sandbox.ledger.search(id)).toHaveLength(1);
    expect(paymentPosts(t)).toHaveLength(1);
    const coupons = (await buyer.json<{ code: string; state: string }[]>('/api/me/coupons')).data;
    expect(coupons).toEqual([expect.objectContaining({ code: 'DESCUENTO10', state: 'available' })]);
  });
});

describe('refunds: a refund whose answer was lost is asked again under its key, never lost', () => {
  it.each([
    ['slow', 1],
    ['malformed', 1],
    ['networkError', 0],
    ['providerDown', 0],
  ] as const)(
    'a refund under %s: %i made, the order still paid; the retry keeps the key and refunds once',
    async (scenario, made) => {
      const t = await timeoutServer();
      const { buyer, traveller, id } = await paid(t);
      const [payment] = t.sandbox.ledger.search(id);
      if (!payment) throw new Error('no payment');
      expect((await buyer.json(`/api/orders/${id}/cancellation`, { method: 'POST' })).status).toBe(200);
      t.scenarios.payment = scenario;
      const first = await traveller.json<{ code: string }>(`/api/orders/${id}/cancellation/accept`, { method: 'POST' });
      expect([first.status, first.data.code]).toEqual([503, 'provider_unavailable']);
      expect(await orderStatus(buyer, id)).toMatchObject({ status: 'paid', refund: { status: 'failed' } });
      expect(t.sandbox.ledger.refundsOf(String(payment.id))).toHaveLength(made);

      t.scenarios.payment = 'default';
      const again = await traveller.json<{ status: string }>(`/api/orders/${id}/cancellation/accept`, {
        method: 'POST',
      });
      expect([again.status, again.data.status]).toEqual([200, 'cancelled']);
      expect(t.sandbox.ledger.refundsOf(String(payment.id)).map((r) => r.status)).toEqual(['approved']);
      const keys = refundPosts(t).map((r) => r.key);
      expect(keys).toHaveLength(2);
      expect(new Set(keys).size).toBe(1);
    },
  );

  it('while a refund’s outcome is unknown the order can be neither delivered nor un-cancelled: the escrow may be gone', async () => {
    const t = await timeoutServer();
    const { buyer, traveller, id } = await paid(t);
    const code = (await buyer.json<{ code: string }>(`/api/orders/${id}/code`)).data.code;
    expect((await buyer.json(`/api/orders/${id}/cancellation`, { method: 'POST' })).status).toBe(200);
    t.scenarios.payment = 'slow';
    expect((await traveller.json(`/api/orders/${id}/cancellation/accept`, { method: 'POST' })).status).toBe(503);
    t.scenarios.payment = 'default';
    // The provider did refund the buyer. Declining, then delivering, would pay the traveller too.
    const decline = await buyer.json<{ code: string }>(`/api/orders/${id}/cancellation/decline`, { method: 'POST' });
    expect([decline.status, decline.data.code]).toEqual([409, 'refund_in_progress']);
    const deliver = await traveller.json<{ code: string }>(`/api/orders/${id}/code/confirm`, {
      method: 'POST',
      body: { code },
    });
    expect([deliver.status, deliver.data.code]).toEqual([409, 'refund_in_progress']);
    expect((await traveller.json<WalletBody>('/api/wallet')).data.availableCents).toBe(0);
    // Asking again finds the refund already made (same key) and closes the order.
    const done = await buyer.json<{ status: string }>(`/api/orders/${id}/cancellation/accept`, { method: 'POST' });
    expect([done.status, done.data.status]).toEqual([200, 'cancelled']);
    expect(refundPosts(t)).toHaveLength(2);
  });
});

describe('verification and e-mail: no answer is "try again", with nothing half-done kept', () => {
  it.each(['slow', 'verificationDown', 'malformed'] as const)(
    'a submission under %s is refused as unavailable and leaves the traveller not verified; sent again, it is decided',
    async (scenario) => {
      const t = await timeoutServer();
      const traveller = await registered(t, 'Tomas');
      t.scenarios.verification = scenario;
      const form = new FormData();
      form.set('documentType', 'DNI');
      for (const side of ['front', 'back', 'selfie']) form.set(side, await photo(64, 64), `${side}.png`);
      const sent = await traveller.json<{ code: string }>('/api/verification', { method: 'POST', body: form });
      expect([sent.status, sent.data.code]).toEqual([503, 'provider_unavailable']);
      expect((await traveller.json<{ status: string }>('/api/verification')).data.status).toBe('not_verified');
      t.scenarios.verification = 'default';
      await verified(traveller);
    },
  );

  it('a refresh under slow or verificationDown leaves the traveller pending; the decision is read once the provider answers', async () => {
    const t = await timeoutServer();
    const traveller = await registered(t, 'Tomas');
    const form = new FormData();
    form.set('documentType', 'DNI');
    for (const side of ['front', 'back', 'selfie']) form.set(side, await photo(64, 64), `${side}.png`);
    expect((await traveller.json('/api/verification', { method: 'POST', body: form })).status).toBe(200);
    for (const scenario of ['slow', 'verificationDown', 'malformed'] as const) {
      t.scenarios.verification = scenario;
      const refreshed = await traveller.json<{ code: string }>('/api/verification/refresh', { method: 'POST' });
      expect([scenario, refreshed.status]).toEqual([scenario, 503]);
      expect((await traveller.json<{ status: string }>('/api/verification')).data.status).toBe('pending');
    }
    t.scenarios.verification = 'default';
    expect(
      (await traveller.json<{ status: string }>('/api/verification/refresh', { method: 'POST' })).data.status,
    ).toBe('verified');
  });

  it.each(['slow', 'emailDown', 'malformed'] as const)(
    'e-mail under %s: the account is made all the same; asking for the link again says the service did not answer, then works',
    async (scenario) => {
      const t = await timeoutServer();
      t.scenarios.email = scenario;
      const ana = browser(t.server.app);
      const made = await ana.json<{ emailSent: boolean }>('/api/accounts', {
        method: 'POST',
        body: person('Ana', 'ana@example.com'),
      });
      expect([made.status, made.data.emailSent]).toEqual([201, false]);
      const resend = await ana.json<{ code: string }>('/api/email-confirmation', { method: 'POST' });
      expect([resend.status, resend.data.code]).toEqual([503, 'provider_unavailable']);
      // Asking for a new password never tells whether the account exists, e-mail or not.
      expect(
        (
          await browser(t.server.app).json('/api/password-reset', {
            method: 'POST',
            body: { email: 'ana@example.com' },
          })
        ).status,
      ).toBe(202);
      t.scenarios.email = 'default';
      expect((await ana.json('/api/email-confirmation', { method: 'POST' })).status).toBe(200);
      await confirmEmail(t, Object.assign(ana, { email: 'ana@example.com' }));
    },
  );
});
