import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '#src/enums';
import { EXCHANGE_RATES } from '#src/constants';
import { escrowBreakdown } from '#src/money';
import { withCoupon } from '#src/rules/coupons';
import { conserves, moneyLedger, releaseOf, topUpDue, type MoneyMovement } from '#src/rules/order-money';
import { earnedCents, paymentHistoryOf, walletOf } from '#src/rules/wallet';
import { newProductRequest, type ProductRequest } from '#src/schemas/product-request';
import type { Withdrawal } from '#src/schemas/withdrawal';

const at = '2026-11-21T12:00:00.000Z';

/** A completed order as the checkout stored it (coupon, customs tax) with its receipt: none, lower, equal or higher topped up. */
const completedOrder = fc
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
    // Per mille of the price: none, lower (0-999), equal (1000), higher within 10 % (1001-1100), topped up.
    receipt: fc.option(fc.integer({ min: 0, max: 1_100 }), { nil: null }),
    example: fc.boolean(),
  })
  .map(({ price, currency, reward, tax, coupon, receipt, example }): ProductRequest => {
    const rate = { currency, usdPerUnit: EXCHANGE_RATES.usdPerUnit[currency], date: '2026-11-20' };
    const plain = escrowBreakdown(price, currency, reward, rate, tax);
    const b = coupon ? withCoupon(plain, { code: 'CUPON', discount: coupon }) : plain;
    const paid = newProductRequest({
      id: 'o',
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
      isExample: example,
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
    const withReceipt: ProductRequest =
      receipt === null
        ? paid
        : {
            ...paid,
            purchaseReceipt: {
              amountCents: Math.floor((price * receipt) / 1_000),
              currency,
              kind: 'image',
              fileId: 'f1',
              uploadedAt: at,
            },
          };
    // A higher receipt is released only once its top-up is approved (decision 052): the buyer approved it.
    const due = topUpDue(withReceipt);
    const toppedUp: ProductRequest = due
      ? {
          ...withReceipt,
          topUp: {
            status: 'approved',
            amountUsdCents: due.amountUsdCents,
            receiptAmountCents: due.receiptAmountCents,
            attemptKey: 'k-top-up',
            claim: 'c1',
            inFlightSince: null,
            paymentId: 'p2',
            rejection: null,
            requestedAt: at,
            decidedAt: at,
          },
        }
      : withReceipt;
    return { ...toppedUp, status: 'completed', completedAt: at };
  });

/** The order's movements as the services make them: the checkout, an approved top-up, the lower receipt's refund, the release. */
function movementsOf(order: ProductRequest): MoneyMovement[] {
  const release = releaseOf(order);
  if (release === null || order.payment === null) throw new Error('paid');
  const movements: MoneyMovement[] = [
    { kind: 'charge', purpose: 'checkout', key: 'checkout', usdCents: order.payment.totalUsdCents },
  ];
  if (order.topUp?.status === 'approved') {
    movements.push({ kind: 'charge', purpose: 'top_up', key: 'top-up', usdCents: order.topUp.amountUsdCents });
  }
  if (release.refundUsdCents > 0) {
    movements.push({ kind: 'refund', reason: 'reconciliation', key: 'refund', usdCents: release.refundUsdCents });
  }
  movements.push({
    kind: 'release',
    travellerUsdCents: release.travellerUsdCents,
    platformUsdCents: release.platformUsdCents,
  });
  return movements;
}

const withdrawal = (id: string, amountCents: number, status: Withdrawal['status']): Withdrawal => ({
  id,
  userId: 'traveller',
  amountCents,
  destinationKind: 'alias',
  destination: 'mi.alias',
  status,
  providerId: null,
  failureReason: null,
  createdAt: at,
  settledAt: null,
});

describe("the traveller's wallet holds what the ledger released to her (issue 37, decisions 021, 049)", () => {
  it('for completed orders (receipts none/lower/equal/higher topped up, coupons, customs tax) the wallet makes available Σ traveller received', () => {
    fc.assert(
      fc.property(fc.array(completedOrder, { maxLength: 6 }), (generated) => {
        const orders = generated.map((o, i) => ({ ...o, id: `o${String(i)}` }));
        let received = 0;
        for (const order of orders) {
          const ledger = moneyLedger(movementsOf(order));
          // buyer paid − refunds = traveller received + platform fees, on each order.
          expect(conserves(ledger)).toBe(true);
          // The static demo's example deliveries were never paid: they earn nothing.
          if (!order.isExample) received += ledger.release?.travellerUsdCents ?? 0;
        }
        const wallet = walletOf(orders, 'traveller');
        expect(wallet.availableCents).toBe(received);
        expect(earnedCents(orders, 'traveller')).toBe(received);
        // Each earning shows the price she advanced and the reward less commission (+ the buyer's tax) as its lines.
        for (const e of wallet.earnings) expect(e.advancedCents + e.payoutCents).toBe(e.releasedCents);
        // Her history's earnings add up to the same money.
        const rows = paymentHistoryOf(orders, 'traveller').filter((r) => r.type === 'Recompensa Recibida');
        expect(rows.reduce((sum, r) => sum + r.amountCents, 0)).toBe(received);
        // Nobody else is credited with her deliveries.
        expect(walletOf(orders, 'buyer').availableCents).toBe(0);
      }),
    );
  });

  it('withdrawals not failed come off that balance; a failed one gives it back', () => {
    fc.assert(
      fc.property(
        fc.array(completedOrder, { minLength: 1, maxLength: 4 }),
        fc.array(
          fc.tuple(
            fc.integer({ min: 1, max: 1_000 }),
            fc.constantFrom<Withdrawal['status']>('pending', 'transferred', 'failed'),
          ),
          {
            maxLength: 4,
          },
        ),
        (generated, asked) => {
          const orders = generated.map((o, i) => ({ ...o, id: `o${String(i)}` }));
          const earned = earnedCents(orders, 'traveller');
          // Each withdrawal a share (per mille) of what is earned, as reserve() allows: never beyond.
          let held = 0;
          const withdrawals: Withdrawal[] = [];
          for (const [i, [share, status]] of asked.entries()) {
            const amount = Math.floor((earned * share) / 1_000);
            if (amount < 1 || held + amount > earned) continue;
            withdrawals.push(withdrawal(`w${String(i)}`, amount, status));
            if (status !== 'failed') held += amount;
          }
          expect(walletOf(orders, 'traveller', withdrawals).availableCents).toBe(earned - held);
        },
      ),
    );
  });
});
