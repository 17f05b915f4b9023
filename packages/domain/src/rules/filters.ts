import type { ProductRequest } from '#src/schemas/product-request';
import type { TravelerTrip } from '#src/schemas/trip';
import type { RequestFilters, TripFilters } from '#src/schemas/filters';

// The filters' shapes are their schemas' (what a URL can carry, decision 035).
export type { RequestFilters, TripFilters } from '#src/schemas/filters';

/** Sorts by `createdAt`, newest first; ties keep a stable order by id. Returns a new array. */
export function newestFirst<T extends { readonly createdAt: string; readonly id: string }>(items: readonly T[]): T[] {
  return items
    .map((item) => ({ item, t: Date.parse(item.createdAt) }))
    .sort((a, b) => b.t - a.t || (a.item.id < b.item.id ? -1 : a.item.id > b.item.id ? 1 : 0))
    .map((x) => x.item);
}

/** Whether `item` comes after `cursor` in `newestFirst`'s order: the next page of a list starts there. */
export function isAfter(
  item: { readonly createdAt: string; readonly id: string },
  cursor: { readonly createdAt: string; readonly id: string },
): boolean {
  const t = Date.parse(item.createdAt);
  const c = Date.parse(cursor.createdAt);
  return t < c || (t === c && item.id > cursor.id);
}

/**
 * A page cursor as the URL carries it: the last item's creation time (ms, base 36) and its id,
 * `"m1abcd.4f2c…"`. Opaque to people, readable in a log, URL-safe.
 */
export function encodeCursor(item: { readonly createdAt: string; readonly id: string }): string {
  return `${Date.parse(item.createdAt).toString(36)}.${item.id}`;
}

/** The cursor back, or null when it is not one (an edited URL shows the first page). */
export function decodeCursor(value: string | null | undefined): { createdAt: string; id: string } | null {
  const match = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{1,100})$/.exec(value ?? '');
  if (!match?.[1] || !match[2]) return null;
  const ms = parseInt(match[1], 36);
  if (!Number.isSafeInteger(ms) || ms < 0 || ms > 8.64e15) return null;
  return { createdAt: new Date(ms).toISOString(), id: match[2] };
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

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

export function filterTrips(
  trips: readonly TravelerTrip[],
  filters: TripFilters & { readonly returnFrom?: string },
): TravelerTrip[] {
  const text = filters.text ? fold(filters.text.trim()) : '';
  const { originCountry, returnBy, returnFrom } = filters;
  return trips.filter(
    (t) =>
      (!originCountry || t.originCountry === originCountry) &&
      (!returnBy || t.returnDate <= returnBy) &&
      (!returnFrom || t.returnDate >= returnFrom) &&
      (!text || fold(t.originCountry).includes(text) || fold(t.userName).includes(text)),
  );
}
