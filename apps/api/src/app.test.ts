import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, pathnameOf, type AppEnv, type AppOptions } from '#src/app';
import { defaultPublicOrigins, parsePublicOrigins } from '#src/origin';
import { memoryLogger } from '#src/testing/logger';
import { inlineScripts, writeSite, type SiteFixture } from '#src/testing/site';

let site: SiteFixture;
beforeAll(() => {
  site = writeSite();
});
afterAll(() => site.cleanup());

/** Routes standing in for the API's own, to exercise what surrounds them. */
function testRoutes() {
  const api = new Hono<AppEnv>();
  api.post('/eco', async (c) => {
    // As a validator does: unreadable input is the client's error (HTTPException 400).
    const received = await c.req.json<unknown>().catch(() => {
      throw new HTTPException(400, { message: 'Malformed JSON in request body' });
    });
    return c.json({ received });
  });
  api.post('/subidas', async (c) => c.json({ bytes: (await c.req.arrayBuffer()).byteLength }));
  api.get('/falla', () => {
    throw new Error('la base de datos explotó con password=hunter2 en /srv/secret');
  });
  api.all('/cambio', (c) => c.json({ ok: true }));
  api.post('/webhooks/pagos', (c) => c.json({ ok: true }));
  return api;
}

function build(options: AppOptions = {}) {
  const log = memoryLogger();
  const app = createApp({ staticRoot: site.root, logger: log.logger, api: testRoutes(), ...options });
  return { app, log };
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

function directives(response: Response): Map<string, string[]> {
  const policy = response.headers.get('Content-Security-Policy') ?? '';
  return new Map(
    policy.split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
}

describe('security headers', () => {
  it("allows exactly index.html's inline scripts by hash, and no 'unsafe-inline'", async () => {
    const { app } = build();
    const csp = directives(await app.request('/'));
    expect(csp.get('script-src')).toEqual(["'self'", ...inlineScripts.map(sha256)]);
    const all = [...csp.values()].flat();
    expect(all).not.toContain("'unsafe-inline'");
    expect(all).not.toContain("'unsafe-eval'");
  });

  it('restricts images, frames, plugins, the base URL and form targets', async () => {
    const { app } = build();
    const csp = directives(await app.request('/pedidos'));
    expect(csp.get('img-src')).toEqual(["'self'", 'blob:', 'data:']);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
  });

  it("allows react-aria's one inline style by its hash (the one Chromium reported), not 'unsafe-inline'", async () => {
    const { app } = build();
    const csp = directives(await app.request('/'));
    expect(csp.get('style-src')).toEqual(["'self'", "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='"]);
    // fetch(dataUrl) turns a chosen photo into a File: blocked without data: (seen in buyer-publish).
    expect(csp.get('connect-src')).toEqual(["'self'", 'data:']);
  });

  it('sends the same headers on files, the SPA, JSON, errors and 404s', async () => {
    const { app } = build();
    for (const path of ['/assets/app-abc123.js', '/pedidos', '/api/health', '/api/falla', '/api/nada']) {
      const response = await app.request(path);
      expect(response.headers.get('Content-Security-Policy'), path).toContain("frame-ancestors 'none'");
      expect(response.headers.get('X-Content-Type-Options'), path).toBe('nosniff');
      expect(response.headers.get('Referrer-Policy'), path).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('X-Frame-Options'), path).toBe('DENY');
      expect(response.headers.get('Permissions-Policy'), path).toContain('camera=()');
    }
  });

  it('denies every powerful feature by Permissions-Policy: the site uses none (a selfie is a file input)', async () => {
    const { app } = build();
    const policy = (await app.request('/')).headers.get('Permissions-Policy') ?? '';
    const features = policy.split(',').map((f) => f.trim());
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'display-capture', 'fullscreen'])
      expect(features).toContain(`${feature}=()`);
    // Nothing is allowed to anyone: every feature listed has an empty allow-list.
    expect(features.every((f) => /^[a-z-]+=\(\)$/.test(f))).toBe(true);
  });

  it('sends HSTS only when served over https: behind a trusted proxy that says so', async () => {
    const https = { 'X-Forwarded-Proto': 'https' };
    const direct = build().app;
    expect((await direct.request('/')).headers.get('Strict-Transport-Security')).toBeNull();
    // Anyone can send the header: without a trusted proxy it means nothing.
    expect((await direct.request('/', { headers: https })).headers.get('Strict-Transport-Security')).toBeNull();
    const proxied = build({ trustProxy: true }).app;
    expect((await proxied.request('/', { headers: https })).headers.get('Strict-Transport-Security')).toBe(
      'max-age=31536000',
    );
    expect(
      (await proxied.request('/', { headers: { 'X-Forwarded-Proto': 'http' } })).headers.get(
        'Strict-Transport-Security',
      ),
    ).toBeNull();
    expect((await direct.request('https://conexionglobal.com.ar/')).headers.get('Strict-Transport-Security')).toBe(
      'max-age=31536000',
    );
  });

  it("lists only 'self' for scripts when there is no site to hash", async () => {
    const app = createApp({ logger: memoryLogger().logger });
    expect(directives(await app.request('/api/health')).get('script-src')).toEqual(["'self'"]);
  });
});

