// Interim escrow summary until @cg/ui's EscrowSummary is exported (then this file composes it).
import { formatAmount2, formatMoney, type EscrowBreakdown } from '@cg/domain';
import * as styles from '#app/styles/market.css';

export function EscrowFigures({ breakdown: b, productName }: { breakdown: EscrowBreakdown; productName: string }) {
  const foreign = b.priceCurrency !== 'USD';
  return (
    <section aria-labelledby="resumen" className={styles.section}>
      <h2 id="resumen" className={styles.sectionTitle}>
        Resumen del pedido
      </h2>
      <p className={styles.muted}>{productName}</p>
      <dl className={styles.facts}>
        <dt>Precio estimado del producto</dt>
        <dd>{formatMoney(b.priceCents, b.priceCurrency)}</dd>
        {foreign ? (
          <>
            <dt>En dólares (cotización {b.rate.usdPerUnit} USD por {b.priceCurrency}, {b.rate.date})</dt>
            <dd>{formatMoney(b.priceUsdCents, 'USD')}</dd>
          </>
        ) : null}
        <dt>Recompensa del viajero</dt>
        <dd>{formatMoney(b.rewardUsdCents, 'USD')}</dd>
        <dt>Tarifa de servicio</dt>
        <dd>{formatMoney(b.serviceFeeUsdCents, 'USD')}</dd>
        <dt>
          <strong>Total a pagar</strong>
        </dt>
        <dd>
          <strong>USD {formatAmount2(b.totalUsdCents)}</strong>
        </dd>
      </dl>
      <p className={styles.muted}>Tu pago queda en garantía hasta que recibas el producto.</p>
    </section>
  );
}
