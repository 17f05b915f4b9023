import { PAYOUT_RESEND_AFTER_MS } from '#src/constants';
import { DomainError, MESSAGES } from '#src/errors';
import { formatMoney } from '#src/money';
import type { CreatePayoutInput, PayoutRecord } from '#src/ports/payout';
import { isDefiniteRefusal } from '#src/ports/provider-error';
import { describeDestination, parsePayoutDestination } from '#src/rules/payout-destination';
import { earnedCents, paymentHistoryOf, walletOf, withdrawalView, type WithdrawalView } from '#src/rules/wallet';
import type { Withdrawal } from '#src/schemas/withdrawal';
import type { WalletArea } from '#src/contract';
import type { Context } from '#src/services/context';
import { NOTIFICATION_TEXTS, notify } from '#src/services/notifications';

/** The largest single withdrawal (USD 1,000,000.00): far below 2^53, far above any wallet here. */
const MAX_WITHDRAWAL_CENTS = 100_000_000;

/** What a withdrawal the provider refused outright keeps as its reason (no money moved; it is available again). */
const REFUSED_REASON = MESSAGES.withdrawRefused[1];

const WITHDRAWAL_MESSAGES = {
  requested: (amount: string) =>
    [
      'Retiro en proceso',
      `Pediste retirar ${amount}. Te avisaremos cuando llegue a tu cuenta (suele tardar unos segundos en el entorno de prueba).`,
    ] as const,
  transferred: (w: Withdrawal) =>
    [
      'Retiro transferido',
      `Transferimos ${formatMoney(w.amountCents)} a ${describeDestination({ kind: w.destinationKind, value: w.destination })}.`,
    ] as const,
  failed: (w: Withdrawal, reason: string) =>
    [
      'Retiro rechazado',
      `No pudimos transferir ${formatMoney(w.amountCents)} a ${describeDestination({ kind: w.destinationKind, value: w.destination })}: ${reason} El dinero volvió a tu saldo disponible.`,
    ] as const,
} as const;

/**
 * The provider's word about one withdrawal, applied once: pending → transferred | failed (money
 * back to available), and the traveller told, in one transaction. Whoever brings it — a refresh
 * from a tab, two at once, a replay — only the compare-and-set that wins tells. Returns whether
 * this call settled it.
 */
function applyPayoutOutcome(ctx: Context, withdrawal: Withdrawal, record: PayoutRecord): Promise<boolean> {
  if (record.status === 'pending') return Promise.resolve(false);
  const transferred = record.status === 'transferred';
  const reason = transferred ? null : (record.reason ?? 'La transferencia fue rechazada.');
  const [title, text] = transferred
    ? WITHDRAWAL_MESSAGES.transferred(withdrawal)
    : WITHDRAWAL_MESSAGES.failed(withdrawal, reason ?? '');
  return ctx.transaction(async (tx, changed) => {
    const settled = await tx.withdrawals.update(withdrawal.id, 'pending', {
      status: transferred ? 'transferred' : 'failed',
      providerId: record.id,
      failureReason: reason,
      settledAt: ctx.now(),
    });
    if (settled) {
      const news = await notify(ctx, tx, [
        NOTIFICATION_TEXTS.withdrawalUpdated({ userId: withdrawal.userId, title, text }),
      ]);
      changed({ topic: 'payments', ids: [withdrawal.id], audience: [withdrawal.userId] }, news);
    }
    return settled;
  });
}

/** The order the provider is given for a withdrawal: always the same, under the same key (its id). */
const payoutOrderOf = (w: Withdrawal): CreatePayoutInput => ({
  amountCents: w.amountCents,
  destinationKind: w.destinationKind,
  destination: w.destination,
  reference: w.id,
});

/**
 * A payout order the provider refused before taking it (`isDefiniteRefusal`): failed, the money
 * available again. `tell`: the traveller is not there to read the refusal (a sweep), so a
 * notification says it.
 */
function refuseWithdrawal(ctx: Context, w: Withdrawal, tell: boolean): Promise<boolean> {
  return ctx.transaction(async (tx, changed) => {
    const refused = await tx.withdrawals.update(w.id, 'pending', {
      status: 'failed',
      failureReason: REFUSED_REASON,
      settledAt: ctx.now(),
    });
    if (!refused) return false;
    const [title] = WITHDRAWAL_MESSAGES.failed(w, '');
    const news = tell
      ? await notify(ctx, tx, [NOTIFICATION_TEXTS.withdrawalUpdated({ userId: w.userId, title, text: REFUSED_REASON })])
      : null;
    changed({ topic: 'payments', ids: [w.id], audience: [w.userId] }, news);
    return true;
  });
}

