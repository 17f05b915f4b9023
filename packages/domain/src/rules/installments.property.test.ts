import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { installmentGroups, installmentParts } from './installments';

describe('installmentParts', () => {
  it('splits US$ 209,99 in 3 as 70,00 + 70,00 + 69,99 (issue 35 item 8), not 3 × 70,00', () => {
    expect(installmentParts(20_999, 3)).toEqual([7000, 7000, 6999]);
    expect(installmentGroups(20_999, 3)).toEqual([
      { count: 2, cents: 7000 },
      { count: 1, cents: 6999 },
    ]);
  });

  it('keeps an even split even, and one instalment is the whole total', () => {
    expect(installmentParts(21_000, 3)).toEqual([7000, 7000, 7000]);
    expect(installmentGroups(21_000, 6)).toEqual([{ count: 6, cents: 3500 }]);
    expect(installmentParts(20_999, 1)).toEqual([20_999]);
  });

  it('always adds up to the total exactly, in `count` parts within a cent of each other, larger first', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 1, max: 48 }), (total, count) => {
        const parts = installmentParts(total, count);
        expect(parts).toHaveLength(count);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
        expect(parts.every((p) => Number.isInteger(p) && p >= 0)).toBe(true);
        expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
        expect(parts).toEqual([...parts].sort((a, b) => b - a));
        const groups = installmentGroups(total, count);
        expect(groups.reduce((n, g) => n + g.count, 0)).toBe(count);
        expect(groups.reduce((sum, g) => sum + g.count * g.cents, 0)).toBe(total);
        expect(groups.length).toBeLessThanOrEqual(2);
      }),
    );
  });

  it('refuses what is not an amount or a number of instalments', () => {
    expect(() => installmentParts(-1, 3)).toThrow(RangeError);
    expect(() => installmentParts(1.5, 3)).toThrow(RangeError);
    expect(() => installmentParts(100, 0)).toThrow(RangeError);
  });
});
