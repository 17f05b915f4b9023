import { expect, test } from '@playwright/test';
import { expectAlert, logOutQuietly, register } from './support/accounts';
import { acceptedOrder, switchTo } from './support/orders';
import { fillStorage, freeStorage } from './support/storage';

test.setTimeout(180_000);

test('a visitor is sent to log in with "Acceso denegado"', async ({ page }) => {
  await page.goto('/chat/cualquier-pedido');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fchat%2Fcualquier-pedido$/);
  await expectAlert(page, 'Debes iniciar sesión para chatear.');
});

test('only the buyer and the accepting traveller get in; a third person goes to /dashboard', async ({ page }) => {
  const order = await acceptedOrder(page);
  await logOutQuietly(page);
  await register(page);
  await page.goto(`/chat/${order.id}`);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectAlert(page, 'No tienes acceso a este chat.');

  await switchTo(page, order.buyer);
  await page.goto(`/chat/${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Chat con Demo V.' })).toBeVisible();
});

test('blank messages are never sent; a message from another tab appears without reloading', async ({
  page,
  context,
}) => {
  const order = await acceptedOrder(page);
  await page.goto(`/chat/${order.id}`);
  await expect(page).toHaveTitle(`Chat: ${order.productName} - Conexión Global`);
  const log = page.getByRole('log');
  const box = page.getByRole('textbox', { name: 'Mensaje' });
  const send = page.getByRole('button', { name: 'Enviar' });

  await expect(send).toBeDisabled();
  await box.fill('    ');
  await expect(send).toBeDisabled();
  await box.press('Enter');
  await expect(log).toContainText('Todavía no hay mensajes');
  await expect(log.getByRole('listitem')).toHaveCount(0);

  await box.fill('Hola, lo compro el lunes.');
  await box.press('Enter');
  await expect(log).toContainText('Hola, lo compro el lunes.');
  await expect(box).toHaveValue('');

  // A second tab of the same browser (same person) writes; the first shows it by itself.
  const other = await context.newPage();
  await other.goto(`/chat/${order.id}`);
  await other.getByRole('textbox', { name: 'Mensaje' }).fill('Te aviso cuando aterrice.');
  await other.getByRole('button', { name: 'Enviar' }).click();
  await expect(other.getByRole('log')).toContainText('Te aviso cuando aterrice.');
  await expect(log).toContainText('Te aviso cuando aterrice.');
  await other.close();
});

test('a message that cannot be stored is not lost: the error is shown and the draft stays until it is sent', async ({
  page,
}) => {
  const order = await acceptedOrder(page);
  await page.goto(`/chat/${order.id}`);
  const log = page.getByRole('log');
  const box = page.getByRole('textbox', { name: 'Mensaje' });
  const send = page.getByRole('button', { name: 'Enviar' });
  const draft = 'Llego el 15 a Ezeiza.\nTe escribo apenas aterrice.';
  await box.fill(draft);

  // Storage full: the write throws QuotaExceededError and the site says 'Almacenamiento lleno'.
  await fillStorage(page);
  await send.click();
  await expectAlert(page, 'Almacenamiento lleno');
  await expect(box).toHaveValue(draft);
  await expect(box).toBeFocused();
  await expect(send).toBeEnabled();
  await expect(log.getByRole('listitem')).toHaveCount(0);

  // Space again: the same draft goes out as it was, and only then the composer empties.
  await freeStorage(page);
  await send.click();
  await expect(log.getByRole('listitem')).toHaveCount(1);
  await expect(log.getByRole('listitem')).toContainText('Llego el 15 a Ezeiza.');
  await expect(log.getByRole('listitem')).toContainText('Te escribo apenas aterrice.');
  await expect(box).toHaveValue('');
  await expect(box).toBeFocused();
});
