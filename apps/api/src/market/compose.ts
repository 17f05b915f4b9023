// The API's composition root: the domain's use cases over SQL (packages/db), argon2id, sharp, the
// system clock, and the providers. Everything a request needs is built once per process here.
import {
  EmailProviderClient,
  PaymentProviderClient,
  VerificationProviderClient,
  PayoutProviderClient,
  providerUrlsAt,
  sandboxCredentials,
  type FetchFn,
  type ProviderName,
} from '@cg/providers';
import { createCryptoRandom, realSleep, systemClock, type Actor, type Marketplace, type EmailSender } from '@cg/domain';
import {
  createMarketplaceOver,
  createProviderEvents,
  readPhoto,
  setUpSupportAccount,
  type SupportAccountInput,
  type PhotoRead,
  type Change,
  type Clock,
  type MarketplacePorts,
  type PasswordHasher,
  type UnitOfWork,
  type ProviderEvents,
  type Repositories,
} from '@cg/domain/server';
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
  /** Reads of the stored data outside a use case (the offline e-mails look up a notification). */
  readonly store: UnitOfWork;
  /** The e-mail provider's client. */
  readonly email: EmailSender;
  /**
   * The sandbox's public browser surface (the card SDK script and what it calls), by its path on
   * the provider (`/api/pagos/sdk.js`…): the sandbox process over HTTP (a test's sandbox
   * in-process). Null with a real provider, whose SDK the browser loads from the provider itself.
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
   * How the providers are reached (decision 037): the sandbox process at its URL
   * ({@link sandboxProcess}; `npm start` starts it beside the API), or in a test the sandbox's
   * handlers in-process (`apps/api/src/testing/sandbox.ts`). Shipped code never holds the simulator.
   */
  readonly providers: ProviderConnection;
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

/** How the API reaches the providers: their URLs, the fetch that calls them, the sandbox's public surface. */
export interface ProviderConnection {
  /** Each provider's base URL (`…/api/pagos`…). */
  readonly urls: Record<ProviderName, string>;
  /** What the provider clients call. Default: the global fetch, over the network. */
  readonly fetch?: FetchFn;
  /**
   * The sandbox's public browser surface (the card SDK script and what it calls), by its path
   * (`/api/pagos/sdk.js`…), served on this site by the sandbox proxy. Null for a real provider,
   * whose SDK the browser loads from the provider itself.
   */
  readonly publicFetch: ((path: string, init?: RequestInit) => Promise<Response>) | null;
}

/** How long the sandbox process may take to answer a browser's request passed through. */
const SANDBOX_PUBLIC_TIMEOUT_MS = 10_000;

/**
 * The providers as the sandbox process answers them, at its URL (`SANDBOX_URL`): the real HTTP
 * clients over the network with the sandbox's test credentials — a real provider is a change of
 * URLs and credentials, not of code (decisions 015, 037).
 */
export function sandboxProcess(url: string): ProviderConnection {
  const remote = url.replace(/\/$/, '');
  return {
    urls: providerUrlsAt(remote),
    publicFetch: (path, init) =>
      globalThis.fetch(`${remote}${path}`, {
        ...init,
        redirect: 'manual',
        signal: AbortSignal.timeout(SANDBOX_PUBLIC_TIMEOUT_MS),
      }),
  };
}

export function composeMarketplace(options: ComposeOptions): ServerMarketplace {
  const { database } = options;
  const clock = options.clock ?? systemClock;
  const random = createCryptoRandom(globalThis.crypto);
  const { urls, fetch } = options.providers;
  const timeoutMs = options.providerTimeoutMs;
  const paymentClient = new PaymentProviderClient({
    baseUrl: urls.payment,
    accessToken: sandboxCredentials.payment.accessToken,
    publicKey: sandboxCredentials.payment.publicKey,
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
      apiKey: sandboxCredentials.verification.apiKey,
      fetch,
      timeoutMs,
    }),
    email: new EmailProviderClient({
      baseUrl: urls.email,
      apiKey: sandboxCredentials.email.apiKey,
      siteUrl: options.siteUrl ?? 'http://127.0.0.1:3000',
      fetch,
      timeoutMs,
    }),
    payouts: new PayoutProviderClient({
      baseUrl: urls.payout,
      accessToken: sandboxCredentials.payout.accessToken,
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
    store: ports.uow,
    email: ports.email,
    sandboxPublicFetch: options.providers.publicFetch,
    setUpSupportAccount: (input) => setUpSupportAccount(ports, input),
    readPhoto: (actor, id) => readPhoto(ports, actor, id),
    idempotency,
  };
}
