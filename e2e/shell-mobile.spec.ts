import { expect, test, type Page } from '@playwright/test';
import { register } from './support/accounts';
import { expectNoAxeViolations } from './page-checks';
import { present } from './support/present';

test.use({ viewport: { width: 360, height: 740 } });

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

async function expectNoHorizontalScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
}

const mobileNav = (page: Page) => page.getByRole('navigation', { name: 'Menú móvil' });

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

test('at 360 px the mobile menu mirrors the avatar menu, works with the keyboard, and logs out', async ({ page }) => {
  const person = await register(page);
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
  await expect(nav.getByRole('link')).toHaveText([
    'Pedidos Disponibles',
    'Viajeros Disponibles',
    'Perfil',
    'Viajes',
    'Pedidos',
    'Historial de pagos',
    'Billetera',
    'Cupones',
    'Ajustes',
    'Centro de Ayuda',
  ]);
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

test('at 360 px the dropdowns fit the screen', async ({ page }) => {
  await register(page);
  await open(page, '/contact');
  for (const name of ['Notificaciones', 'Mensajes']) {
    await page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(`^${name}`) })
      .click();
    const box = await page.getByRole('dialog', { name }).boundingBox();
    expect(box).not.toBeNull();
    const { x, width } = present(box, `the ${name} dropdown's box`);
    expect(x).toBeGreaterThanOrEqual(0);
    expect(x + width).toBeLessThanOrEqual(360);
    await page.keyboard.press('Escape');
  }
});
