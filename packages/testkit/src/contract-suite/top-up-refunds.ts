import { describe, expect, it } from 'vitest';
import { formatMoney } from '@cg/domain/money';
import type { RefundInput } from '@cg/domain/ports/payment';
import { orderHistory } from '@cg/domain/rules/order-story';
import { type EngineFactory, rejection, scenario } from '#src/contract-suite/engine';

const pdf = () => new Blob([new TextEncoder().encode('%PDF-1.7\n%%EOF\n')], { type: 'application/pdf' });
const SUPPORT = { email: 'soporte@example.com', password: 'soporte-secreto', firstName: 'Sofía', lastName: 'Soporte' };

/**
 * Issue 37 (decision 052): an order cancelled (or refunded by support) after its top-up was
 * approved gives back both charges, each from its own payment — the provider refuses a refund above
 * what one payment holds, so one refund of the sum against the checkout was refused.
 */
export function topUpRefundsContract(engine: EngineFactory) {
  /** A paid order with a receipt 5 % above its price and the buyer's top-up approved. */
  async function toppedUp(s: ReturnType<typeof scenario>) {
    const order = await s.paid();
    await s.market.receipts.upload(order.traveller, order.request.id, { amount: '262,49', file: pdf() });
    const out = await s.market.topUps.approve(order.buyer, order.request.id, { cardToken: 'tok_visa' });
    expect(out.status).toBe('approved');
    const checkout = s.payments.payments.find(
      (p) => p.externalReference === order.request.id && p.status === 'approved',
    );
    const topUp = s.payments.payments.find((p) => p.externalReference === `${order.request.id}:top-up`);
    return { ...order, checkout, topUp };
  }

  /** What the provider gave back, per payment id. */
  const refundedPerPayment = (s: ReturnType<typeof scenario>) => {
    const per = new Map<string, number>();
    for (const r of s.payments.refunds.filter((x) => x.status === 'approved'))
      per.set(r.paymentId, (per.get(r.paymentId) ?? 0) + r.amountCents);
    return per;
  };

  /** Checks the order is cancelled with everything back: escrow 0, each payment refunded once, in full. */
  async function allBack(s: ReturnType<typeof scenario>, t: Awaited<ReturnType<typeof toppedUp>>) {
    const order = await s.market.requests.order(t.buyer, t.request.id);
    expect(order?.status).toBe('cancelled');
    const per = refundedPerPayment(s);
    expect(per.get(t.checkout?.id ?? '')).toBe(t.checkout?.amountCents);
    expect(per.get(t.topUp?.id ?? '')).toBe(t.topUp?.amountCents);
    expect(s.payments.refunds.filter((r) => r.status === 'approved')).toHaveLength(2);
    // The invariant before any release: paid − refunds = what escrow holds = 0.
    const paid = (order?.payment?.totalUsdCents ?? 0) + (order?.topUp?.amountUsdCents ?? 0);
    const back = [...(order?.refunds ?? []), ...(order?.refund ? [order.refund] : [])]
      .filter((r) => r.status === 'approved')
      .reduce((sum, r) => sum + r.amountUsdCents, 0);
    expect(paid).toBe((t.checkout?.amountCents ?? 0) + (t.topUp?.amountCents ?? 0));
    expect(paid - back).toBe(0);
    expect((await s.market.wallet.wallet(t.traveller)).availableCents).toBe(0);
    // "Mis pagos": both refunds, each approved (the top-up's part is a row of the order's `refunds`).
    const rows = (await s.market.wallet.history(t.buyer)).filter((r) =>
      r.description.startsWith(t.request.productName),
    );
    expect(rows.filter((r) => r.type === 'Reembolso').map((r) => [r.amountCents, r.status])).toEqual(
      expect.arrayContaining([
        [t.checkout?.amountCents, 'Completado'],
        [t.topUp?.amountCents, 'Completado'],
      ]),
    );
    // The top-up's part is named as what it gives back, not as a lower receipt's difference.
    expect(rows.map((r) => r.description)).toContain(`${t.request.productName} (pago adicional)`);
    expect(rows.map((r) => r.description)).not.toContain(`${t.request.productName} (diferencia del comprobante)`);
    return order;
  }

  describe('cancelling after a top-up', () => {
    it('an agreed cancellation gives back the checkout and the top-up, each from its own payment; cancelled, both told', async () => {
      const s = scenario(engine);
      const t = await toppedUp(s);
      await s.market.requests.proposeCancellation(t.buyer, t.request.id);
      const done = await s.market.requests.acceptCancellation(t.traveller, t.request.id);
      expect(done.status).toBe('cancelled');
      await allBack(s, t);
      // Both told the whole sum once; the story tells it in the ending, never as a lower receipt.
      const whole = formatMoney((t.checkout?.amountCents ?? 0) + (t.topUp?.amountCents ?? 0));
      const told = (await s.market.notifications.list(t.buyer)).filter((n) => n.kind === 'order_cancelled');
      expect(told.map((n) => n.text)).toEqual([expect.stringContaining(`Se te reembolsaron ${whole}.`)]);
      expect((await s.market.notifications.list(t.buyer)).some((n) => n.kind === 'receipt_refunded')).toBe(false);
      const order = await s.market.requests.order(t.buyer, t.request.id);
      const story = order ? orderHistory(order, { buyer: 'Ana', traveller: 'Tomás' }).map((h) => h.text) : [];
      expect(story.join(' ')).not.toContain('el comprobante de compra fue menor');
      expect(story.at(-1)).toContain(`se reembolsaron ${whole} a quien compró`);
    });

    it('the provider unreachable on the second part: not cancelled yet, retried under the same keys, then cancelled, each paid once', async () => {
      const s = scenario(engine);
      const t = await toppedUp(s);
      await s.market.requests.proposeCancellation(t.buyer, t.request.id);
      // The first part is answered; the second is made at the provider and its answer lost.
      const refund = s.payments.refundPayment.bind(s.payments);
      let calls = 0;
      s.payments.refundPayment = async (input: RefundInput, key: string) => {
        calls += 1;
        if (calls === 2) s.payments.lostRefundAnswers = 1;
        return refund(input, key);
      };
      const e = await rejection(s.market.requests.acceptCancellation(t.traveller, t.request.id));
      expect(e.code).toBe('provider_unavailable');
      expect(s.payments.refunds).toHaveLength(2);
      const pending = await s.market.requests.order(t.buyer, t.request.id);
      expect(pending?.status).toBe('paid');
      // Neither delivered nor un-cancelled while a part's outcome is unknown (decision 031).
      expect((await rejection(s.market.requests.confirmDelivery(t.traveller, t.request.id, t.code))).code).toBe(
        'refund_in_progress',
      );
      expect((await rejection(s.market.requests.declineCancellation(t.buyer, t.request.id))).code).toBe(
        'refund_in_progress',
      );
      // Asked again: the same keys find the refunds already made; nothing is paid twice.
      expect((await s.market.requests.acceptCancellation(t.buyer, t.request.id)).status).toBe('cancelled');
      expect(s.payments.refunds).toHaveLength(2);
      await allBack(s, t);
    });

    it("the top-up's part unanswered: the checkout's is not asked yet, and the retry under the part's key cancels", async () => {
      const s = scenario(engine);
      const t = await toppedUp(s);
      await s.market.requests.proposeCancellation(t.buyer, t.request.id);
      s.payments.lostRefundAnswers = 1; // the top-up's part is made, its answer lost
      expect((await rejection(s.market.requests.acceptCancellation(t.traveller, t.request.id))).code).toBe(
        'provider_unavailable',
      );
      expect(s.payments.refunds.map((r) => r.paymentId)).toEqual([t.topUp?.id]);
      expect((await s.market.requests.order(t.buyer, t.request.id))?.status).toBe('paid');
      expect((await rejection(s.market.requests.confirmDelivery(t.traveller, t.request.id, t.code))).code).toBe(
        'refund_in_progress',
      );
      expect((await s.market.requests.acceptCancellation(t.buyer, t.request.id)).status).toBe('cancelled');
      expect(s.payments.refunds).toHaveLength(2);
      await allBack(s, t);
    });

    it("the checkout's part refused after the top-up's was given back: the code stays held, and the retry cancels", async () => {
      const s = scenario(engine);
      const t = await toppedUp(s);
      await s.market.requests.proposeCancellation(t.buyer, t.request.id);
      const refund = s.payments.refundPayment.bind(s.payments);
      s.payments.refundPayment = async (input: RefundInput, key: string) => {
        s.payments.nextRefundStatus = input.paymentId === t.topUp?.id ? 'approved' : 'rejected';
        return refund(input, key);
      };
      const e = await rejection(s.market.requests.acceptCancellation(t.traveller, t.request.id));
      expect(e.code).toBe('refund_failed');
      expect((await s.market.requests.order(t.buyer, t.request.id))?.status).toBe('paid');
      // Escrow no longer holds the top-up: releasing the topped-up price would pay out money that went back.
      expect((await rejection(s.market.requests.confirmDelivery(t.traveller, t.request.id, t.code))).code).toBe(
        'refund_in_progress',
      );
      s.payments.refundPayment = refund;
      s.payments.nextRefundStatus = 'approved';
      expect((await s.market.requests.acceptCancellation(t.buyer, t.request.id)).status).toBe('cancelled');
      await allBack(s, t);
    });

    it("support's refund of a dispute gives back both charges", async () => {
      const s = scenario(engine);
      const t = await toppedUp(s);
      const { userId } = await s.setUpSupportAccount(SUPPORT);
      await s.market.disputes.open(t.traveller, t.request.id, {
        reason: 'code_not_given',
        text: 'No me da el código.',
      });
      const done = await s.market.disputes.resolve({ id: userId }, t.request.id, 'refund', 'Corresponde el reembolso.');
      expect(done).toMatchObject({ status: 'cancelled', refund: { status: 'approved', reason: 'dispute' } });
      expect(done.dispute).toMatchObject({ status: 'refunded' });
      await allBack(s, t);
    });
  });
}
