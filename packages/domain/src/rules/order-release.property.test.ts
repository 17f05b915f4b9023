import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '#src/enums';
import { EXCHANGE_RATES } from '#src/constants';
import { escrowBreakdown } from '#src/money';
import { withCoupon } from '#src/rules/coupons';
import { escrowHeldUsdCents, finalPriceCents, releaseOf } from '#src/rules/order-money';
import { refundsOf } from '#src/rules/order-refunds';
import { newProductRequest, type ProductRequest, type RefundSnapshot } from '#src/schemas/product-request';

const at = '2026-11-21T12:00:00.000Z';

/** A paid order as the checkout stores it: the breakdown frozen at the rate, a coupon taken off the fee. */
const paidOrder = fc
  .record({
    price: fc.integer({ min: 1, max: 5_000_000 }),
    currency: fc.constantFrom(...CURRENCIES),
    reward: fc.integer({ min: 1, max: 50_000 }),
    tax: fc.integer({ min: 0, max: 100_000 }),
    coupon: fc.option(
      fc.oneof(
        fc.record({ kind: fc.constant('percent' as const), percent: fc.integer({ min: 1, max: 100 }) }),
        fc.record({ kind: fc.constant('fixed' as const), amountCents: fc.integer({ min: 1, max: 5_000 }) }),
      ),
      { nil: null },
    ),
  })
  .map(({ price, currency, reward, tax, coupon }) => {
    const rate = { currency, usdPerUnit: EXCHANGE_RATES.usdPerUnit[currency], date: '2026-11-20' };
    const plain = escrowBreakdown(price, currency, reward, rate, tax);
    const b = coupon ? withCoupon(plain, { code: 'CUPON', discount: coupon }) : plain;
    return newProductRequest({
      id: 'o1',
      createdAt: at,
      userId: 'buyer',
      productName: 'Producto',
      productUrl: 'https://example.com/p',
      estimatedPriceCents: price,
      currency,
      rewardCents: reward,
      country: 'Estados Unidos',
      category: 'otras',
      status: 'paid',
      acceptedBy: 'traveller',
      paidAt: at,
      payment: {
        paymentId: 'p1',
        priceUsdCents: b.priceUsdCents,
        rewardUsdCents: b.rewardUsdCents,
        serviceFeeUsdCents: b.serviceFeeUsdCents,
        totalUsdCents: b.totalUsdCents,
        customsTaxUsdCents: b.customsTaxUsdCents,
        ...(b.coupon && { coupon: b.coupon }),
        usdPerUnit: rate.usdPerUnit,
        rateDate: rate.date,
      },
    });
  });

const refund = (amountUsdCents: number, status: RefundSnapshot['status'], key: string): RefundSnapshot => ({
  status,
  reason: 'reconciliation',
  attemptKey: key,
  refundId: status === 'approved' ? `r-${key}` : null,
  paymentId: null,
  amountUsdCents,
  requestedAt: at,
  decidedAt: null,
});

/** What the buyer got back: the approved refunds, each key once (the provider's idempotency). */
const refunded = (order: ProductRequest) =>
  [
    ...new Map(
      refundsOf(order)
        .filter((r) => r.status === 'approved')
        .map((r) => [r.attemptKey, r]),
    ).values(),
  ].reduce((sum, r) => sum + r.amountUsdCents, 0);

describe('an order released on its final price (issue 37, decision 049)', () => {
  it('checkout, a receipt (none, equal, lower, another currency), its refund however many tries: paid − refunds = traveller received + platform fees', () => {
    fc.assert(
      fc.property(
        paidOrder,
        fc.oneof(
          fc.constant(null),
          fc.integer({ min: 0, max: 1_000 }).map((per) => ({ per, other: false })),
          fc.constant({ per: 500, other: true }),
        ),
        fc.array(fc.constantFrom<RefundSnapshot['status']>('failed', 'rejected', 'requested'), { maxLength: 4 }),
        (order, receipt, earlier) => {
          const o: ProductRequest = receipt
            ? {
                ...order,
                purchaseReceipt: {
                  amountCents: Math.floor((order.estimatedPriceCents * receipt.per) / 1_000),
                  currency: receipt.other ? (order.currency === 'USD' ? 'EUR' : 'USD') : order.currency,
                  kind: 'image',
                  fileId: 'f1',
                  uploadedAt: at,
                },
              }
            : order;
          const release = releaseOf(o);
          if (release === null) throw new Error('paid');
          const back = Math.min(release.refundUsdCents, escrowHeldUsdCents(o));
          // The refund's tries before it is approved: unknown ones keep the key, a refusal gets a new one.
          let key = 'k0';
          const tries = earlier.map((status, i) => {
            const r = refund(back, status, key);
            if (status === 'rejected') key = `k${String(i + 1)}`;
            return r;
          });
          const settled: ProductRequest = {
            ...o,
            status: 'completed',
            refunds: back > 0 ? [...tries.filter((t) => t.status !== 'rejected'), refund(back, 'approved', key)] : [],
          };
          const paid = o.payment?.totalUsdCents ?? 0;
          expect(paid - refunded(settled)).toBe(release.travellerUsdCents + release.platformUsdCents);
          expect(release.advancedUsdCents + release.rewardNetUsdCents + release.passThroughUsdCents).toBe(
            release.travellerUsdCents,
          );
          // Lower only when the receipt is lower, in the request's currency; never a charge.
          const lower = finalPriceCents(o) < o.estimatedPriceCents;
          if (back > 0) expect(lower).toBe(true);
          if (!lower) expect(release.refundUsdCents).toBe(0);
          expect(release.advancedUsdCents).toBeLessThanOrEqual(o.payment?.priceUsdCents ?? 0);
        },
      ),
    );
  });

  it('any mix of partial refunds, then a cancellation: the cancelling refund is what escrow still holds, never negative', () => {
    fc.assert(
      fc.property(
        paidOrder,
        fc.array(
          fc.record({
            share: fc.integer({ min: 0, max: 400 }),
            status: fc.constantFrom<RefundSnapshot['status']>('approved', 'failed', 'rejected', 'requested'),
          }),
          { maxLength: 5 },
        ),
        (order, mix) => {
          const paid = order.payment?.totalUsdCents ?? 0;
          let o: ProductRequest = order;
          for (const [i, m] of mix.entries()) {
            const amount = Math.min(Math.floor((paid * m.share) / 1_000), escrowHeldUsdCents(o));
            o = { ...o, refunds: [...o.refunds, refund(amount, m.status, `p${String(i)}`)] };
          }
          const held = escrowHeldUsdCents(o);
          expect(held).toBeGreaterThanOrEqual(0);
          const cancelled: ProductRequest = {
            ...o,
            status: 'cancelled',
            refund: { ...refund(held, 'approved', 'cancel'), reason: 'cancellation' },
            // The unknown ones end approved under their keys (a retry), the refused ones gave nothing.
            refunds: o.refunds.map((r) => (r.status === 'rejected' ? r : { ...r, status: 'approved' as const })),
          };
          expect(escrowHeldUsdCents(cancelled)).toBe(0);
          expect(paid - refunded(cancelled)).toBe(0);
        },
      ),
    );
  });
});
