import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';
import { preBundled, storyBrowser } from './tooling/story-browser';

const root = fileURLToPath(new URL('.', import.meta.url));

// `npm test` runs the stories as two shards side by side (scripts/test.mjs, decision 009), each on
// its own port — so its own origin and MSW service worker — and with its own pre-bundle cache, so
// two Vite servers never re-optimise into one folder at once.
const shard = process.env.STORY_SHARD;
const cacheDir = shard ? `${root}node_modules/.vite/stories-shard-${shard}` : undefined;

const storybook: TestProjectInlineConfiguration = {
  cacheDir,
  plugins: [vanillaExtractPlugin(), storybookTest({ configDir: `${root}.storybook` })],
  optimizeDeps: { include: [...preBundled, 'msw-storybook-addon'] },
  test: {
    name: 'storybook',
    browser: storyBrowser(),
    // A string, not an array: the Storybook plugin keeps a string next to its own setup files,
    // while an array replaces them (and stories lose their render function).
    setupFiles: `${root}.storybook/vitest.setup.ts`,
    // Which Chromium runs and which made the references; `-u` records the running one.
    globalSetup: `${root}tooling/screenshots.mjs`,
    testTimeout: 30_000,
  },
};

// The screenshot comparator's own test: a story rendered unchanged, with anti-aliasing noise,
// shifted by 1 px, recoloured and with an element missing, against the same options.
const visual: TestProjectInlineConfiguration = {
  cacheDir,
  plugins: [vanillaExtractPlugin()],
  optimizeDeps: { include: [...preBundled, '@storybook/react-vite'] },
  test: {
    name: 'visual',
    root: `${root}.storybook`,
    include: ['screenshot-comparator.test.tsx'],
    browser: storyBrowser(),
    globalSetup: `${root}tooling/screenshots.mjs`,
    testTimeout: 60_000,
  },
};

export default defineConfig({
  test: {
    coverage: {
      provider: 'v8',
      // The core, the provider clients and the browser backend, as when they were one package (decision 037).
      include: ['packages/domain/src/**/*.ts', 'packages/providers/src/**/*.ts', 'packages/browser/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/*.property.test.ts', '**/testing/**', '**/contract-suite/**', '**/index.ts'],
      reporter: ['text-summary', 'text'],
      reportsDirectory: 'coverage',
      thresholds: { lines: 90 },
    },
    projects: [
      {
        test: {
          name: 'domain',
          root: `${root}packages/domain`,
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        // The static demo's backend over memory storage: its own tests and the contract suite.
        test: {
          name: 'browser',
          root: `${root}packages/browser`,
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        // packages/db on PGlite and on a PostgreSQL 15 started for the run (global setup).
        test: {
          name: 'db',
          root: `${root}packages/db`,
          environment: 'node',
          include: ['src/**/*.test.ts'],
          globalSetup: ['src/testing/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'mocks',
          root: `${root}mocks`,
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        // The site's logic that lives outside React and the domain (toast queue, watchers).
        test: {
          name: 'site',
          root: `${root}apps/site`,
          environment: 'node',
          include: ['app/**/*.test.ts'],
        },
      },
      {
        // The API server, in-process through app.request, and its shutdown in a child process.
        test: {
          name: 'api',
          root: `${root}apps/api`,
          environment: 'node',
          include: ['src/**/*.test.ts'],
          // Whole use cases over PGlite (argon2, sharp, the sandbox): seconds on a busy 2-core machine.
          testTimeout: 30_000,
          // A PostgreSQL 15 for the run, as the db project starts it (src/market/postgres.test.ts).
          globalSetup: ['../../packages/db/src/testing/global-setup.ts'],
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'tooling',
          root: `${root}tooling`,
          environment: 'node',
          include: ['**/*.test.ts'],
          // The visual review's own test drives Chromium: it runs in the stories step (below).
          exclude: ['**/node_modules/**', 'visual-review/**'],
        },
      },
      {
        // The visual review on a fixture Storybook, its report opened in Chromium (decision 034);
        // `npm test` runs it in the stories step.
        test: {
          name: 'visual-review',
          root: `${root}tooling/visual-review`,
          environment: 'node',
          include: ['review.test.ts'],
          testTimeout: 600_000,
        },
      },
      {
        // Only run by `npm run bench` (benchmark/run.mjs), never by `npm test`.
        test: {
          name: 'benchmark',
          root: `${root}benchmark`,
          environment: 'node',
          include: ['*.bench.test.ts'],
          testTimeout: 120_000,
        },
      },
      storybook,
      visual,
    ],
  },
});
