import type { InstallmentsWire, PayerCostWire } from '../domain';
import { brandOf } from './cards';

/** The instalments the simulated provider offers on every card: 1, 3 and 6, all interest-free. */
const offeredInstallments = [1, 3, 6] as const;

const money = new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** What an instalment is when the amount splits unevenly: rounded up to the cent (the total stays the amount). */
const instalment = (amount: number, count: number) => Math.ceil((amount * 100) / count) / 100;

function payerCost(amount: number, installments: number): PayerCostWire {
  const each = instalment(amount, installments);
  const cuotas = installments === 1 ? '1 cuota' : `${installments} cuotas`;
  return {
    installments,
    installment_rate: 0,
    installment_amount: each,
    total_amount: amount,
    recommended_message: `${cuotas} de $ ${money.format(each)} ($ ${money.format(amount)})`,
    labels: installments === 1 ? [] : ['CFT_0,00%|TEA_0,00%'],
    min_allowed_amount: 1,
    max_allowed_amount: 5_000_000,
  };
}

/**
 * `GET /v1/payment_methods/installments?amount=&bin=` as Mercado Pago answers it: the card's
 * brand (from the first six digits; Visa without them) and its payer costs.
 */
export function installmentOffer(amount: number, bin: string | null): InstallmentsWire {
  const brand = brandOf(bin ?? '');
  return [
    {
      payment_method_id: brand,
      payment_type_id: 'credit_card',
      issuer: { id: 'sim-issuer', name: 'Banco Simulado' },
      processing_mode: 'aggregator',
      payer_costs: offeredInstallments.map((count) => payerCost(amount, count)),
    },
  ];
}
