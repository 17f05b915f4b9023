// The cancelled-payment page, served under both paths the spec shows (/payment-cancel and
// /payment-cancelled). Nothing is charged or changed here: it only offers the way back.
import { redirect, useLoaderData, type ClientLoaderFunctionArgs, type MetaFunction } from '@remix-run/react';
import { Link } from '@cg/ui';
import * as page from '#app/styles/page.css';
import * as styles from '#app/styles/market.css';

export const meta: MetaFunction = () => [{ title: 'Pago Cancelado - Conexión Global' }];

export function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const orderId = new URL(request.url).searchParams.get('order_id');
  // Spec §8: without an order id, back to the dashboard.
  if (!orderId) throw redirect('/dashboard');
  return { orderId };
}

export default function PaymentCancelled() {
  const { orderId } = useLoaderData<typeof clientLoader>();
  return (
    <main className={`${page.narrow} ${styles.fit}`}>
      <h1 className={page.title}>Pago Cancelado</h1>
      <p className={page.lead} role="status">
        El proceso de pago fue cancelado o no se pudo completar.
      </p>
      <div className={styles.actions}>
        <Link href={`/checkout/${encodeURIComponent(orderId)}`} variant="button-primary">
          Reintentar pago
        </Link>
        <Link href="/dashboard" variant="button-secondary">
          Volver a Mi Cuenta
        </Link>
      </div>
    </main>
  );
}
