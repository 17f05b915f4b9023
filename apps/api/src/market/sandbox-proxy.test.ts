// The payment sandbox's browser surface through the API: the card SDK script and the card tokens
// it creates, from the in-process sandbox and from the sandbox process; the provider's private
// endpoints answer 404; the browser's cookies and credentials never reach the provider.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockCredentials, testCardNumbers } from '@cg/mocks';
import { startSandbox } from '@cg/mocks/server';
import { createApp } from '#src/app';
import { createApi } from '#src/market/api';
import { createArgon2Hasher } from '#src/market/argon2';
import { composeMarketplace, sandboxProcess } from '#src/market/compose';
import { CARD_TOKEN_BODY_BYTES, createSandboxProxy } from '#src/market/sandbox-proxy';
import { memoryLogger } from '#src/testing/logger';
import { writeSite } from '#src/testing/site';
import { browser, testDatabase, testServer, WEBHOOK_SECRET } from '#src/testing/market';

beforeAll(() => testDatabase(), 120_000);
afterAll(async () => {
  await (await testDatabase()).close();
});

const ORIGIN = 'http://localhost';
const publicKey = mockCredentials.payment.publicKey;
const card = {
  card_number: testCardNumbers.approved,
  expiration_month: 12,
  expiration_year: 2030,
  security_code: '123',
  cardholder: { name: 'APRO' },
};

type App = Awaited<ReturnType<typeof testServer>>['app'];

/**
 * Runs the SDK script the API serves, as a page would, with its `fetch` going to the API: what
 * the script calls is what the proxy must pass on.
 */
async function tokenThroughSdk(app: App) {
  const script = await (await app.request(`${ORIGIN}/api/pagos/sdk.js`)).text();
  const calls: string[] = [];
  const context = vm.createContext({
    fetch: (url: string, init: RequestInit) => {
      calls.push(`${init.method ?? 'GET'} ${url}`);
      const headers = new Headers(init.headers);
      headers.set('Origin', ORIGIN);
      return app.request(new URL(url, ORIGIN).href, { ...init, headers });
    },
  });
  vm.runInContext(script, context);
  const token = (await vm.runInContext(
    `new MercadoPagoSim(${JSON.stringify(publicKey)}, { locale: 'es-AR' }).createCardToken({
      cardNumber: ${JSON.stringify(testCardNumbers.approved)}, cardExpirationMonth: '12', cardExpirationYear: '2030',
      securityCode: '123', cardholderName: 'APRO', identificationType: 'DNI', identificationNumber: '30123456' })`,
    context,
  )) as { id: string };
  return { token, calls };
}

/** The provider's endpoints a browser must never reach through this site. */
const PRIVATE: [string, string][] = [
  ['POST', '/api/pagos/v1/payments'],
  ['GET', '/api/pagos/v1/payments/search?external_reference=o1'],
  ['GET', '/api/pagos/v1/payments/123'],
  ['PUT', '/api/pagos/v1/payments/123'],
  ['POST', '/api/pagos/checkout/preferences'],
  ['GET', '/api/pagos/v1/card_tokens'],
  ['GET', '/api/verificacion/sessions'],
  ['POST', '/api/correo/emails'],
];

