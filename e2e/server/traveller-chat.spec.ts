// The chat in server mode: who gets in, blank messages, and a message from another tab appearing
// without a reload. The accepted order is set up through the API (support/server.ts).
import { expectAlert } from '../support/accounts';
import { expect, test } from '../support/server';

test.setTimeout(180_000);

test('a visitor is sent to log in with "Acceso denegado"', async ({ page }) => {
  await page.goto('/chat/cualquier-pedido');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fchat%2Fcualquier-pedido$/);
  await expectAlert(page, 'Debes iniciar sesión para chatear.');
});

test('only the buyer and the accepting traveller get in; a third person goes to /dashboard', async ({ market }) => {
  const order = await market.acceptedOrder();
  const stranger = await market.member({ firstName: 'Iván', lastName: 'Ruiz' });
  await stranger.page.goto(`/chat/${order.id}`);
  await expect(stranger.page).toHaveURL(/\/dashboard$/);
  await expectAlert(stranger.page, 'No tienes acceso a este chat.');

  const { page } = order.buyer;
  await page.goto(`/chat/${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Chat con Tomás G.' })).toBeVisible();
});

test('blank messages are never sent; a message from another tab appears without reloading', async ({ market }) => {
  const order = await market.acceptedOrder();
  const { page, context } = order.traveller;
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
