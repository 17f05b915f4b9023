import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commissionCents, escrowBreakdown, orderPayoutCents, type Cents } from '#src/money';
import { withCoupon } from '#src/rules/coupons';
import { markPaid } from '#src/rules/lifecycle';
import { newProductRequest, type CustomsClause } from '#src/schemas/product-request';
import { buyerCustomsTaxCents, customsClauseFor, customsPayerOf } from '#src/rules/customs-clause';
import type { AllowanceCheck } from '#src/rules/allowance';

const clauseOf = (payer: 'buyer' | 'traveller', taxUsdCents: Cents): CustomsClause => ({
  payer,
  month: '2026-12',
  excessUsdCents: taxUsdCents * 2,
  taxUsdCents,
  agreedAt: '2026-11-21T12:00:00.000Z',
});

/** An accepted order of `price` (USD cents) and `reward`, with its clause, paid as checkout freezes it. */
function paidOrder(price: Cents, reward: Cents, clause: CustomsClause | null, coupon: boolean) {
  const order = newProductRequest({
    id: 'o-1',
    productName: 'Consola',
    productUrl: 'https://tienda.example/consola',
    estimatedPriceCents: price,
    currency: 'USD',
    rewardCents: reward,
    country: 'Estados Unidos',
    category: 'tecnologia',
    status: 'accepted',
    createdAt: '2026-11-21T12:00:00.000Z',
    userId: 'buyer',
    acceptedBy: 'traveller',
    customsClause: clause,
  });
  let breakdown = escrowBreakdown(price, 'USD', reward, undefined, buyerCustomsTaxCents(clause));
  if (coupon) breakdown = withCoupon(breakdown, { code: 'BIENVENIDO10', discount: { kind: 'percent', percent: 10 } });
  return { breakdown, order: markPaid(order, { paymentId: 'p-1', breakdown }, '123456', '2026-11-22T12:00:00.000Z') };
}

const clauses = fc.oneof(
  fc.constant(null),
  fc.record({
    payer: fc.constantFrom('buyer' as const, 'traveller' as const),
    tax: fc.integer({ min: 1, max: 500_000 }),
  }),
);

describe('who pays the excess: the money (issue 37, decision 047)', () => {
  it('conserves money: the buyer paid = the price + what the traveller receives + the platform fees, with or without a clause, each payer; a refund returns it all', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 5_000_000 }),
        fc.integer({ min: 1_000, max: 50_000 }),
        clauses,
        fc.boolean(),
        (price, reward, c, coupon) => {
          const clause = c && clauseOf(c.payer, c.tax);
          const { breakdown, order } = paidOrder(price, reward, clause, coupon);
          const paid = order.payment?.totalUsdCents ?? 0;
          const received = orderPayoutCents(order);
          const fees = breakdown.serviceFeeUsdCents + commissionCents(reward);
          // Released on delivery.
          expect(paid).toBe(breakdown.priceUsdCents + received + fees);
          // Cancelled instead: the refund is the payment's total (services/refunds.ts), the tax with it.
          expect(paid).toBe(breakdown.totalUsdCents);
          // The tax: in escrow and released whole (no commission, no fee) only when the buyer pays it.
          const tax = c?.payer === 'buyer' ? c.tax : 0;
          expect(order.payment?.customsTaxUsdCents).toBe(tax);
          expect(received).toBe(reward - commissionCents(reward) + tax);
          const without = paidOrder(price, reward, null, coupon);
          expect(paid - without.breakdown.totalUsdCents).toBe(tax);
          expect(breakdown.serviceFeeUsdCents).toBe(without.breakdown.serviceFeeUsdCents);
        },
      ),
    );
  });

  it('a payment frozen before the clause existed reads no tax', () => {
    const { order } = paidOrder(10_000, 2_000, null, false);
    const { customsTaxUsdCents: _none, ...older } = order.payment ?? { customsTaxUsdCents: 0 };
    expect(orderPayoutCents({ ...order, payment: older as typeof order.payment })).toBe(2_000 - commissionCents(2_000));
  });

  it('a clause only when the order crosses; a made-up payer is refused', () => {
    const check = { crosses: false, month: '2026-12', excessUsdCents: 0, taxUsdCents: 0 } as AllowanceCheck;
    expect(customsClauseFor(check, 'buyer', 'now')).toBeNull();
    const crossing = { ...check, crosses: true, excessUsdCents: 10_000, taxUsdCents: 5_000 };
    expect(() => customsClauseFor(crossing, null, 'now')).toThrow('elige quién paga el impuesto de US$');
    expect(customsClauseFor(crossing, 'traveller', 'now')).toEqual({
      payer: 'traveller',
      month: '2026-12',
      excessUsdCents: 10_000,
      taxUsdCents: 5_000,
      agreedAt: 'now',
    });
    expect(customsPayerOf(undefined)).toBeNull();
    expect(() => customsPayerOf('aduana')).toThrow('Elige quién paga el impuesto');
  });
});
