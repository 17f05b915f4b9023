import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { CreatePaymentInput } from '@cg/domain';
import {
  PaymentProviderClient,
  PayoutProviderClient,
  VerificationProviderClient,
  type CardDetails,
  type PaymentProviderClientOptions,
} from '../domain';
import { mockBaseUrls, mockCredentials } from '../config';
import { createMockProviders } from '../providers';
import { createMemoryStorage } from '../storage';
import { testCardNumbers } from '../payment/cards';
import {
  verifyWebhookSignature,
  type PaymentNotification,
  type PayoutNotification,
  type VerificationNotification,
} from '../webhooks';
import { startSandbox, type Sandbox, type SandboxOptions } from './sandbox';
import { WebhookOutbox } from './webhook-outbox';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function dataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cg-sandbox-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const secret = 'test-webhook-secret';
const fastRetry = { initialDelayMs: 20, maxDelayMs: 80 };

async function sandbox(options: Partial<SandboxOptions> & { dataDir: string }): Promise<Sandbox> {
  const logs: string[] = [];
  const started = await startSandbox({
    port: 0,
    latency: 'none',
    webhookSecret: secret,
    webhookRetry: fastRetry,
    log: (line) => logs.push(line),
    ...options,
  });
  cleanups.push(() => started.close());
  return started;
}

interface Received {
  readonly url: URL;
  readonly headers: IncomingHttpHeaders;
  readonly body: PaymentNotification;
  readonly answered: number;
}

