// Public API of @cg/domain. Explicit named exports only.
export {
  DEFAULT_DELAYS,
  DELIVERY_TOAST_DURATION_MS,
  DEMO_USER,
  EXCHANGE_RATES,
  GUEST_USER_ID,
  HOME_LIMIT,
  IMAGE_HINT_MAX_BYTES,
  IMAGE_MAX_DIMENSION,
  MAX_CODE_ATTEMPTS,
  PASSWORD_MIN_LENGTH,
  PBKDF2_ITERATIONS,
  PLATFORM_COMMISSION_RATE,
  REWARD_FILTER,
  REWARD_SLIDER,
  SECURITY_CODE,
  SERVICE_FEE,
  TOAST_DURATION_MS,
} from '#src/constants';
export type { Delays } from '#src/constants';
export { DomainError, MESSAGES, StorageFullError, domainError, isDomainError } from '#src/errors';
export type { DomainErrorCode, MessageKey } from '#src/errors';
export {
  MAX_AMOUNT,
  commissionCents,
  convertToUsdCents,
  currentRate,
  escrowBreakdown,
  formatAmount2,
  formatMoney,
  formatPercent,
  formatReward,
  fromCents,
  serviceFeeCents,
  toCents,
  travellerPayoutCents,
} from '#src/money';
export type { Cents, EscrowBreakdown, ExchangeRate } from '#src/money';
export {
  CATEGORIES,
  CATEGORY_LABELS,
  CURRENCIES,
  DEFAULT_DIAL_CODE,
  DIAL_CODES,
  DOCUMENT_TYPES,
  PROVINCES,
  REQUEST_STATUSES,
  SPACE_SIZES,
  SPACE_SIZE_LABELS,
  VERIFICATION_STATUSES,
  VERIFICATION_STATUS_LABELS,
  categorySchema,
  currencySchema,
  documentTypeSchema,
  provinceSchema,
  requestStatusSchema,
  spaceSizeSchema,
  statusLabel,
  verificationStatusSchema,
} from '#src/enums';
export type {
  Category,
  Currency,
  DialCode,
  DocumentType,
  Province,
  RequestStatus,
  SpaceSize,
  VerificationStatus,
} from '#src/enums';
export {
  COUNTRIES,
  COUNTRY_FLAGS,
  COUNTRY_OPTIONS,
  DESTINATION_COUNTRY,
  FLAG_CODES,
  flagFor,
  isCountry,
} from '#src/countries';
export type { Country, CountryName, FlagCode } from '#src/countries';
export { isHttpUrl } from '#src/schemas/common';
export type { Actor } from '#src/schemas/common';
export {
  NO_NOTES_TEXT,
  REQUEST_FIELD_MESSAGES,
  productRequestSchema,
  publishRequestInputSchema,
} from '#src/schemas/product-request';
export type { PaymentSnapshot, ProductRequest, PublishRequestInput } from '#src/schemas/product-request';
export { filterRequests, filterTrips, homeSelection, newestFirst } from '#src/rules/filters';
export type { RequestFilters, TripFilters } from '#src/rules/filters';
export { createWebStorage, createMemoryStorage } from '#src/storage/key-value-storage';
export type {
  KeyValueStorage,
  MemoryStorage,
  StorageEventSource,
  WebStorageLike,
} from '#src/storage/key-value-storage';
export { STORAGE_KEYS, SCHEMA_VERSION } from '#src/storage/documents';
export type { StorageProblem } from '#src/storage/store';
export { isQuotaError } from '#src/storage/key-value-storage';
export {
  acceptImage,
  createCanvasImageProcessor,
  createMemoryImageStore,
  fitWithin,
  passThroughImageProcessor,
  sniffImageType,
} from '#src/images/image-store';
export type { CanvasImageFunctions, ImageMimeType, ImageProcessor, ImageStore } from '#src/images/image-store';
export { createIndexedDbImageStore } from '#src/images/indexeddb-image-store';
export {
  createCryptoRandom,
  createMemoryMutex,
  createPbkdf2Hasher,
  createWebLocksMutex,
  fixedClock,
  noSleep,
  realSleep,
  systemClock,
  timingSafeEqual,
} from '#src/runtime/adapters';
export type { CryptoLike, LockManagerLike, Pbkdf2Options } from '#src/runtime/adapters';
export type { Clock, Mutex, PasswordHash, PasswordHasher, RandomSource, Sleep } from '#src/runtime/ports';
export type {
  Checkout,
  CheckoutOrder,
  CreatePaymentInput,
  CreateVerificationSessionInput,
  EmailSender,
  Payer,
  PaymentCurrency,
  PaymentGateway,
  PaymentRecord,
  PaymentStatus,
  RegistrationConfirmation,
  ReturnUrls,
  VerificationDecision,
  VerificationDecisionStatus,
  VerificationDocumentType,
  VerificationImageKind,
  VerificationProvider,
  VerificationSession,
} from '#src/ports/index';
export { ProviderError } from '#src/ports/provider-error';
export { CHECKOUT_MESSAGES, billingSchema } from '#src/schemas/checkout';
export type { Billing } from '#src/schemas/checkout';
export {
  REGISTRATION_MESSAGES,
  changePasswordInputSchema,
  loginInputSchema,
  profileInputSchema,
  registrationInputSchema,
  sessionSchema,
  toPublicUser,
  userSchema,
} from '#src/schemas/user';
export type {
  ChangePasswordInput,
  LoginInput,
  ProfileInput,
  PublicUser,
  RegistrationInput,
  Session,
  User,
} from '#src/schemas/user';
export { TRIP_FIELD_MESSAGES, travelerTripSchema, tripInputSchema } from '#src/schemas/trip';
export type { TravelerTrip, TripInput } from '#src/schemas/trip';
export { CHAT_MESSAGE_MAX, chatMessageSchema } from '#src/schemas/chat';
export type { ChatMessage } from '#src/schemas/chat';
export {
  TRANSITIONS,
  accept,
  assertCanPay,
  canChat,
  canTransition,
  confirmDelivery,
  isValidSecurityCode,
  markPaid,
  reissueCode,
  requestActionFor,
  securityCodeFor,
  shortNameOf,
} from '#src/rules/lifecycle';
export type { DeliveryOutcome, RequestAction } from '#src/rules/lifecycle';
export { paymentHistoryOf, walletOf } from '#src/rules/wallet';
export type { Earning, TransactionRow, Wallet } from '#src/rules/wallet';
export type { MarketplaceDeps } from '#src/services/context';
export type { AccountsService, AuthResult, RegistrationResult } from '#src/services/accounts';
export type { PublishRequestCommand, RequestsService } from '#src/services/requests';
export { pendingPaymentSchema } from '#src/services/payments';
export type { PaymentOutcome, PaymentsService, PendingPayment } from '#src/services/payments';
export type { TripsService } from '#src/services/trips';
export { CHAT_MESSAGES } from '#src/services/chats';
export type { ChatsService } from '#src/services/chats';
export { VERIFICATION_MESSAGES } from '#src/services/verification';
export type { VerificationService, VerificationSubmission } from '#src/services/verification';
export type { WalletService } from '#src/services/wallet';
export type { ExamplesService } from '#src/services/examples';
export { createMarketplace } from '#src/marketplace';
export { CUSTOMS_FIGURES_REVIEW, COURIER_REGIME, TRAVELLER_ALLOWANCE } from '#src/customs';
export type { RegulatedFigure } from '#src/customs';
export { courierCost, franchiseExcessTaxCents, landedCostEstimate, landedCostOfRequest } from '#src/rules/landed-cost';
export type { LandedCostEstimate, LandedCostInput, LandedCostNote, LandedCostNoteCode } from '#src/rules/landed-cost';
export {
  ForbiddenItemError,
  ITEM_RULES,
  normalizeForScreening,
  restrictionsOf,
  screenRequest,
} from '#src/rules/restricted-items';
export type {
  ForbiddenItem,
  ItemRule,
  ItemRuleKind,
  ScreeningInput,
  ScreeningResult,
} from '#src/rules/restricted-items';
export { restrictionSchema } from '#src/schemas/product-request';
export type { Restriction } from '#src/schemas/product-request';
export {
  REVIEW_COMMENT_MAX,
  REVIEW_FIELD_MESSAGES,
  REVIEW_ROLES,
  reviewInputSchema,
  reviewSchema,
} from '#src/schemas/review';
export type { Review, ReviewInput } from '#src/schemas/review';
export { RECENT_REVIEWS, reviewSummaryOf } from '#src/services/reviews';
export type { PendingReview, ReviewSummary, ReviewsService } from '#src/services/reviews';
export { NOTIFICATION_KINDS, chatReadsSchema, notificationSchema } from '#src/schemas/notification';
export type { ChatReads, Notification, NotificationKind } from '#src/schemas/notification';
export { NOTIFICATIONS_PER_USER, NOTIFICATION_TEXTS } from '#src/services/notifications';
export type { NotificationDraft, NotificationsService } from '#src/services/notifications';
export { EXPORT_FORMAT, EXPORT_VERSION, exportBundleSchema } from '#src/services/data';
export type { DataService, DeleteSummary, ExportBundle, ImportMode, ImportSummary } from '#src/services/data';
export { STORAGE_KEY_PREFIXES } from '#src/storage/documents';
export {
  CONTACT_SENT,
  LEGAL_UPDATED_AT,
  SAMPLE_CARDS,
  SAMPLE_COUPONS,
  SAMPLE_REVIEWS,
  SUCCESS_STORIES,
  averageRating,
  contactSchema,
  redeemCoupon,
} from '#src/content';
export type { CouponResult } from '#src/content';
export { createBrowserDeps, createBrowserImageProcessor } from '#src/browser';
export type { BrowserGlobals } from '#src/browser';
export type { Marketplace } from '#src/marketplace';
// Provider HTTP clients (src/providers, implementing the ports above); the full set, wire
// schemas included, is at '@cg/domain/providers'.
export {
  EmailProviderClient,
  PaymentProviderClient,
  VerificationProviderClient,
  createEmailProviderClient,
  createPaymentProviderClient,
  createVerificationProviderClient,
  loadCardSdk,
} from '#src/providers/index';
export type { CardDetails, CardSdk, CardToken } from '#src/providers/index';
