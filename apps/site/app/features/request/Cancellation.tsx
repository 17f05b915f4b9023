import { useFetcher } from '@remix-run/react';
import { useState } from 'react';
import { formatMoney, orderEnding, type OrderView } from '@cg/domain';
import { Button, OrderCancellation, type OrderCancellationState } from '@cg/ui';
import { ConfirmDialog } from '#app/components/market/ConfirmDialog';
import * as styles from '#app/styles/market.css';
import type { RequestStepResult } from './actions/order-step';

/**
 * The state of cancelling an accepted or paid order, as one of its parties sees it. How a cancelled
 * order ended is told once (issue 35 item 3, `orderEnding`): support's refund by the dispute's
 * region (nothing here), an agreed or overdue cancellation here, each in its own words.
 */
function cancellationStateOf(order: OrderView, viewerId: string): OrderCancellationState | null {
  if (order.status === 'cancelled') {
    const ending = orderEnding(order);
    if (ending?.kind === 'supportRefund') return null;
    if (ending?.kind === 'overdue') return 'overdueRefunded';
    if (ending?.kind === 'agreed') return ending.disputeClosed ? 'refundedDuringDispute' : 'refunded';
    return 'cancelled';
  }
  if (order.status !== 'accepted' && order.status !== 'paid') return null;
  if (order.refund?.status === 'requested') return 'refundRequested';
  if (order.refund?.status === 'rejected') return 'refundRejected';
  if (order.refund?.status === 'failed') return 'refundFailed';
  if (order.cancelProposedBy === null) return null;
  return order.cancelProposedBy === viewerId ? 'proposedByYou' : 'proposedToYou';
}

/**
 * After a traveller accepted, cancelling takes both parties (decision 022): one proposes, the other
 * accepts or declines; a paid order is refunded first, and both see the refund's state.
 */
export function Cancellation({ order, viewerId }: { order: OrderView; viewerId: string }) {
  const fetcher = useFetcher<RequestStepResult>();
  const [open, setOpen] = useState(false);
  const busy = fetcher.state !== 'idle';
  const state = cancellationStateOf(order, viewerId);
  const isBuyer = viewerId === order.userId;
  const otherName = isBuyer ? (order.acceptedByName ?? 'El viajero') : 'Quien compró';
  const button = (intent: string, label: string, pending: string, variant?: 'secondary') => (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <Button type="submit" variant={variant} isPending={busy} pendingLabel={pending}>
        {label}
      </Button>
    </fetcher.Form>
  );
  if (state === null) {
    if (order.status !== 'accepted' && order.status !== 'paid') return null;
    return (
      <>
        <div className={styles.actions}>
          <Button variant="secondary" onPress={() => setOpen(true)}>
            Proponer cancelación
          </Button>
        </div>
        <ConfirmDialog open={open} onClose={() => setOpen(false)} title="¿Proponer cancelar este pedido?">
          <p>
            {order.status === 'paid'
              ? isBuyer
                ? 'Si la otra parte acepta, el pedido se cancela y se te reembolsa el pago.'
                : 'Si la otra parte acepta, el pedido se cancela y se reembolsa el pago a quien compró.'
              : 'Si la otra parte acepta, el pedido se cancela para los dos.'}
          </p>
          <fetcher.Form method="post" className={styles.actions} onSubmit={() => setOpen(false)}>
            <input type="hidden" name="intent" value="propose" />
            <Button type="submit" isPending={busy}>
              Proponer cancelación
            </Button>
            <Button variant="secondary" onPress={() => setOpen(false)}>
              Volver
            </Button>
          </fetcher.Form>
        </ConfirmDialog>
      </>
    );
  }
  const amount = order.refund ? formatMoney(order.refund.amountUsdCents, 'USD') : '';
  return (
    <OrderCancellation state={state} otherName={otherName} viewerIsBuyer={isBuyer} refundAmount={amount}>
      {state === 'proposedToYou' ? (
        <>
          {button('accept-cancellation', 'Aceptar cancelación', 'Cancelando...')}
          {button('decline-cancellation', 'Rechazar', 'Enviando...', 'secondary')}
        </>
      ) : state === 'proposedByYou' ? (
        button('decline-cancellation', 'Retirar propuesta', 'Enviando...', 'secondary')
      ) : state === 'refundRejected' || state === 'refundFailed' ? (
        button('accept-cancellation', 'Reintentar reembolso', 'Reembolsando...')
      ) : null}
    </OrderCancellation>
  );
}
