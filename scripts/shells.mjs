// Per-route HTML shells (issue 19, decision 024). Remix v2's SPA build writes one index.html
// whose body is the root's HydrateFallback; the site's fallback (apps/site/app/components/
// first-paint/FirstPaint.tsx) renders, at build time, every route's first paint in a
// `<template data-cg-shell="/path" data-file="/shells/x.html">`. This step writes one document
// per template — the same document with that template's content in `#cg-shell` and no template
// left — and `shells.json`, the table the servers read to answer each path with its document:
//   { "documents": [{ "path": "/pedidos/:id", "file": "/shells/pedido.html" }, …] }
// (`*` is index.html, the document of every other path.)
import { mkdir, readFile, writeFile } from 'node:fs/promises';
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

/** Writes the documents and shells.json into a client build directory; returns what it wrote. */
export async function writeShells(clientDir) {
  const built = await readFile(path.join(clientDir, 'index.html'), 'utf8');
  const css = new Map();
  for (const [, href] of built.matchAll(HEAD_STYLESHEET))
    css.set(href, await readFile(path.join(clientDir, href.slice(1)), 'utf8'));
  const html = inlineHeadStylesheets(built, (href) => css.get(href));
  const documents = splitShells(html);
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
