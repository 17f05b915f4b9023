// Issue 9: the notifications and messages dropdowns list what actually happened, with unread
// state, and "mark as read" sticks.
import { expect, test, type Page } from '@playwright/test';
import { acceptedOrder, switchTo } from './support/orders';

test.setTimeout(180_000);

const header = (page: Page) => page.getByRole('banner');

test('an accepted request and a new message reach the buyer, unread until read', async ({ page }) => {
  const order = await acceptedOrder(page);
  // The traveller (logged in after accepting) writes in the order's chat.
  await page.goto(`/chat/${order.id}`);
  await page.getByRole('textbox', { name: 'Mensaje' }).fill('Hola, lo compro el lunes.');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Hola, lo compro el lunes.').first()).toBeVisible();

  await switchTo(page, order.buyer);
  await page.goto('/dashboard');
  const bell = header(page).getByRole('button', { name: /^Notificaciones \(/ });
  await expect(bell).toBeVisible({ timeout: 15_000 });
  const panel = page.getByRole('dialog', { name: 'Notificaciones' });
  // The logged-in half of the header loads as its own chunk: retry the click until it opens.
  await expect(async () => {
    if (!(await panel.isVisible())) await header(page).getByRole('button', { name: /^Notificaciones/ }).click();
    await expect(panel).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(panel).toContainText('¡Tu pedido fue aceptado!');
  await expect(panel).toContainText(order.productName);
  await expect(panel).toContainText(/Nuevo mensaje de /);
  await panel.getByRole('button', { name: 'Marcar como leídas' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Notificaciones leídas' }).first()).toBeVisible();

  // Read is stored, not just hidden: after a reload the bell has nothing unread.
  await page.reload();
  await expect(header(page).getByRole('button', { name: 'Notificaciones', exact: true })).toBeVisible({ timeout: 15_000 });
  const unread = await page.evaluate(() => {
    const raw = JSON.parse(window.localStorage.getItem('notifications') ?? '{"data":[]}') as { data: Array<{ readAt: string | null }> };
    return raw.data.filter((n) => n.readAt === null).length;
  });
  // The buyer's are read; the traveller's "payment" ones do not exist yet (nothing paid).
  expect(unread).toBe(0);

  // The messages dropdown lists the real conversation.
  await page.keyboard.press('Escape');
  const messages = page.getByRole('dialog', { name: 'Mensajes' });
  await expect(async () => {
    if (!(await messages.isVisible())) await header(page).getByRole('button', { name: /^Mensajes/ }).click();
    await expect(messages).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(messages.getByRole('link', { name: new RegExp(order.productName) })).toHaveAttribute('href', `/chat/${order.id}`);
  await expect(messages).toContainText('Hola, lo compro el lunes.');
});
