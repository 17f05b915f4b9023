import { z } from 'zod';
import { centsSchema, idSchema, instantSchema } from '#src/schemas/common';

const WITHDRAWAL_STATUSES = ['pending', 'transferred', 'failed'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** The words each state is shown with (the wallet, the history, the notification). */
export const WITHDRAWAL_STATUS_LABELS = {
  pending: 'En proceso',
  transferred: 'Transferido',
  failed: 'Fallido',
} as const satisfies Record<WithdrawalStatus, string>;

/**
 * A withdrawal of a traveller's released earnings to a bank account (CBU), a virtual wallet (CVU)
 * or an alias, through the payout provider. It counts against the available balance from the
 * moment it is asked for ('pending'); 'failed' gives the money back.
 */
export const withdrawalSchema = z.object({
  id: idSchema,
  userId: idSchema,
  amountCents: centsSchema.min(1),
  destinationKind: z.enum(['cbu', 'cvu', 'alias']),
  destination: z.string().min(1),
  status: z.enum(WITHDRAWAL_STATUSES),
  /** The provider's payout id, once it took the order; null before (or when it never answered). */
  providerId: z.string().nullable().default(null),
  /** Why it failed, in Spanish, when it did. */
  failureReason: z.string().nullable().default(null),
  createdAt: instantSchema,
  /** When it became transferred or failed. */
  settledAt: instantSchema.nullable().default(null),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** What the person asks: an amount in USD cents and where to (a CBU, CVU or alias as typed). */
export interface WithdrawInput {
  readonly amountCents: number;
  readonly destination: string;
}
