import { z } from 'zod';
import { centsSchema, idSchema, instantSchema } from '#src/schemas/common';

/** A code as people type it, upper-cased without spaces ("bienvenido10 " → "BIENVENIDO10"). */
export function normalizeCouponCode(code: string): string {
  return code.replace(/\s+/g, '').toUpperCase();
}

/** The longest code the platform issues. */
export const COUPON_CODE_MAX = 32;

/** Codes the platform issues: 3 to 32 letters, digits, '-' or '_'. */
const couponCodeSchema = z
  .string()
  .transform(normalizeCouponCode)
  .pipe(z.string().regex(/^[A-Z0-9_-]{3,32}$/, 'Código de cupón no válido'));

/**
 * A coupon the platform issued (by configuration: the demo's seed, the API's start-up file or its
 * CLI; never by a person): a discount on the service fee, a percentage or a fixed amount in USD
 * cents, until `expiresAt`, while `active`.
 */
export const couponSchema = z
  .object({
    code: couponCodeSchema,
    /** What it is, in Spanish, as the person's list shows it. */
    description: z.string().trim().min(1).max(200),
    discount: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('percent'), percent: z.int().min(1).max(100) }),
      z.object({ kind: z.literal('fixed'), amountCents: centsSchema.min(1) }),
    ]),
    expiresAt: instantSchema,
    active: z.boolean().default(true),
    /** Sample data (the static demo's seed, stories): said so on screen. */
    demo: z.boolean().default(false),
  })
  .strict();
export type Coupon = z.infer<typeof couponSchema>;
export type CouponInput = z.input<typeof couponSchema>;

/**
 * A person's redeemed coupon: stored once per (person, code); `orderId` and `usedAt` are set once,
 * by the payment that used it (compare-and-set: of two payments, one wins).
 */
export const couponRedemptionSchema = z.object({
  userId: idSchema,
  code: z.string().min(1),
  redeemedAt: instantSchema,
  orderId: idSchema.nullable().default(null),
  usedAt: instantSchema.nullable().default(null),
});
export type CouponRedemption = z.infer<typeof couponRedemptionSchema>;
