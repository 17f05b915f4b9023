import { useFetcher } from '@remix-run/react';
import { useState } from 'react';
import {
  DISPUTE_REASONS,
  DISPUTE_REASONS_BY_ROLE,
  MAX_DISPUTE_PHOTOS,
  formatMoney,
  orderEnding,
  travellerPayoutCents,
  type OrderView,
  orderRewardCents,
} from '@cg/domain';
import {
  Button,
  DisputeForm,
  OrderDispute,
  disputeFormTitles,
  type DisputeStatementItem,
  type OrderDisputeState,
} from '@cg/ui';
import { SUBMISSION_FIELD, useSubmissionKey } from '#app/lib/submission';
import { ConfirmDialog } from '#app/components/market/ConfirmDialog';
import type { RequestStepResult } from './actions/order-step';
import { formatDeadline } from '#app/lib/format';

/** Where a paid order's way out stands for this party (decision 026); null when it does not apply. */
function disputeStateOf(order: OrderView, now: number): OrderDisputeState | null {
  if (order.dispute?.status === 'open' && order.status === 'paid') return 'open';
  // How it ended is told once (issue 35 item 3): support's refund here; a cancellation both
  // agreed to during the dispute by the cancellation's region, not as support's decision.
  const ending = orderEnding(order)?.kind;
  if (ending === 'supportRefund') return 'refunded';
  if (ending === 'supportRelease') return 'released';
  if (order.dispute && order.dispute.status !== 'open') return null;
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
  // Sent: the dialog closes; refused, it stays open with the server's messages by their fields.
  const [answered, setAnswered] = useState(fetcher.data);
  if (fetcher.data !== answered) {
    setAnswered(fetcher.data);
    if (fetcher.data && 'ok' in fetcher.data) setOpen(false);
  }
  const submissionKey = useSubmissionKey(busy);
  const state = disputeStateOf(order, now);
  if (state === null) return null;
  const isBuyer = order.userId === viewerId;
  const toldSide = order.dispute?.statements.some((st) => st.by === viewerId) ?? false;
  const amount =
    state === 'released'
      ? formatMoney(travellerPayoutCents(orderRewardCents(order)), 'USD')
      : formatMoney(order.refund?.amountUsdCents ?? order.payment?.totalUsdCents ?? 0, 'USD');
  const deadline = order.deliveryDeadline ? formatDeadline(order.deliveryDeadline) : '';
  const canDispute = order.status === 'paid' && !toldSide;
  const mode = state === 'open' ? 'answer' : 'open';
  const fieldErrors = fetcher.data && 'fieldErrors' in fetcher.data ? fetcher.data.fieldErrors : {};
  return (
    <>
      <OrderDispute
        state={state}
        deadline={deadline}
        amount={amount}
        statements={statementItems(order, photoUrls)}
        {...(order.dispute?.message ? { message: order.dispute.message } : {})}
      >
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
            {disputeFormTitles[mode]}
          </Button>
        ) : null}
      </OrderDispute>
      <ConfirmDialog open={open} onClose={() => setOpen(false)} title={disputeFormTitles[mode]}>
        <DisputeForm
          mode={mode}
          reasons={DISPUTE_REASONS_BY_ROLE[isBuyer ? 'buyer' : 'traveller'].map((id) => ({
            id,
            label: DISPUTE_REASONS[id],
          }))}
          maxPhotos={MAX_DISPUTE_PHOTOS}
          fieldErrors={fieldErrors}
          isPending={busy}
          onCancel={() => setOpen(false)}
          onSubmit={(values) => {
            // The photos travel as one repeated multipart field, as the API reads them (issue 32).
            const data = new FormData();
            data.set('intent', 'open-dispute');
            data.set(SUBMISSION_FIELD, submissionKey);
            data.set('reason', values.reason);
            data.set('text', values.text);
            for (const photo of values.photos) data.append('photos', photo, photo.name);
            fetcher.submit(data, { method: 'post', encType: 'multipart/form-data' });
          }}
        />
      </ConfirmDialog>
    </>
  );
}
