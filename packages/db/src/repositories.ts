/**
 * The domain's repository ports over SQL (decision 014), one module per aggregate under
 * `repositories/`: each method is one statement (or two, for a bounded list), on PGlite and
 * PostgreSQL alike. State transitions are compare-and-set (`UPDATE … WHERE id = $1 AND status =
 * $expected RETURNING id`): of two writers, the second finds the row changed and reports that it
 * lost, whatever the isolation level.
 */
import type { Repositories } from '@cg/domain/server';
import { sqlChats } from '#src/repositories/chats';
import { sqlCoupons } from '#src/repositories/coupons';
import { sqlMatching } from '#src/repositories/matching';
import { sqlNotifications } from '#src/repositories/notifications';
import { sqlOffers } from '#src/repositories/offers';
import { sqlPaymentMethods } from '#src/repositories/payment-methods';
import { sqlPayments } from '#src/repositories/payments';
import { preparedStatements } from '#src/repositories/prepared';
import { sqlRequests } from '#src/repositories/requests';
import { sqlReviews } from '#src/repositories/reviews';
import type { Runner } from '#src/repositories/runner';
import { sqlTokens } from '#src/repositories/tokens';
import { sqlTrips } from '#src/repositories/trips';
import { sqlUsers } from '#src/repositories/users';
import { sqlVerification } from '#src/repositories/verification';
import { sqlWithdrawals } from '#src/repositories/withdrawals';

/**
 * The repositories over one runner: the database, or a transaction (`inTransaction`: requests and trips are
 * read `FOR UPDATE`, and the lists' statements are built for this transaction alone).
 */
export function createSqlRepositories(q: Runner, { inTransaction = false } = {}): Repositories {
  const prepared = preparedStatements(!inTransaction);
  return {
    users: sqlUsers(q),
    requests: sqlRequests(q, { inTransaction, prepared }),
    trips: sqlTrips(q, { inTransaction, prepared }),
    chats: sqlChats(q),
    reviews: sqlReviews(q),
    notifications: sqlNotifications(q),
    payments: sqlPayments(q),
    tokens: sqlTokens(q),
    coupons: sqlCoupons(q),
    paymentMethods: sqlPaymentMethods(q),
    withdrawals: sqlWithdrawals(q),
    verification: sqlVerification(q),
    offers: sqlOffers(q),
    matching: sqlMatching(q),
  };
}