/** A webhook receiver on a free loopback port; `answer` picks each request's status. */
async function receiver(answer: (index: number) => number = () => 200) {
  const received: Received[] = [];
  const waiters: (() => void)[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const status = answer(received.length);
      received.push({
        url: new URL(req.url ?? '/', 'http://receiver'),
        headers: req.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as PaymentNotification,
        answered: status,
      });
      res.writeHead(status).end();
      for (const wake of waiters.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The sandbox's keep-alive connections would hold the close for seconds.
        server.closeAllConnections();
      }),
  );
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/webhooks/payments`,
    received,
    /** Resolves once `count` requests have arrived. */
    async until(count: number, timeoutMs = 5000): Promise<Received[]> {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`${received.length} of ${count} webhooks arrived`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
      return received.slice(0, count);
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function client(baseUrl: string, fetchImpl?: PaymentProviderClientOptions['fetch']): PaymentProviderClient {
  let key = 0;
  return new PaymentProviderClient({
    baseUrl,
    accessToken: mockCredentials.payment.accessToken,
    publicKey: mockCredentials.payment.publicKey,
    newIdempotencyKey: () => `sandbox-key-${++key}`,
    timeoutMs: 5000,
    ...(fetchImpl && { fetch: fetchImpl }),
  });
}

function card(cardNumber: string): CardDetails {
  return {
    cardNumber,
    expirationMonth: 11,
    expirationYear: 2030,
    securityCode: '123',
    cardholderName: 'Lucía Fernández',
    identification: { type: 'DNI', number: '30123456' },
  };
}

function paymentInput(cardToken: string, orderId: string): CreatePaymentInput {
  return {
    orderId,
    amountCents: 32_550,
    currency: 'USD',
    description: 'Nintendo Switch OLED',
    payer: { name: 'Lucía Fernández', email: 'lucia@example.com' },
    cardToken,
  };
}

async function pay(payments: PaymentProviderClient, cardNumber: string, orderId = 'order-1') {
  const token = await payments.createCardToken(card(cardNumber));
  return { token, payment: await payments.createPayment(paymentInput(token.id, orderId)) };
}

/** What a delivery must carry, checked against the receiver's copy. */
function expectMercadoPagoShape(delivery: Received, paymentId: string, action: PaymentNotification['action']) {
  expect(delivery.url.pathname).toBe('/api/webhooks/payments');
  expect(delivery.url.searchParams.get('data.id')).toBe(paymentId);
  expect(delivery.url.searchParams.get('type')).toBe('payment');
  expect(delivery.headers['content-type']).toBe('application/json');
  expect(delivery.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(delivery.headers['x-signature']).toMatch(/^ts=\d+,v1=[0-9a-f]{64}$/);
  expect(delivery.body).toEqual({
    action,
    api_version: 'v1',
    data: { id: paymentId },
    date_created: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
    id: expect.any(Number) as unknown,
    live_mode: false,
    type: 'payment',
    user_id: 'sandbox',
  });
}

function signed(delivery: Received) {
  return {
    dataId: delivery.url.searchParams.get('data.id'),
    requestId: String(delivery.headers['x-request-id']),
    signatureHeader: String(delivery.headers['x-signature']),
  };
}

const paymentBase = (sandboxUrl: string) => `${sandboxUrl.replace(/\/$/, '')}${mockBaseUrls.payment}`;

describe('the sandbox over HTTP', () => {
  it('answers a card token and a payment as the in-process handlers do', async () => {
    const server = await sandbox({ dataDir: dataDir() });
    const overHttp = client(paymentBase(server.url));

    const inProcess = createMockProviders({
      latency: 'none',
      baseUrls: { payment: 'http://sandbox.invalid/api/pagos' },
    });
    const inProcessFetch = async (input: string, init?: RequestInit) =>
      (await getResponse(inProcess.handlers, new Request(input, init))) ?? new Response(null, { status: 404 });
    const local = client('http://sandbox.invalid/api/pagos', inProcessFetch);

    const withoutDates = <T extends object>(value: T) =>
      JSON.parse(JSON.stringify(value, (key, item: unknown) => (/date|At$/i.test(key) ? '<date>' : item))) as T;
    for (const [number, order] of [
      [testCardNumbers.approved, 'order-a'],
      [testCardNumbers.declined, 'order-b'],
    ] as const) {
      const remote = await pay(overHttp, number, order);
      const here = await pay(local, number, order);
      expect(withoutDates(remote)).toEqual(withoutDates(here));
    }
    const [approved] = await overHttp.findPaymentsByExternalReference('order-a');
    expect(approved).toMatchObject({ status: 'approved' });
    expect(approved && (await overHttp.getPayment(approved.id))).toMatchObject({ status: 'approved' });
  });

  it('streams a multipart upload of several megabytes to the verification handlers', async () => {
    const server = await sandbox({ dataDir: dataDir() });
    const verification = new VerificationProviderClient({
      baseUrl: `${server.url.replace(/\/$/, '')}${mockBaseUrls.verification}`,
      apiKey: mockCredentials.verification.apiKey,
      timeoutMs: 10_000,
    });
    const { sessionId } = await verification.createSession({
      userId: 'user-7',
      documentType: 'DNI',
      firstName: 'Martín',
      lastName: 'Gómez',
      email: 'martin@example.com',
    });
    const photo = new Uint8Array(3 * 1024 * 1024);
    photo.set([0xff, 0xd8, 0xff, 0xe0]);
    for (const kind of ['front', 'back', 'selfie'] as const)
      await verification.upload(sessionId, kind, new Blob([photo]));
    await verification.submit(sessionId);
    expect(await verification.getDecision(sessionId)).toMatchObject({ status: 'verified', providerStatus: 'approved' });
  });

  it('serves the card SDK script, answers 404 for what no handler knows, 401 without credentials', async () => {
    const server = await sandbox({ dataDir: dataDir() });
    const script = await fetch(`${paymentBase(server.url)}/sdk.js`);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(await script.text()).toContain('MercadoPagoSim');

    const unknown = await fetch(`${server.url}nothing/here`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: 'not_found' });

    const bare = await fetch(`${paymentBase(server.url)}/v1/payments`, { method: 'POST', body: '{}' });
    expect(bare.status).toBe(401);
  });

  it('serves the mailbox page on its own origin: the e-mails sent, newest first, as HTML with a strict policy', async () => {
    const server = await sandbox({ dataDir: dataDir() });
    expect(server.mailboxUrl).toBe(`${server.url}_sandbox/correo`);
    const empty = await fetch(server.mailboxUrl);
    expect(empty.status).toBe(200);
    expect(await empty.text()).toContain('Todavía no se envió ningún correo.');
    for (const subject of ['Confirma tu correo', 'Restablece tu contraseña']) {
      const sent = await fetch(`${server.url}api/correo/emails`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${mockCredentials.email.apiKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          from: 'no-responder@conexionglobal.com.ar',
          to: ['ana@example.com'],
          subject,
          text: `${subject}: http://127.0.0.1:3000/x?token=1`,
        }),
      });
      expect(sent.status).toBe(200);
    }
    const page = await fetch(server.mailboxUrl);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html.indexOf('Restablece tu contraseña')).toBeLessThan(html.indexOf('Confirma tu correo'));
    expect(html).toContain('<a href="http://127.0.0.1:3000/x?token=1">');
    expect(html).toContain('<dd>ana@example.com</dd>');
  });

  it('refuses a body over the limit with 413, declared or streamed', async () => {
    const server = await sandbox({ dataDir: dataDir(), maxBodyBytes: 1024 });
    const url = `${paymentBase(server.url)}/v1/card_tokens?public_key=x`;
    const declared = await fetch(url, { method: 'POST', body: 'x'.repeat(2048) });
    expect(declared.status).toBe(413);

    const chunk = new TextEncoder().encode('x'.repeat(600));
    const streamed = await fetch(url, {
      method: 'POST',
      body: new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(chunk);
          controller.enqueue(chunk);
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);

    const small = await fetch(url, { method: 'POST', body: '{}' });
    expect(small.status).toBe(400);
  });

  it('switches scenarios through /_sandbox/scenarios (kept across a restart): a provider down, a broken connection', async () => {
    const dir = dataDir();
    const first = await sandbox({ dataDir: dir });
    expect(await (await fetch(`${first.url}_sandbox/health`)).json()).toEqual({ ok: true });
    const switched = await fetch(`${first.url}_sandbox/scenarios?mock-payment=providerDown&mock-email=emailDown`, {
      method: 'POST',
    });
    expect(await switched.json()).toEqual({
      payment: 'providerDown',
      verification: 'default',
      email: 'emailDown',
      cardSdk: 'default',
      payout: 'default',
    });
    await expect(client(paymentBase(first.url)).createCardToken(card(testCardNumbers.approved))).rejects.toMatchObject({
      kind: 'unavailable',
      status: 503,
    });
    await first.close();

    const second = await sandbox({ dataDir: dir });
    expect(await (await fetch(`${second.url}_sandbox/scenarios`)).json()).toMatchObject({ payment: 'providerDown' });
    await fetch(`${second.url}_sandbox/scenarios?mock-payment=networkError`, { method: 'POST' });
    await expect(fetch(`${paymentBase(second.url)}/v1/payments/1`)).rejects.toThrow(/fetch failed/);
    await fetch(`${second.url}_sandbox/scenarios?mock-payment=default`, { method: 'POST' });
    expect((await fetch(`${paymentBase(second.url)}/v1/payments/1`)).status).toBe(401);
  });

  it('refuses a second sandbox on a data directory in use', async () => {
    const dir = dataDir();
    await sandbox({ dataDir: dir });
    await expect(sandbox({ dataDir: dir })).rejects.toThrow(/in use by process/);
  });
});

