#!/usr/bin/env node
// Static host for the exported site: SPA fallback (deep links such as /pedidos/abc load
// index.html), gzip/brotli compression negotiated per request and cached in memory, and
// long-lived immutable caching for hashed assets while index.html is always revalidated.
// `npm start` and the e2e tests now use the API server (apps/api); this stays for the benchmark,
// which serves the site and the bare Remix floor the same way, compressing both on the fly.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { documentFor } from './shells.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const defaultRoot = path.resolve(here, '../apps/site/build/client');

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};
const compressible = /^(text\/|application\/(json|manifest)|image\/svg)/;

export function createStaticServer({ root = defaultRoot, compress = true } = {}) {
  const cache = new Map();

  async function load(file) {
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const key = `${file}:${info.mtimeMs}`;
    let entry = cache.get(key);
    if (!entry) {
      const body = await readFile(file);
      const type = types[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
      entry = { body, type, gzip: null, br: null };
      if (compressible.test(type) && body.length > 512) {
        entry.gzip = gzipSync(body, { level: 9 });
        entry.br = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
      }
      cache.set(key, entry);
    }
    return entry;
  }

  return createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      let pathname = decodeURIComponent(url.pathname);
      const resolved = path.resolve(root, `.${pathname}`);
      if (!resolved.startsWith(root)) {
        res.writeHead(400).end();
        return;
      }
      let entry = pathname.endsWith('/') ? null : await load(resolved);
      let fallback = false;
      if (!entry) {
        // A missing hashed asset or file with an extension is a real 404, not the app.
        if (path.extname(pathname) && !pathname.endsWith('.html')) {
          res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('No encontrado');
          return;
        }
        // The route's own first paint when the build wrote one (shells.json, decision 024).
        const shells = await readFile(path.join(root, 'shells.json'), 'utf8').then(JSON.parse, () => null);
        const document = (shells && documentFor(shells, pathname)) ?? '/index.html';
        entry = await load(path.join(root, `.${document}`));
        fallback = true;
        pathname = document;
      }
      if (!entry) {
        res
          .writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
          .end('Falta el sitio: ejecutá el build primero.');
        return;
      }
      const headers = {
        'content-type': entry.type,
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        vary: 'Accept-Encoding',
        'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      };
      const accept = String(req.headers['accept-encoding'] ?? '');
      let body = entry.body;
      if (compress && entry.br && /\bbr\b/.test(accept)) {
        body = entry.br;
        headers['content-encoding'] = 'br';
      } else if (compress && entry.gzip && /\bgzip\b/.test(accept)) {
        body = entry.gzip;
        headers['content-encoding'] = 'gzip';
      }
      headers['content-length'] = String(body.length);
      if (fallback) headers['cache-control'] = 'no-cache';
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(String(error));
    }
  });
}

function argValue(name, fallback) {
  const i = process.argv.indexOf(name);
  return i > -1 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

/** Serves the export on host:port and prints its URL. */
function serve({ root = defaultRoot, port = 3000, host = '127.0.0.1' } = {}) {
  const server = createStaticServer({ root });
  server.listen(port, host, () => {
    console.log(
      `\nConexión Global está servido en http://${host === '0.0.0.0' ? 'localhost' : host}:${server.address().port}/`,
    );
    console.log('(Ctrl+C para detener)\n');
  });
  return server;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  serve({
    port: Number(argValue('--port', process.env.PORT ?? 3000)),
    host: argValue('--host', process.env.HOST ?? '127.0.0.1'),
    root: path.resolve(argValue('--root', defaultRoot)),
  });
}
