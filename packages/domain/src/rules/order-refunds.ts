import type { RefundSnapshot } from '#src/schemas/product-request';

/**
 * An order's refunds as one list, oldest first (decision 049): the partial ones (`refunds`, a
 * lower receipt's difference at release) and the cancelling one (`refund`: a cancellation, an
 * overdue order, a dispute, a late payment), which ends the order and stays in its own slot.
 */
export function refundsOf<R extends Pick<RefundSnapshot, 'requestedAt'> = RefundSnapshot>(order: {
  readonly refund: R | null;
  readonly refunds: readonly R[];
}): readonly R[] {
  const all = [...order.refunds, ...(order.refund ? [order.refund] : [])];
  return all.sort((a, b) => a.requestedAt.localeCompare(b.requestedAt));
}

/**
 * The partial refunds' state as a compare-and-set reads it: each entry's key and status, in order
 * (`RequestExpectation.refundsState`; SQL computes the same text from the stored list).
 */
export function refundsState(refunds: readonly Pick<RefundSnapshot, 'attemptKey' | 'status'>[]): string {
  return refunds.map((r) => `${r.attemptKey}:${r.status}`).join(',');
}

/**
 * A partial refund whose money has not been confirmed back (decision 031): `failed` (no answer:
 * maybe made, asked again under its key), `rejected` (refused: asked again under a new key), or
 * `requested` and older than `staleMs` (its asker stopped before the answer).
 */
export function refundOwed(refund: RefundSnapshot, now: string, staleMs: number): boolean {
  if (refund.status === 'failed' || refund.status === 'rejected') return true;
  return refund.status === 'requested' && Date.parse(now) - Date.parse(refund.requestedAt) >= staleMs;
}
