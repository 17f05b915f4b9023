/**
 * Repository ports, one per aggregate, and the unit of work (decision 012). Each method is one
 * small query an SQL adapter runs as one statement (by id, by owner, a filtered page), never
 * "load the whole document". State transitions are compare-and-set: `requests.update(id,
 * expected, patch)` is `UPDATE … WHERE id = $1 AND status = $expected …` and says whether it won.
 *
 * Adapters: the browser's (adapters/browser: the spec's localStorage documents, a Web Lock per
 * storage key), and `packages/db` (PGlite, PostgreSQL; decision 014).
 *
 * Each aggregate's port is in `ports/repositories/` (as each adapter's repository is in its
 * `repositories/` folder, decision 036); this module composes them and re-exports them, so the
 * ports are imported from here.
 */
import type { ChatsRepository } from '#src/ports/repositories/chats';
import type { CouponsRepository } from '#src/ports/repositories/coupons';
import type { MatchingRepository } from '#src/ports/repositories/matching';
import type { NotificationsRepository } from '#src/ports/repositories/notifications';
import type { OffersRepository } from '#src/ports/repositories/offers';
import type { PaymentMethodsRepository } from '#src/ports/repositories/payment-methods';
import type { PaymentsRepository } from '#src/ports/repositories/payments';
import type { RequestsRepository } from '#src/ports/repositories/requests';
import type { ReviewsRepository } from '#src/ports/repositories/reviews';
import type { EmailTokensRepository } from '#src/ports/repositories/tokens';
import type { TripsRepository } from '#src/ports/repositories/trips';
import type { UsersRepository } from '#src/ports/repositories/users';
import type { VerificationRepository } from '#src/ports/repositories/verification';
import type { WithdrawalsRepository } from '#src/ports/repositories/withdrawals';

export type { ChatsRepository } from '#src/ports/repositories/chats';
export type { CouponsRepository } from '#src/ports/repositories/coupons';
export type { MatchingRepository } from '#src/ports/repositories/matching';
export type { NotificationSelection, NotificationsRepository } from '#src/ports/repositories/notifications';
export type { OffersRepository } from '#src/ports/repositories/offers';
export type { PaymentMethodsRepository } from '#src/ports/repositories/payment-methods';
export type { PaymentsRepository } from '#src/ports/repositories/payments';
export type {
  CompletedDeals,
  RequestCursor,
  RequestExpectation,
  RequestQuery,
  RequestSearch,
  RequestsRepository,
  TripMatch,
} from '#src/ports/repositories/requests';
export type { ReviewsRepository } from '#src/ports/repositories/reviews';
export type { EmailTokensRepository } from '#src/ports/repositories/tokens';
export type { ActiveTripsCap, RequestMatch, TripSearch, TripsRepository } from '#src/ports/repositories/trips';
export type { SessionsRepository, UsersRepository } from '#src/ports/repositories/users';
export type { VerificationRepository } from '#src/ports/repositories/verification';
export type { WithdrawalsRepository } from '#src/ports/repositories/withdrawals';

export interface Repositories {
  readonly users: UsersRepository;
  readonly requests: RequestsRepository;
  readonly trips: TripsRepository;
  readonly chats: ChatsRepository;
  readonly reviews: ReviewsRepository;
  readonly notifications: NotificationsRepository;
  readonly payments: PaymentsRepository;
  readonly verification: VerificationRepository;
  readonly tokens: EmailTokensRepository;
  readonly coupons: CouponsRepository;
  readonly withdrawals: WithdrawalsRepository;
  readonly paymentMethods: PaymentMethodsRepository;
  readonly offers: OffersRepository;
  readonly matching: MatchingRepository;
}

export interface UnitOfWork {
  /**
   * Runs `work` so that its reads and writes commit together or not at all. `work` may be run
   * more than once (the browser adapter restarts it to take its locks in order), so it must act
   * only through `tx`: no provider calls, nothing it cannot repeat.
   */
  transaction<T>(work: (tx: Repositories) => Promise<T>): Promise<T>;
  /** Reads outside a transaction: each sees committed data; writing through it throws. */
  read<T>(work: (repos: Repositories) => Promise<T>): Promise<T>;
}
