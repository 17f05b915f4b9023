// A dispute on a paid order (decision 026), as the order stores it: its statements and outcome.
import { z } from 'zod';
import { DISPUTE_REASONS, type DisputeReason } from '#src/labels';
import { instantSchema } from '#src/schemas/common';

// Why a party opens a dispute: its labels live without zod (`#src/labels`).
const disputeReasonSchema = z.enum(Object.keys(DISPUTE_REASONS) as [DisputeReason, ...DisputeReason[]]);

/** What one party told support: a reason, their words and photos (image-store ids). */
const disputeStatementSchema = z.object({
  by: z.string().min(1),
  /** 'buyer' or 'traveller', so support reads who said what. */
  role: z.enum(['buyer', 'traveller']),
  reason: disputeReasonSchema,
  text: z.string(),
  photos: z.array(z.string()).default([]),
  at: instantSchema,
});
export type DisputeStatement = z.infer<typeof disputeStatementSchema>;

/** A dispute on a paid order: open until support refunds the buyer or releases to the traveller. */
const DISPUTE_STATUSES = ['open', 'refunded', 'released'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];
export const disputeSnapshotSchema = z.object({
  status: z.enum(DISPUTE_STATUSES),
  openedBy: z.string().min(1),
  openedAt: instantSchema,
  statements: z.array(disputeStatementSchema).min(1),
  resolvedBy: z.string().nullable().default(null),
  resolvedAt: instantSchema.nullable().default(null),
  /** Support's message to both parties when it resolved it (added by issue 35; older ones null). */
  message: z.string().nullable().default(null),
});
export type DisputeSnapshot = z.infer<typeof disputeSnapshotSchema>;
