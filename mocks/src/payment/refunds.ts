/**
 * Money given back: refunds of an approved payment, whole or in parts, once per idempotency key;
 * a payment refunded in full reads `refunded`.
 */
import type { paymentWire } from '../domain';
import { fail, firstPaymentId, type LedgerBooks, type LedgerResult } from './ledger-books';

type PaymentWire = paymentWire.PaymentWire;
type RefundWire = paymentWire.RefundWire;

const cents = (amount: number) => Math.round(amount * 100);

export class RefundBook {
  readonly #books: LedgerBooks;
  /** The ledger's read of a payment (which settles one whose time has come). */
  readonly #payment: (id: string) => PaymentWire | undefined;
  readonly #onPaymentChange: ((payment: PaymentWire) => void) | undefined;

  constructor(
    books: LedgerBooks,
    payment: (id: string) => PaymentWire | undefined,
    onPaymentChange: ((payment: PaymentWire) => void) | undefined,
  ) {
    this.#books = books;
    this.#payment = payment;
    this.#onPaymentChange = onPaymentChange;
  }

  /** The refund a key already produced, if any (same key → same refund, money returned once). */
  findByKey(key: string): RefundWire | undefined {
    const id = this.#books.state.refundKeys?.[key];
    return id === undefined ? undefined : this.#books.state.refunds?.[id];
  }

  /** Refunds of a payment, oldest first. */
  of(paymentId: string): RefundWire[] {
    return Object.values(this.#books.state.refunds ?? {})
      .filter((refund) => String(refund.payment_id) === paymentId)
      .sort((a, b) => a.id - b.id);
  }

  /**
   * Gives back `amount` (all that is left when absent) of an approved payment, once per
   * idempotency key. `forced: 'rejected'` answers a refusal (the `refundRejected` scenario). A
   * payment refunded in full becomes `refunded` (and is notified like any change).
   */
  refund(
    paymentId: string,
    idempotencyKey: string,
    amount: number | undefined,
    forced?: 'rejected',
  ): LedgerResult<RefundWire> {
    const previous = this.findByKey(idempotencyKey);
    if (previous) return { ok: true, status: 200, body: previous };
    const payment = this.#payment(paymentId);
    if (!payment) return fail(404, 'not_found', 'Payment not found');
    if (payment.status !== 'approved') {
      return fail(400, 'bad_request', `Payment in status ${payment.status} cannot be refunded`);
    }
    const refunded = this.of(paymentId)
      .filter((r) => r.status === 'approved')
      .reduce((sum, r) => sum + cents(r.amount), 0);
    const leftCents = cents(payment.transaction_amount) - refunded;
    const askedCents = amount === undefined ? leftCents : cents(amount);
    if (askedCents <= 0 || askedCents > leftCents) return fail(400, 'bad_request', 'invalid refund amount', 4040);
    const result = this.#books.store.update((state): LedgerResult<RefundWire> => {
      const now = this.#books.iso();
      const refund: RefundWire = {
        id: firstPaymentId + this.#books.next(state),
        payment_id: payment.id,
        amount: askedCents / 100,
        status: forced ?? 'approved',
        date_created: now,
      };
      state.refunds = { ...state.refunds, [String(refund.id)]: refund };
      state.refundKeys = { ...state.refundKeys, [idempotencyKey]: String(refund.id) };
      const stored = state.payments[paymentId];
      if (stored && refund.status === 'approved' && askedCents === leftCents) {
        stored.wire = { ...stored.wire, status: 'refunded', status_detail: 'refunded', date_last_updated: now };
      }
      return { ok: true, status: 201, body: refund };
    });
    const after = this.#books.state.payments[paymentId]?.wire;
    if (after?.status === 'refunded' && result.ok && result.body.status === 'approved') this.#onPaymentChange?.(after);
    return result;
  }
}
