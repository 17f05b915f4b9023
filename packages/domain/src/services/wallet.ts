import { paymentHistoryOf, walletOf, type TransactionRow, type Wallet } from '#src/rules/wallet';
import type { Actor } from '#src/schemas/common';
import type { Context } from '#src/services/context';

export function createWalletService(ctx: Context) {
  return {
    /** 'Ganancias Disponibles' and the earnings list. */
    async wallet(actor: Actor): Promise<Wallet> {
      const user = await ctx.requireUser(actor, 'login_required', 'dashboardLoginRequired');
      return walletOf(await ctx.store.read(ctx.docs.requests), user.id);
    },
    /** Rows for /payment-history, newest first; empty means 'Sin transacciones aún'. */
    async history(actor: Actor): Promise<readonly TransactionRow[]> {
      const user = await ctx.requireUser(actor, 'login_required', 'dashboardLoginRequired');
      return paymentHistoryOf(await ctx.store.read(ctx.docs.requests), user.id);
    },
    /** Delivered orders of a user, for the public profile. */
    async deliveredCount(userId: string): Promise<number> {
      return (await ctx.store.read(ctx.docs.requests)).filter(
        (r) => r.acceptedBy === userId && r.status === 'completed',
      ).length;
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