describe('webhooks', () => {
  it('sends a signed payment.created that verifyWebhookSignature accepts, and refuses tampered or old', async () => {
    const hooks = await receiver();
    const server = await sandbox({ dataDir: dataDir(), webhookUrl: hooks.url });
    const { payment } = await pay(client(paymentBase(server.url)), testCardNumbers.approved);

    const [delivery] = await hooks.until(1);
    if (!delivery) throw new Error('no delivery');
    expectMercadoPagoShape(delivery, payment.id, 'payment.created');
    const received = signed(delivery);
    expect(verifyWebhookSignature(secret, received)).toBe(true);

    expect(verifyWebhookSignature(secret, { ...received, dataId: '1320000099' })).toBe(false);
    expect(verifyWebhookSignature('not-the-secret', received)).toBe(false);
    const ts = Number(/ts=(\d+)/.exec(received.signatureHeader)?.[1]);
    expect(verifyWebhookSignature(secret, received, { nowSeconds: ts + 301 })).toBe(false);
  });

  it('sends an in_process payment as created, then updated once approved, in that order, without a read', async () => {
    // The creation is refused four times (20 + 40 + 80 + 80 ms of backoff), so the approval at
    // 100 ms is queued while it is still undelivered: it must wait its turn.
    const hooks = await receiver((index) => (index < 4 ? 500 : 200));
    const server = await sandbox({
      dataDir: dataDir(),
      webhookUrl: hooks.url,
      paymentInProcessMs: 100,
      settleIntervalMs: 20,
    });
    const { payment } = await pay(client(paymentBase(server.url)), testCardNumbers.inProcess);
    expect(payment.status).toBe('in_process');

    const deliveries = await hooks.until(6);
    await sleep(200);
    expect(hooks.received.map((delivery) => `${delivery.body.action} ${delivery.answered}`)).toEqual([
      ...Array<string>(4).fill('payment.created 500'),
      'payment.created 200',
      'payment.updated 200',
    ]);
    const [created, updated] = [deliveries[4], deliveries[5]];
    if (!created || !updated) throw new Error('missing deliveries');
    expectMercadoPagoShape(created, payment.id, 'payment.created');
    expectMercadoPagoShape(updated, payment.id, 'payment.updated');
    expect(updated.body.id).toBeGreaterThan(created.body.id);
    expect(verifyWebhookSignature(secret, signed(updated))).toBe(true);
  });

  it('retries with backoff: 500, 500, then 200 gives exactly one accepted delivery of the same notification', async () => {
    const hooks = await receiver((index) => (index < 2 ? 500 : 200));
    const server = await sandbox({ dataDir: dataDir(), webhookUrl: hooks.url });
    const started = Date.now();
    await pay(client(paymentBase(server.url)), testCardNumbers.approved);

    const tries = await hooks.until(3);
    // 20 ms after the first failure, 40 ms after the second.
    expect(Date.now() - started).toBeGreaterThanOrEqual(60);
    await sleep(300);
    expect(hooks.received.map((delivery) => delivery.answered)).toEqual([500, 500, 200]);
    expect(new Set(tries.map((delivery) => delivery.body.id)).size).toBe(1);
    expect(new Set(tries.map((delivery) => delivery.headers['x-request-id'])).size).toBe(3);
    for (const delivery of tries) expect(verifyWebhookSignature(secret, signed(delivery))).toBe(true);
  });

  it('drops a notification the receiver refuses with a 4xx after 5 tries, and goes on with the next ones', async () => {
    let refuse = true;
    const hooks = await receiver(() => (refuse ? 400 : 200));
    const server = await sandbox({ dataDir: dataDir(), webhookUrl: hooks.url });
    const payments = client(paymentBase(server.url));
    await pay(payments, testCardNumbers.approved, 'order-1');
    await hooks.until(5);
    await sleep(300);
    expect(hooks.received).toHaveLength(5);

    refuse = false;
    const { payment } = await pay(payments, testCardNumbers.approved, 'order-2');
    const [, , , , , next] = await hooks.until(6);
    expect(next?.body.data.id).toBe(payment.id);
  });

  it('keeps retrying on 429 and 408 (not a refusal)', async () => {
    const hooks = await receiver((index) => [429, 408, 429, 408, 429, 408][index] ?? 204);
    const server = await sandbox({ dataDir: dataDir(), webhookUrl: hooks.url });
    await pay(client(paymentBase(server.url)), testCardNumbers.approved);
    const tries = await hooks.until(7);
    expect(tries.at(-1)?.answered).toBe(204);
  });

  it('sends nothing when no webhook URL is configured', async () => {
    const hooks = await receiver();
    const server = await sandbox({ dataDir: dataDir() });
    await pay(client(paymentBase(server.url)), testCardNumbers.approved);
    await sleep(200);
    expect(hooks.received).toHaveLength(0);
  });

  it('generates the secret once into the data directory (0600) and signs with it after a restart', async () => {
    const dir = dataDir();
    const hooks = await receiver();
    const first = await sandbox({ dataDir: dir, webhookUrl: hooks.url, webhookSecret: undefined });
    const file = path.join(dir, 'webhook-secret');
    const generated = readFileSync(file, 'utf8').trim();
    expect(generated).toMatch(/^[0-9a-f]{64}$/);
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
    await first.close();

    const second = await sandbox({ dataDir: dir, webhookUrl: hooks.url, webhookSecret: undefined });
    expect(readFileSync(file, 'utf8').trim()).toBe(generated);
    await pay(client(paymentBase(second.url)), testCardNumbers.approved);
    const [delivery] = await hooks.until(1);
    if (!delivery) throw new Error('no delivery');
    expect(verifyWebhookSignature(generated, signed(delivery))).toBe(true);
  });
});

