#!/usr/bin/env node
// Builds the site, one build per mode (issue 16), each precompressed (.br/.gz) for the API server:
//   server mode → apps/site/build-server/client  (`npm start`: the site on the API)
//   static demo → apps/site/build/client         (`npm run start:static`, the static e2e files,
//                                                  the benchmark: data in the browser, MSW)
//   node scripts/build-site.mjs [--server] [--static] [--force]   (neither mode: both)
// SITE_BUILD_DIR / SITE_SERVER_BUILD_DIR move them (parallel runs side by side).
// A build whose inputs have not changed since it was made is kept (its fingerprint, stored beside
// it, equals theirs: scripts/build-fingerprint.mjs, decision 013); --force builds anyway. Vite's
// output (a few hundred lines, Rollup's warnings among them) goes to a log file under .tmp/; the
// terminal gets two lines, or the log's end when the build fails.
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { corepackCommand, pnpmEnv, root } from './pnpm.mjs';
import { precompress } from './precompress.mjs';
import { writeShells } from './shells.mjs';
import { buildFingerprint, summarizeBuildLog } from './build-fingerprint.mjs';

export const staticBuildDir = process.env.SITE_BUILD_DIR ?? 'build';
export const serverBuildDir = process.env.SITE_SERVER_BUILD_DIR ?? 'build-server';
export const siteDirOf = (dir) => path.join(root, 'apps/site', dir, 'client');
const fingerprintFileOf = (dir) => path.join(root, 'apps/site', dir, 'fingerprint');
const logFileOf = (dir) => path.join(root, '.tmp', `site-${dir}.log`);

const kib = (n) => (n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MiB` : `${(n / 1024).toFixed(0)} KiB`);
const relative = (file) => path.relative(process.cwd(), file) || '.';

/** Builds one mode (unless current) and compresses it; false when the build failed. */
export async function buildSite(mode, { force = false } = {}) {
  const dir = mode === 'server' ? serverBuildDir : staticBuildDir;
  const label = mode === 'server' ? 'modo servidor' : 'demo estática';
  const env = { SITE_BUILD_DIR: dir, VITE_CG_BACKEND: mode };
  const fingerprint = buildFingerprint(root, mode, { ...process.env, ...env });
  const stored = existsSync(fingerprintFileOf(dir)) ? readFileSync(fingerprintFileOf(dir), 'utf8').trim() : null;
  if (!force && stored === fingerprint && existsSync(path.join(siteDirOf(dir), 'index.html'))) {
    console.log(
      `✔ Sitio (${label}) sin cambios desde su última construcción: se usa ${relative(siteDirOf(dir))} (--force reconstruye)`,
    );
    return true;
  }
  // A build cut short leaves no fingerprint behind, so the next start builds again.
  rmSync(fingerprintFileOf(dir), { force: true });
  const t0 = Date.now();
  const logFile = logFileOf(dir);
  mkdirSync(path.dirname(logFile), { recursive: true });
  console.log(`… Construyendo el sitio (${label}); el registro completo va a ${relative(logFile)}`);
  const fd = openSync(logFile, 'w');
  let status;
  try {
    const [command, ...prefix] = corepackCommand();
    const result = spawnSync(command, [...prefix, 'pnpm', '--filter', '@cg/site', 'build'], {
      cwd: root,
      stdio: ['ignore', fd, fd],
      env: pnpmEnv(env),
    });
    if (result.error) throw result.error;
    status = result.status ?? 1;
  } finally {
    closeSync(fd);
  }
  const log = readFileSync(logFile, 'utf8');
  if (status !== 0) {
    const tail = log.trimEnd().split('\n').slice(-40).join('\n');
    console.error(`${tail}\n✖ La construcción del sitio (${label}) falló; registro completo: ${relative(logFile)}`);
    return false;
  }
  // One document per route's first paint (decision 024), before they are compressed.
  await writeShells(siteDirOf(dir));
  const { files, raw, br, gzip } = await precompress(siteDirOf(dir));
  writeFileSync(fingerprintFileOf(dir), `${fingerprint}\n`);
  const { warnings } = summarizeBuildLog(log);
  console.log(
    `✔ Sitio (${label}) construido en ${((Date.now() - t0) / 1000).toFixed(0)} s → ${relative(siteDirOf(dir))}: ` +
      `${files} archivos de texto, ${kib(raw)} (brotli ${kib(br)}, gzip ${kib(gzip)})`,
  );
  console.log(
    `  ${warnings === 0 ? 'Sin avisos' : `${warnings} avisos de Vite/Rollup (no son errores)`}; registro completo: ${relative(logFile)}`,
  );
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(root, 'scripts/build-site.mjs')) {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const wanted = args.filter((a) => a !== '--force');
  const modes = wanted.length === 0 ? ['server', 'static'] : wanted.map((a) => a.replace(/^--/, ''));
  for (const mode of modes) {
    if (mode !== 'server' && mode !== 'static') {
      console.error(`✖ Modo desconocido: ${mode} (usa --server, --static o --force)`);
      process.exit(2);
    }
    if (!(await buildSite(mode, { force }))) process.exit(1);
  }
}
