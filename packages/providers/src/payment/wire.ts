import { z } from 'zod';

/**
 * Wire format of the card payment provider, modelled on the Mercado Pago REST API used in
 * Argentina (snake_case, numeric payment ids, `external_reference` carrying our order id).
 * The mock in `@cg/mocks` answers with exactly these shapes; the client validates every answer
 * against them and maps them to the camelCase types in `./types`.
 */

const paymentStatuses = ['approved', 'rejected', 'cancelled', 'in_process', 'pending', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** Reasons the provider gives for a status (`status_detail`). Unknown ones are kept as text. */
export type KnownStatusDetail =
  | 'accredited'
  | 'pending_contingency'
  | 'pending_review_manual'
  | 'by_payer'
  | 'expired'
  | 'cc_rejected_insufficient_amount'
  | 'cc_rejected_other_reason'
  | 'cc_rejected_bad_filled_security_code'
  | 'cc_rejected_bad_filled_date'
  | 'cc_rejected_bad_filled_card_number'
  | 'cc_rejected_call_for_authorize'
  | 'cc_rejected_high_risk'
  | 'cc_rejected_duplicated_payment';

const isoDate = z.string().min(1);
const currencyId = z.string().regex(/^[A-Z]{3}$/);

const preferenceItemWire = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().optional(),
  picture_url: z.string().optional(),
  category_id: z.string().optional(),
  quantity: z.number().int().positive(),
  currency_id: currencyId,
  unit_price: z.number().nonnegative(),
});
export type PreferenceItemWire = z.infer<typeof preferenceItemWire>;

export const createPreferenceRequestWire = z.object({
  items: z.array(preferenceItemWire).min(1),
  payer: z.object({
    name: z.string().optional(),
    surname: z.string().optional(),
    email: z.string(),
    address: z.object({ street_name: z.string() }).optional(),
  }),
  back_urls: z.object({ success: z.string(), failure: z.string(), pending: z.string() }),
  auto_return: z.enum(['approved', 'all']).optional(),
  external_reference: z.string().min(1),
  statement_descriptor: z.string().optional(),
});
export type CreatePreferenceRequestWire = z.infer<typeof createPreferenceRequestWire>;

export const preferenceWire = z.object({
  id: z.string().min(1),
  init_point: z.string().min(1),
  sandbox_init_point: z.string().min(1),
  external_reference: z.string(),
  date_created: isoDate,
  items: z.array(preferenceItemWire),
});
export type PreferenceWire = z.infer<typeof preferenceWire>;

export const createCardTokenRequestWire = z.object({
  card_number: z.string(),
  expiration_month: z.number().int(),
  expiration_year: z.number().int(),
  security_code: z.string(),
  cardholder: z.object({
    name: z.string(),
    identification: z.object({ type: z.string(), number: z.string() }).optional(),
  }),
});
export type CreateCardTokenRequestWire = z.infer<typeof createCardTokenRequestWire>;

/** A token for a card the provider keeps under a customer (`POST /v1/card_tokens` from the SDK). */
export const createSavedCardTokenRequestWire = z.object({
  card_id: z.string().min(1),
  security_code: z.string(),
});
export type CreateSavedCardTokenRequestWire = z.infer<typeof createSavedCardTokenRequestWire>;

/** `POST /v1/customers` (decision 027). */
export const createCustomerRequestWire = z.object({ email: z.string().min(3) });
export const customerWire = z.object({ id: z.string().min(1), email: z.string() });
export type CustomerWire = z.infer<typeof customerWire>;

/** `POST /v1/customers/{id}/cards` with a card token: the provider keeps the card. */
export const createCustomerCardRequestWire = z.object({ token: z.string().min(1) });
export const customerCardWire = z.object({
  id: z.string().min(1),
  customer_id: z.string().min(1),
  first_six_digits: z.string(),
  last_four_digits: z.string(),
  expiration_month: z.number().int(),
  expiration_year: z.number().int(),
  payment_method: z.object({ id: z.string(), name: z.string() }),
  cardholder: z.object({ name: z.string() }),
  date_created: isoDate,
});
export type CustomerCardWire = z.infer<typeof customerCardWire>;

