// The provider sandbox as a process of its own: node:http in front of the same MSW handlers the
// browser's service worker runs (msw's getResponse, no patched globals), its state in one file in
// a data directory, and Mercado Pago-style signed webhooks for payments and for identity
// verification decisions. Several API processes can share one sandbox, and its ledger survives a
// restart or a crash.
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import {
  chmodSync,
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { HttpResponse, getResponse, http, type HttpHandler } from 'msw';
import { createMockProviders, type MockLatency } from '../providers';
import { mockProviders, rememberScenariosFromQuery, storedScenario } from '../scenarios';
import type { KeyValueStorage } from '../storage';
import { createFileStorage } from './file-storage';
import { WebhookOutbox, type WebhookRetryOptions } from './webhook-outbox';

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
  readonly port: number;
  /** Stops accepting, lets requests in flight finish, stops the webhooks (undelivered ones stay queued), frees the data directory. */
  close(): Promise<void>;
}

const defaultMaxBodyBytes = 20 * 1024 * 1024;
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'te',
  'trailer',
]);

class PayloadTooLarge extends Error {}

function json(res: ServerResponse, status: number, body: unknown, close = false): void {
  res.writeHead(status, { 'content-type': 'application/json', ...(close && { connection: 'close' }) });
  res.end(JSON.stringify(body));
}

/** node's request as a fetch Request; the body is streamed and cut at `limit` bytes. */
function toRequest(req: IncomingMessage, origin: string, limit: number, signal: AbortSignal) {
  const headers = new Headers();
  for (let index = 0; index + 1 < req.rawHeaders.length; index += 2) {
    const name = req.rawHeaders[index] ?? '';
    if (!hopByHop.has(name.toLowerCase())) headers.append(name, req.rawHeaders[index + 1] ?? '');
  }
  let url: URL;
  try {
    url = new URL(req.url ?? '/', `http://${req.headers.host ?? ''}`);
  } catch {
    url = new URL(req.url ?? '/', origin);
  }
  const state = { tooLarge: false };
  const method = req.method ?? 'GET';
  if (method === 'GET' || method === 'HEAD') return { request: new Request(url, { method, headers, signal }), state };

  let received = 0;
  const chunks = req[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done === true) {
        controller.close();
        return;
      }
      received += next.value.byteLength;
      if (received > limit) {
        state.tooLarge = true;
        controller.error(new PayloadTooLarge(`request body over ${limit} bytes`));
        return;
      }
      controller.enqueue(new Uint8Array(next.value.buffer, next.value.byteOffset, next.value.byteLength));
    },
  });
  const init: RequestInit & { duplex: 'half' } = { method, headers, body, signal, duplex: 'half' };
  return { request: new Request(url, init), state };
}

/** A fetch Response written to node's response, streaming its body with backpressure. */
async function sendResponse(response: Response, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (response.type === 'error') {
    // HttpResponse.error(): the `networkError` scenarios. The client must see a broken connection.
    req.socket.destroy();
    return;
  }
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && !hopByHop.has(name)) headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  res.writeHead(response.status, response.statusText || undefined, headers);
  if (req.method === 'HEAD' || !response.body) {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    // A client gone mid-answer never drains: stop reading the body instead of waiting for ever.
    if (!res.write(value)) await Promise.race([once(res, 'drain'), once(res, 'close')]);
    if (res.destroyed) {
      await reader.cancel();
      return;
    }
  }
  res.end();
}

