/**
 * The reward suggestion on the publish form (issue 36, decision 046): from completed deals of the
 * same category and country, the median reward as a share of the price, and how many deals it
 * rests on; with fewer than SUGGESTION_MIN_DEALS, a stated rule of thumb, labelled as such.
 *
 * The suggested amount is put on the slider's steps of US$ 5 within US$ 10–500 by the offers'
 * own rule (`toRewardStep`, over `REWARD_STEPS_CENTS`): issue 36's "the same rule".
 */
import { toRewardStep } from '#src/rules/offers';

/** Fewer completed deals than this and the median says too little: the rule of thumb instead. @internal */
export const SUGGESTION_MIN_DEALS = 5;

/** The rule of thumb, stated where it is shown: about 15 % of the price. @internal */
export const RULE_OF_THUMB_SHARE = 0.15;

/** The completed deals a suggestion reads (the newest first): more than this say nothing new. */
export const SUGGESTION_DEALS_READ = 200;

/** One completed deal: what the traveller was paid and the price, both in US cents. */
export interface Deal {
  readonly rewardUsdCents: number;
  readonly priceUsdCents: number;
}

export interface RewardSuggestion {
  /** `deals`: the median of completed deals; `rule_of_thumb`: fewer than SUGGESTION_MIN_DEALS. */
  readonly basis: 'deals' | 'rule_of_thumb';
  /** The reward as a share of the price (0.15 is 15 %). */
  readonly share: number;
  /** How many completed deals it rests on (below SUGGESTION_MIN_DEALS: the rule of thumb was used). */
  readonly deals: number;
  /** The suggested reward for the given price, whole US dollars on the slider; null without a price. */
  readonly rewardUsd: number | null;
}

/** The median of `values` (the mean of the middle two for an even count); NaN for none. @internal */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const upper = sorted[mid] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[mid - 1] ?? upper) + upper) / 2;
}

/** Whole US dollars on the slider: the nearest step of 5, within 10–500 (the offers' `toRewardStep`). @internal */
export function toSliderReward(usd: number): number {
  return toRewardStep(usd * 100, 'nearest') / 100;
}

/**
 * The suggestion for a request of `priceUsdCents` (null: not typed yet) from the completed deals of
 * its category and country. Deals with no price are left out.
 */
export function rewardSuggestion(deals: readonly Deal[], priceUsdCents: number | null): RewardSuggestion {
  const shares = deals.filter((d) => d.priceUsdCents > 0).map((d) => d.rewardUsdCents / d.priceUsdCents);
  const basis = shares.length >= SUGGESTION_MIN_DEALS ? 'deals' : 'rule_of_thumb';
  const share = basis === 'deals' ? median(shares) : RULE_OF_THUMB_SHARE;
  const price = priceUsdCents !== null && Number.isFinite(priceUsdCents) && priceUsdCents > 0 ? priceUsdCents : null;
  return {
    basis,
    share,
    deals: shares.length,
    rewardUsd: price === null ? null : toSliderReward((price * share) / 100),
  };
}