describe('GET /api/health', () => {
  it('answers 200 { ok: true } when the check passes (by default it always does)', async () => {
    const response = await createApp({ logger: memoryLogger().logger }).request('/api/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toEqual({ ok: true });
  });

  it('answers 503 in Spanish when the check fails, and logs why', async () => {
    const { app, log } = build({
      health: async () => {
        throw new Error('sin conexión a la base de datos');
      },
    });
    const response = await app.request('/api/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      code: 'unavailable',
      title: 'Servicio no disponible',
      description: 'El servicio no está disponible en este momento. Inténtalo de nuevo en unos minutos.',
    });
    expect(log.entries().find((e) => e.msg === 'health check failed')).toMatchObject({
      level: 'warn',
      error: { message: 'sin conexión a la base de datos' },
    });
  });

  it('answers 503 when the check hangs past its timeout', async () => {
    const { app } = build({ health: () => new Promise(() => {}), healthTimeoutMs: 20 });
    expect((await app.request('/api/health')).status).toBe(503);
  });
});

describe('errors as JSON in Spanish', () => {
  it('answers an unknown API route with 404 not_found, whatever the method', async () => {
    const { app } = build();
    for (const [path, method] of [
      ['/api/nada', 'GET'],
      ['/api', 'GET'],
      ['/api/pedidos/123', 'DELETE'],
      ['/api/nada', 'POST'],
    ] as const) {
      const response = await app.request(path, { method });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
      const body = (await response.json()) as Record<string, unknown>;
      expect(body).toMatchObject({ code: 'not_found', title: 'No encontrado' });
      expect(body.description).toEqual(expect.stringContaining('inténtalo'));
    }
  });

  it('answers a thrown error with a generic 500, without its message or stack, and logs it redacted', async () => {
    const { app, log } = build();
    const response = await app.request('/api/falla');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      code: 'internal_error',
      title: 'Error del servidor',
      description: 'Algo salió mal de nuestro lado. Inténtalo de nuevo en unos minutos.',
    });
    expect(text).not.toMatch(/explotó|hunter2|secret|at /);
    const logged = log.entries().find((e) => e.msg === 'unhandled error');
    expect(logged).toMatchObject({
      level: 'error',
      path: '/api/falla',
      requestId: response.headers.get('X-Request-Id'),
    });
    expect(JSON.stringify(logged)).toContain('explotó');
    expect(log.lines.join('')).not.toContain('hunter2');
  });

  it('answers a client error a route raises (HTTPException 4xx, e.g. malformed JSON) with its status, in Spanish', async () => {
    const { app } = build();
    const response = await app.request('/api/eco', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"a":',
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ code: 'bad_request', title: 'Solicitud no válida' });
    expect(text).not.toContain('Malformed');
  });

  it('answers another method on a page path with 404 JSON', async () => {
    const { app } = build();
    const response = await app.request('/pedidos', { method: 'POST' });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'not_found' });
  });
});

