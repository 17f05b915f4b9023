import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '#src/enums';
import { EXCHANGE_RATES } from '#src/constants';
import { convertToUsdCents } from '#src/money';
import {
  type MoneyMovement,
  type PaidTerms,
  conserves,
  moneyLedger,
  orderAmounts,
  reconcile,
  settleReceipt,
} from './order-money';

const cents = (max = 50_000_000) => fc.integer({ min: 0, max });
const currency = fc.constantFrom(...CURRENCIES);

const paidTerms: fc.Arbitrary<PaidTerms> = fc
  .record({
    priceCents: cents(),
    currency,
    rewardUsdCents: cents(2_000_000),
    passThroughUsdCents: fc.option(cents(1_000_000), { nil: undefined }),
    couponDiscountUsdCents: fc.option(cents(50_000), { nil: undefined }),
  })
  .map((t) => {
    const usdPerUnit = EXCHANGE_RATES.usdPerUnit[t.currency];
    return {
      ...t,
      usdPerUnit,
      priceUsdCents: convertToUsdCents(t.priceCents, { currency: t.currency, usdPerUnit, date: '' }),
    };
  });

/** The movements a settled order makes: the checkout, the receipt's refund or top-up, the release. */
function movementsOf(paid: PaidTerms, receiptCents: number): MoneyMovement[] | null {
  const escrow = orderAmounts(paid);
  const moves: MoneyMovement[] = [{ kind: 'charge', purpose: 'checkout', key: 'k1', usdCents: escrow.totalUsdCents }];
  const s = settleReceipt(paid, receiptCents);
  if (s.outcome === 'beyond') return null;
  if (s.outcome === 'lower')
    moves.push({ kind: 'refund', reason: 'reconciliation', key: 'k2', usdCents: s.refundUsdCents });
  if (s.outcome === 'higher') moves.push({ kind: 'charge', purpose: 'top_up', key: 'k2', usdCents: s.topUpUsdCents });
  moves.push({
    kind: 'release',
    travellerUsdCents: s.final.travellerUsdCents,
    platformUsdCents: s.final.platformUsdCents,
  });
  return moves;
}

