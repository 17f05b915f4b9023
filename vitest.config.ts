import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumPath } from './tooling/chromium.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));

// A fresh browser config per project: sharing one object between projects fails with
// "project name already defined" (stack notes, trap 8).
function chromium() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    }),
    instances: [{ browser: 'chromium' as const }],
    viewport: { width: 1280, height: 800 },
    screenshotFailures: false,
    expect: {
      toMatchScreenshot: {
        comparatorName: 'pixelmatch' as const,
        // No share of differing pixels allowed: 0.2 % let a rewritten sentence through (decision 006).
        comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0 },
      },
    },
  };
}

const storybook: TestProjectInlineConfiguration = {
  plugins: [vanillaExtractPlugin(), storybookTest({ configDir: `${root}.storybook` })],
  // A dependency discovered mid-run makes Vite re-optimise and reload, and the story then runs
  // against a second React ("Invalid hook call" / "reading 'useContext'", trap 6) — on a cold
  // cache, i.e. every fresh clone in CI. Pre-bundle everything the stories import up front.
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      '@cg/ui > react-aria-components',
      '@cg/ui > @internationalized/date',
      '@cg/ui > @vanilla-extract/recipes/createRuntimeFn',
      '@cg/ui > @vanilla-extract/sprinkles/createRuntimeSprinkles',
      'msw-storybook-addon',
    ],
  },
  test: {
    name: 'storybook',
    browser: chromium(),
    // A string, not an array: the Storybook plugin keeps a string next to its own setup files,
    // while an array replaces them (and stories lose their render function).
    setupFiles: `${root}.storybook/vitest.setup.ts`,
    testTimeout: 30_000,
  },
};

export default defineConfig({
  test: {
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/*.property.test.ts', '**/testing/**', '**/index.ts'],
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
        },
      },
      {
        test: {
          name: 'tooling',
          root: `${root}tooling`,
          environment: 'node',
          include: ['**/*.test.ts'],
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
    ],
  },
});
