// The provider sandbox as a process of its own: node:http in front of the same MSW handlers the
// browser's service worker runs (msw's getResponse, no patched globals), its state in one file in
// a data directory, and Mercado Pago-style signed webhooks for payments and for identity
// verification decisions. Several API processes can share one sandbox, and its ledger survives a
// restart or a crash.
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { HttpResponse, http, type HttpHandler } from 'msw';
import { createMockProviders, type MockLatency } from '../providers';
import { mockProviders, rememberScenariosFromQuery, storedScenario } from '../scenarios';
import type { KeyValueStorage } from '../storage';
import { mailboxPage } from '../email/mailbox-page';
import type { EmailOutbox } from '../email/outbox';
import { lockDataDir, webhookSecretIn } from './data-dir';
import { createFileStorage } from './file-storage';
import { createHandlersServer, drain, listen } from './http-front';
import { WebhookOutbox, type WebhookRetryOptions, type WebhookTopic } from './webhook-outbox';

export interface SandboxOptions {
  /** 0 = any free port. @default 3100 */
  readonly port?: number | undefined;
  /** @default '127.0.0.1' */
  readonly host?: string | undefined;
  /** Where the state (`sandbox.json`), the lock and the generated webhook secret live. */
  readonly dataDir: string;
  /** Where payment notifications go; unset = no payment webhooks. */
  readonly webhookUrl?: string | undefined;
  /**
   * Where identity verification decisions go (`?data.id={session}&type=verification`, signed with
   * the same secret); unset = none (the API then learns them only by asking).
   */
  readonly verificationWebhookUrl?: string | undefined;
  /**
   * Where payout notifications go once a transfer is transferred or rejected
   * (`?data.id={payout}&type=payout`, signed with the same secret); unset = none (the API then
   * learns them only by asking).
   */
  readonly payoutWebhookUrl?: string | undefined;
  /** Unset: generated once (32 random bytes, hex) and kept in `{dataDir}/webhook-secret` (0600). */
  readonly webhookSecret?: string | undefined;
  readonly webhookRetry?: WebhookRetryOptions | undefined;
  /** The handlers' latency. @default their defaults (2 s to charge, …) */
  readonly latency?: MockLatency | 'none' | undefined;
  /** Bodies larger than this are refused with 413. @default 20 MB */
  readonly maxBodyBytes?: number | undefined;
  /** How long an `in_process` payment stays so before it is approved. @default 5000 */
  readonly paymentInProcessMs?: number | undefined;
  /** How long a payout stays pending before it is transferred (or rejected). @default 4000 */
  readonly payoutSettleMs?: number | undefined;
  /**
   * How often `in_process` payments due are settled (so their webhook goes without a read), and
   * verification decisions due are looked for (to be announced). @default 500
   */
  readonly settleIntervalMs?: number | undefined;
  /** How long requests in flight may take to finish on close. @default 10000 */
  readonly shutdownTimeoutMs?: number | undefined;
  /** @default stderr */
  readonly log?: ((line: string) => void) | undefined;
}

export interface Sandbox {
  /** `http://{host}:{port}/`; the payment provider answers under `{url}api/pagos`. */
  readonly url: string;
  /** The mailbox page: `{url}_sandbox/correo`. */
  readonly mailboxUrl: string;
  readonly port: number;
  /** Stops accepting, lets requests in flight finish, stops the webhooks (undelivered ones stay queued), frees the data directory. */
  close(): Promise<void>;
}

const defaultMaxBodyBytes = 20 * 1024 * 1024;

/** Where the sandbox's mailbox page is, under its URL (`npm start` prints it). */
const MAILBOX_PATH = '_sandbox/correo';

/** The mailbox page's headers: nothing but its own inline style runs or loads; its links go anywhere. */
const MAILBOX_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
};

/**
 * The sandbox's own endpoints: `GET /_sandbox/health`; `GET /_sandbox/scenarios` (each
 * provider's scenario); `POST /_sandbox/scenarios?mock-payment=providerDown&…` switches them with
 * the browser's query parameters (`default` clears one). Choices are kept in the data directory.
 * `GET /_sandbox/correo`: the e-mails sent, as a page for a person (newest first).
 */
