// The browser the story tests run in, shared by the project's Storybook (vitest.config.ts) and the
// visual review's fixture Storybook (tooling/visual-review/fixture/vitest.config.ts), so the
// fixture's screenshots are taken and compared exactly as the stories' are (decisions 010, 034).
import { playwright } from '@vitest/browser-playwright';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { screenshotComparatorOptions } from './screenshots.mjs';

// A fresh browser config per project: sharing one object between projects fails with
// "project name already defined" (stack notes, trap 8).
export function storyBrowser() {
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
        // Anti-aliasing passes, a 1 px shift, a colour or a missing element fails: the comparator
        // test proves both (.storybook/screenshot-comparator.test.tsx, decision 010).
        comparatorOptions: { ...screenshotComparatorOptions },
      },
    },
  };
}

// A dependency discovered mid-run makes Vite re-optimise and reload, and the story then runs
// against a second React ("Invalid hook call" / "reading 'useContext'", trap 6) — on a cold
// cache, i.e. every fresh clone in CI. Pre-bundle everything the stories import up front.
export const preBundled = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  '@cg/ui > react-aria-components',
  '@cg/ui > @internationalized/date',
  '@cg/ui > @vanilla-extract/recipes/createRuntimeFn',
  '@cg/ui > @vanilla-extract/sprinkles/createRuntimeSprinkles',
  '@cg/ui > country-flag-icons/string/3x2',
];
