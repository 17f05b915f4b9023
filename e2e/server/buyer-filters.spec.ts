import { expect, test } from '@playwright/test';
import { choose } from '../buyer-helpers';

// A first visit to an empty browser shows the example requests (five, from example accounts).
test('the list filters by text, purchase country, category and minimum reward as they change, and keeps them in the URL', async ({
  page,
}) => {
  await page.goto('/pedidos');
  await expect(page).toHaveTitle('Pedidos Disponibles - Conexión Global');
  const cards = page.getByRole('list', { name: 'Pedidos' }).getByRole('article');
  await expect(cards).toHaveCount(5);
  await expect(page.getByText('Ejemplo', { exact: true }).first()).toBeVisible();
  const bar = page.getByRole('search', { name: 'Filtrar pedidos' });
  const search = bar.getByRole('searchbox', { name: 'Buscar' });

  // Typing filters once the person pauses; no button to press. A pause mid-word filters too.
  await search.pressSequentially('kin', { delay: 40 });
  await expect(page).toHaveURL(/q=kin$/);
  await search.pressSequentially('dle', { delay: 40 });
  await expect(page).toHaveURL(/q=kindle/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Kindle Paperwhite');

  // Reload keeps the filter.
  await page.reload();
  await expect(search).toHaveValue('kindle');
  await expect(cards).toHaveCount(1);

  // One search is one step back, not one per keystroke or pause.
  await page.goBack();
  await expect(page).toHaveURL(/\/pedidos$/);
  await expect(cards).toHaveCount(5);
  await expect(search).toHaveValue('');
  await page.goForward();
  await expect(cards).toHaveCount(1);

  await bar.getByRole('button', { name: 'Limpiar filtros' }).click();
  await expect(page).toHaveURL(/\/pedidos$/);
  await expect(search).toHaveValue('');
  await expect(cards).toHaveCount(5);

  await choose(page, 'País de compra', 'Francia');
  await expect(page).toHaveURL(/pais=Francia/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Perfume Chanel');

  // Back returns to the unfiltered list, forward to the filtered one.
  await page.goBack();
  await expect(cards).toHaveCount(5);
  await page.goForward();
  await expect(cards).toHaveCount(1);

  await page.goto('/pedidos');
  await choose(page, 'Categoría', 'Tecnología');
  await expect(page).toHaveURL(/categoria=tecnologia/);
  await expect(cards).toHaveCount(2);

  await page.goto('/pedidos');
  // Minimum reward: 10 by default, steps of 10, by keyboard.
  const minimum = page.getByRole('slider', { name: 'Recompensa mínima' });
  await expect(minimum).toHaveValue('10');
  await minimum.focus();
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
  await expect(minimum).toHaveValue('40');
  await expect(page).toHaveURL(/recompensa=40/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Nintendo Switch OLED');
  await expect(page.getByRole('status').filter({ hasText: '1 pedido de 5' })).toBeVisible();
  // The slider kept the focus while the list changed under it.
  await expect(minimum).toBeFocused();
});

test('a pause right after a space keeps the space: the search reads as typed', async ({ page }) => {
  await page.goto('/pedidos');
  const search = page.getByRole('search', { name: 'Filtrar pedidos' }).getByRole('searchbox', { name: 'Buscar' });
  await search.pressSequentially('Kindle ', { delay: 40 });
  await expect(page).toHaveURL(/q=Kindle(\+|%20)$/);
  await search.pressSequentially('Paperwhite', { delay: 40 });
  await expect(search).toHaveValue('Kindle Paperwhite');
  await expect(page).toHaveURL(/q=Kindle(\+|%20)Paperwhite/);
  await expect(page.getByRole('list', { name: 'Pedidos' }).getByRole('article')).toHaveCount(1);
});

test('a filter with no match says so', async ({ page }) => {
  await page.goto('/pedidos?q=zzzz-no-existe');
  await expect(page.getByText('Ningún pedido coincide con los filtros.')).toBeVisible();
});

test('the examples are marked and removed in one action, and do not come back', async ({ page }) => {
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
