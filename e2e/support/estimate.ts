// The landed-cost estimate's checks, shared by the static and server-mode money-screen tests.
import type { Page } from '@playwright/test';

export const ESTIMATE = '¿Cuánto te cuesta traerlo?';
export const sizes = [
  { name: '1280', width: 1280, height: 900 },
  { name: '360', width: 360, height: 800 },
] as const;

/** Every label and amount of the estimate that runs past its option's padding (none, when it fits). */
export async function overflowingFigures(page: Page): Promise<string[]> {
  return page.getByRole('region', { name: ESTIMATE }).evaluate((root) => {
    const out: string[] = [];
    for (const cell of root.querySelectorAll('dt, dd')) {
      const option = cell.closest('dl')?.parentElement;
      if (!option) continue;
      const box = option.getBoundingClientRect();
      const inner = box.right - parseFloat(getComputedStyle(option).paddingRight);
      const own = cell.getBoundingClientRect();
      if (own.right > inner + 0.5 || cell.scrollWidth > cell.clientWidth + 1) out.push(cell.textContent);
    }
    if (root.scrollWidth > root.clientWidth + 1) out.push('(the estimate itself)');
    return out;
  });
}
