// Public API of @cg/domain. Explicit named exports only.
export {
  DELIVERY_TOAST_DURATION_MS,
  MAX_DISPUTE_PHOTOS,
  MAX_CODE_ATTEMPTS,
  PASSWORD_MIN_LENGTH,
  PLATFORM_COMMISSION_RATE,
  REWARD_FILTER,
  REWARD_SLIDER,
  SERVICE_FEE,
} from '#src/constants';
// @public: the API's tests move their clock past it to see an unanswered payout order sent again (decision 031).
export { /** @public */ PAYOUT_RESEND_AFTER_MS } from '#src/constants';
export { MESSAGES } from '#src/errors';
export { DomainError, isDomainError } from '#src/domain-error';
// @public: a 429 over HTTP carries its wait (the API's tests read it; the site shows its description).
export { /** @public */ RateLimitedError } from '#src/domain-error';
export type { DomainErrorCode } from '#src/domain-error';
export {
  formatAmount,
  formatMoney,
  formatWholeMoney,
  parseAmount,
  pesoEquivalent,
  toCents,
  travellerPayoutCents,
  type ParsedAmount,
  type PesoEquivalent,
} from '#src/money';
export type { EscrowBreakdown } from '#src/money';
export { argentinaDay, formatDate, formatDecimal, formatPercent, type DateStyle } from '#src/format';
export {
  CATEGORIES,
  CATEGORY_LABELS,
  DEFAULT_DIAL_CODE,
  DIAL_CODES,
  DOCUMENT_TYPES,
  PROVINCES,
  SPACE_SIZES,
  SPACE_SIZE_LABELS,
  VERIFICATION_STATUS_LABELS,
  statusLabel,
} from '#src/labels';
export type {
  Category,
  Currency,
  DialCode,
  DocumentType,
  Province,
  RequestStatus,
  SpaceSize,
  VerificationStatus,
} from '#src/labels';
export {
  /** @internal */ COUNTRIES,
  /** @internal */ COUNTRY_FLAGS,
  COUNTRY_OPTIONS,
  DESTINATION_COUNTRY,
  /** @internal */ FLAG_CODES,
  flagFor,
  isCountry,
} from '#src/countries';
export type { Country, CountryName, FlagCode } from '#src/countries';
export { isHttpUrl } from '#src/rules/http-url';
export type { Actor, GuestActor, UserActor } from '#src/schemas/common';
export { ALREADY_ACCEPTED_MESSAGE, NO_NOTES_TEXT, REQUEST_TEXT_FACTS } from '#src/labels';
export { textFactsOf } from '#src/text-facts';
export type { ProductRequest } from '#src/schemas/product-request';
export { /** @internal */ newProductRequest } from '#src/schemas/product-request';
export { filterRequests } from '#src/rules/filters';
// The site inserts a new request's card on an open list with the API's own rules (decision 048).
export { encodeCursor, isAfter } from '#src/rules/filters';
export { HOME_LIMIT, PAGE_SIZE } from '#src/constants';
export type { RequestFilters, TripFilters } from '#src/rules/filters';
export type { ImageStore } from '#src/ports/images';
export {
  createCryptoRandom,
  createMemoryMutex,
  createPbkdf2Hasher,
  createWebLocksMutex,
  realSleep,
  systemClock,
} from '#src/runtime/adapters';
export type {
  CreatePaymentInput,
  CreateVerificationSessionInput,
  EmailSender,
  PaymentGateway,
  PayoutProvider,
  VerificationProvider,
} from '#src/ports/index';
export { billingSchema } from '#src/schemas/checkout';
export type {
  AuthResult,
  Conversation,
  OrderView,
  RefundView,
  OwnProfile,
  PendingReview,
  PublicUser,
  RequestView,
  TripView,
} from '#src/projections';
export type { TravelerTrip } from '#src/schemas/trip';
export type { TransactionRow, Wallet, WithdrawalView } from '#src/rules/wallet';
export type { Withdrawal, WithdrawalStatus, WithdrawInput } from '#src/schemas/withdrawal';
export type { PaymentMethod, PaymentMethodExport, PaymentMethodView, SaveCardInput } from '#src/schemas/payment-method';
export type { PaymentMethodsArea } from '#src/contract';
export type {
  DisputeCase,
  DisputeCaseDetail,
  DisputeMoney,
  EditRequestCommand,
  OpenDisputeCommand,
  Marketplace,
  PageRequest,
  PaymentOutcome,
  SubmissionOptions,
  PersonalData,
  PersonalImportSummary,
  PublishRequestCommand,
  RequestPage,
  ReviewSummary,
  TripPage,
} from '#src/contract';
// Matching and alerts (issue 36, decision 046).
export type { MatchedTrip, TripMatches } from '#src/contract';
export type { AlertSettings } from '#src/schemas/matching';
export type { RewardSuggestion } from '#src/rules/reward-suggestion';
export { ALERT_COUNTRIES_MAX } from '#src/constants';
export { VERIFICATION_MESSAGES } from '#src/services/verification';
export { landedCostEstimate, landedCostOfRequest } from '#src/rules/landed-cost';
export type { LandedCostEstimate } from '#src/rules/landed-cost';
export { installmentGroups } from '#src/rules/installments';
export { restrictionsOf } from '#src/rules/restricted-items';
export type { Review } from '#src/schemas/review';
export { CONTACT_MAX, CONTACT_SENT, LEGAL_UPDATED_AT, contactSchema } from '#src/content';
export type { RequestAction } from '#src/rules/lifecycle';
export { isSitePath } from '#src/rules/site-path';
export type { Notification } from '#src/schemas/notification';
export { DISPUTE_REASONS, DISPUTE_REASONS_BY_ROLE } from '#src/labels';
export { disputeOutcomeTexts, tripDeadline, tripsThatBring } from '#src/rules/disputes';
export { orderEnding } from '#src/rules/order-story';
export type { HistoryEntry, OrderEnding, StoryNames } from '#src/rules/order-story';
export type { DisputeReason, DisputeSnapshot, DisputeStatement, DisputeStatus } from '#src/schemas/product-request';
export { DEMO_COUPONS, withCoupon } from '#src/rules/coupons';
export type { CouponState, CouponView } from '#src/rules/coupons';
// Offers (decision 045): the entity, its rules (one reward range for offers, counters and the
// suggestion) and its views.
export type { Offer, OfferInput, OfferStatus } from '#src/schemas/offer';
export type { OfferView, OffersArea } from '#src/contract';
export { deliveryWindow, rewardRange } from '#src/rules/offers';
export { orderRewardCents } from '#src/money';
export type { RewardRange } from '#src/rules/offers';
// Issue 37 (decision 047): the way a trip enters Argentina, the franchise it sets.
export { ENTRY_WAYS, ENTRY_WAY_LABELS } from '#src/labels';
export type { EntryWay } from '#src/labels';
export { franchiseOf } from '#src/customs';
export { allowanceCheck, allowanceCheckText, allowanceMonthText, orderPriceUsd } from '#src/rules/allowance';
export type { AllowanceCheck, AllowanceMonth, AllowanceMonthText, LedgerOrder, LedgerTrip } from '#src/rules/allowance';
export { trustRefusal, trustStandingText } from '#src/rules/trust-tiers';
export type { TrustStanding, TrustStandingText } from '#src/rules/trust-tiers';
export type { TravellerStanding } from '#src/contract/trips';
// The purchase receipt (issue 37, decision 050): its cap, its area, its file.
// The API tests and the hostile catalogue read the cap (decision 050).
export { /** @public */ RECEIPT_PDF_MAX_BYTES } from '#src/rules/receipts';
export type { PurchaseReceipt } from '#src/schemas/product-request';
export type { ReceiptFile, ReceiptsArea, UploadReceiptCommand } from '#src/contract';
// Issue 37 (decision 047): who pays the tax on the excess, in words (the order, the chat, the receipt).
export { customsClauseText } from '#src/rules/customs-clause';
export type { CustomsClause, CustomsPayer } from '#src/schemas/product-request';
// Issue 37 (decision 053): the receipts pack of an order, its sections for the page, the ui and the PDF.
export { PACK_RECEIPT_NOT_INCLUDED, receiptsPack } from '#src/rules/receipts-pack';
export type { PackLine, PackSection, PackTrip, ReceiptsPack, ReceiptsPackSource } from '#src/rules/receipts-pack';
// Issue 37 (decision 052): the top-up a higher receipt asks of the buyer (the request page's panel).
export { topUpDue } from '#src/rules/order-money';
export type { ApproveTopUpCommand, TopUpOutcome, TopUpsArea } from '#src/contract';
// Whether a trip carries a request (decision 046): the alerts' rule, asked by /viajero too (decision 048).
export { tripCarries } from '#src/rules/matching';
// Decision 052: the refunds a lower receipt gave back (not a cancellation's part on the top-up's payment).
export { receiptRefunds } from '#src/rules/order-refunds';
