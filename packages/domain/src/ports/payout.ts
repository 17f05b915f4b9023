/**
 * Port for the payout provider: moves a traveller's money out to a CBU, CVU or alias (issue 18
 * item 5). The transfer is not immediate: the provider takes the order ('pending') and later says
 * 'transferred' or 'rejected' (asked again with `getPayout`, or by our reference with
 * `findPayoutsByReference` when its answer to the order never came). HTTP implementation in
 * `@cg/providers` (`src/payout/`); sandbox in `@cg/mocks`; fake in `@cg/testkit`.
 *
 * A failed `createPayout` says nothing about whether the provider took the order (decision 031):
 * only a `ProviderError` whose status is a definite refusal (`payoutNeverTaken`) means it did not.
 */

export type PayoutStatus = 'pending' | 'transferred' | 'rejected';

export interface CreatePayoutInput {
  /** USD cents. */
  readonly amountCents: number;
  readonly destinationKind: 'cbu' | 'cvu' | 'alias';
  /** The 22 digits, or the alias. */
  readonly destination: string;
  /** Our withdrawal's id: the provider keeps it and names it back. */
  readonly reference: string;
}

export interface PayoutRecord {
  readonly id: string;
  readonly reference: string;
  readonly status: PayoutStatus;
  /** The provider's reason when rejected, in Spanish. */
  readonly reason?: string | undefined;
}

export interface PayoutProvider {
  /** Takes the order; the same `idempotencyKey` (our withdrawal id) never pays twice. */
  createPayout(input: CreatePayoutInput, idempotencyKey: string): Promise<PayoutRecord>;
  getPayout(id: string): Promise<PayoutRecord>;
  /** The payouts the provider holds under our `reference` (a withdrawal's id), newest first; empty when none. */
  findPayoutsByReference(reference: string): Promise<readonly PayoutRecord[]>;
}
