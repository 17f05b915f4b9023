import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type LedgerOrder,
  type LedgerTrip,
  allowanceCheck,
  allowanceCheckText,
  allowanceLedger,
  itemKey,
  orderPriceUsd,
} from './allowance';

const trip = (id: string, returnDate: string, entryWay: LedgerTrip['entryWay'] = 'air_sea'): LedgerTrip => ({
  id,
  returnDate,
  entryWay,
});
/** Money as Intl writes it has a no-break space after 'US$'. */
const plain = (s: string) => s.replace(/\u00a0/g, ' ');
let n = 0;
const order = (over: Partial<LedgerOrder> = {}): LedgerOrder => {
  n += 1;
  return {
    id: `o${n}`,
    productName: `Producto ${n}`,
    productUrl: `https://tienda.example/p/${n}`,
    status: 'accepted',
    tripId: 't1',
    acceptedAt: '2026-11-21T12:00:00.000Z',
    estimatedPriceCents: 10_000,
    currency: 'USD',
    payment: null,
    ...over,
  };
};

describe('the allowance ledger (issue 37)', () => {
  it('sums the orders of the trips entering each month against their franchise: US$ 450 + US$ 100 by air is US$ 50 beyond, US$ 25 of tax', () => {
    const trips = [trip('t1', '2026-12-10'), trip('t2', '2026-12-28'), trip('t3', '2027-01-05', 'land')];
    const ledger = allowanceLedger(trips, [
      order({ estimatedPriceCents: 45_000 }),
      order({ tripId: 't2', estimatedPriceCents: 10_000 }),
      order({ tripId: 't3', estimatedPriceCents: 20_000 }),
      order({ tripId: 't3', estimatedPriceCents: 99_999, status: 'cancelled' }),
    ]);
    expect(ledger.map((m) => [m.month, m.franchiseUsdCents, m.usedUsdCents, m.excessUsdCents, m.taxUsdCents])).toEqual([
      ['2026-12', 50_000, 55_000, 5_000, 2_500],
      ['2027-01', 30_000, 20_000, 0, 0],
    ]);
    expect(ledger[1]?.remainingUsdCents).toBe(10_000);
  });

  it('counts a paid order at the price frozen at payment, an unpaid one at today’s rate', () => {
    expect(
      orderPriceUsd(order({ estimatedPriceCents: 10_000, currency: 'EUR', payment: { priceUsdCents: 12_345 } })),
    ).toEqual({
      cents: 12_345,
      frozen: true,
    });
    const unpaid = orderPriceUsd(order({ estimatedPriceCents: 10_000, currency: 'EUR' }));
    expect(unpaid.frozen).toBe(false);
    expect(unpaid.cents).toBeGreaterThan(10_000);
  });

  it('says by how much an order goes beyond and the tax; a second one of the same item is flagged', () => {
    const trips = [trip('t1', '2026-12-10')];
    const phone = { productName: 'iPhone 15', productUrl: 'https://www.apple.com/shop/iphone-15?color=blue' };
    const ledger = allowanceLedger(trips, [order({ ...phone, estimatedPriceCents: 40_000 })]);
    const check = allowanceCheck(ledger, {
      productName: 'iPhone 15 otro',
      productUrl: 'https://apple.com/shop/iphone-15/',
      priceUsdCents: 30_000,
      trip: trips[0] ?? null,
      today: '2026-11-21',
    });
    expect(check).toMatchObject({ crosses: true, excessUsdCents: 20_000, taxUsdCents: 10_000, repeatedItem: true });
    expect(allowanceCheckText(check).map(plain)).toEqual([
      'Con este pedido superas tu franquicia de US$ 500,00 del mes de ingreso por US$ 200,00: el impuesto sobre el excedente es US$ 100,00.',
      'Ya traes este mismo producto ese mes: más unidades que las de uso personal pueden considerarse comerciales en la aduana.',
    ]);
    const fits = allowanceCheck(ledger, {
      ...phone,
      productName: 'Otro',
      productUrl: 'https://b.example/x',
      priceUsdCents: 5_000,
      trip: trips[0] ?? null,
      today: '2026-11-21',
    });
    expect(fits).toMatchObject({ crosses: false, excessUsdCents: 0, taxUsdCents: 0, repeatedItem: false });
    expect(allowanceCheckText(fits).map(plain)).toEqual([
      'Entra en tu franquicia: te quedan US$ 50,00 de US$ 500,00 en el mes de ingreso.',
    ]);
  });

  it('an order on no trip counts in the month it was accepted (Argentina’s day)', () => {
    const ledger = allowanceLedger([], [order({ tripId: null, acceptedAt: '2026-12-01T01:00:00.000Z' })]);
    expect(ledger.map((m) => m.month)).toEqual(['2026-11']);
  });

  const arbitraryTrips = fc.uniqueArray(
    fc.record({
      id: fc.constantFrom('t1', 't2', 't3', 't4'),
      returnDate: fc.constantFrom('2026-12-01', '2026-12-31', '2027-01-15', '2027-02-01'),
      entryWay: fc.constantFrom('air_sea' as const, 'land' as const),
    }),
    { selector: (t) => t.id, maxLength: 4 },
  );
  const arbitraryOrders = fc.array(
    fc.record({
      tripId: fc.option(fc.constantFrom('t1', 't2', 't3', 't4', 'gone'), { nil: null }),
      estimatedPriceCents: fc.integer({ min: 1, max: 500_000 }),
      currency: fc.constantFrom('USD' as const, 'EUR' as const, 'JPY' as const),
      status: fc.constantFrom('active', 'accepted', 'paid', 'completed', 'cancelled'),
      paid: fc.option(fc.integer({ min: 1, max: 500_000 }), { nil: null }),
      item: fc.integer({ min: 0, max: 3 }),
    }),
    { maxLength: 12 },
  );

  it('never goes beyond silently: each month’s used = the sum of its counted orders, and used > franchise ⇔ an excess taxed at 50 %', () => {
    fc.assert(
      fc.property(arbitraryTrips, arbitraryOrders, (trips, raw) => {
        const orders = raw.map((r) =>
          order({
            tripId: r.tripId,
            estimatedPriceCents: r.estimatedPriceCents,
            currency: r.currency,
            status: r.status,
            payment: r.paid === null ? null : { priceUsdCents: r.paid },
            productUrl: `https://tienda.example/item/${String(r.item)}`,
          }),
        );
        const ledger = allowanceLedger(trips, orders);
        const counted = orders.filter((o) => ['accepted', 'paid', 'completed'].includes(o.status));
        expect(ledger.reduce((s, m) => s + m.entries.length, 0)).toBe(counted.length);
        expect(ledger.reduce((s, m) => s + m.usedUsdCents, 0)).toBe(
          counted.reduce((s, o) => s + orderPriceUsd(o).cents, 0),
        );
        for (const m of ledger) {
          expect(m.usedUsdCents).toBe(m.entries.reduce((s, e) => s + e.priceUsdCents, 0));
          expect(m.excessUsdCents > 0).toBe(m.usedUsdCents > m.franchiseUsdCents);
          expect(m.remainingUsdCents + m.usedUsdCents - m.excessUsdCents).toBe(m.franchiseUsdCents);
          expect(m.taxUsdCents).toBe(Math.round(m.excessUsdCents / 2));
          const perItem = new Map<string, number>();
          for (const e of m.entries) perItem.set(e.itemKey, (perItem.get(e.itemKey) ?? 0) + 1);
          expect(m.repeatedItems.length).toBe([...perItem.values()].filter((c) => c > 1).length);
        }
      }),
    );
  });

  it('a check agrees with the ledger once the order is in it: the excess and tax it announced are what the month gains', () => {
    fc.assert(
      fc.property(
        arbitraryTrips.filter((t) => t.length > 0),
        arbitraryOrders,
        fc.integer({ min: 1, max: 500_000 }),
        fc.nat(),
        (trips, raw, price, pick) => {
          const orders = raw.map((r) =>
            order({
              tripId: r.tripId,
              estimatedPriceCents: r.estimatedPriceCents,
              currency: r.currency,
              status: r.status,
            }),
          );
          const on = trips[pick % trips.length] ?? null;
          const before = allowanceLedger(trips, orders);
          const candidate = order({ tripId: on?.id ?? null, estimatedPriceCents: price, currency: 'USD' });
          const check = allowanceCheck(before, { ...candidate, priceUsdCents: price, trip: on, today: '2026-11-21' });
          const after = allowanceLedger(trips, [...orders, candidate]);
          const month = after.find((m) => m.month === check.month);
          const was = before.find((m) => m.month === check.month);
          expect(month?.usedUsdCents).toBe((was?.usedUsdCents ?? 0) + price);
          expect(month?.excessUsdCents).toBe((was?.excessUsdCents ?? 0) + check.excessUsdCents);
          expect(month?.taxUsdCents).toBe((was?.taxUsdCents ?? 0) + check.taxUsdCents);
          expect(check.crosses).toBe((month?.excessUsdCents ?? 0) > 0);
          expect(check.excessUsdCents).toBeLessThanOrEqual(price);
        },
      ),
    );
  });

  it('one item is one item whatever the query, the “www.” or a final slash', () => {
    const a = itemKey({ productName: 'x', productUrl: 'https://www.amazon.com/dp/B0?ref=1' });
    expect(itemKey({ productName: 'y', productUrl: 'https://amazon.com/dp/B0/' })).toBe(a);
    expect(itemKey({ productName: 'Cámara  Sony', productUrl: 'https://sony.example/' })).toBe('name:camara sony');
  });
});
