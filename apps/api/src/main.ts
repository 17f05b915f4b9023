// The API server's entry point: reads its settings from the environment, opens and migrates the
// database, serves the marketplace's API and the site's static build, and stops gracefully on
// SIGTERM (closing the database last). Run with `node --import tsx`.
//   PORT (3000), HOST (127.0.0.1), TRUST_PROXY (unset: no proxy), SITE_DIR (the site's build),
//   DATABASE_URL (PostgreSQL; unset: PGlite in DATA_DIR), DATA_DIR (./.data at the repository root),
//   WEBHOOK_SECRET (the payment provider's signing secret; unset: generated once into DATA_DIR),
//   VERIFICATION_WEBHOOK_SECRET (the identity verification provider's; unset: WEBHOOK_SECRET — the
//   sandbox signs both providers' notifications with one), PAYOUT_WEBHOOK_SECRET (the payout
//   provider's; unset: WEBHOOK_SECRET),
//   SANDBOX_URL (required: the provider sandbox process, e.g. http://127.0.0.1:3100 — `npm start`
//   starts it and passes it; unset, the server refuses to start: it holds no simulator, decision 037),
//   OFFLINE_MAIL_GRACE_MS (15 s), MESSAGE_MAIL_WAIT_MS (5 min): when a notification is e-mailed to
//   someone with no page open (a message only if still unread after the longer wait),
//   COUPONS_FILE (a JSON file of the platform's coupons, issued at start-up; decision 023),
//   SUPPORT_EMAIL and SUPPORT_PASSWORD (a support account set up at start-up, as the support CLI
//   does; decision 026),
//   TEST_RAISED_LIMITS=1 (end-to-end runs only: rate limits far above what a test does — every
//   test comes from 127.0.0.1; refused unless the server listens on a loopback address),
//   LOG_FORMAT (json | terminal; unset: terminal when stdout is a terminal, else json),
//   IMAGE_QUEUE_MAX (16: photos waiting to be processed, one at a time, past which 503; decision 039),
//   PUBLIC_CACHE_MB (32: the public reads' shared cache; 0: none; decision 039),
//   PUBLIC_ORIGIN (the origins the site is served at, comma-separated; unset: 127.0.0.1, localhost,
//   [::1] and HOST at PORT — a request addressed to any other name is refused; decision 032)
import { randomBytes, randomUUID } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSqlPresence, openDatabase, prunePresence, sweepReceiptFiles } from '@cg/db';
import { createApp } from '#src/app';
import { logFormatOf, loggerFor, type Logger } from '#src/log';
import { defaultPublicOrigins, parsePublicOrigins } from '#src/origin';
import { composeMarketplace, sandboxProcess } from '#src/market/compose';
import { issueCouponsFromFile } from '#src/market/coupons';
import { createApi, UPLOAD_BODY_BYTES, UPLOAD_PATHS, WEBHOOK_PATHS } from '#src/market/api';
import { createEventStreams } from '#src/market/event-streams';
import { IMAGE_WORK_LIMITS } from '#src/market/images';
import { MESSAGE_WAIT_MS, OFFLINE_GRACE_MS, startOfflineMail } from '#src/market/offline-mail';
import { serveUntilStopped } from '#src/server';

