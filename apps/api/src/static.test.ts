import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#src/app';
import { acceptedCodings } from '#src/static';
import { memoryLogger } from '#src/testing/logger';
import { SECRET, appJs, indexHtml, writeSite, type SiteFixture } from '#src/testing/site';

let site: SiteFixture;
let app: ReturnType<typeof createApp>;

beforeAll(() => {
  site = writeSite();
  app = createApp({ staticRoot: site.root, logger: memoryLogger().logger });
});
afterAll(() => site.cleanup());

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });
const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('compressed files', () => {
  it('answers brotli when the browser accepts it, as built', async () => {
    const response = await get('/assets/app-abc123.js', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    expect(response.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    const body = await bytes(response);
    expect(response.headers.get('Content-Length')).toBe(String(body.length));
    expect(brotliDecompressSync(body).toString()).toBe(appJs);
  });

  it('answers gzip when brotli is not accepted or refused with q=0', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip;q=0.8', 'deflate, gzip']) {
      const response = await get('/assets/app-abc123.js', { 'Accept-Encoding': accept });
      expect(response.headers.get('Content-Encoding')).toBe('gzip');
      expect(gunzipSync(await bytes(response)).toString()).toBe(appJs);
    }
  });

  it('answers the file as it is without an accepted coding, and still varies on Accept-Encoding', async () => {
    const requests: Record<string, string>[] = [
      {},
      { 'Accept-Encoding': 'identity' },
      { 'Accept-Encoding': '*;q=0, identity' },
    ];
    for (const headers of requests) {
      const response = await get('/assets/app-abc123.js', headers);
      expect(response.headers.get('Content-Encoding')).toBeNull();
      expect(response.headers.get('Vary')).toBe('Accept-Encoding');
      expect((await bytes(response)).toString()).toBe(appJs);
    }
  });

  it('serves a file without compressed copies as it is, without Vary', async () => {
    const response = await get('/assets/logo-abc123.png', { 'Accept-Encoding': 'br, gzip' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/png');
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(response.headers.get('Vary')).toBeNull();
  });

  it('reads q-values: br before gzip, q=0 refuses, * stands for the rest', () => {
    expect(acceptedCodings('gzip, br')).toEqual({ br: true, gzip: true });
    expect(acceptedCodings('BR;q=0.1')).toEqual({ br: true, gzip: false });
    expect(acceptedCodings('br;q=0,*')).toEqual({ br: false, gzip: true });
    expect(acceptedCodings(undefined)).toEqual({ br: false, gzip: false });
  });
});

describe('caching', () => {
  it('keeps hashed assets for a year, immutable', async () => {
    const response = await get('/assets/app-abc123.js', { 'Accept-Encoding': 'br' });
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates index.html and the other files outside /assets/ every time', async () => {
    for (const path of ['/', '/index.html', '/favicon.svg', '/pedidos']) {
      expect((await get(path)).headers.get('Cache-Control'), path).toBe('no-cache');
    }
  });

  it('answers 304 to a revalidation that holds the current copy, per coding', async () => {
    const first = await get('/', { 'Accept-Encoding': 'br' });
    const etag = first.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^".+-br"$/);
    const again = await get('/', { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // The same tag does not stand for the gzip copy.
    expect((await get('/', { 'Accept-Encoding': 'gzip', 'If-None-Match': etag })).status).toBe(200);
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await app.request('/assets/app-abc123.js', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('');
  });
});

describe('SPA fallback and missing files', () => {
  it('answers index.html for deep links, so the app routes them in the browser', async () => {
    for (const path of ['/', '/pedidos', '/pedidos/abc-123', '/checkout/xyz?status=approved', '/apix']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
      expect(await response.text()).toBe(indexHtml);
    }
  });

  it('answers 404 in JSON for a missing hashed asset, never index.html', async () => {
    const response = await get('/assets/entry.client-gone.js', { 'Accept-Encoding': 'br' });
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toMatchObject({ code: 'not_found', title: 'No encontrado' });
  });

  it('answers 404 for a file the build does not have, anywhere — /favicon.ico is not a page', async () => {
    for (const path of [
      '/favicon.ico',
      '/robots.txt',
      '/apple-touch-icon.png',
      '/pedidos/foto.jpg',
      '/index.html.br',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('Content-Type'), path).toMatch(/^application\/json/);
    }
    // The icon the site has (root.tsx links it) is served.
    const icon = await get('/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/);
  });

  it('does not serve the compressed copies under their own names', async () => {
    expect((await get('/assets/app-abc123.js.br')).status).toBe(404);
  });

  it('answers nothing but the API without a static root', async () => {
    const apiOnly = createApp({ logger: memoryLogger().logger });
    const response = await apiOnly.request('/pedidos');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'not_found' });
  });
});

describe('paths that try to leave the root or reach hidden files', () => {
  const attempts = [
    '/../secret.txt',
    '/assets/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E/%2e%2e/package.json',
    '/assets/%2e%2e/%2e%2e/package.json',
    '/..%2fsecret.txt',
    '/assets%2f..%2f..%2fsecret.txt',
    '/..%5csecret.txt',
    '/..\\secret.txt',
    '/%252e%252e/secret.txt',
    '/.env',
    '/%2eenv',
    '/.hidden/secret.txt',
    '/assets/.%2e/.env',
    '/index.html%00.js',
  ];

  it.each(attempts)('never answers a file outside the root or a dotfile: %s', async (path) => {
    const response = await get(path);
    expect((await response.text()).includes(SECRET)).toBe(false);
  });

  it.each(['/.env', '/%2eenv', '/.hidden/secret.txt', '/..%2fsecret.txt', '/assets%2f..%2fsecret.txt', '/a%5cb'])(
    'answers 404 to a dotfile or an encoded separator: %s',
    async (path) => {
      expect((await get(path)).status).toBe(404);
    },
  );

  it('holds over a real socket, where the path reaches the server as the client wrote it', async () => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const raw = (path: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, path, agent: false }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', reject);
        req.end();
      });
    try {
      for (const path of attempts) {
        const { status, body } = await raw(path);
        expect(body.includes(SECRET), path).toBe(false);
        expect([200, 400, 404], path).toContain(status);
      }
      expect((await raw('/.env')).status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
