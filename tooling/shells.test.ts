// scripts/shells.mjs (decision 024): one document per route's first paint, split from the
// templates the site's HydrateFallback renders into index.html at build time.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  BOOT_AFTER_PAINT,
  deferAppToFirstPaint,
  documentFor,
  inlineHeadStylesheets,
  splitShells,
  unstyledShellClasses,
} from '../scripts/shells.mjs';

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

describe('inlineHeadStylesheets', () => {
  const css: Record<string, string> = {
    '/assets/root-a1.css': ':root{--c:#1d4ed8}\n/*# sourceMappingURL=root-a1.css.map */\n',
    '/assets/page-b2.css': '.p{color:var(--c)}',
  };
  const read = (href: string) => {
    const text = css[href];
    if (text === undefined) throw new Error(`no ${href}`);
    return text;
  };
  const document = (head: string, body = '<p>Hola</p><link rel="stylesheet" href="/assets/late.css"/>') =>
    `<!DOCTYPE html><html><head><title>x</title>${head}</head><body>${body}</body></html>`;

  it("puts the head's stylesheets, in order, into one <style> at the head's end and disables their links", () => {
    const html = document(
      '<link rel="stylesheet" href="/assets/root-a1.css"/><link rel="stylesheet" href="/assets/page-b2.css"/>',
    );
    expect(inlineHeadStylesheets(html, read)).toBe(
      document(
        '<link rel="stylesheet" href="/assets/root-a1.css" disabled=""/>' +
          '<link rel="stylesheet" href="/assets/page-b2.css" disabled=""/>' +
          '<style data-cg-inline="">:root{--c:#1d4ed8}\n.p{color:var(--c)}</style>',
      ),
    );
  });

  it('leaves a document without head stylesheets, and the body, as they are', () => {
    const html = document('<meta charSet="utf-8"/>');
    expect(inlineHeadStylesheets(html, read)).toBe(html);
  });

  it('refuses CSS that would close the <style>, and a document without a head', () => {
    expect(() =>
      inlineHeadStylesheets(document('<link rel="stylesheet" href="/assets/x.css"/>'), () => 'a{}</style><script>'),
    ).toThrow(/<\/style>/);
    expect(() => inlineHeadStylesheets('<p>sin cabeza</p>', read)).toThrow(/head/);
  });
});

describe('deferAppToFirstPaint', () => {
  const head = '<head><link rel="preload" href="/assets/inter.woff2" as="font"/><style data-cg-inline="">p{}</style>';
  const app =
    '<link rel="modulepreload" href="/assets/manifest.js"/><link rel="modulepreload" href="/assets/root.js"/>' +
    '<script>window.__remixContext = {};</script>' +
    '<script type="module" async="">import "/assets/manifest.js";\nimport("/assets/entry.client.js");</script>';
  const document = `<!DOCTYPE html><html>${head}</head><body><div id="cg-shell"><h1>Inicio</h1></div>${app}</body></html>`;

  it("makes the body's module preloads and module script inert and starts them from a script at the head's end", () => {
    const deferred = deferAppToFirstPaint(document);
    const headEnd = deferred.indexOf('</head>');
    // The head keeps its own preloads (the font) and gains one classic script, its last node.
    expect(deferred.slice(0, headEnd)).toMatch(
      /^<!DOCTYPE html><html><head><link rel="preload" href="\/assets\/inter.woff2" as="font"\/><style data-cg-inline="">p\{\}<\/style><script>\(function\(\)\{[^<]+\}\)\(\);<\/script>$/,
    );
    const body = deferred.slice(headEnd);
    expect(body).not.toContain('rel="modulepreload"');
    expect(body).not.toContain('type="module"');
    expect(body).toContain('<link rel="cg-modulepreload" href="/assets/root.js"/>');
    // The module script's text is unchanged, so the CSP's hash of it allows the copy that runs.
    expect(body).toContain(
      '<script type="cg-module" async="">import "/assets/manifest.js";\nimport("/assets/entry.client.js");</script>',
    );
    expect(body).toContain('<script>window.__remixContext = {};</script>');
  });

  it('leaves a document without the app alone, and refuses one with two module scripts', () => {
    const plain = `<!DOCTYPE html><html>${head}</head><body><p>Hola</p></body></html>`;
    expect(deferAppToFirstPaint(plain)).toBe(plain);
    expect(() => deferAppToFirstPaint(document.replace('</body>', '<script type="module">x</script></body>'))).toThrow(
      /módulo/,
    );
  });
});

