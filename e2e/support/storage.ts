// Storage faults, done to the browser the way years of use (or another app) would do them.
import type { Page } from '@playwright/test';

/** Fills this origin's localStorage up to its quota: the app's next write throws QuotaExceededError. */
export async function fillStorage(page: Page): Promise<void> {
  await page.evaluate(() => {
    const chunk = 'x'.repeat(512 * 1024);
    for (let i = 0; ; i++) {
      try {
        localStorage.setItem(`relleno-${i}`, chunk);
      } catch {
        for (let size = 256 * 1024; size >= 16; size = Math.floor(size / 2)) {
          try {
            localStorage.setItem(`relleno-fin-${size}`, 'x'.repeat(size));
          } catch {
            /* next size */
          }
        }
        return;
      }
    }
  });
}

/** Frees what {@link fillStorage} took, leaving the app's own data alone. */
export async function freeStorage(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) if (key.startsWith('relleno-')) localStorage.removeItem(key);
  });
}
