// The landed-cost estimate on the site: the domain computes (landedCostEstimate /
// landedCostOfRequest), @cg/ui's LandedCostEstimate shows. On the request form it follows what
// the person types; on the request page it shows the stored request's figures.
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import {
  REWARD_SLIDER,
  landedCostEstimate,
  landedCostOfRequest,
  toCents,
  type Currency,
  type ProductRequest,
} from '@cg/domain';
import { LandedCostEstimate, type LandedCostEstimateProps } from '@cg/ui';

export interface LandedCostInputs {
  /** Price as typed, in units of `currency` (NaN/null while empty). */
  price: number | null;
  currency: Currency;
  /** Reward in USD units (the slider's value). */
  reward: number;
}

/** "1.234,56" (es-AR, as typed in the MoneyField) → 1234.56; null when not a number yet. */
function parseTypedAmount(text: string): number | null {
  const normalized = text.trim().replace(/\./g, '').replace(',', '.');
  if (!/^\d+(\.\d*)?$/.test(normalized)) return null;
  const value = Number(normalized);
  return Number.isFinite(value) ? value : null;
}

/**
 * State for the request form's estimate: `onInput` on the form follows the price as it is typed
 * (react-aria's NumberField reports its value only on blur), the setters go on the MoneyField
 * (`onAmountChange`, `onCurrencyChange`) and the reward Slider (`onChange`).
 */
export function useLandedCostInputs(initial: Partial<LandedCostInputs> = {}) {
  const [values, setValues] = useState<LandedCostInputs>({
    price: initial.price ?? null,
    currency: initial.currency ?? 'USD',
    reward: initial.reward ?? REWARD_SLIDER.defaultValue,
  });
  const setPrice = useCallback(
    (price: number) => setValues((v) => ({ ...v, price: Number.isFinite(price) ? price : null })),
    [],
  );
  const setCurrency = useCallback(
    (currency: string) => setValues((v) => ({ ...v, currency: currency as Currency })),
    [],
  );
  const setReward = useCallback(
    (reward: number | number[]) =>
      setValues((v) => ({ ...v, reward: Array.isArray(reward) ? (reward[0] ?? v.reward) : reward })),
    [],
  );
  // The price box is the form's only number input (react-aria's NumberField sets inputMode
  // "decimal" or "numeric" depending on the platform).
  const onInput = useCallback((event: FormEvent<HTMLElement>) => {
    const target = event.target;
    if (target instanceof HTMLInputElement && (target.inputMode === 'decimal' || target.inputMode === 'numeric')) {
      const price = parseTypedAmount(target.value);
      setValues((v) => ({ ...v, price }));
    }
  }, []);
  return { values, setPrice, setCurrency, setReward, onInput };
}

type ShownProps = Omit<LandedCostEstimateProps, 'figures'>;

/** The estimate for what the form holds right now; a hint until the price is a valid amount. */
export function LiveLandedCost({ price, currency, reward, ...props }: LandedCostInputs & ShownProps) {
  const figures = useMemo(() => {
    const priceCents = price === null ? null : toCents(price);
    const rewardCents = toCents(reward);
    if (priceCents === null || priceCents <= 0 || rewardCents === null) return null;
    return landedCostEstimate({ priceCents, currency, rewardCents });
  }, [price, currency, reward]);
  return <LandedCostEstimate figures={figures} {...props} />;
}

/** The estimate of a published request (its stored price, currency and reward). */
export function RequestLandedCost({
  request,
  ...props
}: { request: Pick<ProductRequest, 'estimatedPriceCents' | 'currency' | 'rewardCents'> } & ShownProps) {
  // Keyed by the three figures, not the request object (a new one on every revalidation).
  const { estimatedPriceCents, currency, rewardCents } = request;
  const figures = useMemo(
    () => landedCostOfRequest({ estimatedPriceCents, currency, rewardCents }),
    [estimatedPriceCents, currency, rewardCents],
  );
  return <LandedCostEstimate figures={figures} {...props} />;
}