/** A traveller's three documents sent to the sandbox's verification provider; the session's id. */
async function submitVerification(sandboxUrl: string): Promise<string> {
  const verification = new VerificationProviderClient({
    baseUrl: `${sandboxUrl.replace(/\/$/, '')}${mockBaseUrls.verification}`,
    apiKey: mockCredentials.verification.apiKey,
    timeoutMs: 5000,
  });
  const { sessionId } = await verification.createSession({
    userId: 'user-7',
    documentType: 'DNI',
    firstName: 'Martín',
    lastName: 'Gómez',
    email: 'martin@example.com',
  });
  const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]);
  for (const kind of ['front', 'back', 'selfie'] as const) await verification.upload(sessionId, kind, new Blob([jpeg]));
  await verification.submit(sessionId);
  return sessionId;
}

describe('verification webhooks', () => {
  it('announce a decision once it is due, signed, retried until acknowledged, then never again', async () => {
    const hooks = await receiver((index) => (index < 2 ? 500 : 200));
    const server = await sandbox({
      dataDir: dataDir(),
      verificationWebhookUrl: hooks.url.replace('/payments', '/verification'),
      latency: { all: 0, verificationDecision: 300 },
      settleIntervalMs: 20,
    });
    const sessionId = await submitVerification(server.url);
    // Submitted is not decided: nothing yet.
    await sleep(150);
    expect(hooks.received).toHaveLength(0);

    const tries = await hooks.until(3);
    await sleep(300);
    expect(hooks.received.map((delivery) => delivery.answered)).toEqual([500, 500, 200]);
    for (const delivery of tries) {
      expect(delivery.url.pathname).toBe('/api/webhooks/verification');
      expect(delivery.url.searchParams.get('data.id')).toBe(sessionId);
      expect(delivery.url.searchParams.get('type')).toBe('verification');
      expect(delivery.headers['x-signature']).toMatch(/^ts=\d+,v1=[0-9a-f]{64}$/);
      expect(verifyWebhookSignature(secret, signed(delivery))).toBe(true);
      expect(delivery.body as unknown as VerificationNotification).toEqual({
        action: 'verification.decided',
        api_version: 'v1',
        data: { id: sessionId },
        date_created: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
        id: expect.any(Number) as unknown,
        live_mode: false,
        type: 'verification',
        user_id: 'sandbox',
        verification: { id: sessionId, status: 'approved' },
      });
    }
    // One notification, tried three times (each try its own request id).
    expect(new Set(tries.map((delivery) => delivery.body.id)).size).toBe(1);
    expect(new Set(tries.map((delivery) => delivery.headers['x-request-id'])).size).toBe(3);
  });

  it('announce the scenario’s decision, apart from the payment notifications', async () => {
    const payments = await receiver();
    const decisions = await receiver();
    const server = await sandbox({
      dataDir: dataDir(),
      webhookUrl: payments.url,
      verificationWebhookUrl: decisions.url.replace('/payments', '/verification'),
      settleIntervalMs: 20,
    });
    await fetch(`${server.url}_sandbox/scenarios?mock-verification=verificationDeclined`, { method: 'POST' });
    const sessionId = await submitVerification(server.url);
    const [delivery] = await decisions.until(1);
    expect((delivery?.body as unknown as VerificationNotification | undefined)?.verification).toEqual({
      id: sessionId,
      status: 'declined',
    });
    expect(payments.received).toHaveLength(0);
  });

  it('send nothing without a verification webhook URL', async () => {
    const hooks = await receiver();
    const server = await sandbox({ dataDir: dataDir(), webhookUrl: hooks.url, settleIntervalMs: 20 });
    await submitVerification(server.url);
    await sleep(200);
    expect(hooks.received).toHaveLength(0);
  });

  it('leave the payment notifications queued by an earlier sandbox deliverable', async () => {
    const hooks = await receiver();
    const queued = { notificationId: 120_000_000_001, paymentId: '1320000001', action: 'payment.created' };
    const storage = createMemoryStorage({
      'sandbox:webhookOutbox': JSON.stringify({
        version: 1,
        sequence: 1,
        notified: { '1320000001': 'approved' },
        queue: [{ ...queued, status: 'approved', dateCreated: new Date().toISOString(), tries: 0, nextAttemptAt: 0 }],
      }),
    });
    const outbox = new WebhookOutbox({ storage, url: hooks.url, secret, log: () => undefined });
    cleanups.push(() => outbox.close());
    outbox.start([]);
    const [delivery] = await hooks.until(1);
    expect(delivery?.url.searchParams.get('data.id')).toBe('1320000001');
    expect(delivery?.body).toMatchObject({ action: 'payment.created', id: 120_000_000_001, type: 'payment' });
  });

  it('deliver after a restart a decision made while the receiver was down', async () => {
    const dir = dataDir();
    let up = false;
    const hooks = await receiver(() => (up ? 200 : 503));
    const url = hooks.url.replace('/payments', '/verification');
    const first = await sandbox({ dataDir: dir, verificationWebhookUrl: url, settleIntervalMs: 20 });
    const sessionId = await submitVerification(first.url);
    await hooks.until(1);
    await first.close();

    up = true;
    const before = hooks.received.length;
    await sandbox({ dataDir: dir, verificationWebhookUrl: url, settleIntervalMs: 20 });
    const delivered = (await hooks.until(before + 1)).at(-1);
    expect(delivered?.answered).toBe(200);
    expect(delivered?.body).toMatchObject({ action: 'verification.decided', data: { id: sessionId } });
    await sleep(200);
    expect(hooks.received).toHaveLength(before + 1);
  });
});

