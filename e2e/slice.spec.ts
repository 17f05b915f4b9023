import { expect, test } from '@playwright/test';
import { attachPhoto, choose, photo } from './buyer-helpers';

test('a visitor publishes a request, finds it in the list, opens it and reloads the deep link', async ({ page }) => {
  await page.goto('/comprador');
  await page.getByLabel('Nombre del producto').fill('Auriculares Sony WH-1000XM5');
  await page.getByLabel('Enlace del producto').fill('https://www.sony.com/wh-1000xm5');
  await page.getByRole('textbox', { name: 'Precio estimado' }).fill('399,99');
  await choose(page, 'País de compra', 'Estados Unidos');
  await choose(page, 'Categoría', 'Tecnología');
  await attachPhoto(page, photo);
  await page.getByRole('button', { name: 'Publicar pedido' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Auriculares Sony WH-1000XM5' })).toBeVisible();
  const detailUrl = page.url();
  expect(detailUrl).toMatch(/\/pedidos\/[\w-]+$/);

  await page.goto('/pedidos');
  const link = page.getByRole('link', { name: /Auriculares Sony WH-1000XM5/ });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(detailUrl);

  // A deep link survives a reload: the static host answers it with the app (SPA fallback).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Auriculares Sony WH-1000XM5' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Auriculares Sony WH-1000XM5/ }).first()).toBeVisible();
});

test('an unknown request redirects to the list', async ({ page }) => {
  await page.goto('/pedidos/no-existe');
  await expect(page).toHaveURL(/\/pedidos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pedidos Disponibles' })).toBeVisible();
});

test('publishing with missing fields keeps what was typed and says what is missing', async ({ page }) => {
  await page.goto('/comprador');
  await page.getByLabel('Nombre del producto').fill('Perfume Chanel N°5');
  await page.getByRole('button', { name: 'Publicar pedido' }).click();
  // The message is announced (toast and/or inline alert); any of them will do, but one must say it.
  await expect(page.getByRole('alert').filter({ hasText: 'Campos requeridos' }).first()).toBeVisible();
  await expect(page.getByLabel('Nombre del producto')).toHaveValue('Perfume Chanel N°5');
});
