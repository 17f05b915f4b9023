// Smoke test of `startMockWorker` in Chromium: the real service worker, localStorage persistence,
// scenario selection by query string and the card SDK loaded through a real <script>.
// Run: node scripts/pnpm.mjs exec vitest run -c mocks/vitest.browser.config.ts
import { defineConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumPath } from '../tooling/chromium.mjs';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Serves mockServiceWorker.js at the root, where msw's postinstall wrote it for Storybook.
  publicDir: fileURLToPath(new URL('../.storybook/public', import.meta.url)),
  test: {
    name: 'mocks-browser',
    include: ['src/**/*.browser-test.ts'],
    testTimeout: 30_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
      instances: [{ browser: 'chromium' }],
      screenshotFailures: false,
    },
  },
});
