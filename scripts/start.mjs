#!/usr/bin/env node
// Quick start, command one: set up, build the static site, compress it, and start the API server
// serving it; the server prints its URL. The site still keeps its data in the browser
// (localStorage + IndexedDB); it moves onto the API in a later issue.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { checkNode, installPackages } from './setup.mjs';
import { pnpm, root } from './pnpm.mjs';
import { defaultSiteDir, precompressAndReport } from './precompress.mjs';

checkNode();
installPackages();
if (pnpm(['--filter', '@cg/site', 'build']) !== 0) process.exit(1);
await precompressAndReport(defaultSiteDir);

// The server runs its TypeScript through tsx (apps/api's dev dependency, resolved from its folder).
const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: path.join(root, 'apps/api'),
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.PORT ?? '3000',
    HOST: process.env.HOST ?? '127.0.0.1',
    SITE_DIR: defaultSiteDir,
  },
});
// Ctrl+C reaches the server through the terminal; a SIGTERM sent to this process is passed on,
// so the server stops gracefully either way.
process.on('SIGTERM', () => server.kill('SIGTERM'));
process.on('SIGINT', () => {});
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
