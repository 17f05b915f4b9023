// scripts/shells.mjs (decision 024): one document per route's first paint, split from the
// templates the site's HydrateFallback renders into index.html at build time.
import { describe, expect, it } from 'vitest';
import { documentFor, splitShells } from '../scripts/shells.mjs';

const head = '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/root.css"/></head><body>';
const scripts = '<script>window.__remixContext = {};</script><script type="module">import "/assets/entry.js";</script>';
const built =
  `${head}<div id="cg-shell"><h1>Inicio</h1></div>` +
  '<template data-cg-shell="/" data-file="/shells/inicio.html"><h1>Inicio</h1></template>' +
  '<template data-cg-shell="/pedidos/:id" data-file="/shells/pedido.html"><p role="status">Cargando pedido…</p></template>' +
  '<template data-cg-shell="*" data-file="/index.html"><p role="status">Cargando Conexión Global…</p></template>' +
  `${scripts}</body></html>`;

describe('splitShells', () => {
  it('writes each template as the content of #cg-shell, in the same document, with no template left', () => {
    const documents = splitShells(built);
    expect(documents.map((d) => [d.path, d.file])).toEqual([
      ['/', '/shells/inicio.html'],
      ['/pedidos/:id', '/shells/pedido.html'],
      ['*', '/index.html'],
    ]);
    expect(documents[1]?.html).toBe(
      `${head}<div id="cg-shell"><p role="status">Cargando pedido…</p></div>${scripts}</body></html>`,
    );
    for (const d of documents) {
      expect(d.html).not.toContain('<template');
      // Same head and scripts in every document: the CSP's hashes hold for all of them.
      expect(d.html.startsWith(head) && d.html.endsWith(`${scripts}</body></html>`)).toBe(true);
    }
  });

  it('refuses a build without the templates, and a file outside the build', () => {
    expect(() => splitShells(`${head}<p>Cargando…</p>${scripts}`)).toThrow(/plantillas/);
    expect(() =>
      splitShells(`${head}<div id="cg-shell"></div><template data-cg-shell="/" data-file="/../x.html"></template>`),
    ).toThrow(/inválido/);
  });
});

describe('documentFor', () => {
  const table = {
    documents: [
      { path: '/', file: '/shells/inicio.html' },
      { path: '/pedidos', file: '/shells/pedidos.html' },
      { path: '/pedidos/:id', file: '/shells/pedido.html' },
      { path: '*', file: '/index.html' },
    ],
  };
  it.each([
    ['/', '/shells/inicio.html'],
    ['/pedidos', '/shells/pedidos.html'],
    ['/pedidos/', '/shells/pedidos.html'],
    ['/pedidos/abc', '/shells/pedido.html'],
    ['/pedidos/abc/chat', '/index.html'],
    ['/login', '/index.html'],
  ])('%s → %s', (pathname, file) => {
    expect(documentFor(table, pathname)).toBe(file);
  });
});
