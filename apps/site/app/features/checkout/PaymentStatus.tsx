import { Link } from '@cg/ui';
import * as styles from '#app/styles/market.css';

/**
 * Where the payment stands while the buyer waits: being processed (until the next page is on
 * screen), or left "in process" by the provider, with where to look a few seconds later.
 */
export function PaymentStatus({
  orderId,
  inProcess,
  paying,
}: {
  orderId: string;
  inProcess: boolean;
  paying: boolean;
}) {
  return (
    <>
      {inProcess && !paying ? (
        <div role="status" className={styles.warning}>
          <strong>Pago en proceso</strong> - El proveedor está revisando el pago; no vuelvas a pagar. En unos segundos{' '}
          <Link href={`/payment-success?order_id=${encodeURIComponent(orderId)}&status=approved`}>
            consulta el estado del pago
          </Link>
          .
        </div>
      ) : null}
      {paying ? (
        <div role="status" className={styles.section}>
          <span>Procesando pago... no cierres esta página.</span>
          <progress className={styles.progress} aria-label="Procesando pago" />
        </div>
      ) : null}
    </>
  );
}
