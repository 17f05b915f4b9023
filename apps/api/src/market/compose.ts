// The API's composition root: the domain's use cases over SQL (packages/db), argon2id, sharp, the
// system clock, and the providers. Everything a request needs is built once per process here.
import { getResponse, type HttpHandler } from 'msw';
import {
  EmailProviderClient,
  PaymentProviderClient,
  VerificationProviderClient,
  PayoutProviderClient,
  createCryptoRandom,
  createMarketplaceOver,
  createProviderEvents,
  realSleep,
  readPhoto,
  setUpSupportAccount,
  systemClock,
  type SupportAccountInput,
  type Actor,
  type PhotoRead,
  type Change,
  type Clock,
  type Marketplace,
  type MarketplacePorts,
  type EmailSender,
  type PasswordHasher,
  type UnitOfWork,
  type ProviderEvents,
  type Repositories,
} from '@cg/domain';
import {
  createSqlIdempotency,
  createSqlChangeFeed,
  createSqlImageStore,
  createSqlRateLimiter,
  createSqlSessionStore,
  createSqlUnitOfWork,
  type Database,
  type SqlChangeFeed,
  type SqlIdempotency,
  type SqlRateLimiter,
  type SqlSessionStore,
} from '@cg/db';
import {
  cardSdkHandlers,
  createMockProviders,
  mockBaseUrls,
  mockCredentials,
  type MockProviders,
  type MockProvidersOptions,
} from '@cg/mocks';
import { createArgon2Hasher } from '#src/market/argon2';
import { createBackground, type Background } from '#src/market/background';
import { createSharpImageProcessor, type ImageWorkLimits } from '#src/market/images';
import { idempotencyHook } from '#src/market/idempotency';

export interface ServerMarketplace {
  readonly marketplace: Marketplace;
  /** What providers' verified notifications call. */
  readonly events: ProviderEvents;
  readonly sessions: SqlSessionStore;
  readonly limiter: SqlRateLimiter;
  /** Work answers do not wait for (a password-reset link; decision 033), awaited before the database closes. */
  readonly background: Background;
  /** What the use cases publish: stored in `domain_events`, heard by every API process. */
  readonly changes: SqlChangeFeed & {
    /**
     * Hears a change as this process publishes it, before it is stored (a use case publishes once
     * its writes are committed, before its answer): what this process caches is dropped before the
     * writer's answer goes out (decision 039). Returns unsubscribe.
     */
    onPublish(listener: (change: Change) => void): () => void;
  };
  readonly clock: Clock;
  /** The payment provider's client, for what the port does not cover (card tokens in tests). */
  readonly paymentClient: PaymentProviderClient;
  /** The in-process sandbox (its e-mail outbox, ledger), when there is no sandbox process. */
  readonly sandbox: MockProviders | null;
  /** Reads of the stored data outside a use case (the offline e-mails look up a notification). */
  readonly store: UnitOfWork;
  /** The e-mail provider's client. */
  readonly email: EmailSender;
  /**
   * The sandbox's public browser surface (the card SDK script and what it calls), by its path on
   * the provider (`/api/pagos/sdk.js`…): the sandbox process over HTTP, or the in-process sandbox.
   * Null with a real provider, whose SDK the browser loads from the provider itself.
   */
  readonly sandboxPublicFetch: ((path: string, init?: RequestInit) => Promise<Response>) | null;
  /** Sets up a support account (decision 026): the admin CLI's and the tests' way, never a route. */
  readonly setUpSupportAccount: (input: SupportAccountInput) => Promise<{ userId: string; created: boolean }>;
  /** A stored photo as `actor` may read it: a dispute's only to its parties and support. */
  readonly readPhoto: (actor: Actor, id: string) => Promise<PhotoRead | null>;
  /** The first answers of creating requests by `Idempotency-Key` (issue 32). */
  readonly idempotency: SqlIdempotency;
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
  /** Each request the in-process sandbox receives, before it answers (tests read keys and retries). */
  readonly onSandboxRequest?: (request: Request) => void;
  /**
   * How long each provider call may take, whole answer included, before it is given up as
   * unknown (decision 031). Default: the clients' 10 s. Tests shorten it.
   */
  readonly providerTimeoutMs?: number;
  readonly clock?: Clock;
  /** Default: argon2id with OWASP's settings. Tests pass cheaper settings. */
  readonly hasher?: PasswordHasher;
  /** Where links in e-mails point (this site's origin). */
  readonly siteUrl?: string;
  /** Told what the change feed cannot throw to anyone (a failed insert, a lost listener). */
  readonly onChangeFeedError?: (error: unknown, context: string) => void;
  /** Images processed at once and waiting (decision 039). Default: IMAGE_WORK_LIMITS. */
  readonly imageWork?: ImageWorkLimits;
  /**
   * Ports put in place of the composed ones: the contract suite's HTTP engine runs the API over
   * the suite's fake providers, hasher and image processor (issue 33 item 2). Never set in production.
   */
  readonly ports?: Partial<Omit<MarketplacePorts, 'uow' | 'changes' | 'images' | 'clock'>>;
  /** Wraps the repositories each transaction uses (the contract suite makes a step fail mid-use-case). */
  readonly decorateRepositories?: (repos: Repositories) => Repositories;
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
  payout: `${SANDBOX_ORIGIN}${mockBaseUrls.payout}`,
};