describe('the sandbox in-process', () => {
  it('serves the SDK script, whose card tokens are created through this site', async () => {
    const { app, market } = await testServer();
    const script = await app.request(`${ORIGIN}/api/pagos/sdk.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    const text = await script.text();
    expect(text).toContain('MercadoPagoSim');
    // The script calls this site, never the in-process sandbox's unreachable origin.
    expect(text).toContain('var BASE = "/api/pagos"');
    expect(text).not.toContain('sandbox.invalid');

    const { token, calls } = await tokenThroughSdk(app);
    expect(calls).toEqual([`POST /api/pagos/v1/card_tokens?public_key=${encodeURIComponent(publicKey)}`]);
    expect(token.id).toEqual(expect.any(String));
    // The token is the sandbox's own: a payment with it goes through.
    const charged = market.sandbox.ledger.createPayment('clave-sdk', {
      transaction_amount: 10,
      token: token.id,
      description: 'Prueba',
      installments: 1,
      payer: { email: 'ana@example.com' },
      external_reference: 'o-sdk',
    });
    expect(charged).toMatchObject({ ok: true, body: { status: 'approved' } });
  });

  it('asks the instalments through this site, with the public key and nothing else of the browser’s', async () => {
    const { app } = await testServer();
    const script = await (await app.request(`${ORIGIN}/api/pagos/sdk.js`)).text();
    const calls: string[] = [];
    const context = vm.createContext({
      fetch: (url: string, init: RequestInit) => {
        calls.push(`${init.method ?? 'GET'} ${url}`);
        return app.request(new URL(url, ORIGIN).href, init);
      },
    });
    vm.runInContext(script, context);
    const offer = (await vm.runInContext(
      `new MercadoPagoSim(${JSON.stringify(publicKey)}, { locale: 'es-AR' }).getInstallments({ amount: '393.74', bin: '450995' })`,
      context,
    )) as { payment_method_id: string; payer_costs: { installments: number; total_amount: number }[] }[];
    expect(calls).toEqual([
      `GET /api/pagos/v1/payment_methods/installments?public_key=${encodeURIComponent(publicKey)}&amount=393.74&bin=450995`,
    ]);
    expect(offer[0]?.payment_method_id).toBe('visa');
    expect(offer[0]?.payer_costs.map((c) => [c.installments, c.total_amount])).toEqual([
      [1, 393.74],
      [3, 393.74],
      [6, 393.74],
    ]);
    const noKey = await browser(app).json<{ error: string }>('/api/pagos/v1/payment_methods/installments?amount=10');
    expect(noKey.status).toBe(401);
  });

  it('answers 404 for the provider’s private endpoints, with or without credentials', async () => {
    const { app } = await testServer();
    const b = browser(app);
    for (const [method, url] of PRIVATE) {
      const asProvider: Record<string, string> = { Authorization: `Bearer ${mockCredentials.payment.accessToken}` };
      for (const headers of [{}, asProvider]) {
        const res = await b.json<{ code: string }>(url, {
          method,
          headers,
          ...(method !== 'GET' && { body: {} }),
        });
        expect([method, url, res.status]).toEqual([method, url, 404]);
        expect(res.data.code).toBe('not_found');
      }
    }
  });

  it('refuses a card token body over the small limit, and passes on the provider’s refusal', async () => {
    const { app } = await testServer();
    const b = browser(app);
    const big = await b.json(`/api/pagos/v1/card_tokens?public_key=${publicKey}`, {
      method: 'POST',
      body: { ...card, cardholder: { name: 'x'.repeat(CARD_TOKEN_BODY_BYTES) } },
    });
    expect(big.status).toBe(413);
    const noKey = await b.json<{ error: string }>('/api/pagos/v1/card_tokens', { method: 'POST', body: card });
    expect(noKey.status).toBe(401);
    expect(noKey.data.error).toBe('unauthorized');
    const created = await b.json<{ id: string }>(`/api/pagos/v1/card_tokens?public_key=${publicKey}`, {
      method: 'POST',
      body: card,
    });
    expect(created.status).toBeLessThan(300);
    expect(created.data.id).toEqual(expect.any(String));
  });
});

describe('the sandbox process', () => {
  it('is reached over HTTP for the script and the tokens; unreachable, it is a 502 in Spanish', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cg-sandbox-proxy-'));
    const sandbox = await startSandbox({ dataDir, port: 0, latency: 'none', log: () => {} });
    try {
      const database = await testDatabase();
      const hasher = createArgon2Hasher({ memoryCost: 1024, timeCost: 1 });
      const appWith = (sandboxUrl: string) => {
        const { logger, lines } = memoryLogger();
        const market = composeMarketplace({ database, providers: sandboxProcess(sandboxUrl), hasher });
        return { app: createApp({ logger, api: createApi({ market, logger, webhookSecret: WEBHOOK_SECRET }) }), lines };
      };
      const { app } = appWith(sandbox.url);
      const { token, calls } = await tokenThroughSdk(app);
      expect(calls).toHaveLength(1);
      expect(token.id).toEqual(expect.any(String));
      expect((await browser(app).json('/api/pagos/v1/payments', { method: 'POST', body: {} })).status).toBe(404);

      const down = appWith('http://127.0.0.1:9');
      const res = await browser(down.app).json<{ code: string; title: string }>('/api/pagos/sdk.js');
      expect(res.status).toBe(502);
      expect(res.data).toMatchObject({ code: 'provider_unavailable', title: 'Servicio de pagos no disponible' });
      expect(down.lines.join('\n')).toContain('sandbox unreachable');
    } finally {
      await sandbox.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("the sandbox's mailbox page", () => {
  it('is the sandbox’s own: the API, with or without the site, never serves it nor the outbox', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cg-sandbox-mailbox-'));
    const sandbox = await startSandbox({ dataDir, port: 0, latency: 'none', log: () => {} });
    const site = writeSite();
    try {
      const sent = await fetch(`${sandbox.url}api/correo/emails`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${mockCredentials.email.apiKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          from: 'a@example.com',
          to: ['ana@example.com'],
          subject: 'Confirma tu correo',
          text: 'x',
        }),
      });
      expect(sent.status).toBe(200);
      expect(await (await fetch(sandbox.mailboxUrl)).text()).toContain('Confirma tu correo');

      const database = await testDatabase();
      const hasher = createArgon2Hasher({ memoryCost: 1024, timeCost: 1 });
      const { logger } = memoryLogger();
      const market = composeMarketplace({ database, providers: sandboxProcess(sandbox.url), hasher });
      const api = createApi({ market, logger, webhookSecret: WEBHOOK_SECRET });
      for (const app of [createApp({ logger, api }), createApp({ logger, api, staticRoot: site.root })]) {
        for (const url of ['/_sandbox/correo', '/api/_sandbox/correo', '/api/correo/_outbox', '/api/correo/emails']) {
          const res = await app.request(`${ORIGIN}${url}`, { headers: { Accept: 'text/html' } });
          const body = await res.text();
          expect(body).not.toContain('Confirma tu correo');
          expect(body).not.toContain('Correo del sandbox');
        }
      }
    } finally {
      site.cleanup();
      await sandbox.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('what is passed on', () => {
  it('only the path, the public key and the card: no cookie, no credentials, no other header', async () => {
    const seen: { path: string; headers: Headers; body: string }[] = [];
    const proxy = createSandboxProxy({
      logger: memoryLogger().logger,
      fetch: async (p, init) => {
        seen.push({
          path: p,
          headers: new Headers(init?.headers),
          body: typeof init?.body === 'string' ? init.body : '',
        });
        return new Response('{"id":"tok"}', {
          status: 201,
          headers: { 'Content-Type': 'application/json', 'Set-Cookie': 'provider=1', 'X-Sandbox': 'secret' },
        });
      },
    });
    const res = await proxy.request(`${ORIGIN}/pagos/v1/card_tokens?public_key=abc&other=1`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Cookie: 'cg_session=secreto',
        Authorization: 'Bearer robado',
        'X-Forwarded-For': '10.0.0.1',
      },
      body: JSON.stringify(card),
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ id: 'tok' });
    expect(res.headers.get('Set-Cookie')).toBeNull();
    expect(res.headers.get('X-Sandbox')).toBeNull();
    expect(seen).toHaveLength(1);
    expect(seen[0]?.path).toBe('/api/pagos/v1/card_tokens?public_key=abc');
    expect([...(seen[0]?.headers.keys() ?? [])].sort()).toEqual(['accept', 'content-type']);
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual(card);
  });
});
