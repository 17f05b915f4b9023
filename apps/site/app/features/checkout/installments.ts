import { useEffect, useState } from 'react';
import { formatMoney, type InstallmentOption } from '@cg/domain';

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

/** "3 cuotas de US$ 131,25 sin interés (total US$ 393,74)"; one instalment is the whole amount. */
export function installmentLabel(option: InstallmentOption): string {
  if (option.installments === 1) return `1 cuota de ${formatMoney(option.totalAmountCents, 'USD')}`;
  const each = formatMoney(option.installmentAmountCents, 'USD');
  const total = formatMoney(option.totalAmountCents, 'USD');
  return `${option.installments} cuotas de ${each}${option.interestFree ? ' sin interés' : ''} (total ${total})`;
}
