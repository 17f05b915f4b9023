// The traveller's wallet (decision 035): balance, history, withdrawals to a CBU, CVU or alias, and
// the delivered count a public profile shows.
import { json, number, text, type ShapesOf } from '#src/api/shape';
import { route } from '#src/api/route';
import type { TransactionRow, Wallet, WithdrawalView } from '#src/rules/wallet';
import type { WithdrawInput } from '#src/schemas/withdrawal';

export const wallet = {
  wallet: route<Wallet>()('GET', '/wallet'),
  history: route<readonly TransactionRow[]>()('GET', '/wallet/history'),
  deliveredCount: route<number>()('GET', '/users/:id/delivered'),
  withdraw: route<WithdrawalView, WithdrawInput>()('POST', '/wallet/withdrawals', {
    via: 'json',
    status: 201,
    idempotent: true,
  }),
  refreshWithdrawals: route<Wallet>()('POST', '/wallet/withdrawals/refresh'),
};

export const walletShapes = (): ShapesOf<typeof wallet> => ({
  withdraw: json<WithdrawInput>()({ amountCents: number, destination: text }),
});
