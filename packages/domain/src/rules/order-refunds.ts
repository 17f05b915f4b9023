import type { ProductRequest, RefundSnapshot } from '#src/schemas/product-request';

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

/** One charge of the order at the provider and what it still holds (decision 052). */
export interface HeldPayment {
  readonly paymentId: string;
  readonly purpose: 'checkout' | 'top_up';
  /** Its amount − the refunds on it that may have given money back (all but `rejected`), never negative. */
  readonly heldUsdCents: number;
}

/**
 * The order's charges, each with what it still holds (decision 052): the checkout, and the top-up
 * once approved. A refund names the payment it gives back (`paymentId`; a refund stored without one
 * is the checkout's), and the provider refuses one above what that payment holds — so every refund
 * is asked of one payment, for at most this.
 */
export function heldPayments(
  order: Pick<ProductRequest, 'payment' | 'topUp' | 'refund' | 'refunds'>,
): readonly HeldPayment[] {
  const checkoutId = order.payment?.paymentId ?? null;
  const topUp = order.topUp;
  const charges = [
    ...(order.payment
      ? [{ paymentId: order.payment.paymentId, purpose: 'checkout' as const, amount: order.payment.totalUsdCents }]
      : []),
    ...(topUp?.status === 'approved' && topUp.paymentId
      ? [{ paymentId: topUp.paymentId, purpose: 'top_up' as const, amount: topUp.amountUsdCents }]
      : []),
  ];
  const refunds = refundsOf(order).filter((r) => r.status !== 'rejected');
  return charges.map((c) => {
    const given = refunds
      .filter((r) => (r.paymentId ?? checkoutId) === c.paymentId)
      .reduce((sum, r) => sum + r.amountUsdCents, 0);
    return { paymentId: c.paymentId, purpose: c.purpose, heldUsdCents: Math.max(0, c.amount - given) };
  });
}

/**
 * The refunds a lower receipt gave back at release (`reconciliation`), as the request page's
 * "Diferencia del comprobante" lists them — not a cancelling refund's part on the top-up's payment
 * (decision 052), which the cancellation tells.
 */
export function receiptRefunds<R extends Pick<RefundSnapshot, 'reason'>>(order: {
  readonly refunds: readonly R[];
}): readonly R[] {
  return order.refunds.filter((r) => r.reason === 'reconciliation');
}
