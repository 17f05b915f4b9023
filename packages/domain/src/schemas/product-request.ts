import { z } from 'zod';
import { REWARD_SLIDER } from '#src/constants';
import { isCountry } from '#src/countries';
import { CATEGORIES, CURRENCIES, categorySchema, currencySchema, requestStatusSchema } from '#src/enums';
import { MAX_AMOUNT, parseAmount, toCents } from '#src/money';
import { centsSchema, idSchema, instantSchema, isHttpUrl } from '#src/schemas/common';
import { disputeSnapshotSchema } from '#src/schemas/dispute';
import { refundSnapshotSchema } from '#src/schemas/refund';

export const REQUEST_FIELD_MESSAGES = {
  productName: 'El nombre del producto es obligatorio.',
  productUrl: 'El enlace del producto es obligatorio.',
  productUrlProtocol: 'El enlace del producto debe empezar con http:// o https://.',
  productUrlTooLong: 'El enlace del producto no puede superar los 2000 caracteres.',
  estimatedPrice: 'Ingresa un precio estimado válido (hasta 2 decimales).',
  estimatedPriceZero: 'El precio estimado debe ser mayor que cero.',
  currency: 'Selecciona una moneda.',
  country: 'Selecciona el país de compra.',
  reward: `La recompensa debe estar entre ${REWARD_SLIDER.min} y ${REWARD_SLIDER.max} USD, en pasos de ${REWARD_SLIDER.step}.`,
  category: 'Selecciona una categoría.',
  notes: 'Las notas no pueden superar los 1000 caracteres.',
} as const;

const PRODUCT_NAME_MAX = 120;
const NOTES_MAX = 1000;
/** Longer than any store's product page address (browsers handle about 2,000 characters everywhere). */
const PRODUCT_URL_MAX = 2000;

/** Money frozen into the order when the payment is confirmed. */
const paymentSnapshotSchema = z.object({
  paymentId: z.string().min(1),
  priceUsdCents: centsSchema,
  rewardUsdCents: centsSchema,
  serviceFeeUsdCents: centsSchema,
  totalUsdCents: centsSchema,
  /**
   * Issue 37 (decision 047): the tax on the excess the buyer paid into escrow (in the total, no
   * service fee on it; released to the traveller with no commission). 0: none, and older payments.
   */
  customsTaxUsdCents: centsSchema.default(0),
  /** The coupon that lowered the service fee, when one did (decision 023). */
  coupon: z.object({ code: z.string().min(1), discountUsdCents: centsSchema }).optional(),
  usdPerUnit: z.number().positive(),
  rateDate: z.string(),
});
export type PaymentSnapshot = z.infer<typeof paymentSnapshotSchema>;

// The refund snapshot (decisions 022, 049, 052) lives in its own module, re-exported here.
export type { RefundSnapshot, RefundStatus } from '#src/schemas/refund';

// A dispute's record (decision 026) lives in its own file; re-exported here for the order's readers.
export { DISPUTE_REASONS, type DisputeReason } from '#src/labels';
export type { DisputeStatement, DisputeStatus, DisputeSnapshot } from '#src/schemas/dispute';

/**
 * Issue 37: the purchase receipt the traveller uploads before delivery — what was really paid, in
 * the request's currency, and the stored file (a photo through the image pipeline, or a PDF) that
 * its two parties may download. Reconciliation at release compares `amountCents` with the price
 * held in escrow.
 */
const purchaseReceiptSchema = z.object({
  amountCents: centsSchema,
  currency: currencySchema,
  kind: z.enum(['image', 'pdf']),
  /** The stored file's id (the image store for a photo, the receipt store for a PDF). */
  fileId: z.string().min(1),
  uploadedAt: instantSchema,
});
export type PurchaseReceipt = z.infer<typeof purchaseReceiptSchema>;

/**
 * Issue 37 (decision 052): the top-up — a second charge the buyer approves when the receipt is above
 * the price held by up to 10 %. Its amount is the server's (price's difference + fee's, at the rate
 * frozen at payment), never the browser's. Written before the provider is asked (`charging`, with
 * the key that makes asking again safe), then what it answered. 'charging' with no `inFlightSince`:
 * the provider's answer never came, so the next try asks again under the same key (decision 031).
 */
