// Issue 9, in server mode: the notifications and messages dropdowns list what actually happened,
// with unread state, and "mark as read" sticks on the server. The accepted order and the
// traveller's message are set up through the API (support/server.ts); the buyer uses the page.
import { expectNoAxeViolations } from '../support/page-checks';
import { expect, test, type Market, type Member } from '../support/server';
import { header, openDropdown } from '../support/header';

test.setTimeout(180_000);

/**
 * An accepted order whose traveller has written `text` in its chat; the buyer is then on
 * /dashboard with something new in the bell.
 */
async function buyerWithNews(market: Market, text: string) {
  const order = await market.acceptedOrder();
  await order.traveller.api.post(`/api/orders/${order.id}/messages`, { text });
  const { page } = order.buyer;
  await page.goto('/dashboard');
  await expect(header(page).getByRole('button', { name: /^Notificaciones \(/ })).toBeVisible({ timeout: 15_000 });
  return { ...order, page };
}

/** Unread notifications on the server: read is stored, not just hidden. */
const storedUnread = async (who: Member) =>
  (await who.api.get<{ readAt: string | null }[]>('/api/notifications')).filter((n) => n.readAt === null).length;

test('an accepted request and a new message reach the buyer, unread until read', async ({ market }) => {
  const order = await buyerWithNews(market, 'Hola, lo compro el lunes.');
  const { page } = order;
  const panel = await openDropdown(page, 'Notificaciones');
  await expect(panel).toContainText('¡Tu pedido fue aceptado!');
  await expect(panel).toContainText(order.productName);
  await expect(panel).toContainText(/Nuevo mensaje de /);
  await panel.getByRole('button', { name: 'Marcar como leídas' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Notificaciones leídas' }).first()).toBeVisible();

  // Read is stored, not just hidden: after a reload the bell has nothing unread.
  await page.reload();
  await expect(header(page).getByRole('button', { name: 'Notificaciones', exact: true })).toBeVisible({
    timeout: 15_000,
  });
  // The buyer's are read; the traveller's "payment" ones do not exist yet (nothing paid).
  expect(await storedUnread(order.buyer)).toBe(0);

  // The messages dropdown lists the real conversation.
  await page.keyboard.press('Escape');
  // The unread message is a dot on "Mensajes" until its conversation is opened from the dropdown.
  await expect(header(page).getByRole('button', { name: /^Mensajes \(.+\)$/ })).toBeVisible();
  const messages = await openDropdown(page, 'Mensajes');
  const chat = messages.getByRole('link', { name: new RegExp(order.productName) });
  await expect(chat).toHaveAttribute('href', `/chat/${order.id}`);
  await expect(messages).toContainText('Hola, lo compro el lunes.');
  await chat.click();
  await expect(page).toHaveURL(new RegExp(`/chat/${order.id}$`));
  await expect(header(page).getByRole('button', { name: 'Mensajes', exact: true })).toBeVisible();
});

test('each notification shows it is unread; opening one goes to its link and marks it read, "Marcar como leída" marks one by keyboard', async ({
  market,
}) => {
  const order = await buyerWithNews(market, 'Te aviso cuando lo tenga.');
  const { page } = order;
  const panel = await openDropdown(page, 'Notificaciones');

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
  for (let i = 0; i < 8 && !(await markMessage.evaluate((el) => el === document.activeElement)); i += 1)
    await page.keyboard.press('Tab');
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
  await openDropdown(page, 'Notificaciones');
  await expect(accepted).not.toHaveAccessibleName(/No leída/);
  await expect(panel.getByRole('button', { name: /^Marcar como leída/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Stored, not just shown: after a reload nothing is unread and the bell has no dot.
  await page.reload();
  await expect(header(page).getByRole('button', { name: 'Notificaciones', exact: true })).toBeVisible({
    timeout: 15_000,
  });
  expect(await storedUnread(order.buyer)).toBe(0);
});
