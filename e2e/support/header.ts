// The site's top bar, as the shell and notification tests use it in both builds.
import { expect, type Page } from '@playwright/test';

export const header = (page: Page) => page.getByRole('banner');

/** Opens a header dropdown. Its logged-in half loads as its own chunk: retry the click until it opens. */
export async function openDropdown(page: Page, name: 'Notificaciones' | 'Mensajes') {
  const panel = page.getByRole('dialog', { name });
  await expect(async () => {
    if (!(await panel.isVisible()))
      await header(page)
        .getByRole('button', { name: new RegExp(`^${name}`) })
        .click();
    await expect(panel).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  return panel;
}