const TOP_UP_STATUSES = ['charging', 'approved', 'declined'] as const;
export type TopUpStatus = (typeof TOP_UP_STATUSES)[number];
const topUpSnapshotSchema = z.object({
  status: z.enum(TOP_UP_STATUSES),
  amountUsdCents: centsSchema,
  /** The receipt's amount (the request's currency) the top-up was computed for. */
  receiptAmountCents: centsSchema,
  /** Idempotency key of this attempt: the same key never charges twice at the provider. */
  attemptKey: z.string().min(1),
  /** A fresh id on every write: what a compare-and-set expects (two tabs, one charge). */
  claim: z.string().min(1),
  /** While an attempt is being asked of the provider (a crashed one expires, as the checkout's). */
  inFlightSince: instantSchema.nullable().default(null),
  /** The provider's payment id once it approved. */
  paymentId: z.string().nullable().default(null),
  /** Why the card was declined, in Spanish, when it was. */
  rejection: z.string().nullable().default(null),
  requestedAt: instantSchema,
  decidedAt: instantSchema.nullable().default(null),
});
export type TopUpSnapshot = z.infer<typeof topUpSnapshotSchema>;

/** Issue 37 (decision 047): who pays the tax on the part of an order beyond the traveller's franchise. */
export const CUSTOMS_PAYERS = ['buyer', 'traveller'] as const;
export type CustomsPayer = (typeof CUSTOMS_PAYERS)[number];
export const customsPayerSchema = z.enum(CUSTOMS_PAYERS);

/**
 * Issue 37 (decision 047): the clause agreed when an order takes the traveller's month of entry
 * beyond their franchise — who pays the tax on the excess, and the excess and tax as the ledger
 * counted them when the order was made (USD at that moment's rate), frozen there. Null on an order
 * that stays within the franchise.
 */
