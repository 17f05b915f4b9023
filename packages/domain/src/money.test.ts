import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ARS_PER_USD, EXCHANGE_RATES, PLATFORM_COMMISSION_RATE, SERVICE_FEE } from '#src/constants';
import {
  commissionCents,
  convertToUsdCents,
  currentRate,
  escrowBreakdown,
  AMOUNT_MESSAGES,
  MAX_AMOUNT,
  formatAmount,
  formatMoney,
  parseAmount,
  pesoEquivalent,
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

describe('typed amounts, in either convention', () => {
  it.each([
    ['159.99', 15999],
    ['159,99', 15999],
    ['1.599,99', 159999],
    ['1,599.99', 159999],
    ['1.599.000', 159900000],
    ['1,599,000.5', 159900050],
    ['1599', 159900],
    ['0,5', 50],
  ] as const)('reads %s as %i cents', (typed, cents) => expect(parseAmount(typed)).toEqual({ ok: true, cents }));

  it.each(['1.599', '1,599', '0.599', '12,000'])('refuses %s as ambiguous, offering both spellings', (typed) => {
    const parsed = parseAmount(typed);
    expect(parsed).toEqual({ ok: false, message: AMOUNT_MESSAGES.ambiguous(typed) });
    expect(AMOUNT_MESSAGES.ambiguous('1.599')).toContain('(1599)');
  });

  it.each([
    '1,5,9',
    '12a',
    'US$ 10',
    '1 599',
    '-3',
    '1e3',
    '.99',
    '159.',
    '1.599,',
    '1.59.9',
    '1.599,99.5',
    '1,599.99,5',
  ])('refuses %s as malformed, in Spanish', (typed) =>
    expect(parseAmount(typed)).toEqual({ ok: false, message: AMOUNT_MESSAGES.malformed }),
  );

  it('refuses a third decimal, an empty field and an amount over the maximum', () => {
    expect(parseAmount('1.599,999')).toEqual({ ok: false, message: AMOUNT_MESSAGES.tooManyDecimals });
    expect(parseAmount('  ')).toEqual({ ok: false, message: AMOUNT_MESSAGES.empty });
    expect(parseAmount(String(MAX_AMOUNT + 1))).toEqual({ ok: false, message: AMOUNT_MESSAGES.tooLarge });
  });

  const anyCents = fc.integer({ min: 0, max: MAX_AMOUNT * 100 + 99 });
  const enUS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

  it('reads back what it shows, and the same amount written the other way or without grouping', () => {
    fc.assert(
      fc.property(anyCents, (cents) => {
        const plain = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
        for (const typed of [formatAmount(cents), enUS.format(cents / 100), plain, plain.replace('.', ',')]) {
          expect(parseAmount(typed)).toEqual({ ok: true, cents });
        }
      }),
    );
  });

  it('reads whole amounts and one or two decimals after a lone separator', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_AMOUNT }),
        fc.stringMatching(/^\d{1,2}$/),
        fc.constantFrom('.', ','),
        (units, decimals, mark) => {
          expect(parseAmount(String(units))).toEqual({ ok: true, cents: units * 100 });
          expect(parseAmount(`${units}${mark}${decimals}`)).toEqual({
            ok: true,
            cents: units * 100 + Number(decimals.padEnd(2, '0')),
          });
        },
      ),
    );
  });

  it('never reads a lone separator followed by three digits', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{1,9}$/),
        fc.stringMatching(/^\d{3}$/),
        fc.constantFrom('.', ','),
        (a, b, m) => {
          expect(parseAmount(`${a}${m}${b}`).ok).toBe(false);
        },
      ),
    );
  });

  it('refuses anything with a letter or a sign, and answers every input without throwing', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom('a', 'e', 'x', '-', '+', '$', ' '),
        fc.string(),
        (before, odd, after) => {
          expect(parseAmount(`1${before}${odd}${after}1`).ok).toBe(false);
        },
      ),
    );
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const parsed = parseAmount(typed);
        if (parsed.ok) {
          expect(Number.isInteger(parsed.cents)).toBe(true);
          expect(parsed.cents).toBeGreaterThanOrEqual(0);
          expect(parsed.cents).toBeLessThanOrEqual(MAX_AMOUNT * 100 + 99);
        } else {
          expect(parsed.message.length).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('refuses thousands that are not grouped in threes', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^\d{1,5}$/), { minLength: 3, maxLength: 5 }),
        fc.constantFrom('.', ','),
        (groups, mark) => {
          fc.pre(groups.slice(1).some((g) => g.length !== 3) || (groups[0]?.length ?? 0) > 3);
          expect(parseAmount(groups.join(mark)).ok).toBe(false);
        },
      ),
    );
  });
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

describe('the total in pesos', () => {
  it('converts a USD total at the reference rate and says which rate and date', () => {
    expect(pesoEquivalent(12345)).toEqual({
      cents: 12345 * ARS_PER_USD.rate,
      arsPerUsd: ARS_PER_USD.rate,
      date: EXCHANGE_RATES.date,
    });
    expect(pesoEquivalent(0).cents).toBe(0);
  });
});

describe('formatting in es-AR', () => {
  it('formats money with comma decimals', () => expect(formatMoney(123450, 'USD')).toMatch(/1\.234,50/));
  it('reuses formatters per currency', () => expect(formatMoney(100, 'EUR')).toBe(formatMoney(100, 'EUR')));
  it('writes every amount one way, two decimals included', () => {
    expect(formatMoney(2500)).toBe(formatMoney(2500, 'USD'));
    expect(formatMoney(2250).replace(/\s/g, ' ')).toBe('US$ 22,50');
    // @cg/ui's formatCents is pinned to the same text (RequestCard's WithImage story).
    expect(formatMoney(2500)).toMatch(/^US\$\s25,00$/);
  });
});
