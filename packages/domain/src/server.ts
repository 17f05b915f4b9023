/**
 * What a server composes the use cases with (`@cg/domain/server`): the composition over a storage
 * of its own (`createMarketplaceOver`), the ports a storage implements (repositories, unit of work,
 * change feed) and the records they hold, the providers' notifications, and the operator's tools
 * (coupons, the support account). `packages/db` and `apps/api` import it; the site never composes
 * (the static demo's composition is `@cg/browser`'s).
 */
export { GUEST_USER_ID } from '#src/constants';
/**
 * What anyone may see of a request: a storage's tests check that the public list it reads straight
 * from its rows (`requests.searchViews`, issue 34) is this view of `search`'s requests, key for key.
 */
export { /** @internal */ requestView } from '#src/projections';
export { /** @internal */ PUBLIC_REQUEST_KEYS } from '#src/schemas/product-request';
// @public: the API server's composition root calls these (issue 15); the SQL contract tests do now.
export { /** @public */ createMarketplaceOver } from '#src/marketplace';
export {
  createProviderEvents,
  type PaymentNotificationOutcome,
  type PayoutNotificationOutcome,
  type ProviderEvents,
  type VerificationNotificationOutcome,
} from '#src/services/provider-events';
export type { MarketplacePorts } from '#src/services/context';
export { /** @public */ createMemoryChangeFeed } from '#src/adapters/memory-change-feed';
export type { Change, ChangeFeed, ChangeTopic } from '#src/ports/changes';
export type {
  Repositories,
  RequestCursor,
  RequestExpectation,
  RequestQuery,
  RequestSearch,
  TripSearch,
  UnitOfWork,
} from '#src/ports/repositories';
export type { ChatMessage } from '#src/schemas/chat';
export type { PendingPayment } from '#src/schemas/pending-payment';
export type { Coupon, CouponInput, CouponRedemption } from '#src/schemas/coupon';
export { issueCoupons } from '#src/services/coupons';
export { setUpSupportAccount } from '#src/services/support-accounts';
export { type PhotoRead, readPhoto } from '#src/services/photos';
export type { SupportAccountInput } from '#src/services/support-accounts';
export type { User } from '#src/schemas/user';
/** The shape of a password-reset request: the API answers it before the account is looked up (decision 033). */
export { passwordResetRequestSchema } from '#src/schemas/user';
export type { ImageProcessor } from '#src/ports/images';
export type { Clock, PasswordHash, PasswordHasher } from '#src/ports/runtime';
