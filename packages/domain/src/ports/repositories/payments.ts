import type { PendingPayment } from '#src/schemas/pending-payment';

/** The quote frozen while a payment is in flight (the ledger itself is each order's `payment`). */
export interface PaymentsRepository {
  pending(orderId: string): Promise<PendingPayment | null>;
  /**
   * Stores the order's frozen quote. With `expected`, compare-and-set: `null` adds it only while the
   * order has none; an attempt updates it only while the stored one still has that key and
   * `inFlightSince`. False when the comparison failed (another payment of the order got there first).
   */
  savePending(
    pending: PendingPayment,
    expected?: Pick<PendingPayment, 'attemptKey' | 'inFlightSince'> | null,
  ): Promise<boolean>;
  dropPending(orderId: string): Promise<void>;
}
