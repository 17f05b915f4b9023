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
export { DomainError, MESSAGES, StorageFullError, isDomainError } from '#src/errors';
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
  WHITE_FLAG,
  flagFor,
  isCountry,
} from '#src/countries';
export type { Country, CountryName } from '#src/countries';
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
export type { KeyValueStorage, MemoryStorage, StorageEventSource, WebStorageLike } from '#src/storage/key-value-storage';
export { STORAGE_KEYS, SCHEMA_VERSION } from '#src/storage/documents';
export type { StorageProblem } from '#src/storage/store';
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
export type { MarketplaceDeps } from '#src/services/context';
export type { PublishRequestCommand, RequestsService } from '#src/services/requests';
export { createMarketplace } from '#src/marketplace';
export type { Marketplace } from '#src/marketplace';
