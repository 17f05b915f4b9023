import { z } from 'zod';

/**
 * What a list's URL can carry (decision 035): each filter and how long it may be. The API reads a
 * query string with these, field by field, so a filter added here reaches the wire with no other
 * edit; the types the contract and the site use are these schemas' own.
 */
const upTo = (max: number) => z.string().transform((s) => s.slice(0, max));

export const requestFiltersSchema = z.object({
  /** Contained in the product name (accents and case ignored). */
  text: upTo(200).optional(),
  country: upTo(100).optional(),
  /** A `Category`; any other text (e.g. from the URL) matches nothing, '' matches all. */
  category: upTo(50).optional(),
  /** Whole USD; reward must be at least this. */
  minReward: z.number().optional(),
});
export type RequestFilters = z.input<typeof requestFiltersSchema>;

export const tripFiltersSchema = z.object({
  originCountry: upTo(100).optional(),
  /** `YYYY-MM-DD`; trips returning on or before it (the domain ignores any other text). */
  returnBy: upTo(10).optional(),
  /** In origin country or traveller name. */
  text: upTo(200).optional(),
});
export type TripFilters = z.input<typeof tripFiltersSchema>;

/** One page of a list (keyset): `after` is the previous page's `next`. */
export const pageRequestSchema = z.object({
  after: upTo(200).nullable().optional(),
  limit: z.number().positive().optional(),
});
export type PageRequest = z.input<typeof pageRequestSchema>;
