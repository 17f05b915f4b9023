import { z } from 'zod';

/**
 * Wire format of the payout provider (money out to a CBU, CVU or alias), modelled on the
 * bank-transfer APIs of Argentine wallets: a bearer token, an idempotency key, a payout that is
 * `pending` until the transfer settles. The sandbox in `@cg/mocks` answers with these shapes.
 */

const payoutStatuses = ['pending', 'transferred', 'rejected'] as const;

export const createPayoutRequestWire = z.object({
  amount_cents: z.number().int().positive(),
  currency: z.literal('USD'),
  destination: z.object({ type: z.enum(['cbu', 'cvu', 'alias']), value: z.string().min(1).max(40) }),
  external_reference: z.string().min(1).max(100),
});
export type CreatePayoutRequestWire = z.infer<typeof createPayoutRequestWire>;

export const payoutWire = z.object({
  id: z.string().min(1),
  status: z.enum(payoutStatuses),
  status_detail: z.string().nullable(),
  amount_cents: z.number().int(),
  currency: z.string(),
  external_reference: z.string(),
  date_created: z.string(),
  date_settled: z.string().nullable(),
});
export type PayoutWire = z.infer<typeof payoutWire>;

/** `GET /v1/payouts?external_reference=…`: the payouts made under one of our references, newest first. */
export const payoutSearchWire = z.object({ results: z.array(payoutWire) });
export type PayoutSearchWire = z.infer<typeof payoutSearchWire>;