describe('a restart on the same data directory', () => {
  it('still knows an approved payment and still delivers a webhook queued before the restart', async () => {
    const dir = dataDir();
    let up = false;
    const hooks = await receiver(() => (up ? 200 : 503));
    const first = await sandbox({ dataDir: dir, webhookUrl: hooks.url });
    const { payment } = await pay(client(paymentBase(first.url)), testCardNumbers.approved);
    await hooks.until(1);
    await first.close();
    expect(hooks.received.every((delivery) => delivery.answered === 503)).toBe(true);

    up = true;
    const before = hooks.received.length;
    const second = await sandbox({ dataDir: dir, webhookUrl: hooks.url });
    expect(await client(paymentBase(second.url)).getPayment(payment.id)).toMatchObject({ status: 'approved' });
    const all = await hooks.until(before + 1);
    const delivered = all.at(-1);
    expect(delivered?.answered).toBe(200);
    expect(delivered?.body).toMatchObject({ action: 'payment.created', data: { id: payment.id } });
  });

  it('survives a SIGKILL of the sandbox process (stale lock, queued webhook, the ledger)', async () => {
    const dir = dataDir();
    let up = false;
    const hooks = await receiver(() => (up ? 200 : 503));
    const mocksDir = fileURLToPath(new URL('../..', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: mocksDir,
      env: {
        ...process.env,
        SANDBOX_PORT: '0',
        SANDBOX_DATA_DIR: dir,
        SANDBOX_LATENCY: 'none',
        WEBHOOK_URL: hooks.url,
        WEBHOOK_SECRET: secret,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    cleanups.push(() => {
      if (child.exitCode === null) child.kill('SIGKILL');
    });
    const url = await new Promise<string>((resolve, reject) => {
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString('utf8');
        const found = /Sandbox: (http:\/\/127\.0\.0\.1:\d+\/)/.exec(output);
        if (found?.[1]) resolve(found[1]);
      });
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
      child.once('exit', (code) => reject(new Error(`sandbox exited (${String(code)}): ${output}`)));
    });
    const { payment } = await pay(client(paymentBase(url)), testCardNumbers.approved);
    await hooks.until(1, 10_000);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;

    up = true;
    const before = hooks.received.length;
    const restarted = await sandbox({ dataDir: dir, webhookUrl: hooks.url });
    expect(await client(paymentBase(restarted.url)).getPayment(payment.id)).toMatchObject({ status: 'approved' });
    const delivered = (await hooks.until(before + 1)).at(-1);
    expect(delivered?.answered).toBe(200);
    expect(delivered?.body).toMatchObject({ action: 'payment.created', data: { id: payment.id } });
    if (!delivered) throw new Error('no delivery');
    expect(verifyWebhookSignature(secret, signed(delivered))).toBe(true);
  }, 30_000);
});

describe('payout webhooks', () => {
  const payouts = (sandboxUrl: string) =>
    new PayoutProviderClient({
      baseUrl: `${sandboxUrl.replace(/\/$/, '')}${mockBaseUrls.payout}`,
      accessToken: mockCredentials.payout.accessToken,
      timeoutMs: 5000,
    });
  const order = (reference: string) =>
    ({ amountCents: 2250, destinationKind: 'cbu', destination: '0110599520000001235579', reference }) as const;

  it('announce a transfer once settled, signed, retried until acknowledged, then never again', async () => {
    const hooks = await receiver((index) => (index < 1 ? 503 : 200));
    const server = await sandbox({
      dataDir: dataDir(),
      payoutWebhookUrl: hooks.url.replace('/payments', '/payouts'),
      // Settled a second after its creation: long enough that a loaded machine's late answer to
      // the creation still leaves the check below inside the pending time (150 ms did not).
      payoutSettleMs: 1000,
      settleIntervalMs: 20,
    });
    const created = await payouts(server.url).createPayout(order('withdrawal-1'), 'withdrawal-1');
    expect(created.status).toBe('pending');
    await sleep(80);
    expect(hooks.received).toHaveLength(0); // pending is not news
    const tries = await hooks.until(2);
    await sleep(200);
    expect(hooks.received.map((delivery) => delivery.answered)).toEqual([503, 200]);
    for (const delivery of tries) {
      expect(delivery.url.pathname).toBe('/api/webhooks/payouts');
      expect(delivery.url.searchParams.get('data.id')).toBe(created.id);
      expect(delivery.url.searchParams.get('type')).toBe('payout');
      expect(verifyWebhookSignature(secret, signed(delivery))).toBe(true);
      expect((delivery.body as unknown as PayoutNotification).payout).toEqual({
        id: created.id,
        status: 'transferred',
      });
      expect(delivery.body.action).toBe('payout.updated');
    }
    expect(new Set(tries.map((delivery) => delivery.body.id)).size).toBe(1);
  });

  it('announce a rejected transfer under the payoutRejected scenario', async () => {
    const hooks = await receiver();
    const server = await sandbox({
      dataDir: dataDir(),
      payoutWebhookUrl: hooks.url.replace('/payments', '/payouts'),
      payoutSettleMs: 50,
      settleIntervalMs: 20,
    });
    await fetch(`${server.url}_sandbox/scenarios?mock-payout=payoutRejected`, { method: 'POST' });
    const created = await payouts(server.url).createPayout(order('withdrawal-2'), 'withdrawal-2');
    const [delivery] = await hooks.until(1);
    expect((delivery?.body as unknown as PayoutNotification | undefined)?.payout).toEqual({
      id: created.id,
      status: 'rejected',
    });
  });
});
