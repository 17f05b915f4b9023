// Issue 9, "your data, yours": an export from one browser imported into a fresh one shows the
// same requests, chats and photos (and the same e-mail and password log in); a wrong file is
// refused in Spanish; delete all asks first and leaves nothing.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support/accounts';
import { acceptedOrder, switchTo } from './support/orders';
import { notAnImage } from './buyer-helpers';

test.setTimeout(240_000);

/** The request page's photo is the stored one, decoded (not the default image). */
async function expectOwnPhoto(page: Page, productName: string) {
  const img = page.getByRole('img', { name: `Foto de ${productName}` });
  await expect(img).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
}

test('an export imported into a fresh browser shows the same requests, chats and photos', async ({
  page,
  browser,
  baseURL,
}) => {
  const order = await acceptedOrder(page);
  const message = `Lo compro el lunes ${Date.now().toString(36)}`;
  await page.goto(`/chat/${order.id}`);
  await page.getByRole('textbox', { name: 'Mensaje' }).fill(message);
  await page.getByRole('button', { name: 'Enviar' }).click();
  // Stored once it is in the log (the draft in the composer holds the same text while it is sent).
  await expect(page.getByRole('log', { name: 'Mensajes' })).toContainText(message);
  await expect(page.getByRole('textbox', { name: 'Mensaje' })).toHaveValue('');

  await switchTo(page, order.buyer);
  await page.goto('/settings');
  const panel = page.getByRole('region', { name: 'Tus datos' });
  const downloading = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Descargar mis datos' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^conexion-global-datos-\d{4}-\d{2}-\d{2}\.json$/);
  const file = await download.path();
  const bundle = JSON.parse(await readFile(file, 'utf8')) as {
    data: { requests: { id: string }[] };
    images: unknown[];
  };
  expect(bundle.data.requests.map((r) => r.id)).toContain(order.id);
  expect(bundle.images.length).toBeGreaterThan(0);
  await expect(panel.getByRole('status')).toContainText('Archivo descargado');

  // A fresh browser profile: nothing of this browser's storage.
  const fresh = await browser.newContext({ baseURL, locale: 'es-AR', timezoneId: 'America/Argentina/Buenos_Aires' });
  const other = await fresh.newPage();
  await other.goto(`/pedidos/${order.id}`);
  await expect(other).toHaveURL(/\/pedidos$/);

  await other.goto('/tus-datos');
  const otherPanel = other.getByRole('region', { name: 'Tus datos' });
  // A file that is not an export is refused in Spanish, and nothing changes.
  await other.locator('input[type=file]').setInputFiles(notAnImage);
  await expect(otherPanel.getByRole('status')).toContainText('Archivo no válido', { timeout: 15_000 });
  await expect(otherPanel.getByRole('status')).toContainText('No se importó nada');

  await other.locator('input[type=file]').setInputFiles(file);
  await expect(otherPanel.getByRole('status')).toContainText('Datos importados', { timeout: 30_000 });
  await expect(otherPanel.getByRole('status')).toContainText(/pedido/);

  // The same e-mail and password log in, and the request, its photo and the chat are there.
  await logIn(other, order.buyer);
  await other.goto(`/pedidos/${order.id}`);
  await expect(other.getByRole('heading', { level: 1, name: order.productName })).toBeVisible();
  await expectOwnPhoto(other, order.productName);
  await other.goto(`/chat/${order.id}`);
  await expect(other.getByText(message).first()).toBeVisible({ timeout: 15_000 });
  await fresh.close();
});

test('delete all asks first, then leaves nothing of ours in the browser', async ({ page }) => {
  const order = await acceptedOrder(page);
  await switchTo(page, order.buyer);
  await page.goto('/settings');
  const panel = page.getByRole('region', { name: 'Tus datos' });
  await panel.getByRole('button', { name: 'Borrar todos mis datos' }).click();
  let dialog = page.getByRole('alertdialog', { name: '¿Borrar todos tus datos?' });
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toHaveCount(0);
  await page.goto(`/pedidos/${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: order.productName })).toBeVisible();

  await page.goto('/settings');
  await page.getByRole('region', { name: 'Tus datos' }).getByRole('button', { name: 'Borrar todos mis datos' }).click();
  dialog = page.getByRole('alertdialog', { name: '¿Borrar todos tus datos?' });
  await dialog.getByRole('button', { name: 'Sí, borrar todo' }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  await expect(page.getByRole('banner').getByRole('link', { name: 'Iniciar Sesión' })).toBeVisible();
  // The home page seeds its examples again on the first view; the buyer's account, session,
  // request and chat are gone.
  const stored = await page.evaluate(() => ({
    session: window.localStorage.getItem('currentUser'),
    users: window.localStorage.getItem('users') ?? '',
    requests: window.localStorage.getItem('productRequests') ?? '',
    chats: window.localStorage.getItem('chats') ?? '',
  }));
  expect(stored.session).toBeNull();
  expect(stored.users).not.toContain(order.buyer.email);
  expect(stored.requests).not.toContain(order.id);
  expect(stored.chats).not.toContain(order.id);
  await page.goto(`/pedidos/${order.id}`);
  await expect(page).toHaveURL(/\/pedidos$/);
});
