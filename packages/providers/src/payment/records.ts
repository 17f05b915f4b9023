/**
 * What the payment provider's answers become: the port's records (statuses, cents, the order they
 * pay) with what the payment screens may show besides, and a card's token.
 */
import type { CardTokenWire, PaymentWire } from './wire';
import { PaymentProviderError, paymentMessages } from '../errors';
import { CURRENCIES } from '@cg/domain/enums';
import type { Checkout, PaymentCurrency, PaymentRecord, PaymentStatus } from '@cg/domain/ports/index';

export interface CardToken {
  readonly id: string;
  readonly firstSixDigits: string;
  readonly lastFourDigits: string;
  readonly paymentMethodId: string;
  readonly expiresAt: string;
}

/** The port's checkout plus the test-account URL. */
export interface CardCheckout extends Checkout {
  readonly sandboxRedirectUrl: string;
}

/** The port's payment record plus what the payment screens may show. */
export interface CardPaymentRecord extends PaymentRecord {
  /** The provider's reason, e.g. `accredited`, `cc_rejected_insufficient_amount`. */
  readonly statusDetail: string;
  readonly approvedAt: string | null;
  readonly paymentMethodId: string;
  readonly installments: number;
  readonly cardLastFourDigits: string | null;
}

/** What the payment-success page asks: "was this order paid, and how much?" */
export type OrderPaymentCheck =
  | {
      readonly paid: true;
      readonly payment: CardPaymentRecord;
      readonly amountCents: number;
      readonly currency: PaymentCurrency;
    }
  | { readonly paid: false; readonly latest: CardPaymentRecord | null };

export const toCents = (amount: number) => Math.round(amount * 100);
export const fromCents = (cents: number) => Math.round(cents) / 100;

function isPaymentCurrency(value: string): value is PaymentCurrency {
  return (CURRENCIES as readonly string[]).includes(value);
}

/** `pending` is reported as `in_process` and `refunded` as `cancelled` (the port's four statuses). */
function portStatus(status: PaymentWire['status']): PaymentStatus {
  if (status === 'pending') return 'in_process';
  if (status === 'refunded') return 'cancelled';
  return status;
}

function malformed(cause: unknown): PaymentProviderError {
  return new PaymentProviderError({ kind: 'malformed', ...paymentMessages.error, cause });
}

export function toPaymentRecord(wire: PaymentWire): CardPaymentRecord {
  if (!isPaymentCurrency(wire.currency_id)) throw malformed(new Error(`currency ${wire.currency_id}`));
  if (wire.external_reference === null) throw malformed(new Error('payment without external_reference'));
  const status = portStatus(wire.status);
  return {
    id: String(wire.id),
    externalReference: wire.external_reference,
    status,
    ...(status === 'rejected' ? { rejectionReason: wire.status_detail } : {}),
    amountCents: toCents(wire.transaction_amount),
    currency: wire.currency_id,
    createdAt: wire.date_created,
    statusDetail: wire.status_detail,
    approvedAt: wire.date_approved,
    paymentMethodId: wire.payment_method_id,
    installments: wire.installments,
    cardLastFourDigits: wire.card?.last_four_digits ?? null,
  };
}

export function toCardToken(wire: CardTokenWire): CardToken {
  return {
    id: wire.id,
    firstSixDigits: wire.first_six_digits,
    lastFourDigits: wire.last_four_digits,
    paymentMethodId: wire.payment_method_id,
    expiresAt: wire.date_due,
  };
}
