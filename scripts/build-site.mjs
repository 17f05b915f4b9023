#!/usr/bin/env node
// Builds the site, one build per mode (issue 16), each precompressed (.br/.gz) for the API server:
//   server mode → apps/site/build-server/client  (`npm start`: the site on the API)
//   static demo → apps/site/build/client         (`npm run start:static`, the static e2e files,
//                                                  the benchmark: data in the browser, MSW)
//   node scripts/build-site.mjs [--server] [--static]   (neither: both)
// SITE_BUILD_DIR / SITE_SERVER_BUILD_DIR move them (parallel runs side by side).
import path from 'node:path';
import { pnpm, root } from './pnpm.mjs';
import { precompressAndReport } from './precompress.mjs';
import { writeShells } from './shells.mjs';

export const staticBuildDir = process.env.SITE_BUILD_DIR ?? 'build';
export const serverBuildDir = process.env.SITE_SERVER_BUILD_DIR ?? 'build-server';
export const siteDirOf = (dir) => path.join(root, 'apps/site', dir, 'client');

/** Builds one mode and compresses it; false when the build failed. */
export async function buildSite(mode) {
  const dir = mode === 'server' ? serverBuildDir : staticBuildDir;
  const t0 = Date.now();
  const code = pnpm(['--filter', '@cg/site', 'build'], { env: { SITE_BUILD_DIR: dir, VITE_CG_BACKEND: mode } });
  if (code !== 0) return false;
  // One document per route's first paint (decision 024), before they are compressed.
  await writeShells(siteDirOf(dir));
  await precompressAndReport(siteDirOf(dir));
  console.log(
    `✔ sitio (${mode === 'server' ? 'modo servidor' : 'demo estática'}) en ${((Date.now() - t0) / 1000).toFixed(0)} s`,
  );
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(root, 'scripts/build-site.mjs')) {
  const wanted = process.argv.slice(2);
  const modes = wanted.length === 0 ? ['server', 'static'] : wanted.map((a) => a.replace(/^--/, ''));
  for (const mode of modes) {
    if (mode !== 'server' && mode !== 'static') {
      console.error(`✖ Modo desconocido: ${mode} (usa --server o --static)`);
      process.exit(2);
    }
    if (!(await buildSite(mode))) process.exit(1);
  }
}
