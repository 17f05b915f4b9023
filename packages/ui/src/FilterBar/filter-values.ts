import type { RequestFilters } from '@cg/domain';

// The requests bar's values without the bar: RequestFilterBarPlaceholder (on /pedidos's first
// load) reads them without pulling in the fields' react-aria pieces (decision 024).

/** Filters of the requests list; '' means "all". Same shape as the domain's `RequestFilters`. */
export type RequestFilterValues = { [K in keyof RequestFilters]-?: NonNullable<RequestFilters[K]> } & {
  category: string;
};

/** Minimum-reward filter of the spec: 0 to 500 USD, step 10, default 10 (§9). */
export const REQUEST_FILTER_REWARD = { min: 0, max: 500, step: 10, defaultValue: 10 } as const;

/** The bar's values when nothing is filtered. */
export const requestFilterDefaults: RequestFilterValues = {
  text: '',
  country: '',
  category: '',
  minReward: REQUEST_FILTER_REWARD.defaultValue,
};

/** Filters that differ from their "all" value. */
export function countActive<T extends object>(value: T, defaults: T): number {
  return (Object.keys(defaults) as (keyof T)[]).filter((k) => value[k] !== defaults[k]).length;
}
