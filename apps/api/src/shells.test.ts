// The per-route documents of the site's build (decision 024): `shells.json` says which document
// answers which path; every other path keeps index.html, and the inline scripts of every
// document are allowed by the Content-Security-Policy.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#src/app';
import { inlineScriptHashes } from '#src/security';
import { memoryLogger } from '#src/testing/logger';
import { indexHtml, writeSite, type SiteFixture } from '#src/testing/site';

const shell = (body: string, script = 'window.__remixContext = {"isSpaMode":true};') =>
  `<!DOCTYPE html><html><body><div id="cg-shell">${body}</div><script>${script}</script></body></html>`;
const home = shell('<h1>Conexión Global: Tu puerta al mundo</h1>');
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
});
