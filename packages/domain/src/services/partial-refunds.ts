/**
 * Partial refunds (decision 049): money given back to the buyer that does not cancel the order —
 * today a lower receipt's difference at release. Each is an entry of the order's `refunds` list
 * with its own idempotency key, claimed by a compare-and-set on the list's keys and states, asked
 * of the provider after the claim commits, and recorded by the same compare-and-set. As for the
 * cancelling refund (decision 022, 031): the same key on a retry, "no answer" kept `failed` (maybe
 * made) and never read as "no", a definite refusal `rejected` (asked again under a new key), and
 * never more than escrow still holds.
 */
import { REFUND_STALE_MS } from '#src/constants';
import { formatMoney } from '#src/money';
import { isDefiniteRefusal } from '#src/ports/provider-error';
import type { RefundRecord } from '#src/ports/payment';
import { escrowHeldUsdCents, releaseOf } from '#src/rules/order-money';
import { heldPayments, refundOwed, refundsState } from '#src/rules/order-refunds';
import type { ProductRequest, RefundSnapshot } from '#src/schemas/product-request';
import { partiesOf, requestChanged } from '#src/services/audiences';
import type { Context } from '#src/services/context';
import { NOTIFICATION_TEXTS, notify } from '#src/services/notifications';

/**
 * What a lower receipt gives back at release (decision 049): the price's and the fee's difference
 * (`releaseOf` on `finalPriceCents`), never more than escrow still holds; 0 for none.
 */
export function lowerReceiptRefund(order: ProductRequest): number {
  // Asked of the checkout's payment: never more than it still holds (decision 052).
  const checkout = heldPayments(order).find((p) => p.purpose === 'checkout')?.heldUsdCents ?? 0;
  return Math.min(releaseOf(order)?.refundUsdCents ?? 0, escrowHeldUsdCents(order), checkout);
}

/**
 * A new partial refund, `requested` under a key of its own (the caller stores it in its transaction),
 * of `paymentId` (null: the checkout's, decision 052).
 */
export function newPartialRefund(
  ctx: Context,
  reason: RefundSnapshot['reason'],
  amountUsdCents: number,
  paymentId: string | null = null,
): RefundSnapshot {
  return {
    status: 'requested',
    reason,
    attemptKey: ctx.deps.random.id(),
    refundId: null,
    paymentId,
    amountUsdCents,
    requestedAt: ctx.now(),
    decidedAt: null,
  };
}

/** What the provider said about one partial refund, as the entry's next state. */
async function ask(ctx: Context, paymentId: string, refund: RefundSnapshot): Promise<Partial<RefundSnapshot>> {
  let record: RefundRecord;
  try {
    record = await ctx.deps.payments.refundPayment(
      { paymentId, amountCents: refund.amountUsdCents },
      refund.attemptKey,
    );
  } catch (cause) {
    // Refused before it was taken: nothing moved. Anything else may have been made: unknown.
    return { status: isDefiniteRefusal(cause) ? 'rejected' : 'failed' };
  }
  if (record.status === 'in_process') return { status: 'requested', refundId: record.id };
  return { status: record.status === 'approved' ? 'approved' : 'rejected', refundId: record.id };
}

/**
 * Asks the provider for the partial refund stored under `key` and records its answer; both parties
 * are told once it is approved. Never throws for the provider: what it did not answer stays
 * `failed` under its key for a retry (`retryPartialRefunds`). Returns the order as recorded.
 */
export async function settlePartialRefund(ctx: Context, id: string, key: string): Promise<ProductRequest | null> {
  const order = await ctx.read((r) => r.requests.byId(id));
  const refund = order?.refunds.find((r) => r.attemptKey === key);
  if (!order?.payment || refund?.status !== 'requested') return order;
  const answer = await ask(ctx, refund.paymentId ?? order.payment.paymentId, refund);
  return ctx.transaction(async (tx, changed) => {
    const current = (await tx.requests.byId(id)) ?? ctx.fail('not_found', 'notFound');
    const stored = current.refunds.find((r) => r.attemptKey === key);
    // Recorded meanwhile by another caller under the same key: theirs stands.
    if (stored?.status !== 'requested') return current;
    const decided: RefundSnapshot = {
      ...stored,
      ...answer,
      decidedAt: answer.status === 'requested' ? null : ctx.now(),
    };
    const refunds = current.refunds.map((r) => (r.attemptKey === key ? decided : r));
    const won = await tx.requests.update(id, { refundsState: refundsState(current.refunds) }, { refunds });
    if (!won) return current;
    const next = { ...current, refunds };
    const amountText = formatMoney(decided.amountUsdCents);
    // A cancelling refund's part (the top-up's, decision 052) is told with the cancellation, whole.
    const news =
      decided.status === 'approved' && decided.reason === 'reconciliation'
        ? await notify(
            ctx,
            tx,
            partiesOf(next).map((recipientId) =>
              NOTIFICATION_TEXTS.receiptRefunded({
                recipientId,
                orderId: id,
                productName: next.productName,
                amountText,
                toBuyer: recipientId === next.userId,
              }),
            ),
          )
        : null;
    changed(requestChanged(next, 'parties'), news);
    return next;
  });
}

/**
 * Asks again for every partial refund of the order whose money is not confirmed back: a `failed`
 * or stale `requested` one under its own key (the provider answers with the refund it made, or
 * makes it once), a `rejected` one under a new key — unless `unknownOnly` (the owed-money sweep:
 * a refusal is asked again only by a party's retry). The claim is one compare-and-set on the list.
 */
export async function retryPartialRefunds(
  ctx: Context,
  id: string,
  { unknownOnly = false }: { readonly unknownOnly?: boolean } = {},
): Promise<ProductRequest | null> {
  const claimed = await ctx.transaction(async (tx) => {
    const current = (await tx.requests.byId(id)) ?? ctx.fail('not_found', 'notFound');
    const now = ctx.now();
    const keys: string[] = [];
    const refunds = current.refunds.map((r) => {
      if (!refundOwed(r, now, REFUND_STALE_MS) || (unknownOnly && r.status === 'rejected')) return r;
      const key = r.status === 'rejected' ? ctx.deps.random.id() : r.attemptKey;
      keys.push(key);
      return { ...r, status: 'requested' as const, attemptKey: key, requestedAt: now, decidedAt: null };
    });
    if (keys.length === 0) return { order: current, keys };
    const won = await tx.requests.update(id, { refundsState: refundsState(current.refunds) }, { refunds });
    if (!won) return ctx.fail('refund_in_progress', 'refundInProgress');
    return { order: { ...current, refunds }, keys };
  });
  let order: ProductRequest | null = claimed.order;
  for (const key of claimed.keys) order = await settlePartialRefund(ctx, id, key);
  return order;
}
