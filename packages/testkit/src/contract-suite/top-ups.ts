import { describe, expect, it } from 'vitest';
import { orderAmounts } from '@cg/domain/rules/order-money';
import { type EngineFactory, rejection, scenario } from '#src/contract-suite/engine';

const pdf = () => new Blob([new TextEncoder().encode('%PDF-1.7\n%%EOF\n')], { type: 'application/pdf' });

/**
 * Issue 37 (decision 052): the top-up on every storage. The scenario's price is US$ 249,99 and its
 * reward US$ 25; a receipt of US$ 262,49 is 5 % above it.
 */
export function topUpsContract(engine: EngineFactory) {
  /** A paid order whose traveller uploaded a receipt of `amount` (as typed). */
  async function withReceipt(s: ReturnType<typeof scenario>, amount = '262,49') {
    const order = await s.paid();
    await s.market.receipts.upload(order.traveller, order.request.id, { amount, file: pdf() });
    return order;
  }
  /** The provider's payments under the top-up's reference (decision 052: its own, beside the checkout's). */
  const topUpCharges = (s: ReturnType<typeof scenario>, orderId: string, status = 'approved') =>
    s.payments.payments.filter((p) => p.externalReference === `${orderId}:top-up` && p.status === status).length;

  describe('the top-up', () => {
    it('holds the code until the buyer approves; approved, the code releases, both are told and the money conserves', async () => {
      const s = scenario(engine);
      const { buyer, traveller, request, code } = await withReceipt(s);
      const held = await rejection(s.market.requests.confirmDelivery(traveller, request.id, code));
      expect([held.code, held.title]).toEqual(['top_up_required', 'Falta aprobar un pago adicional']);
      expect((await s.market.requests.order(buyer, request.id))?.codeAttempts).toBe(0);
      const out = await s.market.topUps.approve(buyer, request.id, { cardToken: 'tok_visa' });
      expect(out.status).toBe('approved');
      const topUp = out.request.topUp;
      expect(topUp).toMatchObject({ status: 'approved', receiptAmountCents: 26_249 });
      expect(topUp && 'attemptKey' in topUp).toBe(false);
      // The invariant: buyer paid = traveller's share + platform's, on the receipt's price.
      const payment = out.request.payment;
      const final = orderAmounts({ priceUsdCents: 26_249, rewardUsdCents: payment?.rewardUsdCents ?? 0 });
      expect((payment?.totalUsdCents ?? 0) + (topUp?.amountUsdCents ?? 0)).toBe(
        final.travellerUsdCents + final.platformUsdCents,
      );
      for (const party of [buyer, traveller]) {
        const told = (await s.market.notifications.list(party)).find((n) => n.kind === 'top_up_approved');
        expect(told?.link).toBe(`/pedidos/${request.id}`);
      }
      expect((await s.market.notifications.list(traveller)).find((n) => n.kind === 'top_up_approved')?.text).toContain(
        'ya puedes entregar',
      );
      const done = await s.market.requests.confirmDelivery(traveller, request.id, code);
      expect(done.request.status).toBe('completed');
      expect(topUpCharges(s, request.id)).toBe(1);
      // "Mis pagos": the checkout and the top-up, each its own row.
      const rows = await s.market.wallet.history(buyer);
      expect(
        rows
          .filter((r) => r.description === request.productName)
          .map((r) => r.type)
          .sort(),
      ).toEqual(['Pago Adicional', 'Pago Pedido']);
    });

    it('charges once under a double submit, and once approved asks nothing again', async () => {
      const s = scenario(engine);
      const { buyer, request } = await withReceipt(s);
      const both = await Promise.allSettled([
        s.market.topUps.approve(buyer, request.id, { cardToken: 'tok_visa' }),
        s.market.topUps.approve(buyer, request.id, { cardToken: 'tok_visa' }),
      ]);
      expect(both.some((r) => r.status === 'fulfilled' && r.value.status === 'approved')).toBe(true);
      const again = await s.market.topUps.approve(buyer, request.id, { cardToken: 'tok_visa' });
      expect(again.status).toBe('approved');
      expect(topUpCharges(s, request.id)).toBe(1);
    });

    it('no answer is pending, asked again under the same key: one charge', async () => {
      const s = scenario(engine);
      const { buyer, traveller, request, code } = await withReceipt(s);
      s.payments.lostPaymentAnswers = 1;
      const lost = await rejection(s.market.topUps.approve(buyer, request.id, { cardToken: 'tok_visa' }));
      expect(lost.code).toBe('provider_unavailable');
      expect((await s.market.requests.order(buyer, request.id))?.topUp?.status).toBe('charging');
      expect((await rejection(s.market.requests.confirmDelivery(traveller, request.id, code))).code).toBe(
        'top_up_required',
      );
      // The receipt is fixed while money may have moved on it.
      const fixed = await rejection(s.market.receipts.upload(traveller, request.id, { amount: '250', file: pdf() }));
      expect([fixed.code, fixed.title]).toEqual(['invalid_transition', 'El comprobante ya no se puede cambiar']);
      const out = await s.market.topUps.approve(buyer, request.id, { cardToken: 'tok_visa' });
      expect(out.status).toBe('approved');
      expect(topUpCharges(s, request.id)).toBe(1);
      expect((await s.market.requests.confirmDelivery(traveller, request.id, code)).request.status).toBe('completed');
    });

    it('a declined card leaves the code held and can be retried; the receipt is fixed once approved', async () => {
      const s = scenario(engine);
      const { buyer, traveller, request, code } = await withReceipt(s);
      s.payments.nextStatus = 'rejected';
      const declined = await rejection(s.market.topUps.approve(buyer, request.id, { cardToken: 'tok_visa' }));
      expect([declined.code, declined.title]).toEqual(['payment_failed', 'Pago adicional rechazado']);
      expect((await s.market.requests.order(traveller, request.id))?.topUp?.status).toBe('declined');
      expect((await rejection(s.market.requests.confirmDelivery(traveller, request.id, code))).code).toBe(
        'top_up_required',
      );
      s.payments.nextStatus = 'approved';
      expect((await s.market.topUps.approve(buyer, request.id, { cardToken: 'tok_visa' })).status).toBe('approved');
      expect(topUpCharges(s, request.id)).toBe(1);
      expect(topUpCharges(s, request.id, 'rejected')).toBe(1);
      const fixed = await rejection(s.market.receipts.upload(traveller, request.id, { amount: '250', file: pdf() }));
      expect(fixed.code).toBe('invalid_transition');
      expect((await s.market.requests.order(buyer, request.id))?.purchaseReceipt?.amountCents).toBe(26_249);
    });

    it('is refused to the traveller and anyone else, with no card, and when the receipt asks for none — charging nothing', async () => {
      const s = scenario(engine);
      const { buyer, traveller, request } = await withReceipt(s);
      const stranger = await s.user();
      expect((await rejection(s.market.topUps.approve(traveller, request.id, { cardToken: 'tok_visa' }))).code).toBe(
        s.forbidden,
      );
      expect((await rejection(s.market.topUps.approve(stranger, request.id, { cardToken: 'tok_visa' }))).code).toBe(
        'not_found',
      );
      expect((await rejection(s.market.topUps.approve(null, request.id, { cardToken: 'tok_visa' }))).code).toBe(
        'login_required',
      );
      expect((await rejection(s.market.topUps.approve(buyer, request.id, {}))).code).toBe('validation');
      for (const amount of ['249,99', '200', '274,99']) {
        const other = await withReceipt(s, amount);
        const e = await rejection(s.market.topUps.approve(other.buyer, other.request.id, { cardToken: 'tok_visa' }));
        expect([e.code, e.title]).toEqual(['invalid_transition', 'No hay un pago adicional para aprobar']);
        expect(topUpCharges(s, other.request.id)).toBe(0);
      }
      const none = await s.paid();
      expect(
        (await rejection(s.market.topUps.approve(none.buyer, none.request.id, { cardToken: 'tok_visa' }))).code,
      ).toBe('invalid_transition');
      expect(topUpCharges(s, request.id)).toBe(0);
      expect((await s.market.requests.order(buyer, request.id))?.topUp).toBeNull();
    });

    it('charges the amount the server computes, whatever the command carries', async () => {
      const s = scenario(engine);
      const { buyer, request } = await withReceipt(s);
      const command = { cardToken: 'tok_visa', amountUsdCents: 1, amount: '0,01' };
      const out = await s.market.topUps.approve(buyer, request.id, command);
      const charged = s.payments.requests.at(-1)?.amountCents;
      expect(charged).toBe(out.request.topUp?.amountUsdCents);
      expect(charged).toBeGreaterThan(1_250);
    });
  });
}
