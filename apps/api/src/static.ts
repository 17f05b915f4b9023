// The site's static build, served from memory. At start-up every regular file under the root is
// read once (no dotfiles, no symbolic links), with the `.br` and `.gz` variants that
// scripts/precompress.mjs wrote beside it. A request only ever looks a path up in that table, so
// nothing outside the root (or hidden inside it) can be served, whatever the path says.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { getMimeType } from 'hono/utils/mime';

interface Variant {
  readonly body: Uint8Array;
  readonly etag: string;
}

export interface StaticFile {
  readonly type: string;
  readonly identity: Variant;
  readonly br?: Variant;
  readonly gzip?: Variant;
}

export interface StaticSite {
  readonly files: ReadonlyMap<string, StaticFile>;
  /** The SPA's document, answered for every path that is not a file or an API route. */
  readonly index: StaticFile;
  /** index.html as text, to hash its inline scripts for the Content-Security-Policy. */
  readonly indexHtml: string;
  /**
   * Every document the site may answer with (index.html and the per-route shells of
   * `shells.json`, decision 024), as text: their inline scripts are all allowed by the CSP.
   */
  readonly documentsHtml: readonly string[];
  /**
   * The document for a path that is not a file: its route's shell, else index.html; with the
   * shell's path pattern (`/pedidos/:id`, `*` for index.html) and its text.
   */
  documentFor(urlPath: string): {
    readonly file: StaticFile;
    readonly urlPath: string;
    readonly pattern: string;
    readonly html: string;
  };
}

/** One line of the build's `shells.json`: the paths (`:name` is one segment) a document is for. */
interface ShellEntry {
  readonly path: string;
  readonly file: string;
}

function fitsPattern(pattern: string, urlPath: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const got = urlPath.split('/').filter(Boolean);
  return want.length === got.length && want.every((w, i) => w.startsWith(':') || w === got[i]);
}

function readShells(raw: ReadonlyMap<string, Uint8Array>): ShellEntry[] {
  const body = raw.get('/shells.json');
  if (!body) return [];
  const parsed = JSON.parse(new TextDecoder().decode(body)) as { documents?: unknown };
  if (!Array.isArray(parsed.documents)) throw new Error('shells.json sin "documents"');
  return parsed.documents.filter(
    (d): d is ShellEntry =>
      typeof (d as ShellEntry).path === 'string' &&
      typeof (d as ShellEntry).file === 'string' &&
      (d as ShellEntry).path !== '*' &&
      raw.has((d as ShellEntry).file),
  );
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const COMPRESSED_SUFFIXES = { br: '.br', gzip: '.gz' } as const;

function variant(body: Uint8Array, tag: string): Variant {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 22);
  return { body, etag: `"${hash}${tag}"` };
}

function walk(dir: string, prefix: string, out: Map<string, Uint8Array>): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    const urlPath = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) walk(full, urlPath, out);
    else if (entry.isFile()) out.set(urlPath, readFileSync(full));
  }
}

/** Reads a static build into memory. Throws when the root has no index.html. */
export function loadStaticSite(root: string): StaticSite {
  const raw = new Map<string, Uint8Array>();
  walk(root, '', raw);
  const files = new Map<string, StaticFile>();
  for (const [urlPath, body] of raw) {
    const isVariantOf = Object.values(COMPRESSED_SUFFIXES).find(
      (suffix) => urlPath.endsWith(suffix) && raw.has(urlPath.slice(0, -suffix.length)),
    );
    if (isVariantOf) continue;
    const br = raw.get(urlPath + COMPRESSED_SUFFIXES.br);
    const gzip = raw.get(urlPath + COMPRESSED_SUFFIXES.gzip);
    files.set(urlPath, {
      type: getMimeType(urlPath) ?? 'application/octet-stream',
      identity: variant(body, ''),
      ...(br && { br: variant(br, '-br') }),
      ...(gzip && { gzip: variant(gzip, '-gz') }),
    });
  }
  const index = files.get('/index.html');
  const indexBody = raw.get('/index.html');
  if (!index || !indexBody) throw new Error(`No hay index.html en ${root}: compila el sitio primero.`);
  const shells = readShells(raw);
  const decode = (body: Uint8Array) => new TextDecoder().decode(body);
  const shellHtml = new Map(shells.map((s) => [s.file, decode(raw.get(s.file) ?? new Uint8Array())]));
  const indexText = decode(indexBody);
  return {
    files,
    index,
    indexHtml: indexText,
    documentsHtml: [indexText, ...shellHtml.values()],
    documentFor(urlPath) {
      const shell = shells.find((s) => fitsPattern(s.path, urlPath));
      const file = shell ? files.get(shell.file) : undefined;
      return shell && file
        ? { file, urlPath: shell.file, pattern: shell.path, html: shellHtml.get(shell.file) ?? '' }
        : { file: index, urlPath: '/index.html', pattern: '*', html: indexText };
    },
  };
}

/**
 * The codings a client accepts, from its Accept-Encoding header: `br` before `gzip` (smaller),
 * and `;q=0` (or `*;q=0`) means refused. @internal
 */
export function acceptedCodings(header: string | undefined): { br: boolean; gzip: boolean } {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  const accepts = (coding: string) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  return { br: accepts('br'), gzip: accepts('gzip') || accepts('x-gzip') };
}

