// A small static build on disk, shaped like the site's: index.html with inline scripts, hashed
// assets with their .br/.gz copies, a dotfile and a hidden folder inside the root, and a secret
// beside it (outside the root) that no request may reach.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const inlineScripts = [
  'window.__remixContext = {"isSpaMode":true};',
  'import "/assets/manifest-abc123.js";\nimport("/assets/entry.client-def456.js");',
] as const;

export const indexHtml = `<!DOCTYPE html><html lang="es-AR"><head><meta charSet="utf-8"/></head><body><div>Cargando Conexión Global…</div><script>${inlineScripts[0]}</script><script type="module" async="">${inlineScripts[1]}</script><script src="/assets/external-000.js"></script></body></html>`;

/** Long enough that both compressions pay off, so the fixture carries .br and .gz copies. */
export const appJs = `export const greeting = ${JSON.stringify('¡Hola desde Conexión Global! '.repeat(200))};\n`;

export const SECRET = 'NO-DEBERÍA-SALIR';

export interface SiteFixture {
  readonly root: string;
  readonly cleanup: () => void;
}

export function writeSite(): SiteFixture {
  const base = mkdtempSync(path.join(tmpdir(), 'cg-api-site-'));
  const root = path.join(base, 'client');
  mkdirSync(path.join(root, 'assets'), { recursive: true });
  mkdirSync(path.join(root, '.hidden'), { recursive: true });
  const write = (file: string, body: string | Buffer) => writeFileSync(path.join(root, file), body);
  write('index.html', indexHtml);
  write('index.html.br', brotliCompressSync(indexHtml));
  write('index.html.gz', gzipSync(indexHtml));
  write('assets/app-abc123.js', appJs);
  write('assets/app-abc123.js.br', brotliCompressSync(appJs));
  write('assets/app-abc123.js.gz', gzipSync(appJs));
  write('assets/logo-abc123.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('.env', `SECRET=${SECRET}`);
  write('.hidden/secret.txt', SECRET);
  writeFileSync(path.join(base, 'secret.txt'), SECRET);
  writeFileSync(path.join(base, 'package.json'), `{"secret":"${SECRET}"}`);
  return { root, cleanup: () => rmSync(base, { recursive: true, force: true }) };
}