/**
 * A `fetch` answered by the handlers in-process. As over a socket, a caller that gives up (its
 * signal aborts: the client's time limit) is let go at once while the provider's work goes on —
 * so a payout or a charge the sandbox makes after the client's timeout is made, as it would be.
 */
function answerWith(handlers: HttpHandler[], onRequest?: (request: Request) => void) {
  return async (input: string, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    onRequest?.(request.clone());
    const answer = getResponse(handlers, request).then((response) => response ?? new Response(null, { status: 404 }));
    const signal = init?.signal;
    if (!signal) return answer;
    return new Promise<Response>((resolve, reject) => {
      const giveUp = () => {
        reject(signal.reason as Error);
      };
      if (signal.aborted) giveUp();
      else signal.addEventListener('abort', giveUp, { once: true });
      answer.then(resolve, reject).finally(() => {
        signal.removeEventListener('abort', giveUp);
      });
    });
  };
}

function sandboxFetch(options: MockProvidersOptions = {}, onRequest?: (request: Request) => void) {
  const sandbox = createMockProviders({ ...options, baseUrls: sandboxUrls });
  const fetch = answerWith(sandbox.handlers, onRequest);
  // The script the browser loads must call this site's `/api/pagos` (proxied back here), not the
  // in-process origin no browser can reach: the same handler, with the public base. It comes
  // first, so it answers the script's path before the sandbox's own.
  const latency = options.latency === 'none' ? { all: 0 } : options.latency;
  const otherMs = latency?.other ?? latency?.all;
  const publicHandlers = [
    ...cardSdkHandlers({
      baseUrl: mockBaseUrls.payment,
      scenario: options.scenarios?.cardSdk,
      ...(otherMs !== undefined && { latencyMs: otherMs }),
    }),
    ...sandbox.handlers,
  ];
  const answerPublic = answerWith(publicHandlers);
  const publicFetch = (path: string, init?: RequestInit) => answerPublic(`${SANDBOX_ORIGIN}${path}`, init);
  return { sandbox, fetch, publicFetch };
}

/** How long the sandbox process may take to answer a browser's request passed through. */
const SANDBOX_PUBLIC_TIMEOUT_MS = 10_000;

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
        payout: `${remote}${mockBaseUrls.payout}`,
      }
    : sandboxUrls;
  const local = remote ? null : sandboxFetch(options.sandbox, options.onSandboxRequest);
  const fetch = local?.fetch;
  const timeoutMs = options.providerTimeoutMs;
  const paymentClient = new PaymentProviderClient({
    baseUrl: urls.payment,
    accessToken: mockCredentials.payment.accessToken,
    publicKey: mockCredentials.payment.publicKey,
    fetch,
    timeoutMs,
  });
  const images = createSqlImageStore(database.db);
  const feed = createSqlChangeFeed(database, {
    ...(options.onChangeFeedError && { onError: options.onChangeFeedError }),
  });
  const publishing = new Set<(change: Change) => void>();
  const changes: ServerMarketplace['changes'] = {
    ...feed,
    publish(change) {
      for (const listener of [...publishing]) listener(change);
      feed.publish(change);
    },
    onPublish(listener) {
      publishing.add(listener);
      return () => {
        publishing.delete(listener);
      };
    },
  };
  const idempotency = createSqlIdempotency(database.db);
  const ports: MarketplacePorts = {
    // A keyed creating request claims its key in its first write transaction (issue 32).
    uow: createSqlUnitOfWork(database.db, options.decorateRepositories, idempotencyHook(idempotency)),
    changes,
    images,
    imageProcessor: createSharpImageProcessor(options.imageWork),
    clock,
    random,
    sleep: realSleep,
    hasher: options.hasher ?? createArgon2Hasher(),
    payments: paymentClient,
    verification: new VerificationProviderClient({
      baseUrl: urls.verification,
      apiKey: mockCredentials.verification.apiKey,
      fetch,
      timeoutMs,
    }),
    email: new EmailProviderClient({
      baseUrl: urls.email,
      apiKey: mockCredentials.email.apiKey,
      siteUrl: options.siteUrl ?? 'http://127.0.0.1:3000',
      fetch,
      timeoutMs,
    }),
    payouts: new PayoutProviderClient({
      baseUrl: urls.payout,
      accessToken: mockCredentials.payout.accessToken,
      fetch,
      timeoutMs,
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
    ...options.ports,
  };
  return {
    marketplace: createMarketplaceOver(ports),
    events: createProviderEvents(ports),
    // A session's end is a change for its person only: their open streams check their own
    // session and end with it, on whichever process holds them (decision 032).
    sessions: createSqlSessionStore(database.db, {
      onEnded: (userIds) => {
        changes.publish({ topic: 'session', ids: [], audience: userIds });
      },
    }),
    limiter: createSqlRateLimiter(database.db),
    background: createBackground(),
    changes,
    clock,
    paymentClient,
    sandbox: local?.sandbox ?? null,
    store: ports.uow,
    email: ports.email,
    sandboxPublicFetch: remote
      ? (path, init) =>
          globalThis.fetch(`${remote}${path}`, {
            ...init,
            redirect: 'manual',
            signal: AbortSignal.timeout(SANDBOX_PUBLIC_TIMEOUT_MS),
          })
      : (local?.publicFetch ?? null),
    setUpSupportAccount: (input) => setUpSupportAccount(ports, input),
    readPhoto: (actor, id) => readPhoto(ports, actor, id),
    idempotency,
  };
}
