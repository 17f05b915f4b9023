// Payments (decision 035): the quote, the frozen checkout, paying with a card token, confirming.
// No amount goes over the wire: the server computes it from the stored request.
import { json, optionalNumber, optionalText, text, unchecked, type ShapesOf } from '#src/api/shape';
import { route } from '#src/api/route';
import type { PaymentOutcome } from '#src/contract';
import type { EscrowBreakdown } from '#src/money';
import type { PendingPayment } from '#src/schemas/pending-payment';

/** What a card payment sends: billing details (checked by the use case), a card token, options. */
export interface PaymentBody {
  readonly billing: unknown;
  readonly cardToken: string;
  /** The instalments chosen; a value that is not a number is the use case's validation error. */
  readonly installments?: number | undefined;
  /** A coupon is a code only: the use case checks it is the buyer's and computes the discount. */
  readonly coupon?: string | undefined;
}

export const payments = {
  quote: route<EscrowBreakdown>()('GET', '/orders/:id/quote'),
  /** The buyer's frozen quote (null before checkout starts); anyone else reads a 404 (null). */
  pending: route<PendingPayment | null>()('GET', '/orders/:id/payment', { missing: 'null' }),
  payWithCard: route<PaymentOutcome, PaymentBody>()('POST', '/orders/:id/payment', {
    via: 'json',
    idempotent: true,
  }),
  confirm: route<PaymentOutcome>()('POST', '/orders/:id/payment/confirm'),
};

export const paymentsShapes = (): ShapesOf<typeof payments> => ({
  payWithCard: json<PaymentBody>()({
    billing: unchecked,
    cardToken: text,
    installments: optionalNumber,
    coupon: optionalText,
  }),
});