const here = path.dirname(fileURLToPath(import.meta.url));
const siteDir = path.resolve(process.env.SITE_DIR ?? path.join(here, '../../site/build/client'));
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(here, '../../../.data'));
// JSON lines, unless the output is a terminal (LOG_FORMAT overrides either way; decision 013).
function chosenLogger(): Logger {
  try {
    return loggerFor(logFormatOf(process.env.LOG_FORMAT, process.stdout.isTTY));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
const logger = chosenLogger();
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const trustProxy = ['1', 'true'].includes(process.env.TRUST_PROXY ?? '');

// The names this site answers to (DNS rebinding, decision 032): PUBLIC_ORIGIN, or this machine's
// loopback names and HOST at the port — known once listening when PORT is 0.
let configuredOrigins: string[] | null = null;
try {
  configuredOrigins = process.env.PUBLIC_ORIGIN === undefined ? null : parsePublicOrigins(process.env.PUBLIC_ORIGIN);
} catch (error) {
  logger.error('PUBLIC_ORIGIN', { error });
  process.exit(1);
}
let publicOrigins: readonly string[] = configuredOrigins ?? defaultPublicOrigins(host, port);

// Raised limits are for a test server on this machine: a server reachable from elsewhere refuses
// the setting rather than run without its limits.
const raisedLimits = process.env.TEST_RAISED_LIMITS === '1';
if (raisedLimits && !['127.0.0.1', '::1', 'localhost'].includes(host)) {
  logger.error('TEST_RAISED_LIMITS is for a test server on a loopback address only', { host });
  process.exit(1);
}
const RAISED = 100_000;
const limits = raisedLimits
  ? {
      loginPerAddress: RAISED,
      loginPerAccount: RAISED,
      loginPerAccountAddress: RAISED,
      passwordCheckPerUser: RAISED,
      registerPerAddress: RAISED,
      codePerAddress: RAISED,
      publishPerUser: RAISED,
      chatPerUser: RAISED,
      tripPerUser: RAISED,
      verificationPerUser: RAISED,
      resetPerAddress: RAISED,
      couponPerUser: RAISED,
      cardSavePerUser: RAISED,
      guestPublishPerAddress: RAISED,
      guestTokenPerAddress: RAISED,
      contactPerAddress: RAISED,
      contactPerUser: RAISED,
      invitePerUser: RAISED,
      packPerUser: RAISED,
    }
  : undefined;
if (raisedLimits) logger.warn('rate limits raised for tests (TEST_RAISED_LIMITS=1)');

// The providers are a process of their own (decision 037): the server holds no simulator, and
// without their address it does not start half-working.
const sandboxUrl = process.env.SANDBOX_URL;
if (!sandboxUrl) {
  logger.error(
    'SANDBOX_URL is not set: the API reaches the payment, verification, e-mail and payout providers at the sandbox process (`npm start` starts both; alone: `node scripts/pnpm.mjs --filter @cg/mocks start`, then SANDBOX_URL=http://127.0.0.1:3100 and the same WEBHOOK_SECRET)',
  );
  process.exit(1);
}

// The public reads' shared cache, in MiB (decision 039).
const publicCacheMb = Number(process.env.PUBLIC_CACHE_MB ?? 32);
if (!Number.isFinite(publicCacheMb) || publicCacheMb < 0) {
  logger.error('PUBLIC_CACHE_MB must be a number of MiB, 0 or more', { value: process.env.PUBLIC_CACHE_MB });
  process.exit(1);
}

// Photos waiting to be processed past which a publish is refused with 503 (decision 039).
const imageQueueMax = Number(process.env.IMAGE_QUEUE_MAX ?? IMAGE_WORK_LIMITS.maxWaiting);
if (!Number.isInteger(imageQueueMax) || imageQueueMax < 0) {
  logger.error('IMAGE_QUEUE_MAX must be a whole number, 0 or more', { value: process.env.IMAGE_QUEUE_MAX });
  process.exit(1);
}

const hasSite = existsSync(path.join(siteDir, 'index.html'));
if (!hasSite) logger.warn('no site build: serving /api only', { siteDir });

const database = await openDatabase({
  ...(process.env.DATABASE_URL && { DATABASE_URL: process.env.DATABASE_URL }),
  DATA_DIR: dataDir,
});
await database.migrate();
logger.info('database ready', {
  engine: database.engine,
  ...(database.engine === 'pglite' && { dataDir }),
});

/** The provider's signing secret: from the environment, or made once and kept beside the data. */
function webhookSecret(): string {
  if (process.env.WEBHOOK_SECRET) return process.env.WEBHOOK_SECRET;
  const file = path.join(dataDir, 'webhook-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  chmodSync(file, 0o600);
  return readFileSync(file, 'utf8').trim();
}

const market = composeMarketplace({
  database,
  // Links in e-mails: the first public origin when configured.
  siteUrl: configuredOrigins?.[0] ?? `http://${host}:${port}`,
  providers: sandboxProcess(sandboxUrl),
  imageWork: { ...IMAGE_WORK_LIMITS, maxWaiting: imageQueueMax },
  onChangeFeedError: (error, context) => {
    logger.warn('change feed', { context, error });
  },
});
// The platform's coupons, by configuration (never by a person): a bad file stops the start.
if (process.env.COUPONS_FILE) {
  const issued = await issueCouponsFromFile(market.store, path.resolve(process.env.COUPONS_FILE));
  logger.info('coupons issued', { codes: issued.map((c) => c.code) });
}
// A support account, by configuration (never by registering): an e-mail a person holds stops the start.
if (process.env.SUPPORT_EMAIL && process.env.SUPPORT_PASSWORD) {
  const support = await market.setUpSupportAccount({
    email: process.env.SUPPORT_EMAIL,
    password: process.env.SUPPORT_PASSWORD,
    firstName: 'Soporte',
    lastName: 'Conexión Global',
  });
  logger.info('support account', { created: support.created });
}
// Open change streams never end by themselves: a stop ends them first, so that draining the
// server waits only for the requests in flight (registered before the server's own handlers).
// Who has a page open, shared between processes (a person connected to another process is not
// away): marked when their first stream opens here, refreshed every PRESENCE_REFRESH_MS, stale
// after three missed refreshes (a killed process), removed when their last stream closes.
const PRESENCE_REFRESH_MS = 10_000;
const presence = createSqlPresence(database.db, { processId: randomUUID(), staleMs: 3 * PRESENCE_REFRESH_MS });
const presenceFailed = (error: unknown) => logger.warn('presence', { error });
const eventStreams = createEventStreams({
  onOnline: (userId) => void presence.mark([userId]).catch(presenceFailed),
  onOffline: (userId) => void presence.leave(userId).catch(presenceFailed),
});
const presenceRefresh = setInterval(
  () => void presence.mark(eventStreams.users()).catch(presenceFailed),
  PRESENCE_REFRESH_MS,
);
presenceRefresh.unref();
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    eventStreams.closeAll();
  });
}
// Notifications by e-mail for people with no page open (one e-mail per notification, whichever
// process sends it: the claim is a row in the database).
const offlineMail = startOfflineMail({
  changes: market.changes,
  store: market.store,
  email: market.email,
  isOnline: async (userId) => eventStreams.isOpenFor(userId) || (await presence.isOnline(userId)),
  logger,
  claim: async (id) =>
    (await market.limiter.hit(`activity-mail:${id}`, 7 * 24 * 60 * 60 * 1000, 1, new Date())).allowed,
  graceMs: Number(process.env.OFFLINE_MAIL_GRACE_MS ?? OFFLINE_GRACE_MS),
  messageWaitMs: Number(process.env.MESSAGE_MAIL_WAIT_MS ?? MESSAGE_WAIT_MS),
});
const app = createApp({
  logger,
  trustProxy,
  publicOrigins: () => publicOrigins,
  health: async () => {
    if (!(await database.ping())) throw new Error('database unreachable');
  },
  uploadPaths: UPLOAD_PATHS,
  limits: { uploadBytes: UPLOAD_BODY_BYTES },
  originCheckExempt: WEBHOOK_PATHS,
  api: createApi({
    market,
    logger,
    trustProxy,
    webhookSecret: webhookSecret(),
    ...(process.env.VERIFICATION_WEBHOOK_SECRET && {
      verificationWebhookSecret: process.env.VERIFICATION_WEBHOOK_SECRET,
    }),
    ...(process.env.PAYOUT_WEBHOOK_SECRET && { payoutWebhookSecret: process.env.PAYOUT_WEBHOOK_SECRET }),
    ...(limits && { limits }),
    // A visitor's public reads from a cache of this size (0: none; decision 039).
    publicCache: { maxBytes: publicCacheMb * 1024 * 1024 },
    events: {
      streams: eventStreams,
      // Every test's browser comes from 127.0.0.1: one address for all their streams.
      ...(raisedLimits && { limits: { perUser: RAISED, perAddress: RAISED } }),
    },
  }),
  ...(hasSite && {
    staticRoot: siteDir,
    // `/pedidos/:id`'s document paints the request's name and photo (decision 024): what a
    // visitor sees of it, whoever asks.
    requestShell: async (id: string) => {
      const request = await market.marketplace.requests.get(null, id);
      return request && { productName: request.productName, imageId: request.imageId, isExample: request.isExample };
    },
  }),
});

