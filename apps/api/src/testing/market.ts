import sharp from 'sharp';
import { freshPglite, freshPostgres, emptyTables } from '@cg/db/testing';
import type { Database } from '@cg/db';
import type { Clock } from '@cg/domain/server';
import type { MockProviders, MockProvidersOptions } from '@cg/mocks';
import { createApp } from '#src/app';
import { composeMarketplace, type ServerMarketplace } from '#src/market/compose';
import { createArgon2Hasher } from '#src/market/argon2';
import { createApi, UPLOAD_BODY_BYTES, UPLOAD_PATHS, WEBHOOK_PATHS } from '#src/market/api';
import type { StreamLimits } from '#src/market/event-streams';
import type { ImageWorkLimits } from '#src/market/images';
import type { RateLimits } from '#src/market/limits';
import { memoryLogger } from '#src/testing/logger';
import { inProcessSandbox } from '#src/testing/sandbox';

/** Limits far above what a test does: only the tests about limits lower them. */
const RAISED: RateLimits = {
  loginPerAddress: 10_000,
  loginPerAccount: 10_000,
  loginPerAccountAddress: 10_000,
  passwordCheckPerUser: 10_000,
  registerPerAddress: 10_000,
  codePerAddress: 10_000,
  publishPerUser: 10_000,
  chatPerUser: 10_000,
  tripPerUser: 10_000,
  verificationPerUser: 10_000,
  resetPerAddress: 10_000,
  couponPerUser: 10_000,
  withdrawPerUser: 10_000,
  cardSavePerUser: 10_000,
  guestPublishPerAddress: 10_000,
  guestTokenPerAddress: 10_000,
  contactPerAddress: 10_000,
  contactPerUser: 10_000,
  invitePerUser: 10_000,
  packPerUser: 10_000,
  windowMs: 60_000,
};

/** The rate limits' window as production sets it (`DEFAULT_LIMITS.windowMs`, market/limits.ts). */
const DEFAULT_WINDOW_MS = 15 * 60 * 1000;
/** The start of the rate limits' fixed window that `ms` falls in. */
const startOfLimitWindow = (ms: number) => Math.floor(ms / DEFAULT_WINDOW_MS) * DEFAULT_WINDOW_MS;

/** A clock a test can move forward. */
export function movableClock(start = Date.now()) {
  let now = start;
  const clock: Clock & { advance(ms: number): void } = {
    now: () => new Date(now),
    advance(ms) {
      now += ms;
    },
  };
  return clock;
}

/**
 * One database per test file, emptied per server: a PGlite copied from the migrated template, or
 * — in a file that calls `usePostgres()` first — a database of its own on the run's PostgreSQL 15.
 */
let shared: Promise<Database> | null = null;
let engine: 'pglite' | 'postgres' = 'pglite';
export const usePostgres = () => {
  engine = 'postgres';
};
export const testDatabase = () => (shared ??= engine === 'postgres' ? freshPostgres() : freshPglite());

export interface TestServer {
  readonly app: ReturnType<typeof createApp>;
  /** The API's composition, and the sandbox in-process it calls (its outbox, ledger, stores). */
  readonly market: ServerMarketplace & { readonly sandbox: MockProviders };
  readonly clock: ReturnType<typeof movableClock>;
  readonly database: Database;
  readonly logLines: string[];
}

/** The API in-process over an empty database, with the sandbox answering at once. */
export async function testServer(
  options: {
    limits?: Partial<RateLimits>;
    scenarios?: MockProvidersOptions['scenarios'];
    /** The sandbox's latencies. Default: every answer at once (`slow` still waits its 30 s). */
    latency?: MockProvidersOptions['latency'];
    /** The provider clients' time limit (decision 031). Default: 10 s. */
    providerTimeoutMs?: number;
    /** Each request the sandbox receives. */
    onSandboxRequest?: (request: Request) => void;
    /** As behind a load balancer (TRUST_PROXY=1). */
    trustProxy?: boolean;
    /** Live streams open at once (raised unless a test is about them: every test is one address). */
    streamLimits?: Partial<StreamLimits>;
    /** Images processed at once and waiting (decision 039). Default: production's. */
    imageWork?: ImageWorkLimits;
  } = {},
): Promise<TestServer> {
  const database = await testDatabase();
  await emptyTables(database);
  // The rate limits count in fixed windows of `windowMs` (15 minutes): a test that counts to a
  // limit from a clock started a few seconds before a window's end saw its count start again
  // (trips.test.ts, once in CI). Every test server's clock starts a minute into a window, so a
  // test has 14 minutes of its own clock before a window ends — unless it moves past it on purpose.
  const clock = movableClock(startOfLimitWindow(Date.now()) + 60_000);
  // The sandbox's clock is the test's: an in_process payment settles when the test says.
  const { sandbox, connection } = inProcessSandbox(
    {
      latency: options.latency ?? 'none',
      now: () => clock.now().getTime(),
      ...(options.scenarios && { scenarios: options.scenarios }),
    },
    options.onSandboxRequest,
  );
  const composed = composeMarketplace({
    database,
    clock,
    providers: connection,
    ...(options.providerTimeoutMs !== undefined && { providerTimeoutMs: options.providerTimeoutMs }),
    ...(options.imageWork && { imageWork: options.imageWork }),
    // The same algorithm with a small memory cost: argon2id's OWASP settings cost ~20 ms a hash.
    hasher: createArgon2Hasher({ memoryCost: 1024, timeCost: 1 }),
  });
  const market = { ...composed, sandbox };
  const { app, lines } = appOver(market, options);
  return { app, market, clock, database, logLines: lines };
}