function controlHandlers(storage: KeyValueStorage, outbox: EmailOutbox): HttpHandler[] {
  const current = () =>
    Object.fromEntries(mockProviders.map((provider) => [provider, storedScenario(provider, storage)() ?? 'default']));
  return [
    http.get('*/_sandbox/health', () => HttpResponse.json({ ok: true })),
    http.get('*/_sandbox/scenarios', () => HttpResponse.json(current())),
    http.post('*/_sandbox/scenarios', ({ request }) => {
      rememberScenariosFromQuery(new URL(request.url).search, storage);
      return HttpResponse.json(current());
    }),
    http.get(`*/${MAILBOX_PATH}`, () => new HttpResponse(mailboxPage(outbox.list()), { headers: MAILBOX_HEADERS })),
  ];
}

/**
 * Starts the sandbox on `{host}:{port}` over the data directory (`@cg/mocks/server`, for tests
 * and tooling that want it in-process; `main.ts` is the process around it).
 */
export async function startSandbox(options: SandboxOptions): Promise<Sandbox> {
  const log = options.log ?? ((line: string) => void process.stderr.write(`${line}\n`));
  const dataDir = path.resolve(options.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const unlock = lockDataDir(dataDir);
  try {
    const storage = createFileStorage({ dir: dataDir, warn: log });
    const secret = options.webhookSecret ?? webhookSecretIn(dataDir);
    // One outbox a topic that has somewhere to go, all signed with the one secret.
    const outboxFor = (topic: WebhookTopic, url: string | undefined) =>
      url ? new WebhookOutbox({ topic, storage, url, secret, retry: options.webhookRetry, log }) : undefined;
    const outbox = outboxFor('payment', options.webhookUrl);
    const verificationOutbox = outboxFor('verification', options.verificationWebhookUrl);
    const payoutOutbox = outboxFor('payout', options.payoutWebhookUrl);
    const closeOutboxes = async () => {
      await outbox?.close();
      await verificationOutbox?.close();
      await payoutOutbox?.close();
    };
    const providers = createMockProviders({
      storage,
      scenarios: {
        payment: storedScenario('payment', storage),
        verification: storedScenario('verification', storage),
        email: storedScenario('email', storage),
        cardSdk: storedScenario('cardSdk', storage),
        payout: storedScenario('payout', storage),
      },
      latency: options.latency,
      paymentInProcessMs: options.paymentInProcessMs,
      payoutSettleMs: options.payoutSettleMs,
      ...(outbox && {
        onPaymentChange: (payment) => {
          outbox.observe(payment);
        },
      }),
    });
    outbox?.start(providers.ledger.payments());
    // A decision is made when it is due (`decisionDelayMs` after the submit), not by a request:
    // each one due is announced once (a decision made while the sandbox was down, after its start).
    verificationOutbox?.start(providers.verificationStore.decided());
    // A transfer settles when its delay has passed: each one settled is announced once.
    payoutOutbox?.start(providers.payoutStore.settled());
    const settle =
      outbox || verificationOutbox || payoutOutbox
        ? setInterval(() => {
            if (outbox) providers.ledger.settleDue();
            if (verificationOutbox) {
              for (const decision of providers.verificationStore.decided()) verificationOutbox.observe(decision);
            }
            if (payoutOutbox) for (const payout of providers.payoutStore.settled()) payoutOutbox.observe(payout);
          }, options.settleIntervalMs ?? 500)
        : undefined;

    const host = options.host ?? '127.0.0.1';
    const hostInUrl = host.includes(':') ? `[${host}]` : host;
    let origin = `http://${hostInUrl}`;
    const server = createHandlersServer(
      [...controlHandlers(storage, providers.outbox), ...providers.handlers],
      () => origin,
      options.maxBodyBytes ?? defaultMaxBodyBytes,
      log,
    );
    let address: AddressInfo;
    try {
      address = await listen(server, options.port ?? 3100, host);
    } catch (error) {
      clearInterval(settle);
      await closeOutboxes();
      throw error;
    }
    origin = `http://${hostInUrl}:${address.port}`;

    let closing: Promise<void> | undefined;
    return {
      url: `${origin}/`,
      mailboxUrl: `${origin}/${MAILBOX_PATH}`,
      port: address.port,
      close: () =>
        (closing ??= (async () => {
          await drain(server, options.shutdownTimeoutMs ?? 10_000);
          clearInterval(settle);
          await closeOutboxes();
          unlock();
        })()),
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
