// Per-route HTML shells (issue 19, decision 024). Remix v2's SPA build writes one index.html
// whose body is the root's HydrateFallback; the site's fallback (apps/site/app/components/
// first-paint/FirstPaint.tsx) renders, at build time, every route's first paint in a
// `<template data-cg-shell="/path" data-file="/shells/x.html">`. This step writes one document
// per template — the same document with that template's content in `#cg-shell` and no template
// left — and `shells.json`, the table the servers read to answer each path with its document:
//   { "documents": [{ "path": "/pedidos/:id", "file": "/shells/pedido.html" }, …] }
// (`*` is index.html, the document of every other path.) Every document also carries the root's
// CSS in its head and starts the app after its first paint (below): nothing but the document
// itself (and the font it preloads) stands between a visitor and the first paint.
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

const OPEN = '<div id="cg-shell">';
const TEMPLATE = /<template data-cg-shell="([^"]+)" data-file="([^"]+)">([\s\S]*?)<\/template>/g;

/** The documents of one index.html, by file (pure, for tests). @internal */
export function splitShells(html) {
  const start = html.indexOf(OPEN);
  const firstTemplate = html.indexOf('<template data-cg-shell=');
  if (start < 0 || firstTemplate < 0) throw new Error('index.html no tiene las plantillas de #cg-shell');
  const lastClose = html.lastIndexOf('</template>') + '</template>'.length;
  const before = html.slice(0, start);
  const after = html.slice(lastClose);
  const documents = [];
  for (const [, routePath, file, body] of html.slice(firstTemplate, lastClose).matchAll(TEMPLATE)) {
    if (!/^\/[\w/.-]+\.html$/.test(file) || file.includes('..'))
      throw new Error(`Archivo de plantilla inválido: ${file}`);
    documents.push({ path: routePath, file, html: `${before}${OPEN}${body}</div>${after}` });
  }
  return documents;
}

const HEAD_STYLESHEET = /<link rel="stylesheet" href="(\/assets\/[\w.-]+\.css)"\/>/g;

/**
 * The document with its head's stylesheets in it: each `<link rel="stylesheet">` the root renders
 * gets `disabled` (a disabled stylesheet is neither fetched nor waited for), and their CSS, in the
 * same order, goes into one `<style>` at the end of the head — so the first paint waits for no
 * request but the document's own. React hydrates the links as they are (it compares no attribute
 * in production) and leaves the head's last node alone (React 18 deletes no trailing node of
 * `<head>` or `<body>`); the routes' own stylesheets are still links, added after it.
 * `readCss(href)` gives a file's text. Pure but for it; @internal
 */
export function inlineHeadStylesheets(html, readCss) {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) throw new Error('El documento no tiene </head>');
  const head = html.slice(0, headEnd);
  const css = [];
  const linked = head.replace(HEAD_STYLESHEET, (link, href) => {
    const text = readCss(href);
    if (/<\/style/i.test(text)) throw new Error(`${href} contiene </style>`);
    css.push(text.replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '').trim());
    return link.replace('/>', ' disabled=""/>');
  });
  if (css.length === 0) return html;
  return `${linked}<style data-cg-inline="">${css.join('\n')}</style>${html.slice(headEnd)}`;
}

/**
 * What starts the app once the document has painted (`deferAppToFirstPaint`): runs the inert
 * module script (a copy, at the end of the body, with the same text, so the CSP's hash of it still
 * holds) and turns the inert module preloads back into preloads, six per task (a browser asks
 * HTTP/1.1 for six at a time; all 25 at once were one task of 4–18 ms, a long one at 4× CPU). It waits for the browser's first
 * paint entry; a hidden page (which never paints) and a browser without paint entries start it at
 * once after parsing, and none waits more than a second.
 *
 * With them it starts a worker, `/intl-warm.js` (apps/site/public), that makes es-AR formatters
 * while the modules download: a page's first `Intl` formatter loads the locale's data (10–30 ms
 * on this machine, four times that on a phone), which fell inside the task that evaluates the
 * app's modules. The data is the process's, so made on the worker's thread it is ready for the
 * page's (issue 19). Where a worker cannot start, the app loads the data itself, as before.
 * @internal
 */
