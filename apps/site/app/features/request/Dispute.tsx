import { useFetcher } from '@remix-run/react';
import { useState } from 'react';
import {
  DISPUTE_REASONS,
  MAX_DISPUTE_PHOTOS,
  formatDate,
  formatMoney,
  travellerPayoutCents,
  type OrderView,
} from '@cg/domain';
import { Button, OrderDispute, type DisputeStatementItem, type OrderDisputeState } from '@cg/ui';
import { SUBMISSION_FIELD, useSubmissionKey } from '#app/lib/submission';
import { ConfirmDialog } from '#app/components/market/ConfirmDialog';
import * as form from '#app/styles/form.css';
import * as styles from '#app/styles/market.css';
import type { RequestStepResult } from './actions/order-step';

/** Where a paid order's way out stands for this party (decision 026); null when it does not apply. */
function disputeStateOf(order: OrderView, now: number): OrderDisputeState | null {
  if (order.dispute?.status === 'open' && order.status === 'paid') return 'open';
  if (order.dispute?.status === 'refunded') return 'refunded';
  if (order.dispute?.status === 'released') return 'released';
  if (order.status !== 'paid' || order.deliveryDeadline === null) return null;
  return now >= Date.parse(order.deliveryDeadline) ? 'deadlinePassed' : 'deadlinePending';
}

/** Both parties' statements, in words, with their photos' URLs. */
function statementItems(order: OrderView, photoUrls: Readonly<Record<string, string>>): DisputeStatementItem[] {
  return (order.dispute?.statements ?? []).map((st) => ({
    who: st.role === 'buyer' ? 'Quien compró' : `Viajero (${order.acceptedByName ?? 'sin nombre'})`,
    reason: DISPUTE_REASONS[st.reason],
    text: st.text,
    photos: st.photos.flatMap((id) => (photoUrls[id] ? [photoUrls[id]] : [])),
  }));
}

/**
 * A paid order's deadline and disputes (decision 026): the date both parties see; past it, the
 * buyer's cancel-for-refund; the dispute form (reason, text, up to 3 photos) for either party; an
 * open or resolved dispute with both sides.
 */
export function Dispute({
  order,
  viewerId,
  photoUrls,
  now,
}: {
  order: OrderView;
  viewerId: string;
  photoUrls: Readonly<Record<string, string>>;
  now: number;
}) {
  const fetcher = useFetcher<RequestStepResult>();
  const [open, setOpen] = useState(false);
  const busy = fetcher.state !== 'idle';
  const submissionKey = useSubmissionKey(busy);
  const state = disputeStateOf(order, now);
  if (state === null) return null;
  const isBuyer = order.userId === viewerId;
  const toldSide = order.dispute?.statements.some((st) => st.by === viewerId) ?? false;
  const amount =
    state === 'released'
      ? formatMoney(travellerPayoutCents(order.rewardCents), 'USD')
      : formatMoney(order.refund?.amountUsdCents ?? order.payment?.totalUsdCents ?? 0, 'USD');
  const deadline = order.deliveryDeadline ? formatDate(order.deliveryDeadline) : '';
  const canDispute = order.status === 'paid' && !toldSide;
  const fieldErrors = fetcher.data && 'fieldErrors' in fetcher.data ? fetcher.data.fieldErrors : {};
  return (
    <>
      <OrderDispute state={state} deadline={deadline} amount={amount} statements={statementItems(order, photoUrls)}>
        {state === 'deadlinePassed' && isBuyer ? (
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value="cancel-overdue" />
            <Button type="submit" isPending={busy} pendingLabel="Reembolsando...">
              Cancelar y pedir reembolso
            </Button>
          </fetcher.Form>
        ) : null}
        {canDispute ? (
          <Button variant="secondary" onPress={() => setOpen(true)}>
            {state === 'open' ? 'Contar mi versión' : 'Abrir una disputa'}
          </Button>
        ) : null}
      </OrderDispute>
      <ConfirmDialog open={open} onClose={() => setOpen(false)} title="Abrir una disputa">
        <p>Cuéntale a soporte qué pasó. El dinero sigue en garantía hasta que soporte decida.</p>
        <fetcher.Form method="post" encType="multipart/form-data" className={form.form} onSubmit={() => setOpen(false)}>
          <input type="hidden" name="intent" value="open-dispute" />
          <input type="hidden" name={SUBMISSION_FIELD} value={submissionKey} />
          <label style={{ display: 'grid', gap: '0.25rem' }}>
            Motivo
            <select name="reason" required defaultValue="">
              <option value="" disabled>
                Elige un motivo
              </option>
              {Object.entries(DISPUTE_REASONS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          {fieldErrors.reason ? (
            <p role="alert" className={form.error}>
              {fieldErrors.reason}
            </p>
          ) : null}
          <label style={{ display: 'grid', gap: '0.25rem' }}>
            ¿Qué pasó?
            <textarea name="text" required minLength={10} maxLength={1000} rows={4} />
          </label>
          {fieldErrors.text ? (
            <p role="alert" className={form.error}>
              {fieldErrors.text}
            </p>
          ) : null}
          <label style={{ display: 'grid', gap: '0.25rem' }}>
            {`Fotos (opcional, hasta ${MAX_DISPUTE_PHOTOS})`}
            <input type="file" name="photos" accept="image/png,image/jpeg,image/webp,image/gif" multiple />
          </label>
          {fieldErrors.photos ? (
            <p role="alert" className={form.error}>
              {fieldErrors.photos}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button type="submit" isPending={busy}>
              Enviar disputa
            </Button>
            <Button variant="secondary" onPress={() => setOpen(false)}>
              Volver
            </Button>
          </div>
        </fetcher.Form>
      </ConfirmDialog>
    </>
  );
}