const customsClauseSchema = z.object({
  payer: customsPayerSchema,
  /** `YYYY-MM`: the calendar month of entry whose franchise it crosses. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  excessUsdCents: centsSchema,
  taxUsdCents: centsSchema,
  agreedAt: instantSchema,
});
export type CustomsClause = z.infer<typeof customsClauseSchema>;

/** A restriction shown to travellers on a published request (see rules/restricted-items). */
const restrictionSchema = z.object({
  code: z.string().min(1),
  label: z.string().min(1),
  travellerNote: z.string().min(1),
});
export type Restriction = z.infer<typeof restrictionSchema>;

/** A stored product request (the spec's "order"). Money in integer cents; reward always USD. */
export const productRequestSchema = z.object({
  id: idSchema,
  productName: z.string().min(1).max(PRODUCT_NAME_MAX),
  productUrl: z.string().refine(isHttpUrl, REQUEST_FIELD_MESSAGES.productUrlProtocol),
  estimatedPriceCents: centsSchema,
  currency: currencySchema,
  rewardCents: centsSchema,
  country: z.string().min(1),
  category: categorySchema,
  notes: z.string().max(NOTES_MAX).default(''),
  /** Id in the image store; `null` shows the default stock image. */
  imageId: z.string().nullable().default(null),
  status: requestStatusSchema,
  createdAt: instantSchema,
  /** Buyer's id, or 'guest'. */
  userId: idSchema,
  /** Set while `userId` is 'guest': the browser's guest token, so an account can claim it later. */
  guestToken: z.string().nullable().default(null),
  acceptedBy: z.string().nullable().default(null),
  acceptedByName: z.string().nullable().default(null),
  acceptedAt: instantSchema.nullable().default(null),
  /** The accepting traveller's trip that brings it (decision 026); null: accepted on the 30-day rule. */
  tripId: z.string().nullable().default(null),
  securityCode: z
    .string()
    .regex(/^\d{6}$/)
    .nullable()
    .default(null),
  codeAttempts: z.int().nonnegative().default(0),
  codeLocked: z.boolean().default(false),
  paidAt: instantSchema.nullable().default(null),
  completedAt: instantSchema.nullable().default(null),
  payment: paymentSnapshotSchema.nullable().default(null),
  isExample: z.boolean().default(false),
  /**
   * Restricted items found when it was published, shown to travellers. Added after v2 shipped:
   * the default keeps older stored requests parsing without a migration.
   */
  restrictions: z.array(restrictionSchema).default([]),
  /** When it was cancelled (decision 022; added later, so older stored requests default to null). */
  cancelledAt: instantSchema.nullable().default(null),
  /** Which party proposed cancelling the accepted or paid order, waiting for the other's answer. */
  cancelProposedBy: z.string().nullable().default(null),
  cancelProposedAt: instantSchema.nullable().default(null),
  /** The refund of the payment, once one was asked for. */
  refund: refundSnapshotSchema.nullable().default(null),
  /**
   * Decision 026: set when accepted on a trip (its return date plus `DELIVERY_GRACE_DAYS`), else
   * when the payment is confirmed (30 days plus the grace); after it the buyer may cancel for a
   * full refund.
   */
  deliveryDeadline: instantSchema.nullable().default(null),
  /** A dispute either party opened on the paid order, and how support resolved it. */
  dispute: disputeSnapshotSchema.nullable().default(null),
  /**
   * Decision 045: the reward agreed on an accepted offer, beside the buyer's `rewardCents` (which
   * public cards and the reward filter keep showing); the order's money uses it. Null: the buyer's.
   */
  agreedRewardCents: centsSchema.nullable().default(null),
  /** Decision 045: the delivery date agreed on an accepted offer (`YYYY-MM-DD`); null: none was. */
  agreedDeliveryDate: z.string().nullable().default(null),
  /** Issue 37: the purchase receipt the traveller uploaded (null: none yet). Private to the parties. */
  purchaseReceipt: purchaseReceiptSchema.nullable().default(null),
  /** Issue 37 (decision 047): who pays the tax on the excess, when the order crosses the franchise. Private to the parties. */
  customsClause: customsClauseSchema.nullable().default(null),
  /**
   * Decision 049: the partial refunds, oldest first — each with its own key, none cancelling (a
   * lower receipt's difference at release). The cancelling refund stays in `refund`; `refundsOf`
   * lists both. Added later: older stored orders default to none.
   */
  refunds: z.array(refundSnapshotSchema).default([]),
  /** Issue 37 (decision 052): the top-up the buyer approved (or is approving) after a higher receipt. Private to the parties. */
  topUp: topUpSnapshotSchema.nullable().default(null),
});
export type ProductRequest = z.infer<typeof productRequestSchema>;

/**
 * What anyone may see of a request (lists, the request page), as an allow-list: a field added to
 * the stored request stays private until it is named here (issue 32: a dispute's statements went
 * out to visitors while this was a list of what to leave out). It sits beside the schema so that
 * adding a field is deciding, here, whether it is public (one line). The API tests compare every
 * key a visitor receives with their own allow-list; `requestView` (projections.ts) applies it.
 */
export const PUBLIC_REQUEST_KEYS = [
  'id',
  'productName',
  'productUrl',
  'estimatedPriceCents',
  'currency',
  'rewardCents',
  'country',
  'category',
  'notes',
  'imageId',
  'status',
  'createdAt',
  'userId',
  'acceptedBy',
  'acceptedByName',
  'acceptedAt',
  'paidAt',
  'completedAt',
  'isExample',
  'restrictions',
  'cancelledAt',
] as const satisfies readonly (keyof ProductRequest)[];
export type PublicRequestKey = (typeof PUBLIC_REQUEST_KEYS)[number];

const requiredText = (message: string, max?: number) => {
  const base = z.string({ error: message }).trim().min(1, message);
  return max === undefined ? base : base.max(max, message);
};

/** What the publish form sends. Amounts may come as form strings ("12,50"). */
export const publishRequestInputSchema = z.object({
  productName: requiredText(REQUEST_FIELD_MESSAGES.productName, PRODUCT_NAME_MAX),
  productUrl: requiredText(REQUEST_FIELD_MESSAGES.productUrl)
    .max(PRODUCT_URL_MAX, REQUEST_FIELD_MESSAGES.productUrlTooLong)
    .refine(isHttpUrl, REQUEST_FIELD_MESSAGES.productUrlProtocol),
  estimatedPrice: z
    .union([z.number(), z.string()], { error: REQUEST_FIELD_MESSAGES.estimatedPrice })
    .transform((v, ctx) => {
      // Typed text says why it was refused ("1.599" has two readings); see parseAmount.
      const parsed = typeof v === 'string' ? parseAmount(v) : null;
      if (parsed && !parsed.ok) {
        ctx.addIssue({ code: 'custom', message: parsed.message });
        return z.NEVER;
      }
      const cents = parsed ? parsed.cents : toCents(v);
      if (cents === null || cents > MAX_AMOUNT * 100) {
        ctx.addIssue({ code: 'custom', message: REQUEST_FIELD_MESSAGES.estimatedPrice });
        return z.NEVER;
      }
      if (cents === 0) {
        ctx.addIssue({ code: 'custom', message: REQUEST_FIELD_MESSAGES.estimatedPriceZero });
        return z.NEVER;
      }
      return cents;
    }),
  currency: z.enum(CURRENCIES, { error: REQUEST_FIELD_MESSAGES.currency }),
  country: requiredText(REQUEST_FIELD_MESSAGES.country).refine(isCountry, REQUEST_FIELD_MESSAGES.country),
  reward: z.coerce
    .number({ error: REQUEST_FIELD_MESSAGES.reward })
    .int(REQUEST_FIELD_MESSAGES.reward)
    .min(REWARD_SLIDER.min, REQUEST_FIELD_MESSAGES.reward)
    .max(REWARD_SLIDER.max, REQUEST_FIELD_MESSAGES.reward)
    .refine((n) => n % REWARD_SLIDER.step === 0, REQUEST_FIELD_MESSAGES.reward),
  category: z.enum(CATEGORIES, { error: REQUEST_FIELD_MESSAGES.category }),
  notes: z.string().trim().max(NOTES_MAX, REQUEST_FIELD_MESSAGES.notes).optional().default(''),
});
export type PublishRequestInput = z.input<typeof publishRequestInputSchema>;
export type PublishRequestValues = z.output<typeof publishRequestInputSchema>;

/** The form's amounts, which the record keeps in cents under other names; every other field is the same. */
type FormAmounts = 'estimatedPrice' | 'reward';

/** What the publish and edit forms set on a request (amounts in cents); the rest is its lifecycle's. */
export type RequestFormFields = Omit<PublishRequestValues, FormAmounts> &
  Pick<ProductRequest, 'estimatedPriceCents' | 'rewardCents'>;

/**
 * The record's fields from the form's checked values: a field of the form is the request's field
 * of the same name, but for the two amounts (the price is already cents; the reward is whole USD).
 */
export function requestFieldsOf(values: PublishRequestValues): RequestFormFields {
  const { estimatedPrice, reward, ...same } = values;
  return { ...same, estimatedPriceCents: estimatedPrice, rewardCents: reward * 100 };
}

const FORM_KEYS = Object.keys(publishRequestInputSchema.shape) as readonly (keyof PublishRequestInput)[];

/**
 * A stored request's form, as the person would type it again (amounts back in units): what an
 * import of "your data" publishes anew. Fields the stored one lacks stay out (the form refuses it).
 */
export function requestFormOf(
  stored: Readonly<Record<string, unknown>> & { readonly estimatedPriceCents: number; readonly rewardCents: number },
): Partial<Record<keyof PublishRequestInput, unknown>> {
  const form: Partial<Record<keyof PublishRequestInput, unknown>> = {};
  for (const key of FORM_KEYS) if (stored[key] !== undefined) form[key] = stored[key];
  return { ...form, estimatedPrice: stored.estimatedPriceCents / 100, reward: stored.rewardCents / 100 };
}

/** What a new request is given: its id, when, whose, and what its form says. */
type NewRequestGiven = 'id' | 'createdAt' | 'userId' | Exclude<keyof RequestFormFields, 'notes'>;
export type NewProductRequest = Pick<ProductRequest, NewRequestGiven> & Partial<Omit<ProductRequest, NewRequestGiven>>;

/**
 * The one place a request record is built: what it is given, and every other field as a request
 * nobody has touched yet (active, not accepted, not paid, no refund or dispute), as stored data
 * defaults. Publishing, the examples and the tests' fixtures build theirs here, so a new field is
 * added once.
 */
export function newProductRequest(fields: NewProductRequest): ProductRequest {
  return {
    notes: '',
    imageId: null,
    status: 'active',
    guestToken: null,
    acceptedBy: null,
    acceptedByName: null,
    acceptedAt: null,
    tripId: null,
    securityCode: null,
    codeAttempts: 0,
    codeLocked: false,
    paidAt: null,
    completedAt: null,
    payment: null,
    isExample: false,
    restrictions: [],
    cancelledAt: null,
    cancelProposedBy: null,
    cancelProposedAt: null,
    refund: null,
    deliveryDeadline: null,
    dispute: null,
    agreedRewardCents: null,
    agreedDeliveryDate: null,
    purchaseReceipt: null,
    customsClause: null,
    refunds: [],
    topUp: null,
    ...fields,
  };
}

// Zod-free in `#src/labels` (decision 024); re-exported where it used to live.
export { /** @public */ NO_NOTES_TEXT } from '#src/labels';
