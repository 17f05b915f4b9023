#!/usr/bin/env node
// Runs the workspace's pinned pnpm through corepack, so a fresh machine needs only Node.
// `pnpm` is not on PATH there (stack notes, trap 2); the hash in package.json's
// `packageManager` lets corepack verify the download without registry signatures (trap 1).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function pnpmEnv(extra = {}) {
  return {
    ...process.env,
    COREPACK_ENABLE_DOWNLOAD_PROMPT: '0',
    COREPACK_ENABLE_STRICT: '0',
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    ...extra,
  };
}

/** The corepack release Node 22 and 24 ship, fetched from the npm registry where Node has none. */
const COREPACK = '0.34.6';
let corepack;

/**
 * How to run corepack: the one Node ships (`corepack` on PATH), or — Node 25 and later ship none —
 * the npm registry's package, installed once into node_modules/.cache/corepack/ (npx would ask
 * the registry again on every call: 13–17 s each here) and run by the running Node (decision 034).
 * @returns {[string, ...string[]]}
 */
export function corepackCommand() {
  if (corepack) return corepack;
  if (spawnSync('corepack', ['--version'], { stdio: 'ignore' }).status === 0) return (corepack = ['corepack']);
  const dir = path.join(root, 'node_modules/.cache/corepack', COREPACK);
  const script = path.join(dir, 'node_modules/corepack/dist/corepack.js');
  if (!existsSync(script)) {
    console.log(
      `Este Node (${process.version}) no trae corepack: instalando corepack@${COREPACK} del registro de npm…`,
    );
    spawnSync(
      'npm',
      [
        'install',
        '--prefix',
        dir,
        '--no-save',
        '--no-package-lock',
        '--ignore-scripts',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        `corepack@${COREPACK}`,
      ],
      { stdio: 'inherit' },
    );
  }
  if (!existsSync(script)) {
    throw new Error(
      `No hay corepack en este Node y no pude instalar corepack@${COREPACK} (npm i -g corepack, o usa Node 24).`,
    );
  }
  return (corepack = [process.execPath, script]);
}

export function pnpm(args, options = {}) {
  const [command, ...prefix] = corepackCommand();
  const result = spawnSync(command, [...prefix, 'pnpm', ...args], {
    cwd: root,
    stdio: 'inherit',
    env: pnpmEnv(options.env),
  });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit(pnpm(process.argv.slice(2)));
}
