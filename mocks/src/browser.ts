/**
 * Browser side of @cg/mocks: the service worker. Import it lazily, only on pages that talk to a
 * provider (checkout, payment result, verification, registration), so msw stays out of the
 * first load of `/` and `/pedidos`:
 *
 *   const { startMockWorker } = await import('@cg/mocks/browser');
 *   await startMockWorker();
 *
 * Nothing happens at import time.
 */
import { setupWorker, type SetupWorker } from 'msw/browser';
import { createMockProviders, type MockProviders, type MockProvidersOptions } from './providers';
import {
  mockProviders,
  parseScenario,
  rememberScenariosFromQuery,
  scenarioStorageKey,
  selectScenario,
  storedScenario,
  type MockProvider,
  type ScenarioByProvider,
} from './scenarios';
import { createMemoryStorage, type KeyValueStorage } from './storage';

export interface StartMockWorkerOptions extends Omit<MockProvidersOptions, 'storage' | 'scenarios'> {
  /** @default '/mockServiceWorker.js' */
  readonly serviceWorkerUrl?: string | undefined;
  /** Keep the providers' state across reloads (in localStorage, under `mock:*` keys). @default true */
  readonly persist?: boolean | undefined;
  /** Log every intercepted request in the console. @default false */
  readonly logRequests?: boolean | undefined;
  /** Where state and scenario choices live. @default window.localStorage (memory if unavailable) */
  readonly storage?: KeyValueStorage | undefined;
  /** Query string read for `?mock-<provider>=<scenario>`. @default location.search */
  readonly search?: string | undefined;
}

export interface MockWorker extends MockProviders {
  readonly worker: SetupWorker;
  /** The scenario each provider uses right now (read from storage on every request). */
  scenarios(): { [P in MockProvider]: ScenarioByProvider[P] | 'default' };
  /** Switches a provider's scenario at run time (persisted; `default` clears it). */
  selectScenario<P extends MockProvider>(provider: P, scenario: ScenarioByProvider[P]): void;
  stop(): void;
}

let running: Promise<MockWorker> | undefined;

function browserStorage(): KeyValueStorage {
  try {
    // Absent outside a browser, although the DOM types say otherwise.
    if (typeof localStorage !== 'undefined') return localStorage;
  } catch {
    // Storage disabled (privacy mode): fall back to memory.
  }
  return createMemoryStorage();
}

/**
 * Starts the mock service worker once per page (later calls get the same worker). Requests that
 * are not for a provider (the site's own assets and routes) pass through untouched.
 * The scenario of each provider comes from `localStorage['mock:scenario:<provider>']`, set by a
 * `?mock-<provider>=<scenario>` query parameter or {@link MockWorker.selectScenario}.
 */
export function startMockWorker(options: StartMockWorkerOptions = {}): Promise<MockWorker> {
  running ??= start(options).catch((error: unknown) => {
    running = undefined;
    throw error;
  });
  return running;
}

async function start(options: StartMockWorkerOptions): Promise<MockWorker> {
  const storage = options.storage ?? browserStorage();
  rememberScenariosFromQuery(options.search ?? (typeof location === 'undefined' ? '' : location.search), storage);
  const providers = createMockProviders({
    ...options,
    storage: options.persist === false ? createMemoryStorage() : storage,
    scenarios: {
      payment: storedScenario('payment', storage),
      verification: storedScenario('verification', storage),
      email: storedScenario('email', storage),
      cardSdk: storedScenario('cardSdk', storage),
      payout: storedScenario('payout', storage),
    },
  });
  const worker = setupWorker(...providers.handlers);
  await worker.start({
    serviceWorker: { url: options.serviceWorkerUrl ?? '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: !options.logRequests,
  });
  return {
    ...providers,
    worker,
    scenarios() {
      const current = {} as { [P in MockProvider]: ScenarioByProvider[P] | 'default' };
      for (const provider of mockProviders) {
        (current as Record<MockProvider, string>)[provider] =
          parseScenario(provider, storage.getItem(scenarioStorageKey(provider))) ?? 'default';
      }
      return current;
    },
    selectScenario(provider, scenario) {
      selectScenario(storage, provider, scenario);
    },
    stop() {
      worker.stop();
      running = undefined;
    },
  };
}
