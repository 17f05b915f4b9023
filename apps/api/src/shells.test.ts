// The per-route documents of the site's build (decision 024): `shells.json` says which document
// answers which path; every other path keeps index.html, and the inline scripts of every
// document are allowed by the Content-Security-Policy.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#src/app';
import { inlineScriptHashes, inlineStyleHashes } from '#src/security';
import { fillRequestShell } from '#src/static';
import { memoryLogger } from '#src/testing/logger';
import { indexHtml, writeSite, type SiteFixture } from '#src/testing/site';

const shell = (body: string, script = 'window.__remixContext = {"isSpaMode":true};', head = '') =>
  `<!DOCTYPE html><html><head>${head}</head><body><div id="cg-shell">${body}</div><script>${script}</script></body></html>`;
// The root's CSS as the build writes it into each document's head (scripts/shells.mjs).
const homeCss = ':root{--cg-c:#1d4ed8}h1{color:var(--cg-c)}';
const home = shell(
  '<h1>Conexión Global: Tu puerta al mundo</h1>',
  undefined,
  `<link rel="stylesheet" href="/assets/root.css" disabled=""/><style data-cg-inline="">${homeCss}</style>`,
);
const list = shell('<h1>Pedidos Disponibles</h1>', 'window.__other = 1;');
const detail = shell('<div role="status">Cargando pedido…</div>');

let site: SiteFixture;
let app: ReturnType<typeof createApp>;

beforeAll(() => {
  site = writeSite();
  mkdirSync(path.join(site.root, 'shells'));
  writeFileSync(path.join(site.root, 'shells/inicio.html'), home);
  writeFileSync(path.join(site.root, 'shells/pedidos.html'), list);
  writeFileSync(path.join(site.root, 'shells/pedido.html'), detail);
  const documents = [
    { path: '/', file: '/shells/inicio.html' },
    { path: '/pedidos', file: '/shells/pedidos.html' },
    { path: '/pedidos/:id', file: '/shells/pedido.html' },
    { path: '/viajeros', file: '/shells/no-existe.html' },
    { path: '*', file: '/index.html' },
  ];
  writeFileSync(path.join(site.root, 'shells.json'), JSON.stringify({ documents }));
  app = createApp({ staticRoot: site.root, logger: memoryLogger().logger });
});
afterAll(() => site.cleanup());

const text = async (p: string) => {
  const response = await app.request(p);
  expect(response.status, p).toBe(200);
  expect(response.headers.get('Content-Type'), p).toMatch(/^text\/html/);
  expect(response.headers.get('Cache-Control'), p).toBe('no-cache');
  return response.text();
};

describe('per-route documents (shells.json)', () => {
  it('answers each route with its own first paint', async () => {
    expect(await text('/')).toBe(home);
    expect(await text('/pedidos')).toBe(list);
    expect(await text('/pedidos/abc-123')).toBe(detail);
  });

  it('keeps index.html for every other path, and for a document the build did not write', async () => {
    expect(await text('/pedidos/abc/chat')).toBe(indexHtml);
    expect(await text('/viajeros')).toBe(indexHtml);
    expect(await text('/login')).toBe(indexHtml);
  });

  it('allows the inline scripts of every document in the Content-Security-Policy', async () => {
    const policy = (await app.request('/pedidos')).headers.get('Content-Security-Policy') ?? '';
    for (const hash of [...inlineScriptHashes(indexHtml), ...inlineScriptHashes(list)]) expect(policy).toContain(hash);
  });

  it("allows each document's inline CSS by its hash, and no other inline style", async () => {
    const styleSrc = (response: Response) =>
      (response.headers.get('Content-Security-Policy') ?? '')
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith('style-src '));
    const hash = `'sha256-${createHash('sha256').update(homeCss).digest('base64')}'`;
    for (const p of ['/', '/pedidos', '/api/health']) {
      const directive = styleSrc(await app.request(p));
      expect(directive, p).toContain(hash);
      expect(directive, p).not.toContain('unsafe-inline');
    }
    expect(inlineStyleHashes(home)).toEqual([hash]);
    expect(inlineStyleHashes(list)).toEqual([]);
  });
});