describe('BOOT_AFTER_PAINT', () => {
  /** Runs the script in a hidden page (it starts at once) with a task queue the test drains. */
  function boot(Worker: unknown, log: string[] = []) {
    const tasks: (() => void)[] = [];
    const links = Array.from({ length: 8 }, (_, i) => ({ rel: 'cg-modulepreload', href: `/assets/m${i}.js` }));
    const preloads = () => links.filter((l) => l.rel === 'modulepreload').length;
    const document = {
      readyState: 'complete',
      visibilityState: 'hidden',
      querySelectorAll: (selector: string) =>
        selector.includes('cg-modulepreload') ? links : [{ textContent: 'import("/assets/entry.js");' }],
      createElement: () => ({ type: '', textContent: '' }),
      body: { appendChild: (n: { type: string; textContent: string }) => log.push(`${n.type}: ${n.textContent}`) },
    };
    runInNewContext(BOOT_AFTER_PAINT, {
      window: { Worker },
      document,
      setTimeout: (f: () => void) => tasks.push(f),
    });
    log.push(`parsed: ${preloads()} preloads`);
    for (let task = tasks.shift(), n = 0; task; task = tasks.shift(), n++) {
      task();
      log.push(`task ${n}: ${preloads()} preloads`);
    }
    return log;
  }

  it('starts the module, the locale worker, then the preloads six per task', () => {
    const log: string[] = [];
    const Worker = function Worker(url: string) {
      log.push(`worker ${url}`);
    };
    expect(boot(Worker, log)).toEqual([
      'module: import("/assets/entry.js");',
      'worker /intl-warm.js',
      'parsed: 6 preloads',
      'task 0: 8 preloads',
    ]);
  });

  it('goes on where a worker cannot start (none, or one the page may not run)', () => {
    const refused = function Worker() {
      throw new DOMException('Refused by the CSP', 'SecurityError');
    };
    for (const Worker of [refused, undefined]) {
      expect(boot(Worker)).toEqual(['module: import("/assets/entry.js");', 'parsed: 6 preloads', 'task 0: 8 preloads']);
    }
  });
});

describe('unstyledShellClasses', () => {
  const doc = (css: string, shell: string) =>
    `<html><head><style data-cg-inline="">${css}</style></head><body><div id="cg-shell">${shell}</div></body></html>`;
  const allCss = '.hero{color:red}.hero-title{font-size:2rem}.card:hover{color:blue}';

  it("names the shell's classes whose CSS the build has but the document does not", () => {
    const html = doc(
      '.hero{color:red}',
      '<section class="hero"><h1 class="hero-title">Hola</h1><p class="card"></p></section>',
    );
    expect(unstyledShellClasses(html, allCss)).toEqual(['card', 'hero-title']);
  });

  it('passes a shell whose classes are all in the document, or have no CSS anywhere (an empty style)', () => {
    const html = doc(allCss, '<section class="hero  empty"><h1 class="hero-title">Hola</h1></section>');
    expect(unstyledShellClasses(html, allCss)).toEqual([]);
  });

  it('does not take one class for another that starts the same', () => {
    expect(unstyledShellClasses(doc('.hero-title{x:y}', '<p class="hero"></p>'), allCss)).toEqual(['hero']);
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
