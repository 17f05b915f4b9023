import { z } from 'zod';
import { currencySchema } from '#src/enums';
import { billingSchema } from '#src/schemas/checkout';
import { centsSchema, instantSchema } from '#src/schemas/common';

/** `pendingPayment:{orderId}`: the amounts shown to the buyer, frozen until the provider answers. */
export const pendingPaymentSchema = z.object({
  v: z.literal(2),
  orderId: z.string(),
  breakdown: z.object({
    priceCents: centsSchema,
    priceCurrency: currencySchema,
    rate: z.object({ currency: currencySchema, usdPerUnit: z.number().positive(), date: z.string() }),
    priceUsdCents: centsSchema,
    rewardUsdCents: centsSchema,
    serviceFeeUsdCents: centsSchema,
    /** Issue 37: the tax on the excess the buyer pays (decision 047); 0 in quotes frozen before it. */
    customsTaxUsdCents: centsSchema.default(0),
    totalUsdCents: centsSchema,
    /** The coupon that lowered the service fee (decision 023). */
    coupon: z.object({ code: z.string().min(1), discountUsdCents: centsSchema }).optional(),
  }),
  billing: billingSchema,
  /** Idempotency key of the current card attempt; renewed after a rejection. */
  attemptKey: z.string(),
  /**
   * While one request of ours is asking the provider under `attemptKey`: when it started. A second
   * payment of the order meanwhile (a double click, another tab, a coupon in one and none in the
   * other) is refused, never sent (issue 32). Older than the provider's timeout, it is a crash's
   * leftover and no longer holds anything.
   */
  inFlightSince: instantSchema.nullable().default(null),
  /**
   * A charge under `attemptKey` may exist at the provider (it was sent and not refused): its amount
   * can no longer change — no coupon is applied on top — until the provider refuses it.
   */
  attempted: z.boolean().default(false),
  createdAt: instantSchema,
});
export type PendingPayment = z.infer<typeof pendingPaymentSchema>;
