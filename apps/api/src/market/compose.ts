// The API's composition root: the domain's use cases over SQL (packages/db), argon2id, sharp, the
// system clock, and the providers. Everything a request needs is built once per process here.
import { getResponse } from 'msw';
import {
  EmailProviderClient,
  PaymentProviderClient,
  VerificationProviderClient,
  createCryptoRandom,
  createMarketplaceOver,
  createProviderEvents,
  createMemoryChangeFeed,
  realSleep,
  systemClock,
  type ChangeFeed,
  type Clock,
  type Marketplace,
  type MarketplacePorts,
  type PasswordHasher,
  type ProviderEvents,
} from '@cg/domain';
import {
  createSqlImageStore,
  createSqlRateLimiter,
  createSqlSessionStore,
  createSqlUnitOfWork,
  type Database,
  type SqlRateLimiter,
  type SqlSessionStore,
} from '@cg/db';
import {
  createMockProviders,
  mockBaseUrls,
  mockCredentials,
  type MockProviders,
  type MockProvidersOptions,
} from '@cg/mocks';
import { createArgon2Hasher } from '#src/market/argon2';
import { createSharpImageProcessor } from '#src/market/images';

export interface ServerMarketplace {
  readonly marketplace: Marketplace;
  /** What providers' verified notifications call. */
  readonly events: ProviderEvents;
  readonly sessions: SqlSessionStore;
  readonly limiter: SqlRateLimiter;
  readonly changes: ChangeFeed;
  readonly clock: Clock;
  readonly images: ReturnType<typeof createSqlImageStore>;
  /** The payment provider's client, for what the port does not cover (card tokens in tests). */
  readonly paymentClient: PaymentProviderClient;
  /** The in-process sandbox (its e-mail outbox, ledger), when there is no sandbox process. */
  readonly sandbox: MockProviders | null;
}

export interface ComposeOptions {
  readonly database: Database;
  /**
   * Where the providers answer: the sandbox process's URL (`npm start` starts it beside the API,
   * with its ledger on disk and signed webhooks), or — unset — the sandbox's handlers in-process
   * (tests, and a server started alone), which send no webhooks.
   */
  readonly sandboxUrl?: string;
  /** The in-process sandbox's settings (latency, scenarios, clock). */
  readonly sandbox?: MockProvidersOptions;
  readonly clock?: Clock;
  /** Default: argon2id with OWASP's settings. Tests pass cheaper settings. */
  readonly hasher?: PasswordHasher;
  /** Where links in e-mails point (this site's origin). */
  readonly siteUrl?: string;
}

/**
 * The providers answer from the project's sandbox (`mocks`: the same handlers the static demo's
 * service worker runs), called in-process through msw's `getResponse` — no socket, no patched
 * globals. The clients are the real HTTP clients: a real provider is a change of `baseUrl` and
 * credentials, not of code (decision 015; the sandbox as a process of its own is still to come).
 */
/** Where the in-process sandbox answers: a name that no DNS resolves, so nothing leaves the process. */
const SANDBOX_ORIGIN = 'http://sandbox.invalid';
const sandboxUrls = {
  payment: `${SANDBOX_ORIGIN}${mockBaseUrls.payment}`,
  verification: `${SANDBOX_ORIGIN}${mockBaseUrls.verification}`,
  email: `${SANDBOX_ORIGIN}${mockBaseUrls.email}`,
};

function sandboxFetch(options: MockProvidersOptions = {}) {
  const sandbox = createMockProviders({ ...options, baseUrls: sandboxUrls });
  const fetch = async (input: string, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const response = await getResponse(sandbox.handlers, request);
    return response ?? new Response(null, { status: 404 });
  };
  return { sandbox, fetch };
}

export function composeMarketplace(options: ComposeOptions): ServerMarketplace {
  const { database } = options;
  const clock = options.clock ?? systemClock;
  const random = createCryptoRandom(globalThis.crypto);
  // Over HTTP to the sandbox process (the global fetch), or in-process.
  const remote = options.sandboxUrl?.replace(/\/$/, '');
  const urls = remote
    ? {
        payment: `${remote}${mockBaseUrls.payment}`,
        verification: `${remote}${mockBaseUrls.verification}`,
        email: `${remote}${mockBaseUrls.email}`,
      }
    : sandboxUrls;
  const local = remote ? null : sandboxFetch(options.sandbox);
  const fetch = local?.fetch;
  const paymentClient = new PaymentProviderClient({
    baseUrl: urls.payment,
    accessToken: mockCredentials.payment.accessToken,
    publicKey: mockCredentials.payment.publicKey,
    fetch,
  });
  const images = createSqlImageStore(database.db);
  const changes = createMemoryChangeFeed();
  const ports: MarketplacePorts = {
    uow: createSqlUnitOfWork(database.db),
    changes,
    images,
    imageProcessor: createSharpImageProcessor(),
    clock,
    random,
    sleep: realSleep,
    hasher: options.hasher ?? createArgon2Hasher(),
    payments: paymentClient,
    verification: new VerificationProviderClient({
      baseUrl: urls.verification,
      apiKey: mockCredentials.verification.apiKey,
      fetch,
    }),
    email: new EmailProviderClient({
      baseUrl: urls.email,
      apiKey: mockCredentials.email.apiKey,
      siteUrl: options.siteUrl ?? 'http://127.0.0.1:3000',
      fetch,
    }),
    // The browser's simulated waits are not the server's: the providers' own latency is real.
    delays: {
      login: 0,
      register: 0,
      payment: 0,
      verificationSubmit: 0,
      verificationDecision: 0,
      codeCheck: 0,
      emailToast: 0,
    },
    demoAccount: false,
  };
  return {
    marketplace: createMarketplaceOver(ports),
    events: createProviderEvents(ports),
    sessions: createSqlSessionStore(database.db),
    limiter: createSqlRateLimiter(database.db),
    changes,
    clock,
    images,
    paymentClient,
    sandbox: local?.sandbox ?? null,
  };
}
