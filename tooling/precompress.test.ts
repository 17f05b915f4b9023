import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from '../scripts/precompress.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function build(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cg-precompress-'));
  dirs.push(dir);
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), body);
  }
  return dir;
}

const js = `export const texto = ${JSON.stringify('Conexión Global '.repeat(300))};\n`;

describe('precompress', () => {
  it('writes .br and .gz beside each text file, decompressing to the same bytes', async () => {
    const dir = build({ 'index.html': `<!DOCTYPE html>${'<p>hola</p>'.repeat(100)}`, 'assets/app-1.js': js });
    const totals = await precompress(dir);
    expect(totals.files).toBe(2);
    for (const name of ['index.html', 'assets/app-1.js']) {
      const raw = readFileSync(path.join(dir, name));
      expect(brotliDecompressSync(readFileSync(path.join(dir, `${name}.br`)))).toEqual(raw);
      expect(gunzipSync(readFileSync(path.join(dir, `${name}.gz`)))).toEqual(raw);
    }
    expect(totals.br).toBeLessThan(totals.gzip);
    expect(totals.gzip).toBeLessThan(totals.raw);
  });

  it('leaves images alone, and writes no copy that would not be smaller', async () => {
    const dir = build({ 'logo.png': Buffer.from([0x89, 0x50, 0x4e, 0x47]), 'robots.txt': 'a' });
    await precompress(dir);
    for (const name of ['logo.png.br', 'logo.png.gz', 'robots.txt.br', 'robots.txt.gz']) {
      expect(existsSync(path.join(dir, name)), name).toBe(false);
    }
  });

  it('removes copies left from an earlier build whose original is gone', async () => {
    const dir = build({ 'assets/app-2.js': js, 'assets/app-1.js.br': 'viejo', 'assets/app-1.js.gz': 'viejo' });
    await precompress(dir);
    expect(existsSync(path.join(dir, 'assets/app-1.js.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'assets/app-1.js.gz'))).toBe(false);
    expect(existsSync(path.join(dir, 'assets/app-2.js.br'))).toBe(true);
  });
});
