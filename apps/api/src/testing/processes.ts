// The API and the provider sandbox as real processes, started the way `npm start` starts them
// (node --import tsx), for the tests that must kill one with SIGKILL or run two side by side.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createServer, request as httpRequest } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '@cg/db/testing';
import { mockCredentials, testCardNumbers } from '@cg/mocks';
import { browser, photo } from '#src/testing/market';

export { freePort };

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const mocksDir = path.resolve(apiDir, '../../mocks');

export interface Running {
  readonly child: ChildProcessWithoutNullStreams;
  readonly url: string;
  readonly output: () => string;
  readonly exited: Promise<number | null>;
  /** SIGKILL, as a crash or the OOM killer would: no handler runs. Resolves once it is gone. */
  kill9(): Promise<void>;
  /** SIGTERM and wait (the graceful stop). */
  stop(): Promise<void>;
}

const everyChild = new Set<ChildProcessWithoutNullStreams>();

/** Kills whatever a test left running (its afterEach/afterAll). */
export function killAll(): void {
  for (const child of everyChild) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  everyChild.clear();
}

function launch(cwd: string, entry: string, env: Record<string, string>, ready: RegExp): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], { cwd, env: { ...process.env, ...env } });
  everyChild.add(child);
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const gone = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
    everyChild.delete(child);
  };
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      const url = ready.exec(output)?.[1];
      if (url) {
        clearInterval(timer);
        resolve({
          child,
          url: url.replace(/\/$/, ''),
          output: () => output,
          exited,
          kill9: () => gone('SIGKILL'),
          stop: () => gone('SIGTERM'),
        });
      } else if (child.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(`${entry} exited before it was ready:\n${output}`));
      }
    }, 20);
  });
}

/** The API server: PGlite in `dataDir`, or PostgreSQL at `databaseUrl`. */
export function startApi(options: {
  port: number;
  dataDir: string;
  secret: string;
  /** The sandbox process (main.ts starts only with its providers' address; decision 037). */
  sandboxUrl: string;
  databaseUrl?: string;
  env?: Record<string, string>;
}): Promise<Running> {
  return launch(
    apiDir,
    'src/main.ts',
    {
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      WEBHOOK_SECRET: options.secret,
      // No site: these tests speak to /api only.
      SITE_DIR: path.join(options.dataDir, 'no-site'),
      SANDBOX_URL: options.sandboxUrl,
      ...(options.databaseUrl && { DATABASE_URL: options.databaseUrl }),
      ...options.env,
    },
    /Conexión Global: (http:\/\/\S+)/,
  );
}

/** The provider sandbox: its ledger and webhook outbox on disk in `dataDir`. */
export function startSandbox(options: {
  dataDir: string;
  secret: string;
  webhookBase: string;
  /** SANDBOX_LATENCY (`none`, or `all=0,payment=3000`). */
  latency: string;
}): Promise<Running> {
  return launch(
    mocksDir,
    'src/server/main.ts',
    {
      SANDBOX_PORT: '0',
      SANDBOX_HOST: '127.0.0.1',
      SANDBOX_DATA_DIR: options.dataDir,
      SANDBOX_LATENCY: options.latency,
      WEBHOOK_URL: `${options.webhookBase}/api/webhooks/payments`,
      VERIFICATION_WEBHOOK_URL: `${options.webhookBase}/api/webhooks/verification`,
      PAYOUT_WEBHOOK_URL: `${options.webhookBase}/api/webhooks/payouts`,
      WEBHOOK_SECRET: options.secret,
    },
    /Sandbox: (http:\/\/\S+?)\/?\s/,
  );
}

/**
 * A relay in front of the API for the sandbox's notifications, which a test can cut: while cut,
 * every connection is dropped, as if the API were unreachable, whatever the API itself is doing.
 */
export async function webhookRelay(target: () => string) {
  let cut = false;
  const server = createServer((incoming, outgoing) => {
    if (cut) {
      incoming.socket.destroy();
      return;
    }
    const url = new URL(incoming.url ?? '/', target());
    const forwarded = httpRequest(
      url,
      { method: incoming.method, headers: { ...incoming.headers, host: url.host } },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => incoming.socket.destroy());
    incoming.pipe(forwarded);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    cut: (value: boolean) => {
      cut = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Polls until `check` answers something truthy, or fails after `ms`. */
export async function until<T>(check: () => Promise<T | null | undefined | false> | T, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('gave up waiting');
    await sleep(50);
  }
}

/** Sends the three document photos and waits for the sandbox's decision (verified). */
export async function verifyThrough(b: ReturnType<typeof browser>): Promise<void> {
  const form = new FormData();
  form.set('documentType', 'DNI');
  for (const side of ['front', 'back', 'selfie']) form.set(side, await photo(64, 64), `${side}.png`);
  const sent = await b.json('/api/verification', { method: 'POST', body: form });
  if (sent.status >= 300) throw new Error(`verification refused: ${String(sent.status)}`);
  await until(async () => {
    const now = await b.json<{ status: string }>('/api/verification/refresh', { method: 'POST' });
    return now.data.status === 'verified';
  });
}

/** A card token for the sandbox's approved test card, made through the API as the card SDK does. */
export async function cardTokenThrough(b: ReturnType<typeof browser>): Promise<string> {
  const made = await b.json<{ id: string }>(
    `/api/pagos/v1/card_tokens?public_key=${encodeURIComponent(mockCredentials.payment.publicKey)}`,
    {
      method: 'POST',
      body: {
        card_number: testCardNumbers.approved,
        expiration_month: 12,
        expiration_year: 2030,
        security_code: '123',
        cardholder: { name: 'APRO' },
      },
    },
  );
  if (made.status >= 300) throw new Error(`card token refused: ${String(made.status)}`);
  return made.data.id;
}