// Sessions past their end are refused when presented; their rows are deleted now and then, and so
// are the change events older than a client could still replay (7 days), rate-limit counters
// and marks older than any window (31 days), and purchase receipts' files no order names.
const sweep = async () => {
  try {
    const removed = await market.sessions.sweep(new Date());
    if (removed > 0) logger.info('sessions swept', { removed });
  } catch (error) {
    logger.warn('session sweep failed', { error });
  }
  try {
    await prunePresence(database.db, new Date(Date.now() - 24 * 60 * 60 * 1000));
  } catch (error) {
    logger.warn('presence sweep failed', { error });
  }
  try {
    const removed = await market.idempotency.sweep(new Date());
    if (removed > 0) logger.info('idempotency keys swept', { removed });
  } catch (error) {
    logger.warn('idempotency key sweep failed', { error });
  }
  try {
    const removed = await market.changes.sweep(new Date());
    if (removed > 0) logger.info('change events swept', { removed });
  } catch (error) {
    logger.warn('change event sweep failed', { error });
  }
  try {
    const removed = await market.limiter.sweep(new Date());
    if (removed > 0) logger.info('rate-limit rows swept', { removed });
  } catch (error) {
    logger.warn('rate-limit sweep failed', { error });
  }
  try {
    // An hour old: an upload still on its way to the order's write is seconds old (decision 050).
    const removed = await sweepReceiptFiles(database.db, new Date(Date.now() - 60 * 60 * 1000));
    if (removed > 0) logger.info('unnamed receipt files swept', { removed });
  } catch (error) {
    logger.warn('receipt file sweep failed', { error });
  }
};
await sweep();
const sweeper = setInterval(() => void sweep(), 60 * 60 * 1000);
sweeper.unref();

