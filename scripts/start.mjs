#!/usr/bin/env node
// Quick start, command one: set up, build the site in server mode, compress it, then start the
// provider sandbox (its own process: ledger on disk, signed webhooks) and the API server beside it,
// over PGlite in ./.data (DATABASE_URL: PostgreSQL). The API prints its URL; the site talks to it.
//   node scripts/start.mjs --static   the static demo instead (`npm run start:static`): the site
//                                      keeps its data in the browser and simulates the providers
//                                      (MSW); the API only serves its files (the sandbox still
//                                      starts beside it: the API holds no simulator, decision 037).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { checkNode, installPackages } from './setup.mjs';
import { root } from './pnpm.mjs';
import { buildSite, serverBuildDir, siteDirOf, staticBuildDir } from './build-site.mjs';

const staticDemo = process.argv.includes('--static');
checkNode();
installPackages();
if (!(await buildSite(staticDemo ? 'static' : 'server'))) process.exit(1);
const siteDir = siteDirOf(staticDemo ? staticBuildDir : serverBuildDir);

const host = process.env.HOST ?? '127.0.0.1';
const port = process.env.PORT ?? '3000';
// The static demo's server keeps nothing of its own: its (unused) database is kept apart.
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(root, staticDemo ? '.data-static' : '.data'));

/** One secret for both: the sandbox signs its notifications with it, the API checks them. */
function webhookSecret() {
  if (process.env.WEBHOOK_SECRET) return process.env.WEBHOOK_SECRET;
  const file = path.join(dataDir, 'webhook-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  chmodSync(file, 0o600);
  return readFileSync(file, 'utf8').trim();
}
const secret = webhookSecret();

const children = [];
let stopping = false;
function run(name, cwd, env, onLine) {
  // TypeScript through tsx, resolved from each package's folder (their dev dependency).
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/' + (name === 'sandbox' ? 'server/main.ts' : 'main.ts')],
    {
      cwd: path.join(root, cwd),
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, ...env },
    },
  );
  children.push(child);
  child.stdout.setEncoding('utf8').on('data', (chunk) => {
    // The sandbox's mailbox line is said once, under the site's address (below).
    process.stdout.write(name === 'sandbox' ? chunk.replace(/^Correo: .*\n?/m, '') : chunk);
    onLine?.(chunk);
  });
  // Either one stopping stops the other: half a marketplace is not left running.
  // (When this process was told to stop, each child already was: a second SIGTERM would cut its
  // graceful stop short and end it by the signal — exit code 1 for a clean stop.)
  child.on('exit', (code, signal) => {
    if (!stopping) for (const other of children) if (other !== child && other.exitCode === null) other.kill('SIGTERM');
    process.exitCode = Math.max(Number(process.exitCode ?? 0), code ?? (signal ? 1 : 0));
  });
  return child;
}

// Where the sandbox sends its signed notifications (payments, verification decisions).
const apiUrl = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;

// The sandbox first; the API starts once it has printed its address. (The static demo has its
// providers in the browser; its API, which calls none, is given the sandbox all the same: the API
// starts only with its providers' address, decision 037.)
let mailboxUrl;
const sandboxUrl = await new Promise((resolve, reject) => {
  let seen = '';
  const sandbox = run(
    'sandbox',
    'mocks',
    {
      SANDBOX_PORT: process.env.SANDBOX_PORT ?? '3100',
      SANDBOX_HOST: '127.0.0.1',
      SANDBOX_DATA_DIR: path.join(dataDir, 'sandbox'),
      WEBHOOK_URL: `${apiUrl}/api/webhooks/payments`,
      VERIFICATION_WEBHOOK_URL: `${apiUrl}/api/webhooks/verification`,
      PAYOUT_WEBHOOK_URL: `${apiUrl}/api/webhooks/payouts`,
      WEBHOOK_SECRET: secret,
    },
    (chunk) => {
      seen += chunk;
      const url = /Sandbox: (http:\/\/\S+?)\/?\s/.exec(seen)?.[1];
      mailboxUrl ??= /Correo: (http:\/\/\S+)\s/.exec(seen)?.[1];
      if (url && mailboxUrl) resolve(url);
    },
  );
  sandbox.on('exit', () => reject(new Error('the provider sandbox stopped before it was ready')));
});

// Once the API says where the site is, where the e-mails it sends can be read (a person running it
// here confirms their e-mail, resets a password, reads the notices there; issue 35).
let told = '';
run(
  'api',
  'apps/api',
  {
    PORT: port,
    HOST: host,
    SITE_DIR: siteDir,
    DATA_DIR: dataDir,
    SANDBOX_URL: sandboxUrl,
    WEBHOOK_SECRET: secret,
    // The API's stdout is this pipe: its log is for a person when this process's is a terminal
    // (short lines), JSON otherwise; LOG_FORMAT=json|terminal chooses (decision 013).
    LOG_FORMAT: process.env.LOG_FORMAT || (process.stdout.isTTY ? 'terminal' : 'json'),
  },
  (chunk) => {
    // The static demo's e-mails are in the browser's simulation, not the sandbox's mailbox.
    if (told === null || !mailboxUrl || staticDemo) return;
    told += chunk;
    if (/Conexión Global: http/.test(told)) {
      told = null;
      console.log(`Correo enviado por la plataforma (sandbox): ${mailboxUrl}`);
    }
  },
);

// Ctrl+C reaches both through the terminal; a SIGTERM sent to this process is passed on, so both
// stop gracefully either way.
process.on('SIGTERM', () => {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
});
process.on('SIGINT', () => {
  stopping = true;
});
