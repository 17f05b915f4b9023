// Server mode (issue 35 item 6, decision 044): the publish form keeps a draft on this device —
// per account and for the guest, restored on reload and on Back, removed on publish and on
// logout; a photo up to the cap is kept, a larger one is left out with a note; a full or
// corrupted storage leaves the form working and says so.
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { attachPhoto, choose, photo } from '../buyer-helpers';
import { expect, test } from '../support/server';

const name = (page: Page) => page.getByLabel('Nombre del producto');
const price = (page: Page) => page.getByRole('textbox', { name: 'Precio estimado' });
const restored = (page: Page) => page.getByRole('status').filter({ hasText: 'Borrador recuperado' });

/** Fills most of the form as a person does, leaving it unpublished. */
async function fillDraft(page: Page, productName: string) {
  await name(page).fill(productName);
  await page.getByLabel('Enlace del producto').fill('https://www.sony.com/wh-1000xm5');
  await price(page).fill('289,50');
  await choose(page, 'País de compra', 'Japón');
  await choose(page, 'Categoría', 'Tecnología');
  const reward = page.getByRole('slider', { name: 'Recompensa para el viajero' });
  await reward.focus();
  await page.keyboard.press('ArrowRight');
  await expect(reward).toHaveValue('30');
  await page.getByLabel('Notas (opcional)').fill('Negros, caja sellada.');
}

async function expectDraft(page: Page, productName: string) {
  await expect(restored(page)).toBeVisible();
  await expect(name(page)).toHaveValue(productName);
  await expect(page.getByLabel('Enlace del producto')).toHaveValue('https://www.sony.com/wh-1000xm5');
  await expect(price(page)).toHaveValue('289,50');
  await expect(page.getByRole('slider', { name: 'Recompensa para el viajero' })).toHaveValue('30');
  await expect(page.getByLabel('Notas (opcional)')).toHaveValue('Negros, caja sellada.');
  await expect(page.getByRole('combobox', { name: 'País de compra' })).toHaveValue('Japón');
  await expect(page.getByRole('button', { name: /Categoría/ })).toContainText('Tecnología');
}

test('an account’s draft survives a reload and Back, with its photo; logging out removes it', async ({ market }) => {
  test.slow(); // a person registered, a photo read, three reloads and a logout on a shared machine
  const { page, id } = await market.member();
  const productName = `Auriculares Sony ${Date.now().toString(36)}`;
  await page.goto('/comprador');
  await expect(restored(page)).toHaveCount(0);
  await fillDraft(page, productName);
  await attachPhoto(page, photo);

  await page.reload();
  await expectDraft(page, productName);
  await expect(page.getByRole('img', { name: 'Vista previa de producto.png' })).toBeVisible();
  // The estimate reads the kept price and reward at once.
  await expect(page.getByText(/289,50/).first()).toBeVisible();

  // A change after the reload, then another page and Back: still there.
  await page.getByLabel('Notas (opcional)').fill('Negros, caja sellada, con factura.');
  await page.goto('/pedidos');
  await page.goBack();
  await expect(page.getByLabel('Notas (opcional)')).toHaveValue('Negros, caja sellada, con factura.');

  // Logging out takes the account's draft off this device; the guest's form is empty.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Menú de cuenta de/ })
    .click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate((key) => window.localStorage.getItem(key), `comprador:borrador:${id}`)).toBeNull();
  await page.goto('/comprador');
  await expect(name(page)).toHaveValue('');
  await expect(restored(page)).toHaveCount(0);
});

test('a guest’s draft survives a reload, "Empezar de nuevo" empties it, and publishing removes it', async ({
  page,
}) => {
  const productName = `Kindle Paperwhite ${Date.now().toString(36)}`;
  await page.goto('/comprador');
  await fillDraft(page, 'Otro producto');
  await page.reload();
  await expect(restored(page)).toBeVisible();
  await page.getByRole('button', { name: 'Empezar de nuevo' }).click();
  await expect(name(page)).toHaveValue('');
  await expect(restored(page)).toHaveCount(0);
  await page.reload();
  await expect(name(page)).toHaveValue('');

  await fillDraft(page, productName);
  await attachPhoto(page, photo);
  await page.reload();
  await expectDraft(page, productName);
  await page.getByRole('button', { name: 'Publicar pedido' }).click();
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();

  await page.goto('/comprador');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(name(page)).toHaveValue('');
  await expect(restored(page)).toHaveCount(0);
});

test('a photo over the cap is left out of the draft with a note; the rest is kept', async ({ page }) => {
  // The fixture's PNG with 900 KB after its end: a browser shows it, the draft does not keep it.
  const big = path.join(tmpdir(), `grande-${Date.now().toString(36)}.png`);
  writeFileSync(big, Buffer.concat([readFileSync(photo), Buffer.alloc(900_000)]));
  const productName = `Cámara ${Date.now().toString(36)}`;
  await page.goto('/comprador');
  await name(page).fill(productName);
  await attachPhoto(page, big);
  await expect(page.getByText(/Esta foto pesa más de lo que guardamos en el borrador/)).toBeVisible();
  await page.reload();
  await expect(name(page)).toHaveValue(productName);
  await expect(page.getByText(/La foto que habías elegido pesaba más de lo que guardamos/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Seleccionar imagen' })).toBeVisible();
});

test('a corrupted draft is thrown away with a note; a full storage says nothing is lost; the form works', async ({
  page,
}) => {
  await page.goto('/comprador');
  await page.evaluate(() => window.localStorage.setItem('comprador:borrador:invitado', '{roto'));
  await page.reload();
  await expect(page.getByText(/El borrador guardado en este dispositivo no se pudo leer/)).toBeVisible();
  await name(page).fill('Lego Technic');
  await page.reload();
  await expect(name(page)).toHaveValue('Lego Technic');

  // Every write to this browser's storage now fails as a full one does.
  await page.evaluate(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await name(page).fill('Lego Technic 42115');
  await expect(page.getByText(/No pudimos guardar un borrador en este dispositivo/)).toContainText('No se pierde nada');
  await expect(name(page)).toHaveValue('Lego Technic 42115');
  await expect(page.getByRole('button', { name: 'Publicar pedido' })).toBeEnabled();
});
