// Per-route HTML shells (issue 19, decision 024). Remix v2's SPA build writes one index.html
// whose body is the root's HydrateFallback; the site's fallback (apps/site/app/components/
// first-paint/FirstPaint.tsx) renders, at build time, every route's first paint in a
// `<template data-cg-shell="/path" data-file="/shells/x.html">`. This step writes one document
// per template — the same document with that template's content in `#cg-shell` and no template
// left — and `shells.json`, the table the servers read to answer each path with its document:
//   { "documents": [{ "path": "/pedidos/:id", "file": "/shells/pedido.html" }, …] }
// (`*` is index.html, the document of every other path.)
// Each document also names, as `modulepreload`s, the modules its page needs before it can render:
// the route's module and its imports (Remix's manifest; its SPA document names only the root's)
// and the modules the page imports as it loads (`data-early`, by source path, from Vite's
// manifest, which the site's build keeps for this). Links, not scripts: the CSP's hashes hold.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const OPEN = '<div id="cg-shell">';
const TEMPLATE =
  /<template data-cg-shell="([^"]+)" data-file="([^"]+)"(?: data-route="([^"]+)")?(?: data-early="([^"]+)")?>([\s\S]*?)<\/template>/g;

/** The documents of one index.html, by file (pure, for tests). @internal */
export function splitShells(html) {
  const start = html.indexOf(OPEN);
  const firstTemplate = html.indexOf('<template data-cg-shell=');
  if (start < 0 || firstTemplate < 0) throw new Error('index.html no tiene las plantillas de #cg-shell');
  const lastClose = html.lastIndexOf('</template>') + '</template>'.length;
  const before = html.slice(0, start);
  const after = html.slice(lastClose);
  const documents = [];
  for (const [, routePath, file, route, early, body] of html.slice(firstTemplate, lastClose).matchAll(TEMPLATE)) {
    if (!/^\/[\w/.-]+\.html$/.test(file) || file.includes('..'))
      throw new Error(`Archivo de plantilla inválido: ${file}`);
    documents.push({
      path: routePath,
      file,
      route: route ?? null,
      early: early ? early.split(' ') : [],
      html: `${before}${OPEN}${body}</div>${after}`,
    });
  }
  return documents;
}

/**
 * What a document should preload: its route's module and imports (Remix's manifest) and its early
 * modules with their imports (Vite's manifest, keyed by source path); scripts and stylesheets, as
 * site paths. @internal
 */
export function preloadsFor(document, remixManifest, viteManifest) {
  const modules = new Set();
  const styles = new Set();
  const route = document.route ? remixManifest.routes[document.route] : null;
  if (document.route && !route) throw new Error(`La ruta ${document.route} no está en el manifiesto de Remix`);
  if (route) {
    for (const m of [route.module, ...(route.imports ?? [])]) modules.add(m);
    for (const c of route.css ?? []) styles.add(c);
  }
  // A module of its own is keyed by its source path; one that several chunks share, by a hashed
  // name (`_RequestPageParts-x1y2.js`): found by the chunk's name, the module's file name.
  const chunkOf = (key) =>
    viteManifest?.[key] ??
    Object.entries(viteManifest ?? {}).find(
      ([k, c]) => k.startsWith('_') && c.name === path.basename(key).replace(/\.[jt]sx?$/, ''),
    )?.[1];
  const visit = (key) => {
    const chunk = chunkOf(key);
    if (!chunk) throw new Error(`${key} no está en el manifiesto de Vite`);
    if (modules.has(`/${chunk.file}`)) return;
    modules.add(`/${chunk.file}`);
    for (const c of chunk.css ?? []) styles.add(`/${c}`);
    for (const i of chunk.imports ?? []) visit(i);
  };
  for (const source of document.early) visit(source);
  return { modules: [...modules], styles: [...styles] };
}

/**
 * The document with `preloads` added at the end of its head, leaving out what it already names.
 * In the head, not beside the root's own modulepreloads in the body: React hydrates the body's
 * `<Scripts />` and takes any node it did not render there for a mismatch (error 418), while the
 * head tolerates links it did not render. @internal
 */
export function withPreloads(html, { modules, styles }) {
  const named = new Set(
    [...html.matchAll(/<link rel="(?:modulepreload|stylesheet|preload)" href="([^"]+)"/g)].map((m) => m[1]),
  );
  const links = [
    ...modules.filter((m) => !named.has(m)).map((m) => `<link rel="modulepreload" href="${m}"/>`),
    ...styles.filter((c) => !named.has(c)).map((c) => `<link rel="preload" as="style" href="${c}"/>`),
  ].join('');
  const at = html.indexOf('</head>');
  if (at < 0) throw new Error('El documento no tiene <head>');
  return `${html.slice(0, at)}${links}${html.slice(at)}`;
}

/** Remix's manifest, as the document's module script imports it. */
async function remixManifestOf(clientDir, html) {
  const file = /import "(\/assets\/manifest-[\w-]+\.js)"/.exec(html)?.[1];
  if (!file) throw new Error('index.html no importa el manifiesto de Remix');
  const text = await readFile(path.join(clientDir, file), 'utf8');
  return JSON.parse(text.replace(/^window\.__remixManifest=/, '').replace(/;\s*$/, ''));
}

/** Writes the documents and shells.json into a client build directory; returns what it wrote. */
export async function writeShells(clientDir) {
  const html = await readFile(path.join(clientDir, 'index.html'), 'utf8');
  const documents = splitShells(html);
  const remixManifest = await remixManifestOf(clientDir, html);
  // Vite's manifest, kept by the site's build (`build.manifest`) beside the client directory, so
  // it is never served.
  const viteManifest = JSON.parse(await readFile(path.join(clientDir, '..', '.vite', 'client-manifest.json'), 'utf8'));
  for (const d of documents) {
    const target = path.join(clientDir, d.file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, withPreloads(d.html, preloadsFor(d, remixManifest, viteManifest)));
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
