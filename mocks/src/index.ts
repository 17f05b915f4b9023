/**
 * @cg/mocks: the simulated card payment, identity verification and e-mail providers as MSW
 * handlers, their scenarios and fixtures. No `msw/browser` here, so Storybook and node import
 * it freely; the service worker lives in `@cg/mocks/browser`, the node server in `@cg/mocks/node`.
 */
import { payoutApproved, payoutDown, payoutHandlers, payoutRejected } from './payout/handlers';
import {
  cardSdkHandlers,
  paymentApproved,
  paymentDeclined,
  paymentHandlers,
  paymentInProcess,
  paymentInsufficientFunds,
  paymentLostResponse,
  paymentMalformed,
  paymentNetworkError,
  paymentProviderDown,
  paymentSlow,
  refundApproved,
  refundRejected,
  type CardSdkHandlerOptions,
} from './payment/handlers';
import {
  verificationApproved,
  verificationDeclined,
  verificationDeclinedThenApproved,
  verificationDown,
  verificationHandlers,
  verificationMalformed,
  verificationResubmission,
  verificationSlow,
} from './verification/handlers';
import { emailDown, emailHandlers, emailMalformed, emailOk, emailSlow } from './email/handlers';
import { createMockProviders, type MockHandlerGroups } from './providers';

export { defaultLatency, endpoint, mockBaseUrls, mockCardSdkUrl, mockCredentials, mockStorageKeys } from './config';
export {
  mockProviders,
  parseScenario,
  rememberScenariosFromQuery,
  resolveScenario,
  scenarioStorageKey,
  selectScenario,
  storedScenario,
} from './scenarios';
export type {
  CardSdkScenario,
  EmailScenario,
  MockProvider,
  PaymentScenario,
  PayoutScenario,
  ScenarioByProvider,
  ScenarioSource,
  VerificationScenario,
} from './scenarios';
export { createMemoryStorage } from './storage';
export type { KeyValueStorage } from './storage';
export type { LatencyOptions } from './respond';

export { brandOf, luhnValid, outcomeOf, testCardNumbers, testCards } from './payment/cards';
export type { CardOutcome, TestCard } from './payment/cards';
export { PaymentLedger, createPaymentLedger } from './payment/ledger';
export type { PaymentLedgerOptions } from './payment/ledger';
export { cardSdkScript } from './payment/sdkScript';
export {
  cardSdkHandlers,
  paymentApproved,
  paymentDeclined,
  paymentHandlers,
  paymentInProcess,
  paymentInsufficientFunds,
  paymentLostResponse,
  paymentMalformed,
  paymentNetworkError,
  paymentProviderDown,
  paymentSlow,
  refundApproved,
  refundRejected,
} from './payment/handlers';
export type { CardSdkHandlerOptions, PaymentHandlerOptions } from './payment/handlers';

export { VerificationStore, createVerificationStore } from './verification/store';
export type { VerificationOutcome, VerificationStoreOptions } from './verification/store';
export {
  verificationApproved,
  verificationDeclined,
  verificationDeclinedThenApproved,
  verificationDown,
  verificationHandlers,
  verificationMalformed,
  verificationResubmission,
  verificationSlow,
} from './verification/handlers';
export type { VerificationHandlerOptions } from './verification/handlers';

export { EmailOutbox, createEmailOutbox } from './email/outbox';
export type { EmailOutboxOptions, OutboxEmail } from './email/outbox';
export { emailDown, emailHandlers, emailMalformed, emailOk, emailSlow } from './email/handlers';
export type { EmailHandlerOptions } from './email/handlers';

export { PayoutStore, createPayoutStore } from './payout/store';
export type { PayoutOutcome, PayoutStoreOptions } from './payout/store';
export { payoutApproved, payoutDown, payoutHandlers, payoutRejected } from './payout/handlers';
export type { PayoutHandlerOptions } from './payout/handlers';

export { createMockProviders } from './providers';
export type { MockHandlerGroups, MockLatency, MockProviders, MockProvidersOptions } from './providers';

/** The card SDK script answers 500 (spec: "script failed to load"). */
export const cardSdkScriptFails = (options: Omit<CardSdkHandlerOptions, 'scenario'> = {}) =>
  cardSdkHandlers({ ...options, scenario: 'sdkScriptFails' });
/** The card SDK script loads but defines nothing (spec: "SDK not available"). */
export const cardSdkUnavailable = (options: Omit<CardSdkHandlerOptions, 'scenario'> = {}) =>
  cardSdkHandlers({ ...options, scenario: 'sdkUnavailable' });

/**
 * Handler factories by provider and scenario: `handlers.payment.declined()`,
 * `handlers.verification.declined({ decisionDelayMs: 0 })`, `handlers.email.down()`.
 * Each returns a fresh `HttpHandler[]` for one group.
 */
export const handlers = {
  payment: {
    default: paymentHandlers,
    approved: paymentApproved,
    declined: paymentDeclined,
    insufficientFunds: paymentInsufficientFunds,
    inProcess: paymentInProcess,
    lostResponse: paymentLostResponse,
    refundApproved,
    refundRejected,
    providerDown: paymentProviderDown,
    networkError: paymentNetworkError,
    slow: paymentSlow,
    malformed: paymentMalformed,
  },
  cardSdk: {
    default: cardSdkHandlers,
    scriptFails: cardSdkScriptFails,
    unavailable: cardSdkUnavailable,
  },
  verification: {
    default: verificationHandlers,
    approved: verificationApproved,
    declined: verificationDeclined,
    resubmission: verificationResubmission,
    declinedThenApproved: verificationDeclinedThenApproved,
    providerDown: verificationDown,
    slow: verificationSlow,
    malformed: verificationMalformed,
  },
  email: {
    default: emailHandlers,
    ok: emailOk,
    providerDown: emailDown,
    slow: emailSlow,
    malformed: emailMalformed,
  },
  payout: {
    default: payoutHandlers,
    approved: payoutApproved,
    rejected: payoutRejected,
    providerDown: payoutDown,
  },
} as const;

/**
 * The realistic set by group (the test card decides, verification approves after 5 s, e-mail
 * is accepted), with default latencies and in-memory state. For Storybook's preview:
 * `parameters.msw.handlers = defaultHandlerGroups`; a story overrides one group.
 */
export const defaultHandlerGroups: MockHandlerGroups = /* @__PURE__ */ createMockProviders().groups;

/** {@link defaultHandlerGroups}, flattened (for `setupServer(...defaultHandlers)`). */
export const defaultHandlers = /* @__PURE__ */ Object.values(defaultHandlerGroups).flat();
