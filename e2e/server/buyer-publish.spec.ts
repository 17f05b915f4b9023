import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { attachPhoto, choose, notAnImage, photo, publishRequest } from '../buyer-helpers';

test('a visitor publishes a request with a photo and sees it on its page, in the list and on the home page', async ({
  page,
}) => {
  await page.goto('/comprador');
  await expect(page).toHaveTitle('Publicar un pedido - Conexión Global');
  // The reward slider starts at 25 USD and moves in steps of 5.
  const reward = page.getByRole('slider', { name: 'Recompensa para el viajero' });
  await expect(reward).toHaveValue('25');
  await reward.focus();
  await page.keyboard.press('ArrowRight');
  await expect(reward).toHaveValue('30');

  await page.getByLabel('Nombre del producto').fill('Auriculares Bose QuietComfort Ultra');
  await page.getByLabel('Enlace del producto').fill('https://www.bose.com/quietcomfort-ultra');
  await page.getByRole('textbox', { name: 'Precio estimado' }).fill('399,99');
  await choose(page, 'País de compra', 'Estados Unidos');
  await choose(page, 'Categoría', 'Tecnología');
  await page.getByLabel('Notas (opcional)').fill('Color negro, caja sellada.');
  await attachPhoto(page, photo);
  await expect(page.getByRole('img', { name: 'Vista previa de producto.png' })).toBeVisible();
  await page.getByRole('button', { name: 'Publicar pedido' }).click();

  await expect(page.getByRole('status').filter({ hasText: '¡Pedido publicado!' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Auriculares Bose QuietComfort Ultra' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Foto de Auriculares Bose QuietComfort Ultra' })).toBeVisible();
  await expect(page.getByText(/^US\$\s30,00$/)).toBeVisible();
  await expect(page.getByText('Color negro, caja sellada.')).toBeVisible();
  await expect(page.getByText('Invitado')).toBeVisible();
  await expect(page).toHaveTitle('Auriculares Bose QuietComfort Ultra - Pedido - Conexión Global');

  await page.goto('/pedidos');
  await expect(page.getByRole('heading', { name: 'Auriculares Bose QuietComfort Ultra' })).toBeVisible();

  await page.goto('/');
  await page.getByRole('tab', { name: 'Pedidos Disponibles' }).click();
  await expect(page.getByRole('heading', { name: 'Auriculares Bose QuietComfort Ultra' })).toBeVisible();
});

test('missing fields keep what was typed and are announced and shown next to each field', async ({ page }) => {
  await page.goto('/comprador');
  await page.getByLabel('Nombre del producto').fill('Perfume Chanel N°5');
  await page.getByRole('button', { name: 'Publicar pedido' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Campos requeridos' }).first()).toBeVisible();
  await expect(page.getByLabel('Nombre del producto')).toHaveValue('Perfume Chanel N°5');
  const url = page.getByLabel('Enlace del producto');
  await expect(url).toHaveAttribute('aria-invalid', 'true');
  await expect(url).toHaveAccessibleDescription(/El enlace del producto es obligatorio/);
  await expect(page.getByText('Selecciona el país de compra.')).toBeVisible();
});

test('a photo is required, and a file that is not an image is refused', async ({ page }) => {
  await page.goto('/comprador');
  await page.getByLabel('Nombre del producto').fill('Kindle');
  await page.getByLabel('Enlace del producto').fill('https://www.amazon.com/kindle');
  await page.getByRole('textbox', { name: 'Precio estimado' }).fill('150');
  await choose(page, 'País de compra', 'Japón');
  await choose(page, 'Categoría', 'Tecnología');
  await page.getByRole('button', { name: 'Publicar pedido' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Imagen requerida' }).first()).toBeVisible();
  // In the toast and next to the photo zone.
  await expect(page.getByText('Imagen requerida - Por favor sube una imagen del producto.').last()).toBeVisible();

  await attachPhoto(page, notAnImage);
  await page.getByRole('button', { name: 'Publicar pedido' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Archivo no válido' }).first()).toBeVisible();
  await expect(page.getByLabel('Nombre del producto')).toHaveValue('Kindle');
});

test('the publish page has no axe violations and works at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/comprador');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(360);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(results.violations).toEqual([]);
});

test('a request published by a visitor keeps its page after a reload', async ({ page }) => {
  const id = await publishRequest(page, { productName: 'Zapatillas Nike Air Max' });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Zapatillas Nike Air Max' })).toBeVisible();
  expect(page.url()).toContain(`/pedidos/${id}`);
});
