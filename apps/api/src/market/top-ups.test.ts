// The top-up over HTTP (issue 37, decision 052), charged through the provider sandbox: a receipt 5 %
// above the price held refuses the code until the buyer approves the second charge; the amount is
// the server's whatever the body says; a declined card is told and can be retried; only the buyer may.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCardNumbers } from '@cg/mocks';
import { browser, testDatabase, testServer } from '#src/testing/market';
import { cardToken, paidOrder } from '#src/testing/people';

beforeAll(() => testDatabase(), 120_000);
afterAll(async () => {
  await (await testDatabase()).close();
});

const pdf = () => new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' });

function receiptForm(amount: string): FormData {
  const form = new FormData();
  form.set('amount', amount);
  form.set('file', pdf(), 'comprobante.pdf');
  return form;
}

interface Order {
  status: string;
  securityCode: string | null;
  payment: { totalUsdCents: number } | null;
  topUp: { status: string; amountUsdCents: number; receiptAmountCents: number; paymentId: string | null } | null;
}
interface Refusal {
  code: string;
  title: string;
  description: string;
}

/** A paid order of US$ 159,99 whose traveller uploaded a receipt of US$ 167,99 (5 % above). */
async function orderWithHigherReceipt() {
  const server = await testServer();
  const order = await paidOrder(server);
  const up = await order.traveller.request(`/api/orders/${order.request.id}/receipt`, {
    method: 'POST',
    body: receiptForm('167,99'),
  });
  expect(up.status).toBe(200);
  const code = (await order.buyer.json<{ code: string }>(`/api/orders/${order.request.id}/code`)).data.code;
  return { server, ...order, code };
}

describe('the top-up', () => {
  it('holds the code until the buyer approves; charged the server’s amount, whatever the body says; then the code releases', async () => {
    const { server, buyer, traveller, request, code } = await orderWithHigherReceipt();
    const confirm = () =>
      traveller.json<Refusal>(`/api/orders/${request.id}/code/confirm`, { method: 'POST', body: { code } });
    const held = await confirm();
    expect([held.status, held.data.code, held.data.title]).toEqual([
      409,
      'top_up_required',
      'Falta aprobar un pago adicional',
    ]);
    const approved = await buyer.json<{ status: string; request: Order }>(`/api/orders/${request.id}/top-up`, {
      method: 'POST',
      body: { cardToken: await cardToken(server), amountUsdCents: 1, amount: '0,01' },
    });
    expect([approved.status, approved.data.status]).toEqual([200, 'approved']);
    const topUp = approved.data.request.topUp;
    // US$ 8 of price and 5 % of it in fee: the server's figure, never the body's.
    expect(topUp).toMatchObject({ status: 'approved', amountUsdCents: 840, receiptAmountCents: 16_799 });
    expect(Object.keys(topUp ?? {})).not.toContain('attemptKey');
    // Its own charge at the provider, under its own reference beside the checkout's.
    const atProvider = await server.market.paymentClient.findPaymentsByExternalReference(`${request.id}:top-up`);
    expect(atProvider.map((p) => [p.status, p.amountCents])).toEqual([['approved', 840]]);
    // Both histories: the buyer's two charges, each its own row.
    const history = await buyer.json<{ type: string; amountCents: number }[]>('/api/wallet/history');
    expect(history.data.filter((r) => r.type === 'Pago Adicional').map((r) => r.amountCents)).toEqual([-840]);
    expect((await confirm()).status).toBe(200);
  });

  it('a declined card is told in Spanish and leaves the code held; another card goes through', async () => {
    const { server, buyer, traveller, request, code } = await orderWithHigherReceipt();
    const declined = await buyer.json<Refusal>(`/api/orders/${request.id}/top-up`, {
      method: 'POST',
      body: { cardToken: await cardToken(server, testCardNumbers.declined) },
    });
    expect([declined.status, declined.data.code, declined.data.title]).toEqual([
      402,
      'payment_failed',
      'Pago adicional rechazado',
    ]);
    expect(
      (await traveller.json(`/api/orders/${request.id}/code/confirm`, { method: 'POST', body: { code } })).status,
    ).toBe(409);
    const retried = await buyer.json<{ status: string }>(`/api/orders/${request.id}/top-up`, {
      method: 'POST',
      body: { cardToken: await cardToken(server) },
    });
    expect(retried.data.status).toBe('approved');
    // The receipt is fixed now that money moved on it.
    const replaced = await traveller.json<Refusal>(`/api/orders/${request.id}/receipt`, {
      method: 'POST',
      body: receiptForm('160'),
    });
    expect([replaced.status, replaced.data.title]).toEqual([409, 'El comprobante ya no se puede cambiar']);
  });

  it('is the buyer’s alone: the traveller and anyone else read a 404, a visitor a 401 — nothing charged', async () => {
    const { server, buyer, traveller, stranger, request } = await orderWithHigherReceipt();
    const token = await cardToken(server);
    for (const [who, status] of [
      [traveller, 404],
      [stranger, 404],
      [browser(server.app), 401],
    ] as const) {
      const r = await who.request(`/api/orders/${request.id}/top-up`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ cardToken: token }),
      });
      expect(r.status).toBe(status);
    }
    expect(await server.market.paymentClient.findPaymentsByExternalReference(`${request.id}:top-up`)).toEqual([]);
    expect((await buyer.json<Order>(`/api/orders/${request.id}`)).data.topUp).toBeNull();
  });

  it('cancelled after the top-up, the sandbox gives back each charge from its own payment; forged amounts and payment ids are ignored', async () => {
    const { server, buyer, traveller, request, code } = await orderWithHigherReceipt();
    const approved = await buyer.json<{ status: string }>(`/api/orders/${request.id}/top-up`, {
      method: 'POST',
      body: { cardToken: await cardToken(server) },
    });
    expect(approved.data.status).toBe('approved');
    const sandbox = server.market.sandbox;
    const [checkout] = sandbox.ledger.search(request.id);
    const [topUp] = sandbox.ledger.search(`${request.id}:top-up`);
    const forged = { amountUsdCents: 99_999_999, paymentId: String(checkout?.id), refunds: [{ amountUsdCents: 1 }] };
    await buyer.json(`/api/orders/${request.id}/cancellation`, { method: 'POST', body: forged });
    const done = await traveller.json<Order & { refunds: { reason: string; status: string }[] }>(
      `/api/orders/${request.id}/cancellation/accept`,
      { method: 'POST', body: forged },
    );
    // Before decision 052's parts: one refund of the sum against the checkout, refused (400 'invalid refund amount').
    expect([done.status, done.data.status]).toEqual([200, 'cancelled']);
    expect(sandbox.ledger.refundsOf(String(checkout?.id)).map((r) => r.amount)).toEqual([checkout?.transaction_amount]);
    expect(sandbox.ledger.refundsOf(String(topUp?.id)).map((r) => r.amount)).toEqual([topUp?.transaction_amount]);
    expect(done.data.refunds).toEqual([expect.objectContaining({ reason: 'cancellation', status: 'approved' })]);
    const history = await buyer.json<{ type: string; amountCents: number }[]>('/api/wallet/history');
    expect(
      history.data
        .filter((r) => r.type === 'Reembolso')
        .map((r) => r.amountCents)
        .sort((a, b) => a - b),
    ).toEqual([840, done.data.payment?.totalUsdCents]);
    expect(
      (await traveller.json(`/api/orders/${request.id}/code/confirm`, { method: 'POST', body: { code } })).status,
    ).toBe(409);
  });
});
