// Money owed settles by itself (decisions 049, 052), through the provider sandbox: a lower receipt's
// refund whose first ask timed out is settled by the server's sweep under the same key; a top-up
// whose answer was lost is settled by the provider's signed notification and by the sweep; a second
// sweep asks nothing; two sweeps at once refund once.
import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCardNumbers, type PaymentScenario } from '@cg/mocks';
import { WEBHOOK_SECRET, testDatabase, testServer, type TestServer } from '#src/testing/market';
import { cardToken, paidOrder } from '#src/testing/people';

beforeAll(() => testDatabase(), 120_000);
afterAll(async () => {
  await (await testDatabase()).close();
});

/** The clients give up after this; the sandbox's `slow` answers after SLOW_MS (its work done first). */
const TIMEOUT_MS = 400;
const SLOW_MS = 1500;

const pdf = () => new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' });

interface Order {
  status: string;
  refunds: { status: string; amountUsdCents: number }[];
  topUp: { status: string; amountUsdCents: number } | null;
}

/** A server whose payment scenario the test switches, and the refund and payment requests the sandbox saw. */
async function owedServer() {
  const scenario = { payment: 'default' as PaymentScenario };
  const sent: { method: string; path: string; key: string | null }[] = [];
  const server = await testServer({
    scenarios: { payment: () => scenario.payment },
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
  const refundKeys = () =>
    sent.filter((r) => r.method === 'POST' && r.path.endsWith('/refunds')).map((r) => r.key ?? '');
  return { server, scenario, refundKeys };
}

/** A paid order (US$ 159,99) whose traveller uploaded a receipt of `amount`. */
async function withReceipt(server: TestServer, amount: string) {
  const order = await paidOrder(server);
  const form = new FormData();
  form.set('amount', amount);
  form.set('file', pdf(), 'comprobante.pdf');
  const up = await order.traveller.request(`/api/orders/${order.request.id}/receipt`, { method: 'POST', body: form });
  expect(up.status).toBe(200);
  const code = (await order.buyer.json<{ code: string }>(`/api/orders/${order.request.id}/code`)).data.code;
  return { ...order, code };
}

function notifyPayment(server: TestServer, paymentId: string, secret = WEBHOOK_SECRET) {
  const requestId = randomUUID();
  const ts = Math.floor(server.clock.now().getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`id:${paymentId};request-id:${requestId};ts:${ts};`).digest('hex');
  return server.app.request(`http://localhost/api/webhooks/payments?data.id=${paymentId}&type=payment`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-request-id': requestId, 'x-signature': `ts=${ts},v1=${v1}` },
    body: JSON.stringify({ action: 'payment.updated', type: 'payment', data: { id: paymentId } }),
  });
}

describe("a lower receipt's refund owed", () => {
  it('whose first ask timed out is settled by the sweep under the same key; a second sweep asks nothing', async () => {
    const t = await owedServer();
    const { buyer, traveller, request, code } = await withReceipt(t.server, '100');
    t.scenario.payment = 'slow'; // the refund is made, its answer comes after the client gave up
    const delivered = await traveller.json<{ request: Order }>(`/api/orders/${request.id}/code/confirm`, {
      method: 'POST',
      body: { code },
    });
    expect(delivered.status).toBe(200);
    expect(delivered.data.request.refunds.map((r) => r.status)).toEqual(['failed']);
    t.scenario.payment = 'default';
    await new Promise((resolve) => setTimeout(resolve, SLOW_MS)); // the sandbox's late answer has gone by

    const found = await t.server.market.events.settleOwedMoney();
    expect(found).toMatchObject({ refundsAsked: 1, refundsApproved: 1, failed: 0 });
    const order = (await buyer.json<Order>(`/api/orders/${request.id}`)).data;
    expect(order.refunds.map((r) => r.status)).toEqual(['approved']);
    // Asked twice, under one key: the sandbox answered the second with the refund the first made.
    const keys = t.refundKeys();
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
    const told = (await buyer.json<{ kind: string }[]>('/api/notifications')).data.filter(
      (n) => n.kind === 'receipt_refunded',
    );
    expect(told).toHaveLength(1);

    expect(await t.server.market.events.settleOwedMoney()).toMatchObject({ refundsAsked: 0, topUpsAsked: 0 });
    expect(t.refundKeys()).toHaveLength(2);
  });

  it('two sweeps at once (two API processes) refund once', async () => {
    const t = await owedServer();
    const { buyer, traveller, request, code } = await withReceipt(t.server, '100');
    t.scenario.payment = 'providerDown'; // nothing made
    await traveller.json(`/api/orders/${request.id}/code/confirm`, { method: 'POST', body: { code } });
    t.scenario.payment = 'default';
    const both = await Promise.all([
      t.server.market.events.settleOwedMoney(),
      t.server.market.events.settleOwedMoney(),
    ]);
    expect(both.reduce((sum, r) => sum + r.refundsApproved, 0)).toBe(1);
    // Every ask under the one key the delivery stored: the provider made one refund.
    expect(new Set(t.refundKeys()).size).toBe(1);
    const order = (await buyer.json<Order>(`/api/orders/${request.id}`)).data;
    expect(order.refunds.map((r) => r.status)).toEqual(['approved']);
    const [payment] = await t.server.market.paymentClient.findPaymentsByExternalReference(request.id);
    const again = await t.server.market.paymentClient.refundPayment(
      { paymentId: payment?.id ?? '', amountCents: order.refunds[0]?.amountUsdCents ?? 0 },
      t.refundKeys()[0] ?? '',
    );
    expect(again.status).toBe('approved'); // the same refund, found by its key: nothing new made
  });
});

describe('a top-up whose answer was lost', () => {
  /** A receipt 5 % above; the buyer's approval charged at the sandbox, its answer lost (503, pending). */
  async function lostTopUp(card: string = testCardNumbers.approved) {
    const t = await owedServer();
    const order = await withReceipt(t.server, '167,99');
    t.scenario.payment = 'paymentLostResponse';
    const lost = await order.buyer.json<{ code: string }>(`/api/orders/${order.request.id}/top-up`, {
      method: 'POST',
      body: { cardToken: await cardToken(t.server, card) },
    });
    expect([lost.status, lost.data.code]).toEqual([503, 'provider_unavailable']);
    t.scenario.payment = 'default';
    const [charge] = await t.server.market.paymentClient.findPaymentsByExternalReference(`${order.request.id}:top-up`);
    if (!charge) throw new Error('the sandbox made no top-up');
    return { t, ...order, charge };
  }
  const orderOf = async (who: Awaited<ReturnType<typeof lostTopUp>>['buyer'], id: string) =>
    (await who.json<Order>(`/api/orders/${id}`)).data;

  it("is settled by the provider's signed notification: approved, both told, the code released; a replay and a bad signature change nothing", async () => {
    const { t, buyer, traveller, request, code, charge } = await lostTopUp();
    expect((await orderOf(buyer, request.id)).topUp?.status).toBe('charging');
    const forged = await notifyPayment(t.server, charge.id, 'otro-secreto');
    expect(forged.status).toBe(401);
    expect((await orderOf(buyer, request.id)).topUp?.status).toBe('charging');

    const heard = await notifyPayment(t.server, charge.id);
    expect([heard.status, await heard.json()]).toEqual([200, { outcome: 'top_up_approved' }]);
    expect((await orderOf(buyer, request.id)).topUp).toMatchObject({ status: 'approved', amountUsdCents: 840 });
    const replay = await notifyPayment(t.server, charge.id);
    expect(await replay.json()).toEqual({ outcome: 'unchanged' });
    for (const who of [buyer, traveller]) {
      const kinds = (await who.json<{ kind: string }[]>('/api/notifications')).data.map((n) => n.kind);
      expect(kinds.filter((k) => k === 'top_up_approved')).toHaveLength(1);
    }
    const done = await traveller.json(`/api/orders/${request.id}/code/confirm`, { method: 'POST', body: { code } });
    expect(done.status).toBe(200);
    const charges = await t.server.market.paymentClient.findPaymentsByExternalReference(`${request.id}:top-up`);
    expect(charges.map((p) => p.status)).toEqual(['approved']);
  });

  it('is settled by the sweep when its notification was lost too; the next sweep asks nothing', async () => {
    const { t, buyer, request } = await lostTopUp();
    expect(await t.server.market.events.settleOwedMoney()).toMatchObject({ topUpsAsked: 1, topUpsSettled: 1 });
    expect((await orderOf(buyer, request.id)).topUp?.status).toBe('approved');
    expect(await t.server.market.events.settleOwedMoney()).toMatchObject({ topUpsAsked: 0, refundsAsked: 0 });
  });

  it('declined at the provider: the notification tells the buyer as the answer would have; her next card goes through, once', async () => {
    const { t, buyer, traveller, request, code, charge } = await lostTopUp(testCardNumbers.declined);
    expect(charge.status).toBe('rejected');
    const heard = await notifyPayment(t.server, charge.id);
    expect(await heard.json()).toEqual({ outcome: 'top_up_declined' });
    expect((await orderOf(buyer, request.id)).topUp?.status).toBe('declined');
    const told = (await buyer.json<{ kind: string; title: string }[]>('/api/notifications')).data.filter(
      (n) => n.kind === 'top_up_declined',
    );
    expect(told.map((n) => n.title)).toEqual(['Pago adicional rechazado']);
    const held = await traveller.json<{ code: string }>(`/api/orders/${request.id}/code/confirm`, {
      method: 'POST',
      body: { code },
    });
    expect(held.data.code).toBe('top_up_required');
    const approved = await buyer.json<{ status: string }>(`/api/orders/${request.id}/top-up`, {
      method: 'POST',
      body: { cardToken: await cardToken(t.server) },
    });
    expect(approved.data.status).toBe('approved');
    const charges = await t.server.market.paymentClient.findPaymentsByExternalReference(`${request.id}:top-up`);
    expect(charges.map((p) => p.status).sort()).toEqual(['approved', 'rejected']);
  });
});