describe('body limits', () => {
  const MB = 1024 * 1024;
  const json = (bytes: number) => JSON.stringify({ texto: 'x'.repeat(bytes - 12) });

  it('accepts a JSON body up to 1 MB', async () => {
    const { app } = build();
    const body = json(MB);
    expect(body.length).toBe(MB);
    const response = await app.request('/api/eco', {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(200);
  });

  it('answers 413 in Spanish to a body over 1 MB, on every route', async () => {
    const { app } = build();
    for (const path of ['/api/eco', '/api/nada', '/pedidos']) {
      const response = await app.request(path, { method: 'POST', body: json(MB + 1) });
      expect(response.status, path).toBe(413);
      expect(await response.json()).toEqual({
        code: 'payload_too_large',
        title: 'Contenido demasiado grande',
        description: 'Lo que enviaste supera el máximo permitido (1 MB). Reduce su tamaño e inténtalo de nuevo.',
      });
    }
  });

  it('counts a streamed body without Content-Length too', async () => {
    const { app } = build({ limits: { bodyBytes: 1024 } });
    const chunk = new TextEncoder().encode('x'.repeat(600));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(chunk);
        controller.enqueue(chunk);
        controller.close();
      },
    });
    const response = await app.request('/api/subidas', { method: 'POST', body: stream, duplex: 'half' } as RequestInit);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { description: string }).description).toContain('(1 KB)');
  });

  it('gives the upload paths their own, larger limit', async () => {
    const { app } = build({ uploadPaths: ['/api/subidas'], limits: { uploadBytes: 3 * MB } });
    const twoMb = new Uint8Array(2 * MB);
    expect((await app.request('/api/subidas', { method: 'POST', body: twoMb })).status).toBe(200);
    expect((await app.request('/api/eco', { method: 'POST', body: twoMb })).status).toBe(413);
    const tooBig = await app.request('/api/subidas', { method: 'POST', body: new Uint8Array(3 * MB + 1) });
    expect(tooBig.status).toBe(413);
    expect(((await tooBig.json()) as { description: string }).description).toContain('(3 MB)');
  });
});

