// The site's shell in server mode (issues 6 and 16): the top bar, footer and skip link for a
// visitor; the avatar menu, logging out (here and in another tab) and the mobile menu for a person
// whose session is the API's cookie (set up through the API, support/server.ts). Moved from the
// static build's shell-header and shell-mobile files: the shell is the same component in both
// builds, and the static demo's own session (browser storage, another tab) keeps its test in
// quality-bad-input.spec.ts.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, watchConsole } from '../support/page-checks';
import { header, openDropdown } from '../support/header';
import { present } from '../support/present';
import { expect, test } from '../support/server';

const phone = { width: 360, height: 740 } as const;

const accountButton = (page: Page) => header(page).getByRole('button', { name: /^Menú de cuenta de/ });
/** A person's own pages, in the order the avatar menu and the phone's menu list them. */
const accountPages = [
  'Perfil',
  'Viajes',
  'Pedidos',
  'Historial de pagos',
  'Billetera',
  'Cupones',
  'Ajustes',
  'Centro de Ayuda',
] as const;

const mobileNav = (page: Page) => page.getByRole('navigation', { name: 'Menú móvil' });

/** Opens a page and waits for the app to have rendered (SPA: the shell comes after hydration). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

async function expectNoHorizontalScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(phone.width);
}

/** Whether the API still knows this browser's session (`/api/me` answers null without one). */
const loggedIn = async (page: Page) => (await (await page.request.get('/api/me')).json()) !== null;

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
    // evaluateAll does not wait: the footer's links must be on screen first (CI read none once).
    await expect(footer.getByRole('navigation').getByRole('link')).toHaveCount(8);
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
  test('the avatar menu shows name and e-mail and reaches every account page, by pointer and keyboard', async ({
    market,
  }) => {
    const { page, person } = await market.member({ firstName: 'Valentina', lastName: 'Ríos' });
    await open(page, '/contact');
    // A new account has no news yet.
    await expect(header(page).getByRole('button', { name: 'Notificaciones', exact: true })).toBeVisible();
    await expect(await openDropdown(page, 'Notificaciones')).toContainText('No tienes notificaciones.');
    await page.keyboard.press('Escape');
    const trigger = header(page).getByRole('button', { name: 'Menú de cuenta de Valentina Ríos' });
    await trigger.click();
    const menu = page.getByRole('menu', { name: 'Cuenta de Valentina Ríos' });
    await expect(menu).toContainText('Valentina Ríos');
    await expect(menu).toContainText(person.email);
    await expect(menu.getByRole('menuitem')).toHaveText([...accountPages, 'Cerrar sesión']);
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

  test('logging out ends the session on the server, goes home and says so', async ({ market }) => {
    const { page } = await market.member();
    await open(page, '/settings');
    expect(await loggedIn(page)).toBe(true);
    await accountButton(page).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/$/);
    const toast = page.getByRole('status').filter({ hasText: 'Sesión cerrada' });
    await expect(toast).toContainText('Has cerrado sesión exitosamente');
    await expect(header(page).getByRole('link', { name: 'Iniciar Sesión' })).toBeVisible();
    expect(await loggedIn(page)).toBe(false);
    await open(page, '/settings');
    await expect(page.getByRole('region', { name: 'Acceso Denegado' })).toBeVisible();
  });

  test('logging out in another tab reaches this one', async ({ market }) => {
    const { page, context } = await market.member();
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

test.describe('on a phone', () => {
  test.use({ viewport: phone });

  test('at 360 px a visitor gets the menu button with the lists, log in and register', async ({ page }) => {
    await open(page, '/contact');
    const bar = page.getByRole('banner');
    await expect(bar.getByRole('navigation', { name: 'Principal' })).toBeHidden();
    await expect(mobileNav(page)).toBeHidden();
    await expectNoHorizontalScroll(page);
    const toggle = bar.getByRole('button', { name: 'Abrir menú' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(bar.getByRole('button', { name: 'Cerrar menú' })).toHaveAttribute('aria-expanded', 'true');
    await expect(mobileNav(page).getByRole('link')).toHaveText([
      'Pedidos Disponibles',
      'Viajeros Disponibles',
      'Iniciar Sesión',
      'Registrarse',
    ]);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await mobileNav(page).getByRole('link', { name: 'Registrarse' }).click();
    await expect(page).toHaveURL(/\/registro$/);
    await expect(mobileNav(page)).toBeHidden();
  });

  test('at 360 px the mobile menu mirrors the avatar menu, works with the keyboard, and logs out', async ({
    market,
  }) => {
    const { page, person } = await market.member({ viewport: phone });
    await open(page, '/contact');
    await expectNoHorizontalScroll(page);
    const bar = page.getByRole('banner');
    await expect(bar.getByRole('button', { name: /^Notificaciones/ })).toBeVisible();
    await expect(bar.getByRole('button', { name: /^Mensajes/ })).toBeVisible();
    await expect(bar.getByRole('button', { name: /^Menú de cuenta/ })).toBeHidden();

    // Keyboard: Tab reaches the menu button, Enter opens it, Tab walks its links.
    const toggle = bar.getByRole('button', { name: 'Abrir menú' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const nav = mobileNav(page);
    await expect(nav).toBeVisible();
    await expect(nav).toContainText(`${person.firstName} ${person.lastName}`);
    await expect(nav).toContainText(person.email);
    await expect(nav.getByRole('link')).toHaveText(['Pedidos Disponibles', 'Viajeros Disponibles', ...accountPages]);
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Pedidos Disponibles' })).toBeFocused();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    await nav.getByRole('link', { name: 'Billetera' }).click();
    await expect(page).toHaveURL(/\/wallet$/);
    await expect(nav).toBeHidden();
    await bar.getByRole('button', { name: 'Abrir menú' }).click();
    await nav.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('status').filter({ hasText: 'Sesión cerrada' })).toBeVisible();
    await bar.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(nav.getByRole('link', { name: 'Iniciar Sesión' })).toBeVisible();
  });

  test('at 360 px the dropdowns fit the screen', async ({ market }) => {
    const { page } = await market.member({ viewport: phone });
    await open(page, '/contact');
    for (const name of ['Notificaciones', 'Mensajes'] as const) {
      const box = await (await openDropdown(page, name)).boundingBox();
      expect(box).not.toBeNull();
      const { x, width } = present(box, `the ${name} dropdown's box`);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x + width).toBeLessThanOrEqual(360);
      await page.keyboard.press('Escape');
    }
  });
});