/** The API app over a composed marketplace, as production builds it, with the tests' raised limits. */
export function appOver(
  market: ServerMarketplace,
  options: {
    limits?: Partial<RateLimits>;
    trustProxy?: boolean;
    streamLimits?: Partial<StreamLimits>;
  } = {},
) {
  const { logger, lines } = memoryLogger();
  const app = createApp({
    logger,
    // As in production: a request addressed to another name is refused (the tests' is localhost).
    publicOrigins: [ORIGIN],
    uploadPaths: UPLOAD_PATHS,
    limits: { uploadBytes: UPLOAD_BODY_BYTES },
    originCheckExempt: WEBHOOK_PATHS,
    ...(options.trustProxy && { trustProxy: true }),
    api: createApi({
      market,
      logger,
      webhookSecret: WEBHOOK_SECRET,
      limits: { ...RAISED, ...options.limits },
      events: { limits: { perUser: 10_000, perAddress: 10_000, ...options.streamLimits } },
      ...(options.trustProxy && { trustProxy: true }),
    }),
  });
  return { app, lines };
}

/** The signing secret the test server shares with the tests' provider notifications. */
export const WEBHOOK_SECRET = 'prueba-secreto-de-webhooks';

const ORIGIN = 'http://localhost';

/** Whatever answers requests: the app in-process, or a real server through fetch (`over`). */
interface Answers {
  request(url: string, init: RequestInit): Response | Promise<Response>;
}

/** A server in another process, reached over loopback: `browser(over(url), url)`. */
export const over = (base: string): Answers => ({
  request: (url, init) => fetch(url.replace(ORIGIN, base.replace(/\/$/, '')), init),
});

/** One person's browser: its own cookies, the site's Origin on every request. */
export function browser(
  app: Answers,
  origin: string = ORIGIN,
  options: {
    /** Shared with another browser object: one person on two API processes. */
    cookies?: Map<string, string>;
    /** Sent with every request (X-Forwarded-For, as a load balancer adds it). */
    headers?: Record<string, string>;
  } = {},
) {
  const cookies = options.cookies ?? new Map<string, string>();
  const responses: unknown[] = [];
  async function request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    for (const [name, value] of Object.entries(options.headers ?? {})) if (!headers.has(name)) headers.set(name, value);
    headers.set('Origin', origin.replace(/\/$/, ''));
    if (cookies.size > 0) headers.set('Cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await app.request(`${ORIGIN}${path}`, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (/max-age=0/i.test(line) || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
    return response;
  }
  // T is what the test expects the route to answer (read, not checked: the test's assertions check it).
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
  async function json<T = unknown>(
    path: string,
    init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) {
    const body = init.body;
    const isForm = body instanceof FormData;
    const response = await request(path, {
      ...init,
      ...(body !== undefined && {
        body: isForm ? body : JSON.stringify(body),
        headers: isForm ? init.headers : { 'Content-Type': 'application/json', ...init.headers },
      }),
    } as RequestInit);
    const text = await response.text();
    const data: unknown = text ? JSON.parse(text) : null;
    responses.push(data);
    return { status: response.status, data: data as T, headers: response.headers };
  }
  return { request, json, cookies, responses };
}

export const person = (firstName: string, email: string) => ({
  firstName,
  lastName: 'Pérez',
  email,
  birthDate: '1990-05-01',
  dialCode: '+54',
  phone: '11 5555 1234',
  documentNumber: '30123456',
  password: 'secreto123',
  confirmPassword: 'secreto123',
});

/** A real photo: 2400×1600 PNG (so the server has something to scale down). */
export async function photo(width = 2400, height = 1600): Promise<Blob> {
  const png = await sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(png)], { type: 'image/png' });
}

/**
 * What a delivered order of `requestForm` releases to its traveller's wallet, withdrawable (decision
 * 049): the price she advanced (US$ 159,99) + the reward less the commission (US$ 25 − 10 %).
 */
export const RELEASED_CENTS = 15_999 + 2250;

export function requestForm(image: Blob | null, overrides: Record<string, string> = {}): FormData {
  const form = new FormData();
  const fields = {
    productName: 'Kindle Paperwhite',
    productUrl: 'https://www.amazon.com/dp/B0CFPJYX7P',
    estimatedPrice: '159.99',
    currency: 'USD',
    country: 'Estados Unidos',
    reward: '25',
    category: 'tecnologia',
    notes: 'Versión de 16 GB',
    ...overrides,
  };
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (image) form.set('image', image, 'foto.png');
  return form;
}
