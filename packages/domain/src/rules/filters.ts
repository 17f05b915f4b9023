import type { Category } from '#src/enums';
import type { ProductRequest } from '#src/schemas/product-request';
import type { TravelerTrip } from '#src/schemas/trip';

/** Sorts by `createdAt`, newest first; ties keep a stable order by id. Returns a new array. */
export function newestFirst<T extends { readonly createdAt: string; readonly id: string }>(items: readonly T[]): T[] {
  return items
    .map((item) => ({ item, t: Date.parse(item.createdAt) }))
    .sort((a, b) => b.t - a.t || (a.item.id < b.item.id ? -1 : a.item.id > b.item.id ? 1 : 0))
    .map((x) => x.item);
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export interface RequestFilters {
  /** Contained in the product name (accents and case ignored). */
  readonly text?: string;
  readonly country?: string;
  /** A `Category`; any other text (e.g. from the URL) matches nothing, '' matches all. */
  readonly category?: Category | '' | (string & {});
  /** Whole USD; reward must be at least this. */
  readonly minReward?: number;
}

/** Spec §5: text in product name, purchase country, category, reward ≥ minimum. */
export function filterRequests<T extends Pick<ProductRequest, 'rewardCents' | 'country' | 'category' | 'productName'>>(
  requests: readonly T[],
  filters: RequestFilters,
): T[] {
  const text = filters.text ? fold(filters.text.trim()) : '';
  const minCents = Math.max(0, Math.round((filters.minReward ?? 0) * 100));
  const { country, category } = filters;
  return requests.filter(
    (r) =>
      r.rewardCents >= minCents &&
      (!country || r.country === country) &&
      (!category || r.category === category) &&
      (!text || fold(r.productName).includes(text)),
  );
}

export interface TripFilters {
  readonly originCountry?: string;
  /** `YYYY-MM-DD`; trips returning on or before it. */
  readonly returnBy?: string;
  /** In origin country or traveller name. */
  readonly text?: string;
}

export function filterTrips(trips: readonly TravelerTrip[], filters: TripFilters): TravelerTrip[] {
  const text = filters.text ? fold(filters.text.trim()) : '';
  const { originCountry, returnBy } = filters;
  return trips.filter(
    (t) =>
      (!originCountry || t.originCountry === originCountry) &&
      (!returnBy || t.returnDate <= returnBy) &&
      (!text || fold(t.originCountry).includes(text) || fold(t.userName).includes(text)),
  );
}