export const cardTokenWire = z.object({
  id: z.string().min(1),
  first_six_digits: z.string(),
  last_four_digits: z.string(),
  expiration_month: z.number().int(),
  expiration_year: z.number().int(),
  payment_method_id: z.string(),
  status: z.literal('active'),
  date_created: isoDate,
  date_due: isoDate,
});
export type CardTokenWire = z.infer<typeof cardTokenWire>;

export const createPaymentRequestWire = z.object({
  transaction_amount: z.number().positive(),
  token: z.string().min(1),
  description: z.string(),
  installments: z.number().int().positive(),
  payment_method_id: z.string().optional(),
  /** Simulator extension: real Argentine accounts always charge ARS. */
  currency_id: currencyId.optional(),
  payer: z.object({
    email: z.string(),
    identification: z.object({ type: z.string(), number: z.string() }).optional(),
  }),
  external_reference: z.string().min(1),
});
export type CreatePaymentRequestWire = z.infer<typeof createPaymentRequestWire>;

export const paymentWire = z.object({
  id: z.number().int().positive(),
  status: z.enum(paymentStatuses),
  status_detail: z.string(),
  transaction_amount: z.number(),
  currency_id: currencyId,
  description: z.string(),
  external_reference: z.string().nullable(),
  date_created: isoDate,
  date_approved: isoDate.nullable(),
  date_last_updated: isoDate,
  payment_method_id: z.string(),
  payment_type_id: z.string(),
  installments: z.number().int(),
  card: z
    .object({
      first_six_digits: z.string(),
      last_four_digits: z.string(),
      cardholder: z.object({ name: z.string() }),
    })
    .nullable(),
  payer: z.object({ email: z.string() }),
});
export type PaymentWire = z.infer<typeof paymentWire>;

export const paymentSearchWire = z.object({
  paging: z.object({ total: z.number().int(), limit: z.number().int(), offset: z.number().int() }),
  results: z.array(paymentWire),
});
export type PaymentSearchWire = z.infer<typeof paymentSearchWire>;

/** `POST /v1/payments/{id}/refunds` (Mercado Pago): no amount refunds the whole payment. */
export const createRefundRequestWire = z.object({ amount: z.number().positive().optional() });
export type CreateRefundRequestWire = z.infer<typeof createRefundRequestWire>;

export const refundWire = z.object({
  id: z.number().int().positive(),
  payment_id: z.number().int().positive(),
  amount: z.number().nonnegative(),
  status: z.enum(['approved', 'rejected', 'in_process']),
  date_created: isoDate,
});
export type RefundWire = z.infer<typeof refundWire>;

/** One way to split the amount (`GET /v1/payment_methods/installments`, Mercado Pago's `payer_costs`). */
const payerCostWire = z.object({
  installments: z.number().int().positive(),
  /** Interest, in percent of the amount; 0 for "sin interés". */
  installment_rate: z.number().nonnegative(),
  installment_amount: z.number().positive(),
  total_amount: z.number().positive(),
  recommended_message: z.string(),
  labels: z.array(z.string()).optional(),
  min_allowed_amount: z.number().optional(),
  max_allowed_amount: z.number().optional(),
});
export type PayerCostWire = z.infer<typeof payerCostWire>;

/** The instalments a card may pay an amount in: one entry per payment method (the card's brand). */
export const installmentsWire = z.array(
  z.object({
    payment_method_id: z.string(),
    payment_type_id: z.string(),
    issuer: z.object({ id: z.string(), name: z.string() }).optional(),
    processing_mode: z.string().optional(),
    payer_costs: z.array(payerCostWire),
  }),
);
export type InstallmentsWire = z.infer<typeof installmentsWire>;

/** Error body of the provider (`{ message, error, status, cause }`). */
export interface PaymentErrorWire {
  readonly message: string;
  readonly error: string;
  readonly status: number;
  readonly cause?: readonly { readonly code: string | number; readonly description: string }[];
}

/** Header carrying the idempotency key of a payment creation. */
export const idempotencyHeader = 'X-Idempotency-Key';
