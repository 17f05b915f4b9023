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
    totalUsdCents: centsSchema,
    /** The coupon that lowered the service fee (decision 023). */
    coupon: z.object({ code: z.string().min(1), discountUsdCents: centsSchema }).optional(),
  }),
  billing: billingSchema,
  /** Idempotency key of the current card attempt; renewed after a rejection. */
  attemptKey: z.string(),
  createdAt: instantSchema,
});
export type PendingPayment = z.infer<typeof pendingPaymentSchema>;
