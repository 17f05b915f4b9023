import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLATFORM_COMMISSION_RATE, SERVICE_FEE } from '#src/constants';
import {
  commissionCents,
  convertToUsdCents,
  currentRate,
  escrowBreakdown,
  formatMoney,
  formatPercent,
  formatReward,
  serviceFeeCents,
  toCents,
  travellerPayoutCents,
} from '#src/money';
import { CURRENCIES } from '#src/enums';

describe('amounts in cents', () => {
  it.each([
    ['12.5', 1250],
    ['12,50', 1250],
    [' 7 ', 700],
    [349.99, 34999],
    [0.1 + 0.2, 30],
  ] as const)('parses %s', (input, cents) => expect(toCents(input)).toBe(cents));

  it.each(['', 'abc', '-3', '1.234', '1e3', Number.NaN, -1, Infinity])('refuses %s', (input) =>
    expect(toCents(input)).toBeNull(),
  );
});

describe('escrow total', () => {
  it('converts the price at the frozen rate and adds reward and fee', () => {
    const b = escrowBreakdown(10000, 'EUR', 2500, { currency: 'EUR', usdPerUnit: 1.1, date: '2026-01-01' });
    expect(b.priceUsdCents).toBe(11000);
    expect(b.serviceFeeUsdCents).toBe(Math.round((11000 + 2500) * SERVICE_FEE.rate));
    expect(b.totalUsdCents).toBe(11000 + 2500 + b.serviceFeeUsdCents);
  });

  it('charges at least the minimum service fee', () => {
    expect(serviceFeeCents(100)).toBe(SERVICE_FEE.minimumCents);
    expect(escrowBreakdown(100, 'USD', 0).serviceFeeUsdCents).toBe(200);
  });

  it('uses the reference table by default', () => {
    expect(currentRate('JPY').usdPerUnit).toBeLessThan(0.01);
    expect(convertToUsdCents(100000, currentRate('USD'))).toBe(100000);
  });

  it('always equals its parts to the cent and is never negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 10_000_000_000 }),
        fc.constantFrom(...CURRENCIES),
        fc.integer({ min: -100, max: 50_000 }),
        (price, currency, reward) => {
          const b = escrowBreakdown(price, currency, reward);
          expect(b.totalUsdCents).toBe(b.priceUsdCents + b.rewardUsdCents + b.serviceFeeUsdCents);
          for (const v of [b.priceUsdCents, b.rewardUsdCents, b.serviceFeeUsdCents, b.totalUsdCents]) {
            expect(Number.isInteger(v)).toBe(true);
            expect(v).toBeGreaterThanOrEqual(0);
          }
        },
      ),
    );
  });
});

describe('commission', () => {
  it('deducts the platform commission from the reward', () => {
    expect(commissionCents(2500)).toBe(2500 * PLATFORM_COMMISSION_RATE);
    expect(travellerPayoutCents(2500)).toBe(2250);
  });

  it('payout plus commission is the reward and neither is negative', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (reward) => {
        const payout = travellerPayoutCents(reward);
        expect(payout + commissionCents(reward)).toBe(reward);
        expect(payout).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('formatting in es-AR', () => {
  it('formats money with comma decimals', () => expect(formatMoney(123450, 'USD')).toMatch(/1\.234,50/));
  it('reuses formatters per currency', () => expect(formatMoney(100, 'EUR')).toBe(formatMoney(100, 'EUR')));
  it('shows the reward like the cards', () => expect(formatReward(2500)).toBe('$25 USD'));
  it('shows a rate as a percentage', () => expect(formatPercent(0.05)).toBe('5%'));
});
