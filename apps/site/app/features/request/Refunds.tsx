import { useFetcher } from '@remix-run/react';
import { formatMoney, type OrderView, receiptRefunds } from '@cg/domain';
import { Button } from '@cg/ui';
import * as styles from '#app/styles/market.css';
import type { RequestStepResult } from './actions/order-step';

type PartialRefund = OrderView['refunds'][number];

/** What a partial refund's state means, in the product's words, to the buyer or to the traveller. */
function refundLine(refund: PartialRefund, isBuyer: boolean): string {
  const amount = formatMoney(refund.amountUsdCents);
  const why = 'el comprobante de compra fue menor que el precio retenido';
  const who = isBuyer ? 'Te devolvimos' : 'Se devolvieron';
  switch (refund.status) {
    case 'approved':
      return isBuyer ? `${who} ${amount}: ${why}.` : `${who} ${amount} a quien compró: ${why}.`;
    case 'requested':
      return `Devolución de ${amount} en proceso: ${why}.`;
    case 'failed':
      return `Devolución de ${amount} sin confirmar: el proveedor de pagos no respondió. Reintenta: nunca se devuelve dos veces.`;
    case 'rejected':
      return `El proveedor de pagos rechazó la devolución de ${amount}. Reintenta más tarde: no se perdió nada.`;
  }
}

/**
 * The order's partial refunds (decision 049): a lower receipt's difference given back at release,
 * to both parties; either may ask again for one the provider did not answer or refused.
 */
export function Refunds({ order, viewerId }: { order: OrderView; viewerId: string }) {
  const fetcher = useFetcher<RequestStepResult>();
  // A cancellation's part on the top-up's payment is told by the cancellation (decision 052).
  const refunds = receiptRefunds(order);
  if (refunds.length === 0) return null;
  const isBuyer = viewerId === order.userId;
  const owed = refunds.some((r) => r.status === 'failed' || r.status === 'rejected');
  return (
    <section className={styles.section} aria-labelledby="reembolsos" data-testid="reembolsos-parciales">
      <h2 id="reembolsos" className={styles.sectionTitle}>
        Diferencia del comprobante
      </h2>
      <ul className={styles.list}>
        {refunds.map((refund) => (
          <li key={refund.requestedAt}>{refundLine(refund, isBuyer)}</li>
        ))}
      </ul>
      {owed ? (
        <fetcher.Form method="post" className={styles.actions}>
          <input type="hidden" name="intent" value="retry-refunds" />
          <Button type="submit" isPending={fetcher.state !== 'idle'} pendingLabel="Reembolsando...">
            Reintentar reembolso
          </Button>
        </fetcher.Form>
      ) : null}
    </section>
  );
}
