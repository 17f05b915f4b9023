import { describe, expect, it } from 'vitest';
import {
  ALLOWANCE_RULES,
  COURIER_REGIME,
  CUSTOMS_FIGURES_REVIEW,
  TRAVELLER_ALLOWANCE,
  franchiseOf,
  type RegulatedFigure,
} from '#src/customs';
import { CURRENCIES, type Currency } from '#src/enums';
import { convertToUsdCents, currentRate, escrowBreakdown, type ExchangeRate } from '#src/money';
import { courierCost, franchiseExcessTaxCents, landedCostEstimate, landedCostOfRequest } from '#src/rules/landed-cost';

const usdRate: ExchangeRate = { currency: 'USD', usdPerUnit: 1, date: '2026-11-20' };
const at = (priceCents: number, rewardCents = 2500) =>
  landedCostEstimate({ priceCents, currency: 'USD', rewardCents, rate: usdRate });
const codes = (e: ReturnType<typeof at>) => e.notes.map((n) => n.code);

describe('customs figures', () => {
  it('carry a value, an ISO date and a named source each', () => {
    const figures: RegulatedFigure[] = [...Object.values(COURIER_REGIME), ...Object.values(TRAVELLER_ALLOWANCE)];
    for (const f of figures) {
      expect(f.since).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(f.source.length).toBeGreaterThan(10);
      expect(f.value).toBeGreaterThan(0);
    }
    expect(CUSTOMS_FIGURES_REVIEW.status).toBe('to_review');
    expect(CUSTOMS_FIGURES_REVIEW.lastChecked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('are the regime as known: USD 400 duty-free, USD 3,000 per shipment, VAT 21 %, USD 500 franchise, 50 % on the excess', () => {
    expect(COURIER_REGIME.dutyFreeUsdCents.value).toBe(40000);
    expect(COURIER_REGIME.maxShipmentUsdCents.value).toBe(300000);
    expect(COURIER_REGIME.vatRate.value).toBe(0.21);
    expect(COURIER_REGIME.importDutyRate.value).toBe(0.2);
    expect(TRAVELLER_ALLOWANCE.franchiseUsdCents.value).toBe(50000);
    expect(TRAVELLER_ALLOWANCE.excessTaxRate.value).toBe(0.5);
    expect(COURIER_REGIME.dutyFreeUsdCents.since).toBe('2024-12-09');
  });

  it('issue 37: US$ 500 by air or sea, US$ 300 by land, per person per calendar month, a buyer’s product in full, one unit per item — each to review', () => {
    expect([franchiseOf('air_sea'), franchiseOf('land')]).toEqual([50000, 30000]);
    expect(ALLOWANCE_RULES.period.value).toBe('calendar_month');
    expect(ALLOWANCE_RULES.buyerProductShare.value).toBe(1);
    expect(ALLOWANCE_RULES.personalQuantityPerItem.value).toBe(1);
    const facts: RegulatedFigure<string | number>[] = [
      TRAVELLER_ALLOWANCE.franchiseUsdCents,
      TRAVELLER_ALLOWANCE.landFranchiseUsdCents,
      TRAVELLER_ALLOWANCE.excessTaxRate,
      ...Object.values(ALLOWANCE_RULES),
    ];
    for (const f of facts) {
      expect(f.status).toBe('to_review');
      expect(f.since).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(f.source).toMatch(/Ley 22\.415|Decreto 1001\/1982|Resolución General AFIP 3751\/2015/);
    }
  });
});

describe('landed-cost estimate', () => {
  it('at exactly USD 400.00: no courier duty, VAT on product + freight, inside the franchise', () => {
    const e = at(40000);
    // escrow: 400.00 + 25.00 + fee 5 % of 425.00 = 21.25 → 446.25
    expect(e.marketplace).toMatchObject({ customsTaxCents: 0, totalCents: 44625 });
    expect(e.marketplace.escrow.totalUsdCents).toBe(44625);
    // courier: 400.00 + freight 35.00 + VAT 21 % of 435.00 = 91.35 → 526.35
    expect(e.courier).toEqual({ allowed: true, freightCents: 3500, dutyCents: 0, vatCents: 9135, totalCents: 52635 });
    expect(e.ownTrip).toEqual({ excessCents: 0, taxCents: 0, totalCents: 40000 });
    expect(e.savingVsCourier).toEqual({ cents: 8010, percent: 15.2 });
    expect(codes(e)).toEqual([
      'marketplace_within_franchise',
      'courier_duty_free',
      'own_trip_within_franchise',
      'saving_positive',
      'figures_to_review',
    ]);
  });

  it('at USD 400.01 the courier charges duty on the cent above (rounded) and says so', () => {
    const e = at(40001);
    expect(e.courier).toMatchObject({ dutyCents: 0, vatCents: 9135, totalCents: 52636 });
    expect(codes(e)).toContain('courier_duty_on_excess');
    const far = at(50000);
    // duty 20 % of 100.00 = 20.00; VAT 21 % of (500 + 35 + 20) = 116.55
    expect(far.courier).toMatchObject({ dutyCents: 2000, vatCents: 11655, totalCents: 50000 + 3500 + 2000 + 11655 });
  });

  it('at exactly USD 500 the traveller franchise covers it; at 500.01 the 50 % applies to the cent above', () => {
    expect(at(50000).marketplace.customsTaxCents).toBe(0);
    expect(codes(at(50000))).toContain('marketplace_within_franchise');
    const over = at(50001);
    expect(over.ownTrip).toEqual({ excessCents: 1, taxCents: 1, totalCents: 50002 });
    expect(over.marketplace.customsTaxCents).toBe(1);
    expect(codes(over)).toEqual(expect.arrayContaining(['marketplace_over_franchise', 'own_trip_over_franchise']));
    const big = at(100000);
    expect(big.ownTrip).toEqual({ excessCents: 50000, taxCents: 25000, totalCents: 125000 });
    expect(big.marketplace.totalCents).toBe(big.marketplace.escrow.totalUsdCents + 25000);
  });

  it('at exactly USD 3,000 a courier may bring it; at 3,000.01 it may not, and no saving is claimed', () => {
    const limit = at(300000);
    expect(limit.courier.allowed).toBe(true);
    expect(limit.courier.totalCents).not.toBeNull();
    expect(limit.savingVsCourier).not.toBeNull();
    const over = at(300001);
    expect(over.courier).toEqual({ allowed: false, freightCents: 3500, dutyCents: 0, vatCents: 0, totalCents: null });
    expect(over.savingVsCourier).toBeNull();
    expect(codes(over)).toContain('courier_over_limit');
    expect(over.notes.find((n) => n.code === 'courier_over_limit')?.text).toMatch(/no se puede traer por courier/);
  });

  it('says honestly when the courier is cheaper (a cheap product with a high reward)', () => {
    // 10.00 + 50.00 + fee 3.00 = 63.00 vs 10.00 + 35.00 + VAT 9.45 = 54.45
    const e = at(1000, 5000);
    expect(e.savingVsCourier).toEqual({ cents: -855, percent: -15.7 });
    expect(codes(e)).toContain('saving_negative');
    expect(e.notes.find((n) => n.code === 'saving_negative')?.text).toMatch(/el courier sale/);
  });

  it('reports a zero saving as zero', () => {
    // USD 1,888.11 with a USD 10 reward: escrow 1,993.02 + franchise tax 694.06 = 2,687.08;
    // courier 1,888.11 + 35.00 + duty 297.62 + VAT 466.35 = 2,687.08.
    const e = at(188811, 1000);
    expect(e.marketplace).toMatchObject({ customsTaxCents: 69406, totalCents: 268708 });
    expect(e.courier.totalCents).toBe(268708);
    expect(e.savingVsCourier).toEqual({ cents: 0, percent: 0 });
    expect(codes(e)).toContain('saving_none');
  });

  it('never promises a fixed saving: every total equals its parts to the cent', () => {
    for (const price of [1, 999, 40000, 40001, 49999, 50000, 50001, 123456, 299999, 300000]) {
      for (const reward of [1000, 2500, 50000]) {
        const e = at(price, reward);
        const b = e.marketplace.escrow;
        expect(b.totalUsdCents).toBe(b.priceUsdCents + b.rewardUsdCents + b.serviceFeeUsdCents);
        expect(e.marketplace.totalCents).toBe(b.totalUsdCents + e.marketplace.customsTaxCents);
        const c = e.courier;
        expect(c.totalCents).toBe(price + c.freightCents + c.dutyCents + c.vatCents);
        expect(e.ownTrip.totalCents).toBe(price + e.ownTrip.taxCents);
        expect(e.savingVsCourier?.cents).toBe((c.totalCents ?? 0) - e.marketplace.totalCents);
      }
    }
  });

  it.each(CURRENCIES)(
    'converts a %s price at the domain rate before applying the USD thresholds',
    (currency: Currency) => {
      const rate = currentRate(currency);
      const priceCents = currency === 'JPY' ? 6_000_000 : 45_000;
      const e = landedCostEstimate({ priceCents, currency, rewardCents: 2500 });
      const usd = convertToUsdCents(priceCents, rate);
      expect(e.priceUsdCents).toBe(usd);
      expect(e.rate).toEqual(rate);
      expect(e.marketplace.escrow).toEqual(escrowBreakdown(priceCents, currency, 2500, rate));
      expect(e.ownTrip.excessCents).toBe(Math.max(0, usd - 50000));
      expect(e.courier.dutyCents).toBe(Math.round(Math.max(0, usd - 40000) * 0.2));
    },
  );

  it.each(CURRENCIES)(
    'puts a %s price exactly on the USD 400 and 500 thresholds with a given rate',
    (currency: Currency) => {
      const rate: ExchangeRate = { currency, usdPerUnit: 2, date: '2026-11-20' };
      const est = (priceCents: number) => landedCostEstimate({ priceCents, currency, rewardCents: 2500, rate });
      expect(est(20000).courier.dutyCents).toBe(0);
      expect(codes(est(20000))).toContain('courier_duty_free');
      expect(codes(est(20001))).toContain('courier_duty_on_excess');
      expect(est(25000).ownTrip.excessCents).toBe(0);
      expect(est(25001).ownTrip.excessCents).toBe(2);
      expect(est(150000).courier.allowed).toBe(true);
      expect(est(150001).courier.allowed).toBe(false);
    },
  );

  it('estimates a stored request and exposes the pieces', () => {
    const e = landedCostOfRequest({ estimatedPriceCents: 34999, currency: 'USD', rewardCents: 4500 });
    expect(e.priceUsdCents).toBe(34999);
    expect(
      landedCostOfRequest({ estimatedPriceCents: 100, currency: 'EUR', rewardCents: 1000 }, usdRate).priceUsdCents,
    ).toBe(100);
    expect(franchiseExcessTaxCents(60000)).toEqual({ excessCents: 10000, taxCents: 5000 });
    expect(courierCost(0)).toMatchObject({ allowed: true, dutyCents: 0, vatCents: 735 });
    expect(e.figuresLastChecked).toBe(CUSTOMS_FIGURES_REVIEW.lastChecked);
  });
});
