#!/usr/bin/env node
// `node benchmark/api/reset-timing.mjs` (issue 32 item 12, decision 033): whether the answer to
// "forgot my password" takes longer for an e-mail that has an account. The API as `npm start` runs
// it (node --import tsx apps/api/src/main.ts on a fresh PGlite, beside the provider sandbox
// process), over HTTP on loopback with one kept-alive connection; one account registered; then
// pairs of requests — its e-mail, an unknown one — each sent 50 ms after the previous answer (the
// link's work done). Prints the medians of each and of the pairs' differences, and p10 / p90.
//   --pairs N   pairs measured (default 200), after 20 not counted
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const { values: flags } = parseArgs({ options: { pairs: { type: 'string', default: '200' } } });
const pairs = Number(flags.pairs);
const work = mkdtempSync(path.join(os.tmpdir(), 'cg-bench-reset-'));
const children = new Set();

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function spawnTsx(script, cwd, env, logName) {
  const logFile = path.join(work, `${logName}.log`);
  const out = openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  children.add(child);
  child.logFile = logFile;
  return child;
}

async function waitFor(url, child, what) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${what} stopped:\n${readFileSync(child.logFile, 'utf8').slice(-2000)}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not answer ${url}`);
}

const quantile = (xs, q) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const ms = (x) => `${x.toFixed(2)} ms`;

try {
  const [apiPort, sandboxPort] = [await freePort(), await freePort()];
  const secret = randomBytes(32).toString('hex');
  const sandbox = spawnTsx(
    'src/server/main.ts',
    path.join(root, 'mocks'),
    {
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_HOST: '127.0.0.1',
      SANDBOX_DATA_DIR: path.join(work, 'sandbox'),
      WEBHOOK_URL: `http://127.0.0.1:${apiPort}/api/webhooks/payments`,
      WEBHOOK_SECRET: secret,
    },
    'sandbox',
  );
  await waitFor(`http://127.0.0.1:${sandboxPort}/_sandbox/health`, sandbox, 'the provider sandbox');
  const base = `http://127.0.0.1:${apiPort}`;
  const api = spawnTsx(
    'src/main.ts',
    path.join(root, 'apps/api'),
    {
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(work, 'data'),
      SITE_DIR: path.join(work, 'no-site'),
      // Every request comes from 127.0.0.1: ten reset requests per address would stop the run.
      TEST_RAISED_LIMITS: '1',
      SANDBOX_URL: `http://127.0.0.1:${sandboxPort}`,
      WEBHOOK_SECRET: secret,
    },
    'api',
  );
  await waitFor(`${base}/api/health`, api, 'the API');
  const post = (route, body) =>
    fetch(`${base}${route}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: base },
      body: JSON.stringify(body),
    });
  const registered = await post('/api/accounts', {
    firstName: 'Ana',
    lastName: 'Pérez',
    email: 'ana@example.com',
    birthDate: '1990-05-01',
    dialCode: '+54',
    phone: '11 5555 1234',
    documentNumber: '30123456',
    password: 'secreto123',
    confirmPassword: 'secreto123',
  });
  if (registered.status !== 201) throw new Error(`registration answered ${registered.status}`);
  const timed = async (email) => {
    const start = performance.now();
    const res = await post('/api/password-reset', { email });
    await res.text();
    const took = performance.now() - start;
    if (res.status !== 202) throw new Error(`reset answered ${res.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    return took;
  };
  const known = [];
  const unknown = [];
  for (let i = -20; i < pairs; i++) {
    const k = await timed('ana@example.com');
    const u = await timed(`nadie${i + 20}@example.com`);
    if (i >= 0) (known.push(k), unknown.push(u));
  }
  const differences = known.map((k, i) => k - unknown[i]);
  console.log(
    `password reset, ${pairs} pairs over HTTP (load ${os.loadavg()[0].toFixed(2)} on ${os.cpus().length} cores)`,
  );
  console.log(
    `  existing account: median ${ms(quantile(known, 0.5))}  p10 ${ms(quantile(known, 0.1))}  p90 ${ms(quantile(known, 0.9))}`,
  );
  console.log(
    `  unknown e-mail:   median ${ms(quantile(unknown, 0.5))}  p10 ${ms(quantile(unknown, 0.1))}  p90 ${ms(quantile(unknown, 0.9))}`,
  );
  console.log(
    `  pair differences: median ${ms(quantile(differences, 0.5))}  p10 ${ms(quantile(differences, 0.1))}  p90 ${ms(quantile(differences, 0.9))}`,
  );
} finally {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  rmSync(work, { recursive: true, force: true });
}
