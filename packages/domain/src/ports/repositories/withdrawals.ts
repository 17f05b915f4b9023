import type { Withdrawal, WithdrawalStatus } from '#src/schemas/withdrawal';

/** Withdrawals of released earnings (issue 18 item 5). */
export interface WithdrawalsRepository {
  byId(id: string): Promise<Withdrawal | null>;
  /** The user's, newest first. */
  forUser(userId: string): Promise<Withdrawal[]>;
  /** Everyone's still pending, oldest first (the server's sweep asks the provider about them; decision 031). */
  pending(): Promise<Withdrawal[]>;
  /**
   * Adds `withdrawal` only while the user's withdrawals that have not failed, plus this one, stay
   * within `earnedCents`; false otherwise. Two at once for one user are serialized (SQL: the
   * user's row locked `FOR UPDATE`; the browser: the document's lock), so two tabs never overdraw.
   */
  reserve(withdrawal: Withdrawal, earnedCents: number): Promise<boolean>;
  /** Applies `patch` only while the withdrawal is still in `expected` state; false otherwise. */
  update(
    id: string,
    expected: WithdrawalStatus,
    patch: Partial<Pick<Withdrawal, 'status' | 'providerId' | 'failureReason' | 'settledAt'>>,
  ): Promise<boolean>;
}
