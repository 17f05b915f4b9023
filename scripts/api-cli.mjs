#!/usr/bin/env node
// The API's command-line tools from the repository root (`npm run support -- …`, `npm run coupons
// -- …`): `node --import tsx` resolves tsx from the working directory, and only apps/api has it, so
// the root's scripts run each tool with tsx's loader resolved from there, in the directory npm was
// called from (a relative file is the caller's).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './pnpm.mjs';
import { installPackages } from './setup.mjs';

const tools = { support: 'support-cli.ts', coupons: 'coupons-cli.ts' };
const [tool = '', ...args] = process.argv.slice(2);
if (!Object.hasOwn(tools, tool)) {
  console.error(`Uso: node scripts/api-cli.mjs ${Object.keys(tools).join('|')} …`);
  process.exit(2);
}

function tsxLoader() {
  return pathToFileURL(createRequire(path.join(root, 'apps/api/package.json')).resolve('tsx')).href;
}

let loader;
try {
  loader = tsxLoader();
} catch {
  // A fresh clone: install the locked packages first, as npm start does.
  installPackages();
  loader = tsxLoader();
}
const result = spawnSync(
  process.execPath,
  ['--import', loader, path.join(root, 'apps/api/src', tools[tool]), ...args],
  // npm runs scripts from the root; a relative path (a coupons file, DATA_DIR) is the caller's.
  { cwd: process.env.INIT_CWD || process.cwd(), stdio: 'inherit' },
);
process.exit(result.status ?? 1);
