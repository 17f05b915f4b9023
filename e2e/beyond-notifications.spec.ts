// Issue 9: the notifications and messages dropdowns list what actually happened, with unread
// state, and "mark as read" sticks.
import { expect, test, type Page } from '@playwright/test';
import { acceptedOrder, switchTo } from './support/orders';
import { expectNoAxeViolations } from './page-checks';

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

test('each notification shows it is unread; opening one goes to its link and marks it read, "Marcar como leída" marks one by keyboard', async ({ page }) => {
  const order = await acceptedOrder(page);
  await page.goto(`/chat/${order.id}`);
  await page.getByRole('textbox', { name: 'Mensaje' }).fill('Te aviso cuando lo tenga.');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Te aviso cuando lo tenga.').first()).toBeVisible();

  await switchTo(page, order.buyer);
  await page.goto('/dashboard');
  await expect(header(page).getByRole('button', { name: /^Notificaciones \(/ })).toBeVisible({ timeout: 15_000 });
  const panel = page.getByRole('dialog', { name: 'Notificaciones' });
  const openPanel = () =>
    expect(async () => {
      if (!(await panel.isVisible())) await header(page).getByRole('button', { name: /^Notificaciones/ }).click();
      await expect(panel).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
  await openPanel();

  // Both are unread, and say so in their names; each links where it happened.
  const accepted = panel.getByRole('link', { name: /¡Tu pedido fue aceptado!/ });
  const message = panel.getByRole('link', { name: /Nuevo mensaje de / });
  await expect(accepted).toHaveAccessibleName(/^No leída\W+¡Tu pedido fue aceptado!/);
  await expect(message).toHaveAccessibleName(/^No leída\W+Nuevo mensaje de /);
  await expect(accepted).toHaveAttribute('href', `/chat/${order.id}`);
  await expect(message).toHaveAttribute('href', `/chat/${order.id}`);
  await expect(panel.getByRole('button', { name: /^Marcar como leída: / })).toHaveCount(2);
  await expectNoAxeViolations(page);

  // Keyboard only: Tab to the newest one's "Marcar como leída" and press Enter. It stays here.
  const markMessage = panel.getByRole('button', { name: /^Marcar como leída: Nuevo mensaje de / });
  await panel.focus();
  for (let i = 0; i < 8 && !(await markMessage.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  await expect(markMessage).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(markMessage).toHaveCount(0);
  await expect(message).not.toHaveAccessibleName(/No leída/);
  await expect(message).toBeFocused();
  await expect(accepted).toHaveAccessibleName(/^No leída/);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(panel.getByRole('button', { name: /^Marcar como leída: / })).toHaveCount(1);

  // Opening the other goes to its chat, closes the panel and marks it read (the chat only clears messages).
  await accepted.click();
  await expect(page).toHaveURL(new RegExp(`/chat/${order.id}$`));
  await expect(panel).toBeHidden();
  await expect(header(page).getByRole('button', { name: 'Notificaciones', exact: true })).toBeVisible();
  await openPanel();
  await expect(accepted).not.toHaveAccessibleName(/No leída/);
  await expect(panel.getByRole('button', { name: /^Marcar como leída/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Stored, not just shown: after a reload nothing is unread and the bell has no dot.
  await page.reload();
  await expect(header(page).getByRole('button', { name: 'Notificaciones', exact: true })).toBeVisible({ timeout: 15_000 });
  const unread = await page.evaluate(() => {
    const raw = JSON.parse(window.localStorage.getItem('notifications') ?? '{"data":[]}') as { data: Array<{ readAt: string | null }> };
    return raw.data.filter((n) => n.readAt === null).length;
  });
  expect(unread).toBe(0);
});
