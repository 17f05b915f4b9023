import { describe, expect, it } from 'vitest';
import { orderView } from '#src/projections';
import { orderHistory } from '#src/rules/order-story';
import { heldPayments, receiptRefunds, refundsOf, refundsState } from '#src/rules/order-refunds';
import { paymentHistoryOf } from '#src/rules/wallet';
import {
  newProductRequest,
  type ProductRequest,
  productRequestSchema,
  type RefundSnapshot,
} from '#src/schemas/product-request';

const at = (s: number) => `2026-11-21T12:00:${String(s).padStart(2, '0')}.000Z`;
const partial = (status: RefundSnapshot['status'], key: string, amountUsdCents = 2_100): RefundSnapshot => ({
  status,
  reason: 'reconciliation',
  attemptKey: key,
  refundId: status === 'approved' ? `refund-${key}` : null,
  paymentId: null,
  amountUsdCents,
  requestedAt: at(10),
  decidedAt: status === 'requested' || status === 'failed' ? null : at(11),
});

const delivered = newProductRequest({
  id: 'o1',
  createdAt: at(0),
  userId: 'buyer',
  productName: 'Auriculares',
  productUrl: 'https://example.com/p',
  estimatedPriceCents: 10_000,
  currency: 'USD',
  rewardCents: 2_500,
  country: 'Estados Unidos',
  category: 'tecnologia',
  status: 'completed',
  acceptedBy: 'traveller',
  paidAt: at(1),
  completedAt: at(10),
});

describe("an order's refunds as one list (decision 049)", () => {
  it('lists the partial refunds and the cancelling one, oldest first; the compare-and-set reads keys and states', () => {
    const cancelling = { ...partial('approved', 'c1', 9_000), reason: 'cancellation' as const, requestedAt: at(20) };
    const order = { ...delivered, refunds: [partial('failed', 'k1')], refund: cancelling };
    expect(refundsOf(order).map((r) => r.attemptKey)).toEqual(['k1', 'c1']);
    expect(refundsState(order.refunds)).toBe('k1:failed');
    expect(refundsState([])).toBe('');
  });

  it("the order's story tells a refund given back, and only once the provider approved it", () => {
    const names = { buyer: 'Ana García', traveller: 'Tomás Pérez' };
    const story = (r: RefundSnapshot) =>
      orderHistory(orderView({ ...delivered, refunds: [r] }, 'buyer'), names).map((e) => e.text);
    expect(story(partial('approved', 'k1'))).toContainEqual(
      expect.stringMatching(
        /^Se devolvieron US\$\s21,00 a Ana García: el comprobante de compra fue menor que el precio retenido\.$/,
      ),
    );
    expect(story(partial('failed', 'k1')).join(' ')).not.toContain('Se devolvieron');
  });

  it('"Mis pagos" lists each partial refund with its state, to the buyer only', () => {
    const order = {
      ...delivered,
      refunds: [partial('approved', 'k1'), partial('failed', 'k2', 100), partial('rejected', 'k3', 50)],
    };
    const rows = paymentHistoryOf([order], 'buyer')
      .filter((r) => r.type === 'Reembolso')
      .sort((a, b) => b.amountCents - a.amountCents);
    expect(rows.map((r) => [r.amountCents, r.status, r.description])).toEqual([
      [2_100, 'Completado', 'Auriculares (diferencia del comprobante)'],
      [100, 'En proceso', 'Auriculares (diferencia del comprobante)'],
      [50, 'Fallido', 'Auriculares (diferencia del comprobante)'],
    ]);
    expect(paymentHistoryOf([order], 'traveller').some((r) => r.type === 'Reembolso')).toBe(false);
  });

  it("each payment holds its amount less the refunds on it; a refund stored without a payment is the checkout's (decision 052)", () => {
    // Only what `heldPayments` reads of the two charges.
    const payment = { paymentId: 'pay-1', totalUsdCents: 28_874 } as NonNullable<ProductRequest['payment']>;
    const topUp = { status: 'approved', amountUsdCents: 1_312, paymentId: 'pay-2' } as NonNullable<
      ProductRequest['topUp']
    >;
    const onTopUp = { ...partial('failed', 't1', 1_312), reason: 'cancellation' as const, paymentId: 'pay-2' };
    const order = {
      ...delivered,
      status: 'paid' as const,
      payment,
      topUp,
      refunds: [partial('approved', 'k1', 2_000), partial('rejected', 'k2', 500), onTopUp],
      refund: null,
    };
    expect(heldPayments(order)).toEqual([
      { paymentId: 'pay-1', purpose: 'checkout', heldUsdCents: 26_874 },
      // An unknown outcome may have given the money back: nothing more is asked on top of it.
      { paymentId: 'pay-2', purpose: 'top_up', heldUsdCents: 0 },
    ]);
    expect(heldPayments({ ...order, topUp: { ...topUp, status: 'charging' } }).map((p) => p.purpose)).toEqual([
      'checkout',
    ]);
    // A refund stored before refunds named their payment reads as the checkout's.
    const { paymentId: _none, ...old } = partial('approved', 'k1');
    const stored = productRequestSchema.parse({ ...delivered, refunds: [old] });
    expect(stored.refunds[0]?.paymentId).toBeNull();
  });

  it("the receipt's refunds are the lower receipt's only, never a cancellation's part on the top-up (decision 052)", () => {
    const part = { ...partial('approved', 't1', 1_312), reason: 'cancellation' as const, paymentId: 'pay-2' };
    const order = { refunds: [partial('approved', 'k1'), part] };
    expect(receiptRefunds(order).map((r) => r.attemptKey)).toEqual(['k1']);
  });
});
