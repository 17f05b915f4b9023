/**
 * Offers (decision 045): pure rules, applied by the offers service in a transaction with the
 * server's clock. The reward's steps are one rule (`toRewardStep` on `REWARD_STEPS_CENTS`): the
 * offer form, the counter and the reward suggestion (decision 046) use it.
 */
import { DELIVERY_GRACE_DAYS, REWARD_STEPS_CENTS } from '#src/constants';
import type { Offer, OfferStatus } from '#src/schemas/offer';
import type { ProductRequest } from '#src/schemas/product-request';
import type { TravelerTrip } from '#src/schemas/trip';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `date` (YYYY-MM-DD) plus `days`. */
const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);

export interface RewardRange {
  readonly minCents: number;
  readonly maxCents: number;
  readonly stepCents: number;
}

/**
 * A reward of `cents` on the slider's steps (US$ 5) within its bounds (US$ 10–500): rounded to
 * the nearest step, or up, or down; not a number, the lowest. The one reward rule: the offers'
 * range and the reward suggestion both put their amounts on the slider through it.
 */
export function toRewardStep(cents: number, rounding: 'nearest' | 'up' | 'down'): number {
  const { min, max, step } = REWARD_STEPS_CENTS;
  if (!Number.isFinite(cents)) return min;
  const round = rounding === 'up' ? Math.ceil : rounding === 'down' ? Math.floor : Math.round;
  return Math.min(max, Math.max(min, round(cents / step) * step));
}

/**
 * The rewards a traveller may offer (and a buyer counter) on a request whose reward is
 * `buyerRewardCents`: from half of it to twice it, within the slider's US$ 10–500, in its US$ 5
 * steps (half rounded up to a step, twice rounded down).
 */
export function rewardRange(buyerRewardCents: number): RewardRange {
  const minCents = toRewardStep(buyerRewardCents / 2, 'up');
  const maxCents = Math.max(minCents, toRewardStep(buyerRewardCents * 2, 'down'));
  return { minCents, maxCents, stepCents: REWARD_STEPS_CENTS.step };
}

export function isRewardInRange(buyerRewardCents: number, cents: number): boolean {
  const { minCents, maxCents, stepCents } = rewardRange(buyerRewardCents);
  return Number.isInteger(cents) && cents >= minCents && cents <= maxCents && cents % stepCents === 0;
}

/** The delivery dates an offer on a trip returning on `returnDate` may promise: that day to 7 days after. */
export function deliveryWindow(returnDate: string): { readonly from: string; readonly to: string } {
  return { from: returnDate, to: addDays(returnDate, DELIVERY_GRACE_DAYS) };
}

/**
 * Whether an offer's trip and date still fit its request on `today` (Argentina's day): the trip
 * is the traveller's, from the request's country, not over, and the date is in its window and not
 * past.
 */
export function offerFits(
  offer: Pick<Offer, 'travellerId' | 'deliveryDate'>,
  trip: Pick<TravelerTrip, 'userId' | 'originCountry' | 'returnDate'> | null,
  request: Pick<ProductRequest, 'country'>,
  today: string,
): boolean {
  if (trip?.userId !== offer.travellerId || trip.originCountry !== request.country) return false;
  if (trip.returnDate < today || offer.deliveryDate < today) return false;
  const window = deliveryWindow(trip.returnDate);
  return offer.deliveryDate >= window.from && offer.deliveryDate <= window.to;
}

/** Whether a stored state is still alive (waiting for the buyer or for the traveller). */
export const isLive = (status: OfferStatus): status is 'open' | 'countered' =>
  status === 'open' || status === 'countered';

/**
 * The state a person reads: a live offer on a request no longer active is `closed`, one whose
 * trip or date no longer fits is `expired` (evaluated on read; stored when acted upon).
 */
export function offerStatusOn(
  offer: Offer,
  trip: Pick<TravelerTrip, 'userId' | 'originCountry' | 'returnDate'> | null,
  request: Pick<ProductRequest, 'country' | 'status'>,
  today: string,
): OfferStatus {
  if (!isLive(offer.status)) return offer.status;
  if (request.status !== 'active') return 'closed';
  return offerFits(offer, trip, request, today) ? offer.status : 'expired';
}
