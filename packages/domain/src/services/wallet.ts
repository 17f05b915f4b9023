import { paymentHistoryOf, walletOf } from '#src/rules/wallet';
import type { WalletArea } from '#src/contract';
import type { Context } from '#src/services/context';

export function createWalletService(ctx: Context): WalletArea {
  return {
    /** 'Ganancias Disponibles' and the earnings list. */
    async wallet(actor) {
      const user = await ctx.requireUser(actor, 'login_required', 'dashboardLoginRequired');
      return walletOf(await ctx.read((r) => r.requests.list({ acceptedBy: user.id, status: 'completed' })), user.id);
    },
    /** Rows for /payment-history, newest first; empty means 'Sin transacciones aún'. */
    async history(actor) {
      const user = await ctx.requireUser(actor, 'login_required', 'dashboardLoginRequired');
      return paymentHistoryOf(await ctx.read((r) => r.requests.list({ party: user.id })), user.id);
    },
    /** Delivered orders of a user, for the public profile. */
    async deliveredCount(_actor, userId) {
      return (await ctx.read((r) => r.requests.list({ acceptedBy: userId, status: 'completed' }))).length;
    },
  };
}
