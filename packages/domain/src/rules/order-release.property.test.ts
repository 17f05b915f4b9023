import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escrowHeldUsdCents, finalPriceCents, releaseOf } from '#src/rules/order-money';
import { refundsOf } from '#src/rules/order-refunds';
import type { ProductRequest, RefundSnapshot } from '#src/schemas/product-request';
import { at, chargedUsdCents, orderWithReceipt, paidOrder } from '#src/testing/order-arbitraries';

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
  it('checkout, a receipt (none, lower, equal, higher topped up, another currency), its refund however many tries: paid − refunds = traveller received + platform fees', () => {
    fc.assert(
      fc.property(
        orderWithReceipt,
        fc.array(fc.constantFrom<RefundSnapshot['status']>('failed', 'rejected', 'requested'), { maxLength: 4 }),
        (o, earlier) => {
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
          const paid = chargedUsdCents(o);
          expect(paid - refunded(settled)).toBe(release.travellerUsdCents + release.platformUsdCents);
          expect(release.advancedUsdCents + release.rewardNetUsdCents + release.passThroughUsdCents).toBe(
            release.travellerUsdCents,
          );
          // Lower only when the receipt is lower, in the request's currency; never a charge.
          const lower = finalPriceCents(o) < o.estimatedPriceCents;
          if (back > 0) expect(lower).toBe(true);
          if (!lower) expect(release.refundUsdCents).toBe(0);
          // The traveller is given the price she advanced: never beyond what the buyer was charged for it.
          const topUp = o.topUp?.status === 'approved' ? o.topUp.amountUsdCents : 0;
          expect(release.advancedUsdCents).toBeLessThanOrEqual((o.payment?.priceUsdCents ?? 0) + topUp);
          if (topUp > 0) expect(finalPriceCents(o)).toBeGreaterThan(o.estimatedPriceCents);
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
