import { z } from 'zod';
import { centsSchema, instantSchema } from '#src/schemas/common';

/**
 * A refund of an order's payment through the provider (decision 022). Written before the provider
 * is asked (`requested`, with the idempotency key that makes asking again safe), then what it
 * answered. `reason` says which feature asked: a cancellation both parties agreed to, or (later) a
 * dispute an administrator resolved.
 */
const REFUND_STATUSES = ['requested', 'approved', 'rejected', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
export const refundSnapshotSchema = z.object({
  status: z.enum(REFUND_STATUSES),
  /**
   * 'cancellation': both parties agreed (or a late payment of a cancelled order); 'overdue': the
   * buyer alone, past the delivery deadline; 'dispute': support resolved a dispute by refund;
   * 'reconciliation': the part of the price (and its fee) a lower receipt gave back at release
   * (decision 049) — partial, in the order's `refunds` list, never cancelling.
   */
  reason: z.enum(['cancellation', 'overdue', 'dispute', 'reconciliation']),
  /** Idempotency key of this attempt: the same key never refunds twice at the provider. */
  attemptKey: z.string().min(1),
  /** The provider's refund id once it answered. */
  refundId: z.string().nullable().default(null),
  amountUsdCents: centsSchema,
  /**
   * The payment it gives back (decision 052): the checkout's, or the top-up's — a refund is never
   * asked above what its own payment still holds. Null (a refund stored before): the checkout's.
   */
  paymentId: z.string().nullable().default(null),
  requestedAt: instantSchema,
  decidedAt: instantSchema.nullable().default(null),
});
export type RefundSnapshot = z.infer<typeof refundSnapshotSchema>;