export const BOOT_AFTER_PAINT = `(function(){var d=document,w=window,b=0;function go(){if(b)return;b=1;var l=[].slice.call(d.querySelectorAll('link[rel="cg-modulepreload"]'));d.querySelectorAll('script[type="cg-module"]').forEach(function(s){var n=d.createElement("script");n.type="module";n.textContent=s.textContent;d.body.appendChild(n)});try{new w.Worker("/intl-warm.js")}catch(e){}(function next(){l.splice(0,6).forEach(function(x){x.rel="modulepreload"});if(l.length)setTimeout(next,0)})()}function ready(){if(d.visibilityState!=="visible")return go();setTimeout(go,1000);var P=w.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>-1){new P(function(){setTimeout(go,0)}).observe({type:"paint",buffered:true})}else{requestAnimationFrame(function(){setTimeout(go,0)})}}if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",ready);else ready()})();`;

/**
 * The document with the app started after its first paint instead of during parsing: the body's
 * `<link rel="modulepreload">` and `<script type="module">` Remix writes get an inert `rel` and
 * `type` (React hydrates them as they are: it compares no attribute in production), and a small
 * script at the end of the head (BOOT_AFTER_PAINT) starts them once the page has painted, so the
 * app's modules do not compete with the document, its CSS and its font for the first paint.
 * Pure; @internal
 */
export function deferAppToFirstPaint(html) {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) throw new Error('El documento no tiene </head>');
  const body = html.slice(headEnd);
  const preloads = body.match(/<link rel="modulepreload" /g)?.length ?? 0;
  const modules = body.match(/<script type="module"/g)?.length ?? 0;
  if (preloads === 0 && modules === 0) return html;
  if (modules !== 1) throw new Error(`Se esperaba un script de módulo, hay ${modules}`);
  const inert = body
    .replaceAll('<link rel="modulepreload" ', '<link rel="cg-modulepreload" ')
    .replace('<script type="module"', '<script type="cg-module"');
  return `${html.slice(0, headEnd)}<script>${BOOT_AFTER_PAINT}</script>${inert}`;
}

/**
 * The classes a document's shell uses whose CSS is in the build (`allCss`, every stylesheet it
 * wrote) but not in the document's own `<style>`: what would paint unstyled until the app's
 * JavaScript came. A class no stylesheet mentions has no rules anywhere (an empty style) and is
 * not missing. Pure; @internal
 */
export function unstyledShellClasses(html, allCss) {
  const start = html.indexOf(OPEN);
  const own = /<style data-cg-inline="">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
  const classes = new Set();
  for (const [, list] of (start < 0 ? '' : html.slice(start)).matchAll(/\sclass="([^"]+)"/g))
    for (const c of list.split(/\s+/)) if (c) classes.add(c);
  const has = (css, c) => new RegExp(`\\.${c.replace(/[^\w-]/g, '\\$&')}(?![\\w-])`).test(css);
  return [...classes].filter((c) => has(allCss, c) && !has(own, c)).sort();
}

/** Writes the documents and shells.json into a client build directory; returns what it wrote. */
export async function writeShells(clientDir) {
  const built = await readFile(path.join(clientDir, 'index.html'), 'utf8');
  // Every stylesheet of the build, read once: the head's go into the documents, and all of them
  // tell the guard below which classes have CSS at all.
  const assets = path.join(clientDir, 'assets');
  const css = new Map(
    await Promise.all(
      (await readdir(assets))
        .filter((f) => f.endsWith('.css'))
        .map(async (f) => [`/assets/${f}`, await readFile(path.join(assets, f), 'utf8')]),
    ),
  );
  const html = deferAppToFirstPaint(
    inlineHeadStylesheets(built, (href) => {
      const text = css.get(href);
      if (text === undefined) throw new Error(`Falta ${href} en la compilación`);
      return text;
    }),
  );
  const documents = splitShells(html);
  const allCss = [...css.values()].join('\n');
  for (const d of documents) {
    const missing = unstyledShellClasses(d.html, allCss);
    if (missing.length > 0)
      throw new Error(`${d.file}: la primera pintura usa clases sin su CSS en el documento: ${missing.join(', ')}`);
  }
  for (const d of documents) {
    const target = path.join(clientDir, d.file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, d.html);
  }
  const table = { documents: documents.map(({ path: p, file }) => ({ path: p, file })) };
  await writeFile(path.join(clientDir, 'shells.json'), JSON.stringify(table, null, 2) + '\n');
  return table.documents;
}

/** The document for a path (`:name` matches one segment, `*` anything), or null. @internal */
export function documentFor(table, pathname) {
  const got = pathname.split('/').filter(Boolean);
  const fits = (pattern) => {
    const want = pattern.split('/').filter(Boolean);
    return want.length === got.length && want.every((w, i) => w.startsWith(':') || w === got[i]);
  };
  return (
    table.documents.find((d) => d.path !== '*' && fits(d.path))?.file ??
    table.documents.find((d) => d.path === '*')?.file ??
    null
  );
}