function handleWith(handlers: HttpHandler[], origin: () => string, maxBodyBytes: number, log: (line: string) => void) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > maxBodyBytes) {
      json(
        res,
        413,
        { message: `request body over ${maxBodyBytes} bytes`, error: 'payload_too_large', status: 413 },
        true,
      );
      return;
    }
    const aborted = new AbortController();
    res.once('close', () => {
      if (!res.writableFinished) aborted.abort();
    });
    const { request, state } = toRequest(req, origin(), maxBodyBytes, aborted.signal);
    let response: Response | undefined;
    try {
      response = await getResponse(handlers, request);
    } catch (error) {
      if (!state.tooLarge) {
        log(
          `Sandbox: ${request.method} ${request.url} failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    if (state.tooLarge) {
      json(
        res,
        413,
        { message: `request body over ${maxBodyBytes} bytes`, error: 'payload_too_large', status: 413 },
        true,
      );
      return;
    }
    if (!response) {
      const { pathname } = new URL(request.url);
      json(res, 404, {
        message: `no sandbox endpoint for ${request.method} ${pathname}`,
        error: 'not_found',
        status: 404,
      });
      return;
    }
    await sendResponse(response, req, res);
  };
}

/**
 * The sandbox's own endpoints: `GET /_sandbox/health`; `GET /_sandbox/scenarios` (each
 * provider's scenario); `POST /_sandbox/scenarios?mock-payment=providerDown&…` switches them with
 * the browser's query parameters (`default` clears one). Choices are kept in the data directory.
 */
function controlHandlers(storage: KeyValueStorage): HttpHandler[] {
  const current = () =>
    Object.fromEntries(mockProviders.map((provider) => [provider, storedScenario(provider, storage)() ?? 'default']));
  return [
    http.get('*/_sandbox/health', () => HttpResponse.json({ ok: true })),
    http.get('*/_sandbox/scenarios', () => HttpResponse.json(current())),
    http.post('*/_sandbox/scenarios', ({ request }) => {
      rememberScenariosFromQuery(new URL(request.url).search, storage);
      return HttpResponse.json(current());
    }),
  ];
}

/** `{dataDir}/sandbox.lock` holds the pid: two processes on one file would overwrite each other's ledger. */
function lockDataDir(dataDir: string): () => void {
  const lock = path.join(dataDir, 'sandbox.lock');
  for (;;) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      return () => rmSync(lock, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(readFileSync(lock, 'utf8').trim());
    if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
      throw new Error(`Sandbox: ${dataDir} is in use by process ${holder} (${lock}).`);
    }
    // A crashed sandbox's lock: take it over.
    rmSync(lock, { force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The secret from `{dataDir}/webhook-secret`, created once (0600) when missing or empty. */
function webhookSecretIn(dataDir: string): string {
  const file = path.join(dataDir, 'webhook-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing) {
      chmodSync(file, 0o600);
      return existing;
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32).toString('hex');
  const temp = `${file}.tmp-${process.pid}`;
  const fd = openSync(temp, 'w', 0o600);
  try {
    writeSync(fd, `${secret}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, file);
  return secret;
}

function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });
}

/** Stops accepting, waits for the connections to end (closing them past the bound). */
function drain(server: Server, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    const bound = setTimeout(() => server.closeAllConnections(), timeoutMs);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(bound);
      resolve();
    });
    server.closeIdleConnections();
  });
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
    const outbox = options.webhookUrl
      ? new WebhookOutbox({ storage, url: options.webhookUrl, secret, retry: options.webhookRetry, log })
      : undefined;
    const verificationOutbox = options.verificationWebhookUrl
      ? new WebhookOutbox({
          topic: 'verification',
          storage,
          url: options.verificationWebhookUrl,
          secret,
          retry: options.webhookRetry,
          log,
        })
      : undefined;
    const payoutOutbox = options.payoutWebhookUrl
      ? new WebhookOutbox({
          topic: 'payout',
          storage,
          url: options.payoutWebhookUrl,
          secret,
          retry: options.webhookRetry,
          log,
        })
      : undefined;
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
    const handle = handleWith(
      [...controlHandlers(storage), ...providers.handlers],
      () => origin,
      options.maxBodyBytes ?? defaultMaxBodyBytes,
      log,
    );
    const server = createServer((req, res) => {
      handle(req, res).catch((error: unknown) => {
        log(`Sandbox: answering ${req.method ?? ''} ${req.url ?? ''} failed: ${String(error)}`);
        if (!res.headersSent) json(res, 500, { message: 'sandbox error', error: 'internal_error', status: 500 });
        else res.destroy();
      });
    });
    let address: AddressInfo;
    try {
      address = await listen(server, options.port ?? 3100, host);
    } catch (error) {
      clearInterval(settle);
      await outbox?.close();
      await verificationOutbox?.close();
      await payoutOutbox?.close();
      throw error;
    }
    origin = `http://${hostInUrl}:${address.port}`;

    let closing: Promise<void> | undefined;
    return {
      url: `${origin}/`,
      port: address.port,
      close: () =>
        (closing ??= (async () => {
          await drain(server, options.shutdownTimeoutMs ?? 10_000);
          clearInterval(settle);
          await outbox?.close();
          await verificationOutbox?.close();
          await payoutOutbox?.close();
          unlock();
        })()),
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
