export type {
  Checkout,
  CheckoutOrder,
  CreatePaymentInput,
  Payer,
  PaymentCurrency,
  PaymentGateway,
  PaymentRecord,
  PaymentStatus,
  RefundInput,
  RefundRecord,
  ReturnUrls,
  SaveCardInput,
  SavedCardRecord,
} from './payment';
export type {
  CreateVerificationSessionInput,
  VerificationDecision,
  VerificationDecisionStatus,
  VerificationDocumentType,
  VerificationImageKind,
  VerificationProvider,
  VerificationSession,
} from './verification';
export type {
  ActivityMessage,
  EmailConfirmationMessage,
  EmailSender,
  PasswordResetMessage,
  RegistrationConfirmation,
} from './email';
export type { CreatePayoutInput, PayoutProvider, PayoutRecord, PayoutStatus } from './payout';
export { ProviderError } from './provider-error';
