// The landed-cost estimate on the site: the domain computes (landedCostEstimate /
// landedCostOfRequest), @cg/ui's LandedCostEstimate shows. On the request form it follows what
// the person types; on the request page it shows the stored request's figures.
import { useCallback, useMemo, useState } from 'react';
import {
  REWARD_SLIDER,
  landedCostEstimate,
  landedCostOfRequest,
  parseAmount,
  toCents,
  type Currency,
  type ProductRequest,
} from '@cg/domain';
import { LandedCostEstimate, type LandedCostEstimateProps } from '@cg/ui';

export interface LandedCostInputs {
  /** Price in cents of `currency`, as the domain reads what is typed; null while it is not an amount. */
  priceCents: number | null;
  currency: Currency;
  /** Reward in USD units (the slider's value). */
  reward: number;
}

/**
 * State for the request form's estimate: `setPriceText` goes on the MoneyField
 * (`onAmountTextChange`) and reads each keystroke with the domain's parseAmount, the same rule the
 * publish schema applies, so the estimate never shows a price the form would read otherwise.
 */
export function useLandedCostInputs(initial: Partial<LandedCostInputs> = {}) {
  const [values, setValues] = useState<LandedCostInputs>({
    priceCents: initial.priceCents ?? null,
    currency: initial.currency ?? 'USD',
    reward: initial.reward ?? REWARD_SLIDER.defaultValue,
  });
  const setPriceText = useCallback((text: string) => {
    const parsed = parseAmount(text);
    setValues((v) => ({ ...v, priceCents: parsed.ok ? parsed.cents : null }));
  }, []);
  const setCurrency = useCallback(
    (currency: string) => setValues((v) => ({ ...v, currency: currency as Currency })),
    [],
  );
  const setReward = useCallback(
    (reward: number | number[]) =>
      setValues((v) => ({ ...v, reward: Array.isArray(reward) ? (reward[0] ?? v.reward) : reward })),
    [],
  );
  return { values, setPriceText, setCurrency, setReward };
}

type ShownProps = Omit<LandedCostEstimateProps, 'figures'>;

/**
 * What the form starts from when it edits a published request (issue 35 item 7): its price, its
 * currency and its reward, so the estimate is there on opening and a price retyped is read in the
 * request's currency — the figures the request's page shows for the same fields.
 */
export function landedCostInputsOf(
  request: Pick<ProductRequest, 'estimatedPriceCents' | 'currency' | 'rewardCents'>,
): LandedCostInputs {
  return { priceCents: request.estimatedPriceCents, currency: request.currency, reward: request.rewardCents / 100 };
}

/**
 * The estimate for what the form holds right now; a hint until the price is a valid amount. The
 * domain's landedCostOfRequest, on the request's page, is this same landedCostEstimate of the
 * stored fields: one computation for the form and the page.
 */
export function LiveLandedCost({ priceCents, currency, reward, ...props }: LandedCostInputs & ShownProps) {
  const figures = useMemo(() => {
    const rewardCents = toCents(reward);
    if (priceCents === null || priceCents <= 0 || rewardCents === null) return null;
    return landedCostEstimate({ priceCents, currency, rewardCents });
  }, [priceCents, currency, reward]);
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
