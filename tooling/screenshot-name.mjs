// Where a story's screenshot reference lives: the name the story tests give it and the path
// Vitest files it under. The story tests (.storybook/vitest.setup.ts, in the browser) and the
// visual review (tooling/visual-review.mjs, in Node) must agree on both, so both come from here.
// Nothing Node-only may be imported: the browser loads this file too.

/** The name a story's screenshot is compared under: its test's name, letters and digits kept. */
export function screenshotName(testName) {
  return testName.replace(/[^\p{L}\p{N}]+/gu, '-');
}

/**
 * The reference's file name, as `toMatchScreenshot` writes it (Vitest 4.1's default
 * `resolveScreenshotPath`, after its `sanitize`): whitespace becomes `-`, anything but ASCII word
 * characters and `-` is dropped (an accented letter too: «Ubicación» files as `Ubicacin`), runs of
 * `-` collapse; then the browser and platform. `tooling/visual-review.test.ts` holds it to the
 * committed references' names.
 */
export function referenceFileName(name, browserName = 'chromium', platform = 'linux') {
  const arg = name
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/-{2,}/g, '-');
  return `${arg}-${browserName}-${platform}.png`;
}