describe("the request page's document, filled in by the server", () => {
  // `/pedidos/:id`'s shell as the site's build writes it (FirstPaint.tsx, rendered by React): the
  // e2e test first-paint.spec.ts checks the real one.
  const places =
    '<div class="ty3uphc"><img alt="" class="ty3uphd" width="400" height="300" data-cg-early="photo"/>' +
    '<div class="ty3uph0"><span class="ty3uph9" data-cg-early="example" hidden="">Ejemplo</span>' +
    '<h1 class="_1ejzbf72" data-cg-early="name" hidden="">Cargando pedido…</h1>' +
    '<span role="status" class="_518fua0">Cargando pedido…</span></div></div>';
  const built = shell(places, 'window.__remixContext = {"isSpaMode":true,"shell":"pedido"};');
  const requests = new Map([
    ['r1', { productName: 'Kindle Paperwhite', imageId: 'img-1', isExample: false }],
    ['r2', { productName: 'Perfume "Dior" <Sauvage> & co', imageId: null, isExample: true }],
    ['r3', { productName: '</h1><script>alert(1)</script>', imageId: 'a"b/../c', isExample: false }],
  ]);
  let filledSite: SiteFixture;
  let filled: ReturnType<typeof createApp>;
  let asked: string[];
  const log = memoryLogger();

  beforeAll(() => {
    filledSite = writeSite();
    mkdirSync(path.join(filledSite.root, 'shells'));
    writeFileSync(path.join(filledSite.root, 'shells/pedido.html'), built);
    writeFileSync(
      path.join(filledSite.root, 'shells.json'),
      JSON.stringify({ documents: [{ path: '/pedidos/:id', file: '/shells/pedido.html' }] }),
    );
    filled = createApp({
      staticRoot: filledSite.root,
      logger: log.logger,
      requestShellTimeoutMs: 100,
      requestShell: async (id) => {
        asked.push(id);
        if (id === 'roto') throw new Error('la base no contesta');
        if (id === 'lento') return new Promise(() => {});
        return requests.get(id) ?? null;
      },
    });
  });
  afterAll(() => filledSite.cleanup());

  const page = async (p: string, headers: Record<string, string> = {}) => {
    asked = [];
    const response = await filled.request(p, { headers });
    expect(response.status, p).toBe(200);
    expect(response.headers.get('Content-Type'), p).toMatch(/^text\/html/);
    expect(response.headers.get('Cache-Control'), p).toBe('no-cache');
    return { response, html: await response.text() };
  };

  it("writes the request's name and photo where the page will show them", async () => {
    const { html } = await page('/pedidos/r1');
    expect(asked).toEqual(['r1']);
    expect(html).toContain('<h1 class="_1ejzbf72" data-cg-early="name">Kindle Paperwhite</h1>');
    expect(html).toContain(
      '<img src="/api/photos/img-1" alt="Foto de Kindle Paperwhite" class="ty3uphd" width="400" height="300" data-cg-early="photo"/>',
    );
    // Not an example: the tag stays hidden; the status for screen readers is untouched.
    expect(html).toContain('data-cg-early="example" hidden="">Ejemplo</span>');
    expect(html).toContain('<span role="status" class="_518fua0">Cargando pedido…</span>');
  });

  it('shows the "Ejemplo" tag for an example, and no photo when it has none', async () => {
    const { html } = await page('/pedidos/r2');
    expect(html).toContain('<span class="ty3uph9" data-cg-early="example">Ejemplo</span>');
    expect(html).toContain('<img alt="" class="ty3uphd" width="400" height="300" data-cg-early="photo"/>');
    expect(html).toContain('data-cg-early="name">Perfume &quot;Dior&quot; &lt;Sauvage&gt; &amp; co</h1>');
  });

  it('escapes what a person wrote: a name or an image id cannot add markup or scripts', async () => {
    const { html, response } = await page('/pedidos/r3');
    expect(html).toContain('data-cg-early="name">&lt;/h1&gt;&lt;script&gt;alert(1)&lt;/script&gt;</h1>');
    expect(html).toContain('src="/api/photos/a%22b%2F..%2Fc"');
    expect(html.match(/<script/g)).toHaveLength(1);
    // The document's only inline script is the build's, so the CSP built from the files allows it.
    const policy = response.headers.get('Content-Security-Policy') ?? '';
    for (const hash of inlineScriptHashes(built)) expect(policy).toContain(hash);
    expect(inlineScriptHashes(html)).toEqual(inlineScriptHashes(built));
  });

  it('answers the shell as built for an unknown request, a failed lookup or a slow one', async () => {
    expect((await page('/pedidos/no-existe')).html).toBe(built);
    expect((await page('/pedidos/roto')).html).toBe(built);
    const started = Date.now();
    expect((await page('/pedidos/lento')).html).toBe(built);
    expect(Date.now() - started).toBeLessThan(2_000);
    const warnings = log.entries().filter((l) => l.msg === 'request shell left unfilled');
    expect(warnings.map((w) => JSON.stringify(w.error))).toEqual([
      expect.stringContaining('la base no contesta'),
      expect.stringContaining('request shell took more than 100 ms'),
    ]);
  });

  it('compresses the filled document as the client accepts, and answers 304 to a current copy', async () => {
    const { response } = await page('/pedidos/r1', { 'Accept-Encoding': 'gzip, br' });
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    const etag = response.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^"[\w-]{22}-br"$/);
    const again = await filled.request('/pedidos/r1', { headers: { 'If-None-Match': etag, 'Accept-Encoding': 'br' } });
    expect(again.status).toBe(304);
    // The uncompressed bytes are another representation, with their own tag.
    const plain = await page('/pedidos/r1');
    expect(plain.response.headers.get('Content-Encoding')).toBeNull();
    expect(plain.response.headers.get('ETag')).toBe(etag.replace('-br"', '"'));
    // Another request's document is another document.
    const other = await page('/pedidos/r2');
    expect(other.response.headers.get('ETag')).not.toBe(etag);
  });

  it('leaves a shell of another shape as it is', () => {
    expect(fillRequestShell(detail, { productName: 'X', imageId: null, isExample: false })).toBeNull();
  });
});
