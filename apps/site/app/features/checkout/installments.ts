import { useEffect, useState } from 'react';
import { formatMoney, installmentGroups } from '@cg/domain';
import type { InstallmentOption } from '@cg/providers';

/** The provider's instalment offer for the total (asked through its SDK); empty while unknown or when it offers none. */
export function useInstallmentOffer(totalUsdCents: number): readonly InstallmentOption[] {
  const [offer, setOffer] = useState<readonly InstallmentOption[]>([]);
  useEffect(() => {
    const unmounted = new AbortController();
    void (async () => {
      try {
        // The same split as the card token's (actions/pay.ts): each build keeps only its own import.
        const { installmentOptions } =
          import.meta.env.VITE_CG_BACKEND === 'server'
            ? await import('#app/lib/card.client')
            : await import('#app/lib/providers.client');
        const options = await installmentOptions(totalUsdCents);
        if (!unmounted.signal.aborted) setOffer(options);
      } catch {
        // No offer (the provider is down): the payment goes in one instalment, as before.
      }
    })();
    return () => unmounted.abort();
  }, [totalUsdCents]);
  return offer;
}

/**
 * "3 cuotas de US$ 70,00 sin interés (total US$ 210,00)", or, when the total does not split evenly,
 * the parts that add up to it: "3 cuotas sin interés: 2 de US$ 70,00 y 1 de US$ 69,99 (total
 * US$ 209,99)" — never the provider's rounded-up instalment times the count, which is more than
 * is charged (issue 35 item 8). One instalment is the whole amount.
 */
export function installmentLabel(option: InstallmentOption): string {
  const total = formatMoney(option.totalAmountCents, 'USD');
  if (option.installments === 1) return `1 cuota de ${total}`;
  const free = option.interestFree ? ' sin interés' : '';
  const groups = installmentGroups(option.totalAmountCents, option.installments);
  if (groups.length === 1) {
    return `${option.installments} cuotas de ${formatMoney(groups[0]?.cents ?? 0, 'USD')}${free} (total ${total})`;
  }
  const parts = groups.map((g) => `${g.count} de ${formatMoney(g.cents, 'USD')}`).join(' y ');
  return `${option.installments} cuotas${free}: ${parts} (total ${total})`;
}
