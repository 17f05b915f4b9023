import { formatMoney, orderRewardCents, type OrderView } from '@cg/domain';
import { Button, Card, Link, StatusBadge } from '@cg/ui';
import { Deadline } from './Deadline';
import { PackLink } from './PackLink';
import * as styles from '#app/styles/market.css';

/** "Mis Entregas": an order the person accepted to bring, and its next step. */
export function DeliveryRow({ request: r }: { request: OrderView }) {
  return (
    <Card as="article" padding="md" gap="sm" aria-labelledby={`delivery-${r.id}`}>
      <div className={styles.rowItem}>
        <h3 id={`delivery-${r.id}`} className={styles.cardTitle}>
          <Link href={`/pedidos/${r.id}`}>{r.productName}</Link>
        </h3>
        <StatusBadge status={r.status} />
      </div>
      <p className={styles.muted}>
        {r.country} · Recompensa {formatMoney(orderRewardCents(r), 'USD')}
      </p>
      <Deadline order={r} />
      <div className={styles.actions}>
        {r.status === 'paid' ? (
          <Link
            href={`/confirmar-entrega/${r.id}`}
            variant="button-primary"
            aria-label={`Confirmar Entrega de ${r.productName}`}
          >
            Confirmar Entrega
          </Link>
        ) : null}
        {r.status === 'completed' ? (
          <Button isDisabled variant="secondary">
            Entrega Completada
          </Button>
        ) : null}
        <Link href={`/chat/${r.id}`} variant="button-secondary" aria-label={`Chatear sobre ${r.productName}`}>
          Chatear
        </Link>
        <PackLink order={r} />
      </div>
    </Card>
  );
}
