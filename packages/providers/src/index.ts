export {
  cardSdkPath,
  providerPaths,
  providerUrlsAt,
  sandboxCardPublicKey,
  sandboxCredentials,
  type ProviderName,
} from './config';
export * from './errors';
export type { FetchFn, HttpClientOptions, RequestOptions } from './http';

export * as paymentWire from './payment/wire';
export type { InstallmentsWire, KnownStatusDetail, PayerCostWire } from './payment/wire';
export { PaymentProviderClient } from './payment/client';
export type {
  CallOptions,
  CardDetails,
  CreatePaymentOptions,
  PaymentAttempt,
  PaymentProviderClientOptions,
} from './payment/client';
export type { CardCheckout, CardPaymentRecord, CardToken, OrderPaymentCheck } from './payment/records';
export { /** @internal */ describePaymentOutcome } from './payment/messages';
export { /** @internal */ cardRejectionText } from '@cg/domain/rules/payment-rejections';
export type { PaymentOutcomeMessage } from './payment/messages';

export {
  loadCardSdk,
  /** @internal */ defaultCardSdkUrl,
  /** @internal */ cardSdkAlreadyLoadedWarning,
} from './cardSdk/loader';
export type {
  CardSdk,
  CardSdkDocument,
  CardSdkScriptElement,
  InstallmentOption,
  LoadCardSdkOptions,
  RawCardSdk,
  RawCardTokenInput,
} from './cardSdk/loader';

export * as verificationWire from './verification/wire';
export { VerificationProviderClient } from './verification/client';
export type {
  ProviderVerificationDecision,
  ProviderVerificationSession,
  VerificationCallOptions,
  VerificationProviderClientOptions,
  WaitForDecisionOptions,
} from './verification/client';

export * as payoutWire from './payout/wire';
export { PayoutProviderClient } from './payout/client';
export type { PayoutProviderClientOptions } from './payout/client';

export * as emailWire from './email/wire';
export { EmailProviderClient, /** @internal */ registrationConfirmationEmail } from './email/client';
export type {
  EmailMessage,
  EmailProviderClientOptions,
  RegistrationConfirmationInput,
  SentEmail,
} from './email/client';