describe('an order’s money as movements (issue 37, decision 049)', () => {
  it('any terms: the buyer’s total is exactly the traveller’s share plus the platform’s fees, nothing negative', () => {
    fc.assert(
      fc.property(paidTerms, (t) => {
        const a = orderAmounts(t);
        expect(a.totalUsdCents).toBe(a.travellerUsdCents + a.platformUsdCents);
        expect(a.totalUsdCents).toBe(a.priceUsdCents + a.rewardUsdCents + a.passThroughUsdCents + a.serviceFeeUsdCents);
        for (const v of Object.values(a)) expect(v).toBeGreaterThanOrEqual(0);
        expect(a.couponDiscountUsdCents).toBeLessThanOrEqual(a.serviceFeeUsdCents + a.couponDiscountUsdCents);
      }),
    );
  });

  it('every outcome of the receipt conserves money: paid − refunds = traveller received + platform fees', () => {
    fc.assert(
      fc.property(paidTerms, fc.integer({ min: -2_000_000, max: 2_000_000 }), (t, delta) => {
        const receipt = Math.max(0, t.priceCents + delta);
        const moves = movementsOf(t, receipt);
        if (moves === null) return;
        for (const m of moves) {
          if (m.kind === 'release') {
            expect(m.travellerUsdCents).toBeGreaterThanOrEqual(0);
            expect(m.platformUsdCents).toBeGreaterThanOrEqual(0);
          } else expect(m.usdCents).toBeGreaterThanOrEqual(0);
        }
        const ledger = moneyLedger(moves);
        expect(conserves(ledger)).toBe(true);
        expect(ledger.paidUsdCents - ledger.refundedUsdCents).toBe(
          (ledger.release?.travellerUsdCents ?? 0) + (ledger.release?.platformUsdCents ?? 0),
        );
        // A refund never gives back more than was paid.
        expect(ledger.refundedUsdCents).toBeLessThanOrEqual(ledger.paidUsdCents);
      }),
    );
  });

  it('a lower receipt refunds the price’s difference plus the fee’s, a higher one charges them; the commission does not move', () => {
    fc.assert(
      fc.property(paidTerms, fc.integer({ min: -2_000_000, max: 2_000_000 }), (t, delta) => {
        const escrow = orderAmounts(t);
        const s = settleReceipt(t, Math.max(0, t.priceCents + delta));
        if (s.outcome === 'beyond') return;
        expect(s.final.commissionUsdCents).toBe(escrow.commissionUsdCents);
        expect(s.final.rewardUsdCents).toBe(escrow.rewardUsdCents);
        expect(s.final.passThroughUsdCents).toBe(escrow.passThroughUsdCents);
        const priceMove = s.final.priceUsdCents - escrow.priceUsdCents;
        const feeMove = s.final.serviceFeeUsdCents - escrow.serviceFeeUsdCents;
        if (s.outcome === 'lower') expect(s.refundUsdCents).toBe(0 - (priceMove + feeMove));
        if (s.outcome === 'higher') expect(s.topUpUsdCents).toBe(priceMove + feeMove);
        if (s.outcome === 'equal') expect(s.final).toEqual(escrow);
        // The fee never moves against the price (a lower price never raises it).
        expect(Math.sign(feeMove) * Math.sign(priceMove)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('the 10 % boundary: up to escrowed × 1.10 inclusive is a top-up, one cent more is beyond', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50_000_000 }), currency, (escrowed, cur) => {
        const limit = Math.floor((escrowed * 110) / 100);
        expect(reconcile(escrowed, limit, cur).outcome).toBe(limit === escrowed ? 'equal' : 'higher');
        expect(reconcile(escrowed, limit + 1, cur).outcome).toBe('beyond');
        expect(reconcile(escrowed, escrowed, cur)).toEqual({ outcome: 'equal', currency: cur, differenceCents: 0 });
        expect(reconcile(escrowed, escrowed - 1, cur)).toEqual({ outcome: 'lower', currency: cur, differenceCents: 1 });
      }),
    );
    expect(reconcile(10_000, 11_000, 'USD').outcome).toBe('higher');
    expect(reconcile(10_000, 11_001, 'USD').outcome).toBe('beyond');
    expect(reconcile(0, 1, 'USD').outcome).toBe('beyond');
  });

  it('partial refunds, top-ups and a release, in any order before the release: escrow never goes below zero when refunds stay within what is held', () => {
    const movement = fc.oneof(
      cents(100_000).map((usdCents): MoneyMovement => ({ kind: 'charge', purpose: 'top_up', key: 'k', usdCents })),
      cents(100_000).map((usdCents): MoneyMovement => ({ kind: 'refund', reason: 'dispute', key: 'k', usdCents })),
    );
    fc.assert(
      fc.property(cents(1_000_000), fc.array(movement, { maxLength: 8 }), (checkout, more) => {
        const moves: MoneyMovement[] = [{ kind: 'charge', purpose: 'checkout', key: 'c', usdCents: checkout }];
        for (const m of more) {
          const held = moneyLedger(moves).heldUsdCents;
          // What the service does: a refund is capped at what escrow holds (the provider refuses more).
          moves.push(m.kind === 'refund' ? { ...m, usdCents: Math.min(m.usdCents, held) } : m);
          expect(conserves(moneyLedger(moves))).toBe(true);
        }
        const held = moneyLedger(moves).heldUsdCents;
        const platform = Math.min(held, 123);
        moves.push({ kind: 'release', travellerUsdCents: held - platform, platformUsdCents: platform });
        expect(conserves(moneyLedger(moves))).toBe(true);
      }),
    );
  });

  it('a coupon covers the service fee only, its checkout discount kept when the price moves and capped at the fee', () => {
    const t = { priceUsdCents: 100_000, rewardUsdCents: 10_000, couponDiscountUsdCents: 1_000 };
    expect(orderAmounts(t).serviceFeeUsdCents).toBe(5_500 - 1_000);
    expect(orderAmounts({ ...t, priceUsdCents: 110_000 }).serviceFeeUsdCents).toBe(6_000 - 1_000);
    const tiny = orderAmounts({ priceUsdCents: 1_000, rewardUsdCents: 0, couponDiscountUsdCents: 9_999 });
    expect([tiny.serviceFeeUsdCents, tiny.couponDiscountUsdCents]).toEqual([0, 200]);
    expect(tiny.totalUsdCents).toBe(1_000);
  });

  it('a worked example: US$ 100 held, receipt US$ 90 → US$ 10,50 back (price 10 + fee 0,50); US$ 108 → US$ 8,40 top-up', () => {
    const paid: PaidTerms = {
      priceCents: 10_000,
      currency: 'USD',
      usdPerUnit: 1,
      priceUsdCents: 10_000,
      rewardUsdCents: 2_000,
    };
    expect(orderAmounts(paid).totalUsdCents).toBe(10_000 + 2_000 + 600);
    expect(settleReceipt(paid, 9_000)).toMatchObject({ outcome: 'lower', refundUsdCents: 1_050 });
    expect(settleReceipt(paid, 10_800)).toMatchObject({ outcome: 'higher', topUpUsdCents: 840 });
    expect(settleReceipt(paid, 11_001)).toEqual({ outcome: 'beyond', differenceCents: 1_001, currency: 'USD' });
  });
});
