import { DomainError, MESSAGES } from '#src/errors';
import { formatMoney } from '#src/money';
import type { Change } from '#src/ports/changes';
import type { RefundRecord } from '#src/ports/payment';
import type { ProductRequest, RefundSnapshot } from '#src/schemas/product-request';
import type { Context } from '#src/services/context';
import { NOTIFICATION_TEXTS, type NotificationDraft, notify } from '#src/services/notifications';

/** What asks for a refund: why, and the check that the asker may have it now. */
export interface RefundAsk {
  readonly reason: RefundSnapshot['reason'];
  /** Runs inside the claiming transaction on the fresh order; throws a `DomainError` to refuse. */
  readonly authorize: (request: ProductRequest) => void;
  /** More to record with the approved refund (a dispute resolved by it, decision 026). */
  readonly approvedPatch?: (request: ProductRequest, now: string) => Partial<ProductRequest>;
  /** The notifications of an approved refund; by default both parties read 'Pedido cancelado'. */
  readonly notices?: (request: ProductRequest, refundText: string) => readonly NotificationDraft[];
}

const parties = (r: ProductRequest): string[] => (r.acceptedBy ? [r.userId, r.acceptedBy] : [r.userId]);

const orderChanged = (r: ProductRequest, audience: 'everyone' | 'parties'): Change => ({
  topic: 'requests',
  ids: [r.id],
  audience: audience === 'everyone' ? 'everyone' : parties(r),
});

/**
 * Gives a paid order's money back to its buyer through the provider and cancels the order
 * (decision 022). Written for an agreed cancellation and meant for a dispute an administrator
 * resolves by refund (`reason`, `authorize`).
 *
 * 1. Claim, in a transaction (compare-and-set on the refund's attempt key): the order is paid,
 *    `authorize` passes, no other claim is under way; the refund is stored `requested` with its
 *    idempotency key — a new one, or the same one when the last answer never came.
 * 2. Ask the provider with that key (the same key never refunds twice, so a retry or a second tab
 *    cannot give the money back twice).
 * 3. Record the answer: approved → the order is cancelled, both parties told; refused → it stays
 *    paid and in escrow (`refund_failed`); no answer → the same, kept `failed` so the next try
 *    uses the same key (`provider_unavailable`); in process → left `requested`.
 */
export async function refundOrder(ctx: Context, id: string, ask: RefundAsk): Promise<ProductRequest> {
  const claimed = await ctx.transaction(async (tx, changed) => {
    const request = (await tx.requests.byId(id)) ?? ctx.fail('not_found', 'notFound');
    ask.authorize(request);
    if (request.status !== 'paid' || request.payment === null) return ctx.fail('invalid_transition', 'cannotCancelNow');
    const unknownOutcome = request.refund?.status === 'failed' || request.refund?.status === 'requested';
    const refund: RefundSnapshot = {
      status: 'requested',
      reason: ask.reason,
      attemptKey: unknownOutcome && request.refund ? request.refund.attemptKey : ctx.deps.random.id(),
      refundId: null,
      amountUsdCents: request.payment.totalUsdCents,
      requestedAt: ctx.now(),
      decidedAt: null,
    };
    const won = await tx.requests.update(
      id,
      { status: 'paid', cancelProposedBy: request.cancelProposedBy, refundKey: request.refund?.attemptKey ?? null },
      { refund },
    );
    if (!won) return ctx.fail('refund_in_progress', 'refundInProgress');
    const next = { ...request, refund };
    changed(orderChanged(next, 'parties'));
    return { request: next, refund, paymentId: request.payment.paymentId };
  });

  const { refund, paymentId } = claimed;
  const settle = (patch: Partial<RefundSnapshot>) =>
    ctx.transaction(async (tx, changed) => {
      const next = { ...refund, ...patch, decidedAt: ctx.now() };
      if (await tx.requests.update(id, { status: 'paid', refundKey: refund.attemptKey }, { refund: next })) {
        changed(orderChanged({ ...claimed.request, refund: next }, 'parties'));
      }
    });

  let record: RefundRecord;
  try {
    record = await ctx.deps.payments.refundPayment(
      { paymentId, amountCents: refund.amountUsdCents },
      refund.attemptKey,
    );
  } catch (cause) {
    await settle({ status: 'failed' });
    const [title, description] = MESSAGES.refundProviderDown;
    throw new DomainError('provider_unavailable', title, description, {}, { cause });
  }
  if (record.status === 'in_process') return claimed.request;
  if (record.status === 'rejected') {
    await settle({ status: 'rejected', refundId: record.id });
    const [title, description] = MESSAGES.refundRejected;
    throw new DomainError('refund_failed', title, description);
  }

  return ctx.transaction(async (tx, changed) => {
    const now = ctx.now();
    const current = (await tx.requests.byId(id)) ?? ctx.fail('not_found', 'notFound');
    const approved: RefundSnapshot = { ...refund, status: 'approved', refundId: record.id, decidedAt: now };
    // A dispute still open when the parties agreed to cancel ends with the refund.
    const extra =
      ask.approvedPatch?.(current, now) ??
      (current.dispute?.status === 'open'
        ? { dispute: { ...current.dispute, status: 'refunded' as const, resolvedAt: now } }
        : {});
    const won = await tx.requests.update(
      id,
      { status: 'paid', refundKey: refund.attemptKey },
      { status: 'cancelled', cancelledAt: now, refund: approved, ...extra },
    );
    // Another tab asked with the same key and recorded the same refund first.
    if (!won) return current.status === 'cancelled' ? current : ctx.fail('refund_in_progress', 'refundInProgress');
    const next: ProductRequest = { ...current, status: 'cancelled', cancelledAt: now, refund: approved, ...extra };
    await tx.payments.dropPending(id);
    const refundText = `Se reembolsaron ${formatMoney(approved.amountUsdCents)} a quien compró.`;
    const news = await notify(
      ctx,
      tx,
      ask.notices
        ? ask.notices(next, refundText)
        : parties(next).map((recipientId) =>
            NOTIFICATION_TEXTS.orderCancelled({ recipientId, orderId: id, productName: next.productName, refundText }),
          ),
    );
    changed(orderChanged(next, 'everyone'), news);
    return next;
  });
}
