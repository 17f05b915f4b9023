// The wallet (decision 035): the client sends an amount and a destination; the use case checks
// both, the confirmed e-mail and the balance (under the user's lock), and asks the payout provider.
import { routes } from '@cg/domain/api';
import { actorOf, userIdOf } from '#src/market/actor';
import { implement, type Kit, type Registration } from '#src/market/serve';

export function walletRoutes(kit: Kit): Registration[] {
  const { m, addressOf, limiter } = kit;

  return implement(routes.wallet, kit.shapes.wallet, {
    wallet: { handle: (c) => m.wallet.wallet(actorOf(c)) },
    history: { handle: (c) => m.wallet.history(actorOf(c)) },
    deliveredCount: { handle: (c, { params }) => m.wallet.deliveredCount(actorOf(c), params.id) },
    withdraw: {
      limit: (c) => limiter.limited(c, `withdraw:${userIdOf(c) ?? addressOf(c)}`, limiter.limits.withdrawPerUser),
      handle: (c, { json }) => m.wallet.withdraw(actorOf(c), json),
    },
    refreshWithdrawals: { handle: (c) => m.wallet.refreshWithdrawals(actorOf(c)) },
  });
}
