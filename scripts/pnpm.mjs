#!/usr/bin/env node
// Runs the workspace's pinned pnpm through corepack, so a fresh machine needs only Node.
// `pnpm` is not on PATH there (stack notes, trap 2); the hash in package.json's
// `packageManager` lets corepack verify the download without registry signatures (trap 1).
import { spawnSync } from 'node:child_process';
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
const COREPACK = 'corepack@0.34.6';
let corepack;

/**
 * How to run corepack: the one Node ships (`corepack`), or — Node 25 and later ship none — the
 * npm registry's package through npx, cached by npm after the first run (decision 034).
 * @returns {[string, ...string[]]}
 */
export function corepackCommand() {
  corepack ??=
    spawnSync('corepack', ['--version'], { stdio: 'ignore' }).error === undefined
      ? ['corepack']
      : ['npx', '--yes', COREPACK];
  return corepack;
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
