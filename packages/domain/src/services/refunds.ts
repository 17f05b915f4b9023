import { REFUND_STALE_MS } from '#src/constants';
import { DomainError, MESSAGES } from '#src/errors';
import { formatMoney } from '#src/money';
import { heldPayments, refundsState } from '#src/rules/order-refunds';
import { isDefiniteRefusal } from '#src/ports/provider-error';
import type { RefundRecord } from '#src/ports/payment';
import type { ProductRequest, RefundSnapshot } from '#src/schemas/product-request';
import type { Context } from '#src/services/context';
import { NOTIFICATION_TEXTS, type NotificationDraft, notify } from '#src/services/notifications';
import { partiesOf, requestChanged } from '#src/services/audiences';
import { newPartialRefund, settlePartialRefund } from '#src/services/partial-refunds';

/** What asks for a refund: why, and the check that the asker may have it now. */
export interface RefundAsk {
  readonly reason: RefundSnapshot['reason'];
  /** Runs inside the claiming transaction on the fresh order; throws a `DomainError` to refuse. */
  readonly authorize: (request: ProductRequest) => void;
  /** More to record with the approved refund (a dispute resolved by it, decision 026). */
  readonly approvedPatch?: (request: ProductRequest, now: string) => Partial<ProductRequest>;
  /**
   * The notifications of an approved refund; by default both parties read 'Pedido cancelado'.
   * `refundText` says the refund to one of them: the buyer reads it as hers ("Se te reembolsaron…").
   */
  readonly notices?: (
    request: ProductRequest,
    refundText: (recipientId: string) => string,
  ) => readonly NotificationDraft[];
  /**
   * A payment the provider approved after the order was cancelled (started before the
   * cancellation, decision 022): it is refunded from the cancelled order, which stays cancelled.
   */
  readonly latePayment?: { readonly paymentId: string; readonly amountUsdCents: number };
}

/**
 * The top-up's part of a cancelling refund (decision 052): the approved top-up's payment still
 * holding money gets a refund of its own in `refunds`, under the cancelling reason — a new one, or
 * this cancellation's earlier part asked again: under its key when its outcome is unknown (`failed`,
 * `requested`: decision 031), under a new one when it was refused. Null when there is none to ask.
 */
function topUpPart(
  ctx: Context,
  request: ProductRequest,
  reason: RefundSnapshot['reason'],
): { readonly refunds: RefundSnapshot[]; readonly key: string } | null {
  const topUp = heldPayments({ ...request, refund: null }).find((p) => p.purpose === 'top_up');
  if (!topUp) return null;
  const earlier = request.refunds.find((r) => r.paymentId === topUp.paymentId && r.reason !== 'reconciliation');
  if (earlier && earlier.status !== 'approved') {
    const key = earlier.status === 'rejected' ? ctx.deps.random.id() : earlier.attemptKey;
    const again = {
      ...earlier,
      status: 'requested' as const,
      attemptKey: key,
      requestedAt: ctx.now(),
      decidedAt: null,
    };
    return { refunds: request.refunds.map((r) => (r === earlier ? again : r)), key };
  }
  if (topUp.heldUsdCents <= 0) return null;
  const part = newPartialRefund(ctx, reason, topUp.heldUsdCents, topUp.paymentId);
  return { refunds: [...request.refunds, part], key: part.attemptKey };
}

/**
 * Gives a paid order's money back to its buyer through the provider and cancels the order
 * (decision 022). Written for an agreed cancellation and meant for a dispute an administrator
 * resolves by refund (`reason`, `authorize`).
 *
 * 1. Claim, in a transaction (compare-and-set on the refund's attempt key): the order is paid,
 *    `authorize` passes, no other claim is under way; the refund is stored `requested` with its
 *    idempotency key — a new one, or the same one when the last answer never came.
 * 2. Ask the provider with that key (the same key never refunds twice, so a retry or a second tab
 *    cannot give the money back twice). The slot is the checkout's remainder; an approved top-up's
 *    remainder is a part in `refunds`, claimed with it and asked first (decision 052).
 * 3. Record the answer: approved → the order is cancelled, both parties told; refused (a rejected
 *    refund, or a 4xx given before taking it) → it stays paid and in escrow (`refund_failed`); no
 *    answer → outcome unknown, kept `failed` so the next try uses the same key and the order can
 *    be neither delivered nor un-cancelled meanwhile (`provider_unavailable`; decision 031); in
 *    process → left `requested`.
 */
