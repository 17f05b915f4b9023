import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conserves, moneyLedger, releaseOf, type MoneyMovement } from '#src/rules/order-money';
import { earnedCents, paymentHistoryOf, walletOf } from '#src/rules/wallet';
import type { ProductRequest } from '#src/schemas/product-request';
import type { Withdrawal } from '#src/schemas/withdrawal';
import { at, orderWithReceipt } from '#src/testing/order-arbitraries';

/** A completed order as the checkout stored it (coupon, customs tax) with its receipt: none, lower, equal, higher topped up, another currency. */
const completedOrder = orderWithReceipt.map((o): ProductRequest => ({ ...o, status: 'completed', completedAt: at }));

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
