import { DomainError, MESSAGES } from '#src/errors';
import { formatMoney } from '#src/money';
import type { PayoutRecord } from '#src/ports/payout';
import { describeDestination, parsePayoutDestination } from '#src/rules/payout-destination';
import { earnedCents, paymentHistoryOf, walletOf, withdrawalView, type WithdrawalView } from '#src/rules/wallet';
import type { Withdrawal } from '#src/schemas/withdrawal';
import type { WalletArea } from '#src/contract';
import type { Context } from '#src/services/context';
import { NOTIFICATION_TEXTS, notify } from '#src/services/notifications';

/** The largest single withdrawal (USD 1,000,000.00): far below 2^53, far above any wallet here. */
const MAX_WITHDRAWAL_CENTS = 100_000_000;

/** What the provider's outage leaves on a withdrawal it never took (the money is back). */
const PROVIDER_DOWN_REASON = 'El proveedor de pagos no respondió. El dinero volvió a tu saldo disponible.';

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
export function applyPayoutOutcome(ctx: Context, withdrawal: Withdrawal, record: PayoutRecord): Promise<boolean> {
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
        record = await deps.payouts.createPayout(
          {
            amountCents,
            destinationKind: withdrawal.destinationKind,
            destination: withdrawal.destination,
            reference: withdrawal.id,
          },
          withdrawal.id,
        );
      } catch (cause) {
        // The provider never took it: nothing moves, the money is available again at once.
        await ctx.transaction(async (tx, changed) => {
          if (
            await tx.withdrawals.update(withdrawal.id, 'pending', {
              status: 'failed',
              failureReason: PROVIDER_DOWN_REASON,
              settledAt: ctx.now(),
            })
          ) {
            changed({ topic: 'payments', ids: [withdrawal.id], audience: [user.id] });
          }
        });
        const [t, d] = MESSAGES.providerUnavailable;
        throw new DomainError('provider_unavailable', t, d, {}, { cause });
      }
      if (record.status === 'pending') {
        await ctx.transaction((tx) => tx.withdrawals.update(withdrawal.id, 'pending', { providerId: record.id }));
      } else {
        await applyPayoutOutcome(ctx, withdrawal, record);
      }
      const stored = await ctx.read((r) => r.withdrawals.byId(withdrawal.id));
      return withdrawalView(stored ?? withdrawal);
    },

    /**
     * Asks the provider about the actor's withdrawals still in process and applies each answer
     * (transferred, or failed with the money back). A provider that does not answer leaves them
     * in process. Returns the wallet as it is after.
     */
    async refreshWithdrawals(actor) {
      const user = await ctx.requireUser(actor, 'login_required', 'dashboardLoginRequired');
      const pending = (await ctx.read((r) => r.withdrawals.forUser(user.id))).filter(
        (w) => w.status === 'pending' && w.providerId !== null,
      );
      for (const w of pending) {
        let record: PayoutRecord;
        try {
          record = await deps.payouts.getPayout(w.providerId ?? '');
        } catch {
          continue;
        }
        await applyPayoutOutcome(ctx, w, record);
      }
      return walletFor(user.id);
    },
  };
}

function held(withdrawals: readonly Withdrawal[]): number {
  return withdrawals.filter((w) => w.status !== 'failed').reduce((sum, w) => sum + w.amountCents, 0);
}