/** What asking about one withdrawal did (decision 031). */
export type PayoutSettlement =
  /** Settled now: transferred, or rejected with the money back (the traveller told). */
  | 'transferred'
  | 'rejected'
  /** The provider holds it and has not finished. */
  | 'pending'
  /** Already settled (by a webhook, another tab, a replay): nothing done. */
  | 'unchanged'
  /** No answer, or too soon to send it again: still pending under its key, the money held. */
  | 'unknown';

/** Our payout among what the provider holds under our reference: transferred wins, then pending. */
function payoutOf(records: readonly PayoutRecord[], reference: string): PayoutRecord | null {
  const ours = records.filter((r) => r.reference === reference);
  return (
    ours.find((r) => r.status === 'transferred') ??
    ours.find((r) => r.status === 'pending') ??
    ours.find((r) => r.status === 'rejected') ??
    null
  );
}

/** Applies what the provider said about a withdrawal's payout: its id kept while pending, else settled. */
export async function recordPayout(ctx: Context, w: Withdrawal, record: PayoutRecord): Promise<PayoutSettlement> {
  if (record.reference !== w.id) return 'unknown';
  if (record.status === 'pending') {
    if (w.providerId === null) {
      await ctx.transaction((tx) => tx.withdrawals.update(w.id, 'pending', { providerId: record.id }));
    }
    return 'pending';
  }
  return (await applyPayoutOutcome(ctx, w, record)) ? record.status : 'unchanged';
}

/**
 * Asks the provider about one pending withdrawal and applies the answer (decision 031). With the
 * provider's id: that payout. Without one (its order was never answered): what the provider holds
 * under our reference — and when it holds nothing `PAYOUT_RESEND_AFTER_MS` after the request, the
 * order is sent again with the same idempotency key (the withdrawal's id), which the provider
 * answers with the payout it already made, if it made one, or makes it now. Nothing here ever
 * gives the money back but a `rejected` payout or a definite refusal of the order; a provider that
 * does not answer leaves the withdrawal pending and the money held.
 */
async function settleWithdrawal(ctx: Context, w: Withdrawal): Promise<PayoutSettlement> {
  if (w.status !== 'pending') return 'unchanged';
  const { payouts } = ctx.deps;
  let record: PayoutRecord | null;
  try {
    record =
      w.providerId === null
        ? payoutOf(await payouts.findPayoutsByReference(w.id), w.id)
        : await payouts.getPayout(w.providerId);
  } catch {
    return 'unknown';
  }
  if (record === null) {
    if (Date.parse(ctx.now()) - Date.parse(w.createdAt) < PAYOUT_RESEND_AFTER_MS) return 'unknown';
    try {
      record = await payouts.createPayout(payoutOrderOf(w), w.id);
    } catch (cause) {
      if (!isDefiniteRefusal(cause)) return 'unknown';
      return (await refuseWithdrawal(ctx, w, true)) ? 'rejected' : 'unchanged';
    }
  }
  return recordPayout(ctx, w, record);
}

/** What a sweep of every pending withdrawal found, by outcome (the server logs it at start). */
export type WithdrawalSweep = Readonly<Record<PayoutSettlement, number>>;

/**
 * Every pending withdrawal of everyone, asked about one at a time (the server runs it at start
 * and now and then: a webhook lost while it was down, an order whose answer never came).
 */
export async function settlePendingWithdrawals(ctx: Context): Promise<WithdrawalSweep> {
  const counts: Record<PayoutSettlement, number> = {
    transferred: 0,
    rejected: 0,
    pending: 0,
    unchanged: 0,
    unknown: 0,
  };
  for (const w of await ctx.read((r) => r.withdrawals.pending())) counts[await settleWithdrawal(ctx, w)] += 1;
  return counts;
}

