#!/usr/bin/env node
// Writes brotli (.br, quality 11) and gzip (.gz, level 9) copies of the site's text files beside
// them, once per build, so the API server hands out compressed bytes without compressing per
// request (Hono's compress() has no brotli; server-stack notes, trap 14). A copy that would not
// be smaller is not written, and copies left from an earlier build are removed.
//   node scripts/precompress.mjs [folder]   (default: apps/site/$SITE_BUILD_DIR/client)
import { readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const TEXT = /\.(html|js|mjs|css|svg|json|map|txt|xml|webmanifest)$/i;
const VARIANTS = ['.br', '.gz'];

async function filesUnder(dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await filesUnder(full)));
    else if (entry.isFile()) out.push(full);
  }
  return out;
}

/** Compresses every text file under `dir`; returns totals in bytes. */
export async function precompress(dir) {
  const files = await filesUnder(dir);
  // Copies a previous run made (their original may be gone): written again from scratch.
  await Promise.all(
    files
      .filter((f) => VARIANTS.some((v) => f.endsWith(v)) && TEXT.test(f.slice(0, -3)))
      .map((f) => rm(f, { force: true })),
  );
  const totals = { files: 0, raw: 0, br: 0, gzip: 0 };
  const sources = files.filter((f) => TEXT.test(f));
  // Two at a time: brotli 11 is CPU-bound and the machine has two cores.
  const queue = [...sources];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const body = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        }),
        gzipAsync(body, { level: 9 }),
      ]);
      totals.files += 1;
      totals.raw += body.length;
      if (br.length < body.length) {
        await writeFile(`${file}.br`, br);
        totals.br += br.length;
      } else totals.br += body.length;
      if (gz.length < body.length) {
        await writeFile(`${file}.gz`, gz);
        totals.gzip += gz.length;
      } else totals.gzip += body.length;
    }
  };
  await Promise.all([worker(), worker()]);
  return totals;
}

const defaultSiteDir = path.join(root, 'apps/site', process.env.SITE_BUILD_DIR ?? 'build', 'client');

/** Compresses `dir` and prints one line of totals. */
async function precompressAndReport(dir) {
  const t0 = Date.now();
  const { files, raw, br, gzip: gz } = await precompress(dir);
  const kib = (n) => `${(n / 1024).toFixed(0)} KiB`;
  console.log(
    `✔ ${files} archivos de texto comprimidos en ${((Date.now() - t0) / 1000).toFixed(1)} s: ${kib(raw)} → brotli ${kib(br)}, gzip ${kib(gz)}`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? defaultSiteDir);
  if (!(await stat(dir).catch(() => null))?.isDirectory()) {
    console.error(`✖ No existe ${dir}: compila el sitio primero (npm run build).`);
    process.exit(1);
  }
  await precompressAndReport(dir);
}
