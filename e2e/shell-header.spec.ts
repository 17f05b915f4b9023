import { expect, test, type Page } from '@playwright/test';
import { newPerson, register, submitVerification } from './support/accounts';
import { acceptedOrder, switchTo } from './support/orders';
import { expectNoAxeViolations, watchConsole } from './page-checks';

const header = (page: Page) => page.getByRole('banner');
const accountButton = (page: Page) => header(page).getByRole('button', { name: /^Menú de cuenta de/ });

/** Opens a page and waits for the app to have rendered (SPA: the shell comes after hydration). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test.describe('visitor', () => {
  test('the top bar offers the lists, log in and register, and navigates without a reload', async ({ page }) => {
    const console = watchConsole(page);
    await open(page, '/contact');
    const bar = header(page);
    await expect(bar.getByRole('link', { name: 'Conexión Global' })).toHaveAttribute('href', '/');
    await expect(bar.getByRole('navigation', { name: 'Principal' }).getByRole('link')).toHaveText([
      'Pedidos Disponibles',
      'Viajeros Disponibles',
    ]);
    await expect(bar.getByRole('link', { name: 'Iniciar Sesión' })).toHaveAttribute('href', '/login');
    await expect(bar.getByRole('link', { name: 'Registrarse' })).toHaveAttribute('href', '/registro');
    await expect(bar.getByRole('button', { name: /Notificaciones|Mensajes|Menú de cuenta/ })).toHaveCount(0);

    // Client-side navigation: a marker on window survives (a full load would wipe it).
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await bar.getByRole('link', { name: 'Viajeros Disponibles' }).click();
    await expect(page).toHaveURL(/\/viajeros$/);
    await expect(bar.getByRole('link', { name: 'Viajeros Disponibles' })).toHaveAttribute('aria-current', 'page');
    await bar.getByRole('link', { name: 'Iniciar Sesión' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);

    await open(page, '/contact');
    await expectNoAxeViolations(page);
    console.assertNone();
  });

  test('the skip link is the first stop and moves focus to the content', async ({ page }) => {
    await open(page, '/contact');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Saltar al contenido' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('#contenido')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Nombre' })).toBeFocused();
  });

  test('the footer links the site, has a placeholder Twitter button and this year', async ({ page }) => {
    await open(page, '/contact');
    const footer = page.getByRole('contentinfo');
    const hrefs = await footer
      .getByRole('navigation')
      .getByRole('link')
      .evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    expect(hrefs).toEqual([
      '/comprador',
      '/viajero',
      '/faq',
      '/contact',
      '/about-us',
      '/blog',
      '/terms',
      '/privacy-policy',
    ]);
    await expect(footer.getByRole('link', { name: /Instagram/ })).toHaveAttribute('target', '_blank');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Conexión Global`);
    await footer.getByRole('button', { name: 'Twitter' }).click();
    await expect(page.getByRole('status')).toContainText('Función en desarrollo');
    await footer.getByRole('link', { name: 'Términos y condiciones' }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Términos y Condiciones' })).toBeVisible();
  });
});

test.describe('logged in', () => {
  test("notifications: the domain's notifications with a red dot that clears once opened and stays cleared", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const console = watchConsole(page);
    await register(page);
    await open(page, '/contact');
    // A new account has nothing yet.
    await header(page).getByRole('button', { name: 'Notificaciones', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Notificaciones' })).toContainText('No tienes notificaciones.');
    await page.keyboard.press('Escape');

    // Verification finishing is news: it arrives as a notification.
    await page.goto('/verificacion-viajero');
    await submitVerification(page);
    await expect(page.getByText('¡Verificación completada!').first()).toBeVisible({ timeout: 60_000 });
    await open(page, '/contact');
    const bell = header(page).getByRole('button', { name: /^Notificaciones \(.+\)$/ });
    await expect(bell).toBeVisible();
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notificaciones' });
    await expect(panel.getByRole('listitem').first()).toBeVisible();
    // Each item says it is unread, links to where it happened, and can be marked read on its own.
    const item = panel.getByRole('listitem').first().getByRole('link');
    await expect(item).toHaveAccessibleName(/^No leída\W+/);
    await expect(item).toHaveAttribute('href', '/dashboard');
    await expect(panel.getByRole('button', { name: /^Marcar como leída: / }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await panel.getByRole('button', { name: 'Marcar como leídas' }).click();
    await expect(page.getByRole('status')).toContainText('Notificaciones leídas');
    // Read now: no "No leída", no per-item button, and focus is on the list, not lost.
    await expect(item).not.toHaveAccessibleName(/No leída/);
    await expect(panel.getByRole('button', { name: /^Marcar como leída/ })).toHaveCount(0);
    await expect(item).toBeFocused();
    await page.keyboard.press('Escape');
    // The dot is gone: the button is named without the unread note.
    await expect(header(page).getByRole('button', { name: 'Notificaciones', exact: true })).toBeVisible();
    // Stays read on another page and after a reload.
    await open(page, '/faq');
    await page.reload();
    await expect(header(page).getByRole('button', { name: 'Notificaciones', exact: true })).toBeVisible();
    console.assertNone();
  });

  test("messages: the dropdown lists the person's real conversations, with a dot for an unread one", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    // A buyer's request accepted by the demo traveller (who is logged in afterwards).
    const order = await acceptedOrder(page);
    await open(page, '/contact');
    await header(page).getByRole('button', { name: 'Mensajes', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Mensajes' });
    const chat = panel.getByRole('link', { name: new RegExp(order.productName) });
    await expect(chat).toHaveAttribute('href', `/chat/${order.id}`);
    await expect(chat).toContainText('Sin mensajes todavía');
    await page.keyboard.press('Escape');

    // The buyer writes; the traveller sees a dot that clears once the dropdown is opened.
    await switchTo(page, order.buyer);
    await page.goto(`/chat/${order.id}`);
    await page.getByRole('textbox', { name: 'Mensaje' }).fill('¿Cuándo llegás a Buenos Aires?');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByRole('log')).toContainText('¿Cuándo llegás a Buenos Aires?');
    await switchTo(page, { email: 'demo@conexionglobal.com.ar', password: 'demo12345' });
    await open(page, '/contact');
    const unread = header(page).getByRole('button', { name: /^Mensajes \(.+\)$/ });
    await expect(unread).toBeVisible();
    await unread.click();
    await expect(panel.getByRole('link', { name: new RegExp(order.productName) })).toContainText(
      '¿Cuándo llegás a Buenos Aires?',
    );
    await expectNoAxeViolations(page);
    await panel.getByRole('link', { name: new RegExp(order.productName) }).click();
    await expect(page).toHaveURL(new RegExp(`/chat/${order.id}$`));
    await expect(header(page).getByRole('button', { name: 'Mensajes', exact: true })).toBeVisible();
  });

  test('the avatar menu shows name and e-mail and reaches every account page, by pointer and keyboard', async ({
    page,
  }) => {
    const person = await register(page, newPerson({ firstName: 'Valentina', lastName: 'Ríos' }));
    await open(page, '/contact');
    const trigger = header(page).getByRole('button', { name: 'Menú de cuenta de Valentina Ríos' });
    await trigger.click();
    const menu = page.getByRole('menu', { name: 'Cuenta de Valentina Ríos' });
    await expect(menu).toContainText('Valentina Ríos');
    await expect(menu).toContainText(person.email);
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Perfil',
      'Viajes',
      'Pedidos',
      'Historial de pagos',
      'Billetera',
      'Cupones',
      'Ajustes',
      'Centro de Ayuda',
      'Cerrar sesión',
    ]);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();

    const destinations = [
      ['Perfil', '/dashboard'],
      ['Viajes', '/viajero'],
      ['Pedidos', '/comprador'],
      ['Historial de pagos', '/payment-history'],
      ['Billetera', '/wallet'],
      ['Cupones', '/coupons'],
      ['Ajustes', '/settings'],
      ['Centro de Ayuda', '/help-center'],
    ] as const;
    for (const [label, path] of destinations) {
      await trigger.click();
      await page.getByRole('menuitem', { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }

    // Keyboard: focus the trigger, open with Enter, move with the arrows, choose with Enter.
    await open(page, '/contact');
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Perfil' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Historial de pagos' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/payment-history$/);
  });

  test('logging out removes the session, goes home and says so', async ({ page }) => {
    await register(page);
    await open(page, '/settings');
    await accountButton(page).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/$/);
    const toast = page.getByRole('status').filter({ hasText: 'Sesión cerrada' });
    await expect(toast).toContainText('Has cerrado sesión exitosamente');
    await expect(header(page).getByRole('link', { name: 'Iniciar Sesión' })).toBeVisible();
    const session = await page.evaluate(() => window.localStorage.getItem('currentUser'));
    expect(session === null || (JSON.parse(session) as { data?: unknown }).data === null).toBe(true);
    await open(page, '/settings');
    await expect(page.getByRole('region', { name: 'Acceso Denegado' })).toBeVisible();
  });

  test('logging out in another tab reaches this one', async ({ page, context }) => {
    await register(page);
    await open(page, '/contact');
    await expect(accountButton(page)).toBeVisible();
    const other = await context.newPage();
    await open(other, '/faq');
    await accountButton(other).click();
    await other.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(other.getByRole('status')).toContainText('Sesión cerrada');
    await expect(header(page).getByRole('link', { name: 'Iniciar Sesión' })).toBeVisible();
    await expect(accountButton(page)).toHaveCount(0);
  });
});