export async function refundOrder(ctx: Context, id: string, ask: RefundAsk): Promise<ProductRequest> {
  const late = ask.latePayment ?? null;
  // The state the order is in while its money is refunded: paid, or already cancelled for a late payment.
  const from = late ? 'cancelled' : 'paid';
  const claimed = await ctx.transaction(async (tx, changed) => {
    const request = (await tx.requests.byId(id)) ?? ctx.fail('not_found', 'notFound');
    // A late payment already given back (by a caller that read the order after this one did, and
    // finished first): the order stays cancelled with its one refund; asking again would refund twice.
    if (late && request.refund?.status === 'approved') return { done: request };
    ask.authorize(request);
    // Each payment is given back what it still holds (decision 052): the slot the checkout's
    // remainder (less the partial refunds made on it; this refund's own earlier try is the one being
    // asked again, not money already gone), an approved top-up its own part in `refunds`.
    const held = heldPayments({ ...request, refund: null });
    const checkout = held.find((p) => p.purpose === 'checkout');
    const source = late ?? (checkout && { paymentId: checkout.paymentId, amountUsdCents: checkout.heldUsdCents });
    if (request.status !== from || !source) return ctx.fail('invalid_transition', 'cannotCancelNow');
    const unknownOutcome = request.refund?.status === 'failed' || request.refund?.status === 'requested';
    const refund: RefundSnapshot = {
      status: 'requested',
      reason: ask.reason,
      attemptKey: unknownOutcome && request.refund ? request.refund.attemptKey : ctx.deps.random.id(),
      refundId: null,
      paymentId: source.paymentId,
      amountUsdCents: source.amountUsdCents,
      requestedAt: ctx.now(),
      decidedAt: null,
    };
    const part = late ? null : topUpPart(ctx, request, ask.reason);
    const won = await tx.requests.update(
      id,
      {
        status: from,
        cancelProposedBy: request.cancelProposedBy,
        refundKey: request.refund?.attemptKey ?? null,
        ...(part && { refundsState: refundsState(request.refunds) }),
      },
      { refund, ...(part && { refunds: part.refunds }) },
    );
    if (!won) return ctx.fail('refund_in_progress', 'refundInProgress');
    const next = { ...request, refund, ...(part && { refunds: part.refunds }) };
    changed(requestChanged(next, 'parties'));
    return { request: next, refund, paymentId: source.paymentId, partKey: part?.key ?? null, unknownOutcome };
  });

  if (claimed.done) return claimed.done;
  const { refund, paymentId } = claimed;
  const settle = (patch: Partial<RefundSnapshot>) =>
    ctx.transaction(async (tx, changed) => {
      const next = { ...refund, ...patch, decidedAt: ctx.now() };
      if (await tx.requests.update(id, { status: from, refundKey: refund.attemptKey }, { refund: next })) {
        changed(requestChanged({ ...claimed.request, refund: next }, 'parties'));
      }
    });

  // The top-up's part first (decision 052): the slot is asked only once every other part is
  // approved, so an approved slot still means a cancelled order. Until then the slot keeps the
  // order neither delivered nor un-cancelled: `failed` (its key kept) unless the part was refused.
  if (claimed.partKey !== null) {
    const after = await settlePartialRefund(ctx, id, claimed.partKey);
    const part = after?.refunds.find((r) => r.attemptKey === claimed.partKey);
    if (part?.status === 'requested') return after ?? claimed.request;
    if (part?.status !== 'approved') {
      const refused = part?.status === 'rejected' && !claimed.unknownOutcome;
      await settle({ status: refused ? 'rejected' : 'failed' });
      const [title, description] = refused ? MESSAGES.refundRejected : MESSAGES.refundProviderDown;
      throw new DomainError(refused ? 'refund_failed' : 'provider_unavailable', title, description);
    }
  }

  let record: RefundRecord;
  try {
    record = await ctx.deps.payments.refundPayment(
      { paymentId, amountCents: refund.amountUsdCents },
      refund.attemptKey,
    );
  } catch (cause) {
    if (isDefiniteRefusal(cause)) {
      // Refused before it was taken (decision 031): nothing moved; the next try is a new refund.
      await settle({ status: 'rejected' });
      const [title, description] = MESSAGES.refundRejected;
      throw new DomainError('refund_failed', title, description, {}, { cause });
    }
    // No answer, or none we can read: it may have been made. Kept `failed` (unknown) under its
    // key — the order neither delivers nor goes on until a retry under that key tells.
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
    const extra = late
      ? {}
      : (ask.approvedPatch?.(current, now) ??
        (current.dispute?.status === 'open'
          ? { dispute: { ...current.dispute, status: 'refunded' as const, resolvedAt: now } }
          : {}));
    const patch = late
      ? { refund: approved }
      : { status: 'cancelled' as const, cancelledAt: now, refund: approved, ...extra };
    const won = await tx.requests.update(id, { status: from, refundKey: refund.attemptKey }, patch);
    // Another tab asked with the same key and recorded the same refund first.
    if (!won) {
      const done = current.status === 'cancelled' && (!late || current.refund?.status === 'approved');
      return done ? current : ctx.fail('refund_in_progress', 'refundInProgress');
    }
    const next: ProductRequest = { ...current, ...patch };
    await tx.payments.dropPending(id);
    // Told whole: the slot and its parts on other payments (the top-up's, decision 052).
    const parts = next.refunds.filter((r) => r.reason !== 'reconciliation' && r.status === 'approved');
    const refunded = formatMoney(parts.reduce((sum, r) => sum + r.amountUsdCents, approved.amountUsdCents));
    // The buyer reads about her own refund in the second person (issue 35 item 16).
    const refundText = (recipientId: string) =>
      recipientId === next.userId ? `Se te reembolsaron ${refunded}.` : `Se reembolsaron ${refunded} a quien compró.`;
    const news = await notify(
      ctx,
      tx,
      ask.notices
        ? ask.notices(next, refundText)
        : partiesOf(next).map((recipientId) =>
            late
              ? NOTIFICATION_TEXTS.latePaymentRefunded({
                  recipientId,
                  orderId: id,
                  productName: next.productName,
                  refundText: refundText(recipientId),
                })
              : NOTIFICATION_TEXTS.orderCancelled({
                  recipientId,
                  orderId: id,
                  productName: next.productName,
                  refundText: refundText(recipientId),
                }),
          ),
    );
    changed(requestChanged(next, 'everyone'), news);
    return next;
  });
}

