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

/** Writes the documents and shells.json into a client build directory; returns what it wrote. */
export async function writeShells(clientDir) {
  const html = await readFile(path.join(clientDir, 'index.html'), 'utf8');
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