// Withdrawals still pending — an order whose answer never came, a payout webhook lost while this
// server was down — are asked about at start and every hour (decision 031). In the background:
// each provider call is bounded by the client's time limit, and the start does not wait for them.
const settleWithdrawals = async () => {
  try {
    const found = await market.events.settlePendingWithdrawals();
    if (Object.values(found).some((n) => n > 0)) logger.info('pending withdrawals asked about', found);
  } catch (error) {
    logger.warn('pending withdrawals not asked about', { error });
  }
};
void settleWithdrawals();
const withdrawalSweeper = setInterval(() => void settleWithdrawals(), 60 * 60 * 1000);
withdrawalSweeper.unref();

// Money the payment provider has not confirmed — a partial refund whose answer never came, a
// top-up whose answer (and notification) was lost — is asked about at start and every hour, under
// each attempt's own key or by its reference (decisions 049, 052): at most 50 orders a run. Counts
// only are logged (no person's data); another process's sweep at the same time cannot refund twice.
const settleOwedMoney = async () => {
  try {
    const found = await market.events.settleOwedMoney();
    if (Object.values(found).some((n) => n > 0)) logger.info('owed money asked about', found);
  } catch (error) {
    logger.warn('owed money not asked about', { error });
  }
};
void settleOwedMoney();
const owedMoneySweeper = setInterval(() => void settleOwedMoney(), 60 * 60 * 1000);
owedMoneySweeper.unref();

const listening = await serveUntilStopped(app, {
  port,
  host,
  logger,
  onClose: async () => {
    clearInterval(sweeper);
    clearInterval(withdrawalSweeper);
    clearInterval(owedMoneySweeper);
    clearInterval(presenceRefresh);
    offlineMail.close();
    await presence.leaveAll().catch(presenceFailed);
    // What is still being stored goes in before the database closes.
    await market.background.idle();
    await market.changes.close();
    await database.close();
  },
});
// Set before any request is read: this runs in the same turn as the listening callback.
if (!configuredOrigins) publicOrigins = defaultPublicOrigins(host, listening.port);
logger.info('public origins', { origins: publicOrigins, configured: configuredOrigins !== null });
if (!configuredOrigins && ['0.0.0.0', '::'].includes(host)) {
  logger.warn('HOST listens on every interface, but without PUBLIC_ORIGIN only the names above are answered', {
    hint: `PUBLIC_ORIGIN=http://<this machine's address>:${String(listening.port)}`,
  });
}
