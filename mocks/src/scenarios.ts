import type { KeyValueStorage } from './storage';

/**
 * Scenario names per simulated provider. `default` is the realistic behaviour (for payments the
 * test card decides). Names say what happens, so stories, e2e and node tests share them.
 */
const paymentScenarios = [
  'default',
  'paymentApproved',
  'paymentDeclined',
  'paymentInsufficientFunds',
  'paymentInProcess',
  'paymentLostResponse',
  'refundApproved',
  'refundRejected',
  'cardSaveRejected',
  'providerDown',
  'networkError',
  'slow',
  'malformed',
] as const;
export type PaymentScenario = (typeof paymentScenarios)[number];

const verificationScenarios = [
  'default',
  'verificationApproved',
  'verificationDeclined',
  'verificationResubmission',
  'verificationDeclinedThenApproved',
  'verificationDown',
  'slow',
  'malformed',
] as const;
export type VerificationScenario = (typeof verificationScenarios)[number];

const emailScenarios = ['default', 'emailOk', 'emailDown', 'slow', 'malformed'] as const;
export type EmailScenario = (typeof emailScenarios)[number];

const payoutScenarios = ['default', 'payoutApproved', 'payoutRejected', 'payoutDown', 'slow', 'malformed'] as const;
export type PayoutScenario = (typeof payoutScenarios)[number];

const cardSdkScenarios = ['default', 'sdkScriptFails', 'sdkUnavailable'] as const;
export type CardSdkScenario = (typeof cardSdkScenarios)[number];

export const mockProviders = ['payment', 'verification', 'email', 'cardSdk', 'payout'] as const;
export type MockProvider = (typeof mockProviders)[number];

export interface ScenarioByProvider {
  payment: PaymentScenario;
  verification: VerificationScenario;
  email: EmailScenario;
  cardSdk: CardSdkScenario;
  payout: PayoutScenario;
}

const scenarioLists: { readonly [P in MockProvider]: readonly ScenarioByProvider[P][] } = {
  payment: paymentScenarios,
  verification: verificationScenarios,
  email: emailScenarios,
  cardSdk: cardSdkScenarios,
  payout: payoutScenarios,
};

/** `providerDown` is accepted for every provider (it means `verificationDown` / `emailDown`). */
const aliases: { readonly [P in MockProvider]: Readonly<Record<string, ScenarioByProvider[P]>> } = {
  payment: {},
  verification: { providerDown: 'verificationDown' },
  email: { providerDown: 'emailDown' },
  cardSdk: {},
  payout: { providerDown: 'payoutDown' },
};

/** localStorage key that selects a provider's scenario in the browser. */
export const scenarioStorageKey = (provider: MockProvider) => `mock:scenario:${provider}`;
/** Query parameter that selects (and remembers) a provider's scenario, e.g. `?mock-payment=providerDown`. */
const scenarioQueryParam = (provider: MockProvider) => `mock-${provider}`;

/** The scenario of that name, or `undefined` when the name is not one of the provider's. */
export function parseScenario<P extends MockProvider>(
  provider: P,
  name: string | null | undefined,
): ScenarioByProvider[P] | undefined {
  if (!name) return undefined;
  const list = scenarioLists[provider] as readonly string[];
  if (list.includes(name)) return name as ScenarioByProvider[P];
  return aliases[provider][name];
}

/** A fixed scenario, or a function asked on every request (so it can change at run time). */
export type ScenarioSource<S extends string> = S | (() => S | undefined);

export function resolveScenario<S extends string>(source: ScenarioSource<S> | undefined): S | 'default' {
  const value = typeof source === 'function' ? source() : source;
  return value ?? 'default';
}

/**
 * Applies `?mock-<provider>=<scenario>` from a query string to the storage (so it survives
 * client-side navigation and reloads); `default` clears the choice. Unknown names are ignored.
 */
export function rememberScenariosFromQuery(search: string, storage: KeyValueStorage): void {
  const params = new URLSearchParams(search);
  for (const provider of mockProviders) {
    const value = params.get(scenarioQueryParam(provider));
    if (value === null) continue;
    const scenario = parseScenario(provider, value);
    if (scenario === 'default') storage.removeItem(scenarioStorageKey(provider));
    else if (scenario !== undefined) storage.setItem(scenarioStorageKey(provider), scenario);
  }
}

/** A scenario source reading `mock:scenario:<provider>` on every request. */
export function storedScenario<P extends MockProvider>(
  provider: P,
  storage: KeyValueStorage,
): () => ScenarioByProvider[P] | undefined {
  return () => {
    try {
      return parseScenario(provider, storage.getItem(scenarioStorageKey(provider)));
    } catch {
      return undefined;
    }
  };
}

/** Sets (or with `default`, clears) a provider's scenario in the storage. */
export function selectScenario<P extends MockProvider>(
  storage: KeyValueStorage,
  provider: P,
  scenario: ScenarioByProvider[P],
): void {
  if (scenario === 'default') storage.removeItem(scenarioStorageKey(provider));
  else storage.setItem(scenarioStorageKey(provider), scenario);
}