describe('Origin check on unsafe API requests', () => {
  const send = (
    app: ReturnType<typeof build>['app'],
    method: string,
    headers: Record<string, string>,
    path = '/api/cambio',
  ) => app.request(path, { method, headers });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])(
    'refuses %s from a foreign Origin with 403 in Spanish',
    async (method) => {
      const { app } = build();
      const response = await send(app, method, { Origin: 'https://malicioso.example' });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        code: 'forbidden_origin',
        title: 'Acceso denegado',
        description:
          'Esta solicitud viene de otro sitio y no se puede aceptar. Vuelve a intentarlo desde Conexión Global.',
      });
    },
  );

  it('lets a same-origin request through', async () => {
    const { app } = build();
    expect((await send(app, 'POST', { Origin: 'http://localhost' })).status).toBe(200);
    expect((await send(app, 'DELETE', { 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200);
  });

  it('refuses a lookalike origin: another port, scheme or a suffix', async () => {
    const { app } = build();
    for (const origin of ['http://localhost:8080', 'https://localhost', 'http://localhost.malicioso.example', 'null']) {
      expect((await send(app, 'POST', { Origin: origin })).status, origin).toBe(403);
    }
  });

  it('reads Sec-Fetch-Site when there is no Origin', async () => {
    const { app } = build();
    expect((await send(app, 'POST', { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect((await send(app, 'POST', { 'Sec-Fetch-Site': 'same-site' })).status).toBe(403);
  });

  it('lets through a request with neither header (not from a browser page) and every safe method', async () => {
    const { app } = build();
    expect((await send(app, 'POST', {})).status).toBe(200);
    expect((await send(app, 'GET', { Origin: 'https://malicioso.example' })).status).toBe(200);
  });

  it('exempts the listed paths (provider webhooks)', async () => {
    const { app } = build({ originCheckExempt: ['/api/webhooks/*'] });
    const foreign = { Origin: 'https://proveedor.example' };
    expect((await send(app, 'POST', foreign, '/api/webhooks/pagos')).status).toBe(200);
    expect((await send(app, 'POST', foreign)).status).toBe(403);
  });

  it("takes the public origin from a trusted proxy's X-Forwarded headers, and allowed origins", async () => {
    const proxied = {
      Origin: 'https://conexionglobal.com.ar',
      'X-Forwarded-Proto': 'https',
      'X-Forwarded-Host': 'conexionglobal.com.ar',
    };
    expect((await send(build().app, 'POST', proxied)).status).toBe(403);
    expect((await send(build({ trustProxy: true }).app, 'POST', proxied)).status).toBe(200);
    const allowed = build({ publicOrigins: ['http://localhost', 'https://conexionglobal.com.ar'] }).app;
    expect((await send(allowed, 'POST', { Origin: 'https://conexionglobal.com.ar' })).status).toBe(200);
  });

  it('takes Origin only from the public origins when they are set, whatever the name addressed', async () => {
    const { app } = build({ publicOrigins: ['http://127.0.0.1:3000', 'http://localhost:3000'] });
    const post = (url: string, origin: string) => app.request(url, { method: 'POST', headers: { Origin: origin } });
    expect((await post('http://localhost:3000/api/cambio', 'http://127.0.0.1:3000')).status).toBe(200);
    expect((await post('http://localhost:3000/api/cambio', 'http://localhost:3000')).status).toBe(200);
    expect((await post('http://localhost:3000/api/cambio', 'http://localhost:3001')).status).toBe(403);
  });
});

describe('Host check (DNS rebinding)', () => {
  const ours = ['http://127.0.0.1:3000', 'http://localhost:3000', 'http://[::1]:3000'];

  it('refuses a request addressed to a name not ours with 421 in Spanish — GETs, pages and files too', async () => {
    const { app, log } = build({ publicOrigins: ours });
    for (const url of [
      'http://rebind.example:3000/api/cambio',
      'http://rebind.example:3000/',
      'http://rebind.example:3000/assets/app-abc123.js',
      'http://127.0.0.1:3001/pedidos',
      'http://localhost/',
    ]) {
      const response = await app.request(url);
      expect(response.status, url).toBe(421);
      expect(response.headers.get('Content-Security-Policy'), url).toContain("frame-ancestors 'none'");
      expect(await response.json()).toEqual({
        code: 'unknown_host',
        title: 'Dirección desconocida',
        description: 'Esta dirección no corresponde a Conexión Global. Entra al sitio desde su dirección de siempre.',
      });
    }
    // A page on the rebound name posting with its own Origin is refused before the Origin check.
    const post = await app.request('http://rebind.example:3000/api/cambio', {
      method: 'POST',
      headers: { Origin: 'http://rebind.example:3000' },
    });
    expect(post.status).toBe(421);
    expect(log.entries().filter((e) => e.msg === 'request' && e.status === 421)).toHaveLength(6);
  });

  it('answers each of our names, in any case', async () => {
    const { app } = build({ publicOrigins: ours });
    for (const url of ['http://127.0.0.1:3000/', 'http://LOCALHOST:3000/pedidos', 'http://[::1]:3000/api/cambio']) {
      expect((await app.request(url)).status, url).toBe(200);
    }
  });

  it('lets GET /api/health and the exempt (signed) paths through by any name', async () => {
    const { app } = build({ publicOrigins: ours, originCheckExempt: ['/api/webhooks/*'] });
    expect((await app.request('http://10.0.0.5:3000/api/health')).status).toBe(200);
    const webhook = await app.request('http://10.0.0.5:3000/api/webhooks/pagos', { method: 'POST' });
    expect(webhook.status).toBe(200);
    expect((await app.request('http://10.0.0.5:3000/api/health', { method: 'POST' })).status).toBe(421);
  });

  it('behind a trusted proxy reads every X-Forwarded-Host entry, and never without one', async () => {
    const publicOrigins = ['https://conexionglobal.com.ar'];
    const proxied = build({ trustProxy: true, publicOrigins }).app;
    const direct = build({ publicOrigins }).app;
    const via = (app: typeof proxied, forwardedHost: string) =>
      app.request('http://10.0.0.5:3000/api/cambio', {
        method: 'POST',
        headers: {
          'X-Forwarded-Host': forwardedHost,
          'X-Forwarded-Proto': 'https',
          Origin: 'https://conexionglobal.com.ar',
        },
      });
    expect((await via(proxied, 'conexionglobal.com.ar')).status).toBe(200);
    expect((await via(proxied, 'conexionglobal.com.ar:443')).status).toBe(200);
    expect((await via(proxied, 'rebind.example')).status).toBe(421);
    // A client's own entry before the proxy's, or the proxy's before a client's: both must be ours.
    expect((await via(proxied, 'rebind.example, conexionglobal.com.ar')).status).toBe(421);
    expect((await via(proxied, 'conexionglobal.com.ar, rebind.example')).status).toBe(421);
    expect((await via(proxied, 'x@conexionglobal.com.ar')).status).toBe(421);
    // Not behind a trusted proxy, the header means nothing: the Host (10.0.0.5) is not ours.
    expect((await via(direct, 'conexionglobal.com.ar')).status).toBe(421);
  });
});

describe('public origins (PUBLIC_ORIGIN)', () => {
  it('defaults to the loopback names and HOST at the port', () => {
    expect(defaultPublicOrigins('127.0.0.1', 3000)).toEqual([
      'http://127.0.0.1:3000',
      'http://localhost:3000',
      'http://[::1]:3000',
    ]);
    expect(defaultPublicOrigins('0.0.0.0', 8080)).toContain('http://0.0.0.0:8080');
    expect(defaultPublicOrigins('::1', 80)).toEqual(['http://127.0.0.1', 'http://localhost', 'http://[::1]']);
    expect(defaultPublicOrigins('mi-servidor.local', 3000)).toContain('http://mi-servidor.local:3000');
  });

  it('reads a comma-separated list of origins, as a browser writes them', () => {
    expect(parsePublicOrigins(' https://conexionglobal.com.ar/ ,https://WWW.conexionglobal.com.ar:443')).toEqual([
      'https://conexionglobal.com.ar',
      'https://www.conexionglobal.com.ar',
    ]);
    expect(parsePublicOrigins('http://192.168.1.5:3000')).toEqual(['http://192.168.1.5:3000']);
  });

  it('refuses what is not an origin', () => {
    for (const value of [
      '',
      ' , ',
      'conexionglobal.com.ar',
      'ftp://x.example',
      'https://x.example/app',
      'https://a@x.example',
    ]) {
      expect(() => parsePublicOrigins(value), value).toThrow(/PUBLIC_ORIGIN/);
    }
  });
});

describe('request log', () => {
  it('writes one JSON line per request: method, path without the query, status, duration and id', async () => {
    const { app, log } = build();
    const response = await app.request('/api/health?token=abc123&email=a@b.c');
    const id = response.headers.get('X-Request-Id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const lines = log.entries().filter((e) => e.msg === 'request');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toEqual({
      time: expect.any(String) as string,
      level: 'info',
      msg: 'request',
      method: 'GET',
      path: '/api/health',
      status: 200,
      durationMs: expect.any(Number) as number,
      requestId: id,
    });
    expect(log.lines.join('')).not.toContain('abc123');
  });

  it('gives every request its own id, errors and refusals included', async () => {
    const { app, log } = build();
    const responses = [
      await app.request('/'),
      await app.request('/api/falla'),
      await app.request('/api/cambio', { method: 'POST', headers: { Origin: 'https://malicioso.example' } }),
    ];
    const ids = responses.map((r) => r.headers.get('X-Request-Id'));
    expect(new Set(ids).size).toBe(3);
    const logged = log.entries().filter((e) => e.msg === 'request');
    expect(logged.map((e) => [e.requestId, e.status])).toEqual([
      [ids[0], 200],
      [ids[1], 500],
      [ids[2], 403],
    ]);
  });
});

describe('the cost of what every request goes through (issue 34)', () => {
  it("keeps the handler's own response: the headers added after it are set on it, never on a rebuilt copy", async () => {
    // Hono's `c.header()` after a handler answered rebuilds the response around its body's stream;
    // on @hono/node-server that leaves the fast path (a body written as it is) for a stream read
    // chunk by chunk — three times per request, measured as a fifth of a cached list's CPU.
    const made: Response[] = [];
    const api = new Hono<AppEnv>();
    api.get('/propia', (c) => {
      const response = c.json({ ok: true });
      made.push(response);
      return response;
    });
    const app = createApp({ logger: memoryLogger().logger, api });
    const response = await app.request('/api/propia');
    expect(response).toBe(made[0]);
    expect(await response.json()).toEqual({ ok: true });
    for (const name of ['X-Request-Id', 'Permissions-Policy', 'Content-Security-Policy', 'Cache-Control']) {
      expect(response.headers.get(name), name).toBeTruthy();
    }
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it("never asks for a GET's or a HEAD's body (there is none to limit)", async () => {
    // A body asked for makes @hono/node-server build the platform's Request (an AbortSignal, a
    // stream) for every read, which has no body there.
    const { app } = build();
    for (const [method, path] of [
      ['GET', '/api/health'],
      ['GET', '/pedidos'],
      ['HEAD', '/pedidos'],
    ] as const) {
      const request = new Request(`http://localhost${path}`, { method });
      let asked = false;
      Object.defineProperty(request, 'body', {
        get() {
          asked = true;
          return null;
        },
      });
      const response = await app.fetch(request);
      expect(response.status, `${method} ${path}`).toBeLessThan(400);
      expect(asked, `${method} ${path}`).toBe(false);
    }
  });

  it('logs the path as new URL(url).pathname would, without parsing the URL again', () => {
    for (const url of [
      'http://127.0.0.1:3000/api/requests/page?category=tecnologia&limit=20',
      'http://localhost/',
      'http://localhost',
      'https://ejemplo.com.ar/pedidos/%C3%B1and%C3%BA?x=1?y=2',
      'http://[::1]:3000/api/health?',
      'http://localhost/a//b/./c?q=/d',
    ]) {
      // A request's URL is already parsed and normalised (`href`): what the server hands Hono.
      expect(pathnameOf(new URL(url).href), url).toBe(new URL(url).pathname);
    }
  });
});
