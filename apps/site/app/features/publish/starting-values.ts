import { CATEGORIES, REWARD_SLIDER, formatAmount, parseAmount, type RequestView } from '@cg/domain';
import { landedCostInputsOf, type LandedCostInputs } from '#app/components/market/LandedCost';
import { draftFromSearch } from '#app/lib/similar-request';
import type { StoredRequestDraft } from '#app/lib/request-draft';

/** Shows a typed price back as it was read ("159.99" → "159,99"); leaves what is not a price as typed. */
export function priceAsRead(text: string): string {
  const parsed = parseAmount(text);
  return parsed.ok ? formatAmount(parsed.cents) : text;
}

/** A kept draft's value for a field the form reads as text. */
export const savedText = (fields: Readonly<Record<string, string>> | undefined, name: string) => {
  const value = fields?.[name];
  return value === undefined || value === '' ? undefined : value;
};

/**
 * The estimate's first figures: editing starts from the request's own (issue 35 item 7), so the
 * estimate shows on opening; a new request from the draft kept here (decision 044).
 */
export function estimateStart(editing: RequestView | null, kept: StoredRequestDraft | null): Partial<LandedCostInputs> {
  if (editing) return landedCostInputsOf(editing);
  if (!kept) return {};
  const price = parseAmount(kept.fields.estimatedPrice ?? '');
  return {
    priceCents: price.ok ? price.cents : null,
    currency: (kept.fields.currency as 'USD' | undefined) ?? 'USD',
    reward: Number(kept.fields.reward) || REWARD_SLIDER.defaultValue,
  };
}

/** The product's first values: the request edited, the draft kept, or a similar request's details. */
export function productStart(editing: RequestView | null, kept: StoredRequestDraft | null, search: URLSearchParams) {
  if (editing) {
    return {
      productName: editing.productName,
      productUrl: editing.productUrl,
      category: editing.category,
      country: editing.country,
    };
  }
  if (kept) {
    return {
      productName: savedText(kept.fields, 'productName'),
      productUrl: savedText(kept.fields, 'productUrl'),
      category: CATEGORIES.find((c) => c === kept.fields.category),
      country: savedText(kept.fields, 'country'),
    };
  }
  return draftFromSearch(search);
}
