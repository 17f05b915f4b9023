import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  RULE_OF_THUMB_SHARE,
  SUGGESTION_MIN_DEALS,
  median,
  rewardSuggestion,
  toSliderReward,
} from './reward-suggestion';
import { isRewardInRange, rewardRange, toRewardStep } from './offers';

const deal = (rewardUsd: number, priceUsd: number) => ({
  rewardUsdCents: rewardUsd * 100,
  priceUsdCents: priceUsd * 100,
});
const deals = fc.array(
  fc.record({
    rewardUsdCents: fc.integer({ min: 1_000, max: 50_000 }),
    priceUsdCents: fc.integer({ min: 100, max: 5_000_000 }),
  }),
  { maxLength: 40 },
);

describe('the reward suggestion (decision 046)', () => {
  it('rests on the median share of five or more completed deals, and says how many', () => {
    const five = [deal(20, 100), deal(30, 100), deal(10, 100), deal(50, 100), deal(25, 100)];
    expect(rewardSuggestion(five, 40_000)).toEqual({ basis: 'deals', share: 0.25, deals: 5, rewardUsd: 100 });
    // An even count: the mean of the middle two (0.2 and 0.25).
    expect(rewardSuggestion([...five, deal(15, 100)], 20_000).share).toBeCloseTo(0.225);
  });

  it('says the rule of thumb below five deals, labelled by its basis, whatever those deals were', () => {
    const four = [deal(200, 100), deal(200, 100), deal(200, 100), deal(200, 100)];
    expect(rewardSuggestion(four, 20_000)).toEqual({
      basis: 'rule_of_thumb',
      share: RULE_OF_THUMB_SHARE,
      deals: 4,
      rewardUsd: 30,
    });
    expect(rewardSuggestion([], null)).toEqual({ basis: 'rule_of_thumb', share: 0.15, deals: 0, rewardUsd: null });
  });

  it('puts the amount on the slider: steps of US$ 5 within 10–500', () => {
    expect([toSliderReward(2), toSliderReward(12.4), toSliderReward(12.5), toSliderReward(9_999)]).toEqual([
      10, 10, 15, 500,
    ]);
    expect(toSliderReward(Number.NaN)).toBe(10);
    fc.assert(
      fc.property(deals, fc.option(fc.integer({ min: 1, max: 100_000_000 })), (list, price) => {
        const { rewardUsd } = rewardSuggestion(list, price);
        if (price === null) return rewardUsd === null;
        return rewardUsd !== null && rewardUsd >= 10 && rewardUsd <= 500 && rewardUsd % 5 === 0;
      }),
    );
  });

  it("is the offers' rule: a suggested reward is a step of the slider, its own rounding, and an offer on it may keep it", () => {
    fc.assert(
      fc.property(deals, fc.integer({ min: 1, max: 100_000_000 }), (list, price) => {
        const cents = (rewardSuggestion(list, price).rewardUsd ?? 0) * 100;
        expect(toRewardStep(cents, 'nearest')).toBe(cents);
        expect(isRewardInRange(cents, cents)).toBe(true);
        const range = rewardRange(cents);
        expect([range.minCents % range.stepCents, range.maxCents % range.stepCents]).toEqual([0, 0]);
        expect(range.minCents).toBeGreaterThanOrEqual(toRewardStep(0, 'down'));
        expect(range.maxCents).toBeLessThanOrEqual(toRewardStep(Number.MAX_SAFE_INTEGER, 'up'));
      }),
    );
  });

  it('uses the deals exactly when there are enough, and the median share lies between their extremes', () => {
    fc.assert(
      fc.property(deals, (list) => {
        const s = rewardSuggestion(list, 10_000);
        expect(s.basis).toBe(list.length >= SUGGESTION_MIN_DEALS ? 'deals' : 'rule_of_thumb');
        expect(s.deals).toBe(list.length);
        if (s.basis === 'deals') {
          const shares = list.map((d) => d.rewardUsdCents / d.priceUsdCents);
          expect(s.share).toBeGreaterThanOrEqual(Math.min(...shares));
          expect(s.share).toBeLessThanOrEqual(Math.max(...shares));
        }
      }),
    );
  });

  it('is the same share whatever the currency scale: prices and rewards scaled together change nothing', () => {
    fc.assert(
      fc.property(deals, fc.integer({ min: 2, max: 50 }), (list, k) => {
        const scaled = list.map((d) => ({ rewardUsdCents: d.rewardUsdCents * k, priceUsdCents: d.priceUsdCents * k }));
        expect(rewardSuggestion(scaled, null).share).toBeCloseTo(rewardSuggestion(list, null).share, 10);
      }),
    );
  });

  it('takes the median of any order of the same values', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 10, noNaN: true }), { minLength: 1 }), (values) => {
        expect(median([...values].reverse())).toBe(median(values));
      }),
    );
    expect(Number.isNaN(median([]))).toBe(true);
  });
});
