import { GUEST_USER_ID } from '#src/constants';
import { isDomainError } from '#src/errors';
import { ProviderError } from '#src/ports/provider-error';
import type { VerificationDecision } from '#src/ports/verification';
import { type Context, createContext, type MarketplacePorts } from '#src/services/context';
import { createPaymentsService } from '#src/services/payments';
import { refundLatePayment } from '#src/services/refunds';
import { applyVerificationDecision } from '#src/services/verification';
import { recordPayout, settlePendingWithdrawals, type WithdrawalSweep } from '#src/services/wallet';
import { checkTopUp, createOwedMoneySweep } from '#src/services/owed-money';
import { topUpOrderOf } from '#src/services/top-ups';
import type { PayoutRecord } from '#src/ports/payout';

/**
 * What a provider's notification led to; a top-up's payment (decision 052): `top_up_approved`,
 * `top_up_declined`, `in_process` while the provider has not decided, or `unchanged`.
 */
export type PaymentNotificationOutcome =
  'paid' | 'in_process' | 'refunded' | 'unchanged' | 'top_up_approved' | 'top_up_declined';

/**
 * What a verification notification led to: the decision applied now ('verified' | 'declined', the
 * traveller told); 'pending' (the provider has not decided yet); 'unchanged' (already decided — a
 * replay, or a refresh got there first —, a session the provider does not know, an account gone);
 * 'not_started' (the traveller's submission with this session is not stored yet, or another one
 * replaced it: worth sending again a little later).
 */
/**
 * What a payout notification led to: the withdrawal settled now ('transferred', or 'rejected' with
 * the money back to the available balance; the traveller told), 'pending' (the provider has not
 * finished the transfer), 'unchanged' (already settled — a replay, or a refresh got there first —,
 * a payout the provider does not know, or one that is not a withdrawal of ours).
 */
export type PayoutNotificationOutcome = 'transferred' | 'rejected' | 'pending' | 'unchanged';

export type VerificationNotificationOutcome = 'verified' | 'declined' | 'pending' | 'unchanged' | 'not_started';

/** A top-up's payment changed: its pending attempt asked about by its reference (decision 052). */
async function topUpChanged(ctx: Context, id: string): Promise<PaymentNotificationOutcome> {
  try {
    const check = await checkTopUp(ctx, id);
    return check === 'pending' ? 'in_process' : check === 'unchanged' ? 'unchanged' : `top_up_${check}`;
  } catch (error) {
    if (isDomainError(error)) return 'unchanged';
    throw error;
  }
}

/**
 * What a provider tells the marketplace without a person behind it (a server's verified webhook).
 * Nothing in the notification is believed: it only says *which* order to look at again; the
 * payment is read back from the provider and judged by the same rule as the buyer's own
 * confirmation (approved, for exactly the frozen total, while the order is accepted). Running it
 * twice, or for a payment that changed nothing, changes nothing.
 */
export function createProviderEvents(ports: MarketplacePorts) {
  const ctx = createContext(ports);
  const payments = createPaymentsService(ctx);
  return {
    /**
     * The provider says a payment of `orderId` changed. A provider that cannot be reached throws
     * (the webhook is answered with an error and sent again); any refusal is 'unchanged'. On a
     * cancelled order an approved payment is a late one: it is refunded ('refunded', or
     * 'in_process' while the provider has not finished the refund).
     */
    async paymentChanged(orderId: string): Promise<PaymentNotificationOutcome> {
      // A top-up's payment (`<order>:top-up`, decision 052): its pending attempt settled on what the
      // provider holds for that reference; never the checkout's confirmation.
      const topUpOf = topUpOrderOf(orderId);
      if (topUpOf !== null) return topUpChanged(ctx, topUpOf);
      const request = await ctx.read((r) => r.requests.byId(orderId));
      if (!request || request.userId === GUEST_USER_ID) return 'unchanged';
      try {
        if (request.status === 'cancelled') {
          // Started before the cancellation, approved after it: refunded (decision 022).
          const late = await refundLatePayment(ctx, orderId);
          return late === 'none' ? 'unchanged' : late;
        }
        const outcome = await payments.confirm({ id: request.userId }, orderId);
        return outcome.status === 'paid' && outcome.alreadyPaid ? 'unchanged' : outcome.status;
      } catch (error) {
        if (isDomainError(error) && error.code !== 'provider_unavailable') return 'unchanged';
        throw error;
      }
    },

    /**
     * The payout provider says transfer `payoutId` changed (decision 021). Only the id is taken
     * from the notification: the payout is read back from the provider, its withdrawal found by
     * the reference we gave it, and its outcome applied by the same compare-and-set as a refresh
     * (pending → transferred | failed, the money back when refused). A provider that cannot be
     * reached throws (the webhook is answered with an error and sent again).
     */
    async payoutChanged(payoutId: string): Promise<PayoutNotificationOutcome> {
      let record: PayoutRecord;
      try {
        record = await ports.payouts.getPayout(payoutId);
      } catch (error) {
        if (error instanceof ProviderError && error.status === 404) return 'unchanged';
        throw error;
      }
      const withdrawal = await ctx.read((r) => r.withdrawals.byId(record.reference));
      if (withdrawal?.status !== 'pending') return 'unchanged';
      // A withdrawal whose order was never answered has no provider id yet (decision 031): this
      // payout is its own (found by our reference), and it keeps the id from now on.
      if (withdrawal.providerId !== null && withdrawal.providerId !== record.id) return 'unchanged';
      const outcome = await recordPayout(ctx, withdrawal, record);
      return outcome === 'unknown' ? 'unchanged' : outcome;
    },

    /**
     * Asks the payout provider about every pending withdrawal of everyone (decision 031): those
     * whose order was never answered, by our reference (sent again with the same key when the
     * provider holds nothing), and those whose webhook was lost. The server runs it at start and
     * every hour; it never throws for a provider that does not answer (those stay pending).
     */
    settlePendingWithdrawals(): Promise<WithdrawalSweep> {
      return settlePendingWithdrawals(ctx);
    },

    /**
     * Asks the payment provider again about money it has not confirmed (decisions 049, 052): owed
     * partial refunds under their own keys, pending top-ups by their reference — at most
     * `OWED_MONEY_BATCH` orders a run, from where the last run stopped. The server runs it at start
     * and every hour; it never throws for one order (counted in `failed`, asked next run).
     */
    settleOwedMoney: createOwedMoneySweep(ctx),

    /**
     * The provider says verification session `sessionId` changed. Only the session is taken from
     * the notification: the decision, and whose session it is, are read back from the provider,
     * and applied by the same compare-and-set as a refresh (pending with that session → the
     * decision). A provider that cannot be reached throws (the webhook is answered with an error
     * and sent again).
     */
    async verificationChanged(sessionId: string): Promise<VerificationNotificationOutcome> {
      let decision: VerificationDecision;
      try {
        decision = await ports.verification.getDecision(sessionId);
      } catch (error) {
        if (error instanceof ProviderError && error.status === 404) return 'unchanged';
        throw error;
      }
      if (decision.status === 'pending') return 'pending';
      if (!decision.userId) return 'unchanged';
      const { decided, user } = await applyVerificationDecision(ctx, decision.userId, sessionId, decision.status);
      if (decided) return decision.status;
      if (!user || user.verificationSessionId === sessionId) return 'unchanged';
      return 'not_started';
    },
  };
}

export type ProviderEvents = ReturnType<typeof createProviderEvents>;
