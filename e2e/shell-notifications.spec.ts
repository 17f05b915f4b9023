// Issue 9, in the static demo: what only hand-edited browser storage can do. The dropdowns'
// unread state and "mark as read" are tested in server mode (server/shell-notifications.spec.ts).
import { expect, test, type Page } from '@playwright/test';
import { acceptedOrder, switchTo } from './support/orders';
import { header, openDropdown } from './support/header';

test.setTimeout(180_000);

/**
 * An accepted order whose traveller has written `text` in its chat; the buyer is then logged in
 * on /dashboard with something new in the bell.
 */
async function buyerWithNews(page: Page, text: string) {
  const order = await acceptedOrder(page);
  // The traveller (logged in after accepting) writes in the order's chat.
  await page.goto(`/chat/${order.id}`);
  await page.getByRole('textbox', { name: 'Mensaje' }).fill(text);
  await page.getByRole('button', { name: 'Enviar' }).click();
  // Stored once it is in the log (the draft in the composer holds the same text while it is sent).
  await expect(page.getByRole('log', { name: 'Mensajes' })).toContainText(text);
  await expect(page.getByRole('textbox', { name: 'Mensaje' })).toHaveValue('');
  await switchTo(page, order.buyer);
  await page.goto('/dashboard');
  await expect(header(page).getByRole('button', { name: /^Notificaciones \(/ })).toBeVisible({ timeout: 15_000 });
  return order;
}

test('a stored notification whose link leads to another site is listed without the link', async ({ page }) => {
  await buyerWithNews(page, 'Mirá este enlace.');
  // Storage edited by hand (or an imported file): the domain's schema only asks for a leading '/'.
  await page.evaluate(() => {
    const raw = JSON.parse(window.localStorage.getItem('notifications') ?? '{"data":[]}') as {
      data: { link: string }[];
    };
    for (const n of raw.data) n.link = '//evil.example/chat';
    window.localStorage.setItem('notifications', JSON.stringify(raw));
  });
  await page.reload();
  const panel = await openDropdown(page, 'Notificaciones');
  await expect(panel).toContainText('¡Tu pedido fue aceptado!');
  await expect(panel).toContainText(/Nuevo mensaje de /);
  await expect(panel.getByRole('link')).toHaveCount(0);
  await expect(page.locator('a[href*="evil.example"]')).toHaveCount(0);
});
