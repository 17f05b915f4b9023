import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, headlessShellPath } from './tooling/chromium.mjs';
import { e2eRunDir, removeAtExit } from './tooling/e2e-data.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));

const port = Number(process.env.E2E_PORT ?? 4173);
// The server-mode site on its own API, one port up (issue 16).
const serverPort = port + 1;
// SITE_BUILD_DIR (relative to apps/site) lets parallel runs test their own build.
const buildRoot = `apps/site/${process.env.SITE_BUILD_DIR ?? 'build'}/client`;
const serverBuildRoot = `apps/site/${process.env.SITE_SERVER_BUILD_DIR ?? 'build-server'}/client`;
// Every run's servers start on fresh data directories, in a folder of this run's own (never named
// by port: a stale one outside CI could hold an older schema), made by the runner and removed when
// it exits; workers load this file too and find the same folder (`tooling/e2e-data.mjs`). Local
// runs may reuse a running server, whose data stays its own; the tests make unique people and
// requests either way.
const run = e2eRunDir();
removeAtExit(run);
const serverDataDir = path.join(run.dir, 'server');
// Beside it, the provider sandbox as its own process, as `npm start` runs it (its ledger on disk,
// signed webhooks to the API), answering at once (SANDBOX_LATENCY=none).
const sandboxPort = port + 2;
const sandboxDataDir = path.join(run.dir, 'sandbox');
const webhookSecret = 'e2e-secreto-de-webhooks';
/** Where the tests read the sandbox (its e-mail outbox). */
process.env.E2E_SANDBOX_URL = `http://127.0.0.1:${sandboxPort}`;

// End-to-end tests run against the static export (apps/site/build/client) served by the API
// server, as `npm start` and production serve it: precompressed, with the SPA fallback for deep
// links and the security headers (the Content-Security-Policy the site must work under).
export default defineConfig({
  testDir: './e2e',
  outputDir: `./test-results/e2e${process.env.SITE_BUILD_DIR ? `-${process.env.SITE_BUILD_DIR}` : ''}`,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
    // Recording a trace for every test costs about a quarter of the e2e time on 2 cores (measured:
    // 195 s → 145 s on 12 flows), and CI keeps only its log. Traces stay on for local runs.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: headlessShellPath, args: chromiumArgs },
  },
  projects: [
    // The static demo (the site's data in the browser, the providers in MSW).
    { name: 'chromium', testIgnore: 'server/**', use: { browserName: 'chromium' } },
    // Server mode: the site on the API, people on separate browser contexts (e2e/server).
    {
      name: 'server',
      testDir: './e2e/server',
      use: { browserName: 'chromium', baseURL: `http://127.0.0.1:${serverPort}` },
    },
  ],
  webServer: [
    {
      command: 'node --import tsx src/main.ts',
      cwd: `${root}apps/api`,
      // The static demo's server: its own PGlite, outside the repository (the site does not read it).
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        SITE_DIR: `${root}${buildRoot}`,
        DATA_DIR: path.join(run.dir, 'static'),
        // The API starts only with its providers' address (decision 037); the static demo's pages
        // simulate theirs in the browser and call none of the API's, so the server project's does.
        SANDBOX_URL: `http://127.0.0.1:${sandboxPort}`,
      },
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 90_000,
    },
    {
      command: 'node --import tsx src/main.ts',
      cwd: `${root}apps/api`,
      env: {
        PORT: String(serverPort),
        HOST: '127.0.0.1',
        SITE_DIR: `${root}${serverBuildRoot}`,
        DATA_DIR: serverDataDir,
        // Every test comes from 127.0.0.1: the limits are raised (only a loopback server accepts it).
        TEST_RAISED_LIMITS: '1',
        SANDBOX_URL: `http://127.0.0.1:${sandboxPort}`,
        WEBHOOK_SECRET: webhookSecret,
        // Notifications e-mailed to people with no page open: after 1 s (a message: 4 s), not 15 s / 5 min.
        OFFLINE_MAIL_GRACE_MS: '1000',
        MESSAGE_MAIL_WAIT_MS: '4000',
        // The platform's coupons for the tests, issued at start-up as a deployment issues its own.
        COUPONS_FILE: `${root}e2e/fixtures/coupons.json`,
        // Support for the disputes test (decision 026), set up at start-up as a deployment does.
        SUPPORT_EMAIL: 'soporte-e2e@example.com',
        SUPPORT_PASSWORD: 'soporte-e2e-secreto',
      },
      url: `http://127.0.0.1:${serverPort}/api/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 90_000,
    },
    {
      command: 'node --import tsx src/server/main.ts',
      cwd: `${root}mocks`,
      env: {
        SANDBOX_PORT: String(sandboxPort),
        SANDBOX_HOST: '127.0.0.1',
        SANDBOX_DATA_DIR: sandboxDataDir,
        SANDBOX_LATENCY: 'none',
        WEBHOOK_URL: `http://127.0.0.1:${serverPort}/api/webhooks/payments`,
        VERIFICATION_WEBHOOK_URL: `http://127.0.0.1:${serverPort}/api/webhooks/verification`,
        PAYOUT_WEBHOOK_URL: `http://127.0.0.1:${serverPort}/api/webhooks/payouts`,
        WEBHOOK_SECRET: webhookSecret,
      },
      url: `http://127.0.0.1:${sandboxPort}/_sandbox/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