export function createWalletService(ctx: Context): WalletArea {
  const { deps } = ctx;

  async function walletFor(userId: string) {
    const [requests, withdrawals] = await ctx.read((r) =>
      Promise.all([r.requests.list({ acceptedBy: userId, status: 'completed' }), r.withdrawals.forUser(userId)]),
    );
    return walletOf(requests, userId, withdrawals);
  }

  return {
    /** 'Ganancias Disponibles', the earnings list and the withdrawals with their state. */
    async wallet(actor) {
      const user = await ctx.requireUser(actor, 'login_required', 'dashboardLoginRequired');
      return walletFor(user.id);
    },
    /** Rows for /payment-history, newest first; empty means 'Sin transacciones aún'. */
    async history(actor) {
      const user = await ctx.requireUser(actor, 'login_required', 'dashboardLoginRequired');
      const [requests, withdrawals] = await ctx.read((r) =>
        Promise.all([r.requests.list({ party: user.id }), r.withdrawals.forUser(user.id)]),
      );
      return paymentHistoryOf(requests, user.id, withdrawals);
    },
    /** Delivered orders of a user, for the public profile. */
    async deliveredCount(_actor, userId) {
      return (await ctx.read((r) => r.requests.list({ acceptedBy: userId, status: 'completed' }))).length;
    },

    async withdraw(actor, input): Promise<WithdrawalView> {
      const user = await ctx.requireUser(actor, 'login_required', 'dashboardLoginRequired');
      // Decision 018: money leaves only for an account whose e-mail is confirmed.
      if (!user.emailConfirmedAt) ctx.fail('email_unconfirmed', 'withdrawEmailUnconfirmed');
      const amountCents = (input as { amountCents?: unknown } | null)?.amountCents;
      const typed = (input as { destination?: unknown } | null)?.destination;
      const fieldErrors: Record<string, string> = {};
      if (
        typeof amountCents !== 'number' ||
        !Number.isSafeInteger(amountCents) ||
        amountCents < 1 ||
        amountCents > MAX_WITHDRAWAL_CENTS
      ) {
        fieldErrors.amount = MESSAGES.withdrawAmountInvalid[1];
      }
      const destination = parsePayoutDestination(typeof typed === 'string' ? typed : '');
      if (!destination.ok) fieldErrors.destination = destination.message;
      if (Object.keys(fieldErrors).length > 0 || typeof amountCents !== 'number' || !destination.ok) {
        const key = fieldErrors.amount ? 'withdrawAmountInvalid' : 'withdrawDestinationInvalid';
        return ctx.fail('validation', key, fieldErrors);
      }

      const withdrawal: Withdrawal = {
        id: deps.random.id(),
        userId: user.id,
        amountCents,
        destinationKind: destination.destination.kind,
        destination: destination.destination.value,
        status: 'pending',
        providerId: null,
        failureReason: null,
        createdAt: ctx.now(),
        settledAt: null,
      };
      await ctx.transaction(async (tx, changed) => {
        // Earnings only grow (a completed order stays completed), so reading them first is safe;
        // the reservation itself is serialized per user against the other withdrawals.
        const earned = earnedCents(await tx.requests.list({ acceptedBy: user.id, status: 'completed' }), user.id);
        if (!(await tx.withdrawals.reserve(withdrawal, earned))) {
          return ctx.fail('insufficient_funds', 'withdrawInsufficient', {
            amount: `Puedes retirar hasta ${formatMoney(Math.max(0, earned - held(await tx.withdrawals.forUser(user.id))))}.`,
          });
        }
        changed({ topic: 'payments', ids: [withdrawal.id], audience: [user.id] });
      });

      let record: PayoutRecord;
      try {
        record = await deps.payouts.createPayout(payoutOrderOf(withdrawal), withdrawal.id);
      } catch (cause) {
        if (isDefiniteRefusal(cause)) {
          // Refused before it was taken (decision 031): nothing moved, the money is available again.
          await refuseWithdrawal(ctx, withdrawal, false);
          const [t, d] = MESSAGES.withdrawRefused;
          throw new DomainError('provider_unavailable', t, d, {}, { cause });
        }
        // No answer, or not one we can read: the provider may have taken it and may still pay.
        // It stays pending under its key, the money held, until the provider says (its webhook,
        // a refresh, the server's sweep: `settleWithdrawal`). Failing it here paid twice.
        const stored = await ctx.read((r) => r.withdrawals.byId(withdrawal.id));
        return withdrawalView(stored ?? withdrawal);
      }
      await recordPayout(ctx, withdrawal, record);
      const stored = await ctx.read((r) => r.withdrawals.byId(withdrawal.id));
      return withdrawalView(stored ?? withdrawal);
    },

    /**
     * Asks the provider about the actor's withdrawals still in process and applies each answer
     * (transferred, or failed with the money back), those whose order was never answered included
     * (`settleWithdrawal`). A provider that does not answer leaves them in process. Returns the
     * wallet as it is after.
     */
    async refreshWithdrawals(actor) {
      const user = await ctx.requireUser(actor, 'login_required', 'dashboardLoginRequired');
      const pending = (await ctx.read((r) => r.withdrawals.forUser(user.id))).filter((w) => w.status === 'pending');
      for (const w of pending) await settleWithdrawal(ctx, w);
      return walletFor(user.id);
    },
  };
}

function held(withdrawals: readonly Withdrawal[]): number {
  return withdrawals.filter((w) => w.status !== 'failed').reduce((sum, w) => sum + w.amountCents, 0);
}
