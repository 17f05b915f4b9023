// The publish form's reward suggestion (decision 046): asked once the category and country are
// chosen (and again as the price changes), from completed deals or — with fewer than 5 — the rule
// of thumb, labelled as such. The static demo usually shows the rule of thumb.
import { useEffect, useState } from 'react';
import { CATEGORY_LABELS, formatPercent, formatWholeMoney, type Category, type RewardSuggestion } from '@cg/domain';
import { RewardHint } from '@cg/ui';
import { getMarketplace } from '#app/lib/marketplace.client';

export function RewardSuggestionHint({
  category,
  country,
  priceCents,
  currency,
  onUse,
}: {
  category: string | null;
  country: string | null;
  priceCents: number | null;
  currency: string;
  /** Puts the suggested reward (US$, already on the slider's steps) on the form's slider. */
  onUse: (rewardUsd: number) => void;
}) {
  // The answer with the question it answers: one for another category or country is not shown.
  const [answer, setAnswer] = useState<{ key: string; suggestion: RewardSuggestion | null } | null>(null);
  const key = `${category ?? ''}|${country ?? ''}`;
  useEffect(() => {
    if (!category || !country) return;
    let current = true;
    const timer = window.setTimeout(() => {
      getMarketplace()
        .matching.rewardSuggestion(null, {
          category,
          country,
          ...(priceCents !== null && priceCents > 0 && { price: priceCents / 100 }),
          currency: currency as 'USD',
        })
        .then((suggestion) => {
          if (current) setAnswer({ key, suggestion });
        })
        // A suggestion that could not be read is no suggestion: the form works without it.
        .catch(() => {
          if (current) setAnswer({ key, suggestion: null });
        });
    }, 300);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [key, category, country, priceCents, currency]);
  const suggestion = answer?.key === key ? answer.suggestion : null;
  if (!suggestion || !category || !country) return null;
  const reward = suggestion.rewardUsd;
  const label = category in CATEGORY_LABELS ? CATEGORY_LABELS[category as Category] : category;
  return (
    <RewardHint
      basis={suggestion.basis}
      shareText={formatPercent(suggestion.share)}
      deals={suggestion.deals}
      rewardText={reward === null ? null : formatWholeMoney(reward * 100)}
      scopeText={`${label} desde ${country}`}
      onUse={() => {
        if (reward !== null) onUse(reward);
      }}
    />
  );
}
