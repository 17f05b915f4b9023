// The static demo's own examples (decision 017: static by nature): a first visit to an empty
// browser shows example requests, marked so, removed in one action for good. Server mode has no
// examples; its list is tested in server/buyer-filters.spec.ts.
import { expect, test } from '@playwright/test';

test('the examples are marked and removed in one action, and do not come back', async ({ page }) => {
  await page.goto('/pedidos');
  await expect(page.getByRole('list', { name: 'Pedidos' }).getByRole('article')).toHaveCount(5);
  await expect(page.getByText('Ejemplo', { exact: true }).first()).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('complementary', { name: 'Contenido de ejemplo' })).toBeVisible();
  await page.getByRole('button', { name: 'Quitar ejemplos' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ejemplos quitados' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Contenido de ejemplo' })).toHaveCount(0);
  await page.goto('/pedidos');
  await expect(page.getByText('Todavía no hay pedidos publicados.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Todavía no hay pedidos publicados.')).toBeVisible();
});