/**
 * A request path that must not be looked up at all: one that does not decode, holds a dot
 * segment or a dotfile (`..`, `.env`, `.git`), a backslash, a NUL, or an encoded slash. The URL
 * parser already resolves plain and `%2e%2e` dot segments; this catches what survives it.
 */
export function isForbiddenPath(rawPathname: string): boolean {
  if (/%(2f|5c|00)/i.test(rawPathname)) return true;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPathname);
  } catch {
    return true;
  }
  if (/[\\\0]/.test(decoded)) return true;
  return decoded.split('/').some((segment) => segment.startsWith('.'));
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * The response for a file: the smallest variant the client accepts, its caching (hashed files
 * under /assets/ never change; everything else is revalidated) and a 304 when the client's copy
 * is current.
 */
export function fileResponse(
  file: StaticFile,
  urlPath: string,
  request: { acceptEncoding?: string; ifNoneMatch?: string },
): Response {
  const accepted = acceptedCodings(request.acceptEncoding);
  const [coding, chosen] =
    file.br && accepted.br
      ? (['br', file.br] as const)
      : file.gzip && accepted.gzip
        ? (['gzip', file.gzip] as const)
        : ([undefined, file.identity] as const);
  const headers = new Headers({
    'Content-Type': file.type,
    'Cache-Control': urlPath.startsWith('/assets/') ? IMMUTABLE : REVALIDATE,
    ETag: chosen.etag,
  });
  // Caches must key every file that has compressed variants by Accept-Encoding, including when
  // they hand out the uncompressed one.
  if (file.br || file.gzip) headers.set('Vary', 'Accept-Encoding');
  if (matches(request.ifNoneMatch, chosen.etag)) return new Response(null, { status: 304, headers });
  if (coding) headers.set('Content-Encoding', coding);
  headers.set('Content-Length', String(chosen.body.byteLength));
  return new Response(chosen.body as Uint8Array<ArrayBuffer>, { status: 200, headers });
}

/** What the request page's shell shows before the app has loaded: what any visitor may see. */
export interface RequestShellData {
  readonly productName: string;
  readonly imageId: string | null;
  readonly isExample: boolean;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

// The request shell's three places (apps/site's FirstPaint.tsx, as React writes them).
const SHELL_NAME = /(<h1\b[^>]*?\sdata-cg-early="name")\s+hidden=""([^>]*>)[^<]*(<\/h1>)/;
const SHELL_EXAMPLE = /(<span\b[^>]*?\sdata-cg-early="example")\s+hidden=""/;
const SHELL_PHOTO = /<img\b([^>]*?)\s+alt=""([^>]*?\sdata-cg-early="photo")/;

/**
 * `/pedidos/:id`'s shell with the request's name, photo and "Ejemplo" tag written in (decision
 * 024): text and attributes only, escaped, so the document's inline scripts — and the CSP's hashes
 * of them — stay those of the build. `null` when the shell lacks one of its places (a build of
 * another shape): the caller then answers the shell as built, and the browser fills it in.
 */
export function fillRequestShell(html: string, data: RequestShellData): string | null {
  if (!SHELL_NAME.test(html) || !SHELL_EXAMPLE.test(html) || !SHELL_PHOTO.test(html)) return null;
  const name = escapeHtml(data.productName);
  let filled = html.replace(
    SHELL_NAME,
    (_m, open: string, rest: string, close: string) => `${open}${rest}${name}${close}`,
  );
  if (data.isExample) filled = filled.replace(SHELL_EXAMPLE, (_m, open: string) => open);
  if (data.imageId) {
    const src = `/api/photos/${encodeURIComponent(data.imageId)}`;
    filled = filled.replace(
      SHELL_PHOTO,
      (_m, before: string, after: string) => `<img${before} src="${escapeHtml(src)}" alt="Foto de ${name}"${after}`,
    );
  }
  return filled;
}

/**
 * A document made for one request (not a file of the build): compressed as the client accepts
 * (brotli at a quality that costs about a millisecond for a shell), revalidated like the others.
 */
export function documentResponse(html: string, request: { acceptEncoding?: string; ifNoneMatch?: string }): Response {
  const identity = new TextEncoder().encode(html);
  const accepted = acceptedCodings(request.acceptEncoding);
  const coding = accepted.br ? 'br' : accepted.gzip ? 'gzip' : undefined;
  // One tag per coding, as the build's files have (`-br`, `-gz`): the bytes differ.
  const suffix = coding === 'br' ? '-br' : coding === 'gzip' ? '-gz' : '';
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}${suffix}"`;
  const headers = new Headers({
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': REVALIDATE,
    ETag: etag,
    Vary: 'Accept-Encoding',
  });
  if (matches(request.ifNoneMatch, etag)) return new Response(null, { status: 304, headers });
  const body =
    coding === 'br'
      ? brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
      : coding === 'gzip'
        ? gzipSync(identity)
        : identity;
  if (coding) headers.set('Content-Encoding', coding);
  headers.set('Content-Length', String(body.byteLength));
  return new Response(body as Uint8Array<ArrayBuffer>, { status: 200, headers });
}
