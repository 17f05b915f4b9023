import type { HttpHandler } from 'msw';
import { defaultLatency, mockBaseUrls, mockStorageKeys } from './config';
import type { KeyValueStorage } from './storage';
import type {
  CardSdkScenario,
  EmailScenario,
  PaymentScenario,
  ScenarioSource,
  VerificationScenario,
  PayoutScenario,
} from './scenarios';
import { createPayoutStore, type PayoutStore } from './payout/store';
import { payoutHandlers } from './payout/handlers';
import { createPaymentLedger, type PaymentLedger, type PaymentLedgerOptions } from './payment/ledger';
import { cardSdkHandlers, paymentHandlers } from './payment/handlers';
import { createVerificationStore, type VerificationStore } from './verification/store';
import { verificationHandlers } from './verification/handlers';
import { createEmailOutbox, type EmailOutbox } from './email/outbox';
import { emailHandlers } from './email/handlers';

export interface MockLatency {
  /** Base for every latency not given below (`{ all: 0, slow: 300 }`: instant, but `slow` waits 300 ms). */
  readonly all?: number | undefined;
  /** Creating a payment. @default 2000 */
  readonly payment?: number | undefined;
  /** Submitting documents. @default 2000 */
  readonly verificationSubmit?: number | undefined;
  /** From submit to decision. @default 5000 */
  readonly verificationDecision?: number | undefined;
  /** Sending an e-mail. @default 1000 */
  readonly email?: number | undefined;
  /** Every other call. @default 200 */
  readonly other?: number | undefined;
  /** The `slow` scenario. @default 30000 */
  readonly slow?: number | undefined;
}

export interface MockProvidersOptions {
  /** Keeps the providers' state there (localStorage in the browser). @default memory */
  readonly storage?: KeyValueStorage | undefined;
  readonly scenarios?: {
    readonly payment?: ScenarioSource<PaymentScenario> | undefined;
    readonly verification?: ScenarioSource<VerificationScenario> | undefined;
    readonly email?: ScenarioSource<EmailScenario> | undefined;
    readonly cardSdk?: ScenarioSource<CardSdkScenario> | undefined;
    readonly payout?: ScenarioSource<PayoutScenario> | undefined;
  };
  /** `'none'` (= `{ all: 0 }`) makes every answer immediate except `slow` (node tests). */
  readonly latency?: MockLatency | 'none' | undefined;
  readonly baseUrls?: Partial<Record<keyof typeof mockBaseUrls, string>> | undefined;
  /** @default Date.now */
  readonly now?: (() => number) | undefined;
  /** How long an `in_process` payment stays so before it is approved. @default 5000 */
  readonly paymentInProcessMs?: number | undefined;
  /**
   * From a payout's order to its transfer (or rejection), on the sandbox's clock (`now`): a time,
   * not a latency, so `latency: 'none'` keeps it. @default 4000
   */
  readonly payoutSettleMs?: number | undefined;
  /** Told after a payment is created or changes status (see {@link PaymentLedgerOptions.onPaymentChange}). */
  readonly onPaymentChange?: PaymentLedgerOptions['onPaymentChange'];
}

/** Handler groups by provider, the shape `parameters.msw.handlers` takes in stories. */
export interface MockHandlerGroups {
  payment: HttpHandler[];
  cardSdk: HttpHandler[];
  verification: HttpHandler[];
  email: HttpHandler[];
  payout: HttpHandler[];
}

export interface MockProviders {
  readonly ledger: PaymentLedger;
  readonly verificationStore: VerificationStore;
  readonly outbox: EmailOutbox;
  readonly payoutStore: PayoutStore;
  readonly groups: MockHandlerGroups;
  /** All groups, flattened. */
  readonly handlers: HttpHandler[];
}

/** The three simulated providers with shared state, as handler groups. */
export function createMockProviders(options: MockProvidersOptions = {}): MockProviders {
  const latency: MockLatency = options.latency === 'none' ? { all: 0 } : (options.latency ?? {});
  const pick = (value: number | undefined, fallback: number) => value ?? latency.all ?? fallback;
  const other = pick(latency.other, defaultLatency.other);
  const slow = latency.slow ?? defaultLatency.slow;
  const baseUrls = { ...mockBaseUrls, ...options.baseUrls };

  const ledger = createPaymentLedger({
    storage: options.storage,
    key: mockStorageKeys.payment,
    now: options.now,
    inProcessMs: options.paymentInProcessMs,
    onPaymentChange: options.onPaymentChange,
  });
  const verificationStore = createVerificationStore({
    storage: options.storage,
    now: options.now,
    decisionDelayMs: pick(latency.verificationDecision, defaultLatency.verificationDecision),
  });
  const outbox = createEmailOutbox({ storage: options.storage, now: options.now });
  const payoutStore = createPayoutStore({
    storage: options.storage,
    now: options.now,
    settleDelayMs: options.payoutSettleMs ?? defaultLatency.payoutSettle,
  });
  const groups: MockHandlerGroups = {
    payment: paymentHandlers({
      baseUrl: baseUrls.payment,
      ledger,
      scenario: options.scenarios?.payment,
      latencyMs: pick(latency.payment, defaultLatency.payment),
      readLatencyMs: other,
      slowLatencyMs: slow,
    }),
    cardSdk: cardSdkHandlers({ baseUrl: baseUrls.payment, scenario: options.scenarios?.cardSdk, latencyMs: other }),
    verification: verificationHandlers({
      baseUrl: baseUrls.verification,
      store: verificationStore,
      scenario: options.scenarios?.verification,
      latencyMs: pick(latency.verificationSubmit, defaultLatency.verificationSubmit),
      readLatencyMs: other,
      slowLatencyMs: slow,
    }),
    email: emailHandlers({
      baseUrl: baseUrls.email,
      outbox,
      scenario: options.scenarios?.email,
      latencyMs: pick(latency.email, defaultLatency.email),
      readLatencyMs: other,
      slowLatencyMs: slow,
    }),
    payout: payoutHandlers({
      baseUrl: baseUrls.payout,
      store: payoutStore,
      scenario: options.scenarios?.payout,
      latencyMs: other,
      slowLatencyMs: slow,
    }),
  };
  return {
    ledger,
    verificationStore,
    outbox,
    payoutStore,
    groups,
    handlers: [...groups.payment, ...groups.cardSdk, ...groups.verification, ...groups.email, ...groups.payout],
  };
}