/** What a late payment's check did: refunded now, the refund still with the provider, or nothing to refund. */
export type LatePaymentOutcome = 'refunded' | 'in_process' | 'none';

/**
 * A payment started before a cancellation and approved after it (decision 022): the provider
 * holds money for an order nobody will deliver. Called when the order is cancelled and its
 * payment's notification (or the buyer's confirmation) arrives: the approved payment for this
 * order is refunded by `refundOrder` (reason 'cancellation'), exactly once — the order's one
 * refund slot and its idempotency key make a replayed webhook, a second tab or a retry after a
 * provider outage ask the provider with the same key or not at all. A cancellation that never
 * had a payment approved is 'none'.
 */
export async function refundLatePayment(ctx: Context, id: string): Promise<LatePaymentOutcome> {
  const order = await ctx.read((r) => r.requests.byId(id));
  if (order?.status !== 'cancelled' || order.refund?.status === 'approved') return 'none';
  // An order cancelled after it was paid was refunded on the way (refund approved, above).
  if (order.payment !== null) return 'none';
  let found;
  try {
    found = await ctx.deps.payments.findPaymentsByExternalReference(id);
  } catch (cause) {
    const [title, description] = MESSAGES.refundProviderDown;
    throw new DomainError('provider_unavailable', title, description, {}, { cause });
  }
  const held = found
    .filter((p) => p.status === 'approved' && p.externalReference === id && p.currency === 'USD')
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0];
  if (!held) return 'none';
  const done = await refundOrder(ctx, id, {
    reason: 'cancellation',
    // One claim at a time: another caller's refund not yet answered is theirs, unless it stopped long ago.
    authorize: (fresh) => {
      const asked = fresh.refund?.status === 'requested' ? Date.parse(fresh.refund.requestedAt) : null;
      if (asked !== null && Date.parse(ctx.now()) - asked < REFUND_STALE_MS)
        ctx.fail('refund_in_progress', 'refundInProgress');
    },
    latePayment: { paymentId: held.id, amountUsdCents: held.amountCents },
  });
  return done.refund?.status === 'approved' ? 'refunded' : 'in_process';
}
