/**
 * Matching trips and requests (issue 36, decision 046): the orders both stores keep, so the browser's
 * scan and SQL's index answer the same list in the same order, and the allowance estimate.
 */
import { convertToUsdCents, currentRate } from '#src/money';
import type { ProductRequest } from '#src/schemas/product-request';
import type { TravelerTrip } from '#src/schemas/trip';

/** At most this many matches in one list (the browser's scan and SQL's `LIMIT` alike). */
export const MATCH_LIMIT = 50;

/**
 * The allowance a traveller brings in free of duty, as the issue states it until the customs issue
 * lands: US$ 500, against which the prices of the orders on a trip are counted (an estimate).
 */
const ALLOWANCE_USD_CENTS = 50_000;

/** Byte order of two ids (SQL's `collate "C"`). */
const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A trip's requests: the highest reward first; ties the newest first, then by id. */
export function byRewardFirst(a: ProductRequest, b: ProductRequest): number {
  return (
    b.rewardCents - a.rewardCents ||
    (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0) ||
    byId(a.id, b.id)
  );
}

/**
 * Whether a trip carries a request: it comes from the request's country of purchase, returns on or
 * after `today` (Argentina's day, `YYYY-MM-DD`) and is not the request's buyer's own. The request
 * alerts, a request's trips and the traveller's page (/viajero, which refreshes only for a new
 * request this says one of her trips carries) ask it here; SQL asks the same in its `where`.
 */
export function tripCarries(
  trip: Pick<TravelerTrip, 'originCountry' | 'returnDate' | 'userId'>,
  request: Pick<ProductRequest, 'country' | 'userId'>,
  today: string,
): boolean {
  return trip.originCountry === request.country && trip.returnDate >= today && trip.userId !== request.userId;
}

/** A request's trips: the soonest return first; ties by id. */
export function bySoonestReturn(a: TravelerTrip, b: TravelerTrip): number {
  return (a.returnDate < b.returnDate ? -1 : a.returnDate > b.returnDate ? 1 : 0) || byId(a.id, b.id);
}

/** What a trip's orders leave of the allowance (an estimate: the customs rules will refine it). */
export interface AllowanceEstimate {
  readonly limitUsdCents: number;
  /** The prices, in US dollars at today's reference rate, of the orders travelling on the trip. */
  readonly usedUsdCents: number;
  /** Never below 0. */
  readonly leftUsdCents: number;
  /** Always true: said as an estimate wherever it is shown. */
  readonly estimate: true;
}

/** The order statuses that count against a trip's allowance: taken, and not cancelled. */
const COUNTED = new Set<ProductRequest['status']>(['accepted', 'paid', 'completed']);

export function allowanceEstimate(
  orders: readonly Pick<ProductRequest, 'status' | 'estimatedPriceCents' | 'currency'>[],
): AllowanceEstimate {
  const used = orders
    .filter((o) => COUNTED.has(o.status))
    .reduce((sum, o) => sum + convertToUsdCents(o.estimatedPriceCents, currentRate(o.currency)), 0);
  return {
    limitUsdCents: ALLOWANCE_USD_CENTS,
    usedUsdCents: used,
    leftUsdCents: Math.max(0, ALLOWANCE_USD_CENTS - used),
    estimate: true,
  };
}
