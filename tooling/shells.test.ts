// scripts/shells.mjs (decision 024): one document per route's first paint, split from the
// templates the site's HydrateFallback renders into index.html at build time.
import { describe, expect, it } from 'vitest';
import { documentFor, preloadsFor, splitShells, withPreloads } from '../scripts/shells.mjs';

const head = '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/root.css"/></head><body>';
const scripts = '<script>window.__remixContext = {};</script><script type="module">import "/assets/entry.js";</script>';
const built =
  `${head}<div id="cg-shell"><h1>Inicio</h1></div>` +
  '<template data-cg-shell="/" data-file="/shells/inicio.html"><h1>Inicio</h1></template>' +
  '<template data-cg-shell="/pedidos/:id" data-file="/shells/pedido.html" data-route="routes/pedidos.$id" data-early="app/lib/server-backend.client.ts app/components/market/RequestPageParts.tsx"><p role="status">Cargando pedido…</p></template>' +
  '<template data-cg-shell="*" data-file="/index.html"><p role="status">Cargando Conexión Global…</p></template>' +
  `${scripts}</body></html>`;

describe('splitShells', () => {
  it('writes each template as the content of #cg-shell, in the same document, with no template left', () => {
    const documents = splitShells(built);
    expect(documents.map((d) => [d.path, d.file, d.route, d.early])).toEqual([
      ['/', '/shells/inicio.html', null, []],
      [
        '/pedidos/:id',
        '/shells/pedido.html',
        'routes/pedidos.$id',
        ['app/lib/server-backend.client.ts', 'app/components/market/RequestPageParts.tsx'],
      ],
      ['*', '/index.html', null, []],
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

describe('preloadsFor and withPreloads', () => {
  const remix = {
    routes: {
      root: { module: '/assets/root-1.js', imports: ['/assets/react-1.js'], css: ['/assets/root-1.css'] },
      'routes/pedidos.$id': {
        module: '/assets/pedidos._id-1.js',
        imports: ['/assets/react-1.js', '/assets/Card-1.js'],
        css: ['/assets/form-1.css'],
      },
    },
  };
  const vite = {
    'app/lib/server-backend.client.ts': { file: 'assets/server-backend.client-1.js', imports: ['_http-1.js'] },
    '_http-1.js': { file: 'assets/http-1.js', name: 'http' },
    // Shared by several chunks: keyed by a hashed name, found by the module's name.
    '_RequestPageParts-1.js': {
      file: 'assets/RequestPageParts-1.js',
      name: 'RequestPageParts',
      imports: ['_http-1.js'],
      css: ['assets/parts-1.css'],
    },
  };
  const pedido = {
    route: 'routes/pedidos.$id',
    early: ['app/lib/server-backend.client.ts', 'app/components/market/RequestPageParts.tsx'],
  };

  it("names the route's module and imports, and the early modules with theirs, once each", () => {
    expect(preloadsFor(pedido, remix, vite)).toEqual({
      modules: [
        '/assets/pedidos._id-1.js',
        '/assets/react-1.js',
        '/assets/Card-1.js',
        '/assets/server-backend.client-1.js',
        '/assets/http-1.js',
        '/assets/RequestPageParts-1.js',
      ],
      styles: ['/assets/form-1.css', '/assets/parts-1.css'],
    });
  });

  it('refuses a route or a module the manifests do not know (a renamed file would go unpreloaded)', () => {
    expect(() => preloadsFor({ route: 'routes/nada', early: [] }, remix, vite)).toThrow(/routes\/nada/);
    expect(() => preloadsFor({ route: null, early: ['app/nada.ts'] }, remix, vite)).toThrow(/app\/nada\.ts/);
  });

  it('adds the links at the end of the head, leaving out what the document already names', () => {
    const html = `${head}<link rel="modulepreload" href="/assets/react-1.js"/>${scripts}</body></html>`;
    const out = withPreloads(html, {
      modules: ['/assets/react-1.js', '/assets/Card-1.js'],
      styles: ['/assets/form-1.css'],
    });
    expect(out).toBe(
      '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/root.css"/>' +
        '<link rel="modulepreload" href="/assets/Card-1.js"/><link rel="preload" as="style" href="/assets/form-1.css"/>' +
        '</head><body><link rel="modulepreload" href="/assets/react-1.js"/>' +
        `${scripts}</body></html>`,
    );
    // The body, which React hydrates, and the inline scripts (the CSP's hashes) are untouched.
    expect(out.slice(out.indexOf('<body>'))).toBe(html.slice(html.indexOf('<body>')));
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
