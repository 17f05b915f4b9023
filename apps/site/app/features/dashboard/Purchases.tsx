import { useFetcher } from '@remix-run/react';
import { CATEGORY_LABELS, MAX_CODE_ATTEMPTS, formatMoney, orderRewardCents, type OrderView } from '@cg/domain';
import { Button, Card, Icon, Link, StatusBadge } from '@cg/ui';
import { PayLink } from '#app/components/market/PayLink';
import type { DashboardResult } from './actions/result';
import { Deadline } from './Deadline';
import { PackLink } from './PackLink';
import * as styles from '#app/styles/market.css';
import * as banners from '#app/styles/traveller.css';

/** "Mis Pedidos": one of the person's requests, its security code once paid, and its next step. */
export function RequestRow({ request: r, code }: { request: OrderView; code: string | null }) {
  return (
    <Card as="article" padding="md" gap="sm" aria-labelledby={`mine-${r.id}`}>
      <div className={styles.rowItem}>
        <h3 id={`mine-${r.id}`} className={styles.cardTitle}>
          <Link href={`/pedidos/${r.id}`}>{r.productName}</Link>
        </h3>
        <StatusBadge status={r.status} />
      </div>
      <p className={styles.muted}>
        {CATEGORY_LABELS[r.category]} · {r.country} · Recompensa {formatMoney(orderRewardCents(r), 'USD')}
        {r.acceptedByName ? ` · Aceptado por ${r.acceptedByName}` : ''}
      </p>
      <Deadline order={r} />
      {r.status === 'paid' && r.codeLocked ? (
        <LockedCode request={r} />
      ) : code ? (
        <div>
          <span>Tu código de seguridad: </span>
          <strong className={styles.code} aria-label={`Código ${code.split('').join(' ')}`}>
            {code}
          </strong>
          <p className={styles.muted}>Dáselo al viajero solo cuando recibas el producto.</p>
        </div>
      ) : null}
      <div className={styles.actions}>
        {r.status === 'active' ? (
          <Link
            href={`/comprador?editar=${encodeURIComponent(r.id)}`}
            variant="button-secondary"
            aria-label={`Editar ${r.productName}`}
          >
            Editar
          </Link>
        ) : null}
        {r.status === 'accepted' ? (
          <>
            {/* Not while a cancellation waits for an answer: checkout refuses it then. */}
            {r.cancelProposedBy === null ? <PayLink id={r.id} productName={r.productName} /> : null}
            <Link href={`/chat/${r.id}`} variant="button-secondary" aria-label={`Chat de ${r.productName}`}>
              Chat
            </Link>
          </>
        ) : null}
        {r.status === 'paid' || r.status === 'completed' ? (
          <Link href={`/chat/${r.id}`} variant="button-secondary" aria-label={`Chatear sobre ${r.productName}`}>
            Chatear
          </Link>
        ) : null}
        <PackLink order={r} />
      </div>
    </Card>
  );
}

/**
 * Five wrong tries lock the buyer's code (spec §6): the buyer, and only the buyer, issues a new
 * one with fresh tries; the old one stops working and the traveller is told.
 */
function LockedCode({ request: r }: { request: OrderView }) {
  const fetcher = useFetcher<DashboardResult>();
  const titleId = `locked-${r.id}`;
  return (
    <div className={banners.bannerCritical} role="group" aria-labelledby={titleId}>
      <span className={banners.bannerIcon} aria-hidden="true">
        <Icon name="lock" />
      </span>
      <div className={banners.bannerBody}>
        <strong id={titleId}>Tu código de seguridad está bloqueado</strong>
        <span>
          Se ingresó un código incorrecto {MAX_CODE_ATTEMPTS} veces, así que lo bloqueamos para proteger tu pago, que
          sigue en garantía. Genera un código nuevo y dáselo a {r.acceptedByName ?? 'el viajero'} solo cuando tengas el
          producto en tus manos: el anterior dejará de funcionar.
        </span>
        <fetcher.Form method="post" className={styles.actions}>
          <input type="hidden" name="intent" value="reissue-code" />
          <input type="hidden" name="orderId" value={r.id} />
          <Button
            type="submit"
            aria-label={`Generar un código nuevo para ${r.productName}`}
            isPending={fetcher.state !== 'idle'}
            pendingLabel="Generando..."
          >
            Generar un código nuevo
          </Button>
        </fetcher.Form>
      </div>
    </div>
  );
}
