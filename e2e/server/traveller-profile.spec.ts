import { expect, test } from '@playwright/test';
import { expectAlert, register } from '../support/accounts';
import { demoTraveller } from '../support/orders';

test('a public profile shows what the marketplace knows, and asks visitors to log in to contact', async ({ page }) => {
  // The demo traveller exists once someone has registered or logged in on this browser.
  await register(page);
  await page.evaluate(() => window.localStorage.removeItem('currentUser'));
  await page.goto(`/profile/${demoTraveller.id}`);
  // Decision 010: other people appear by first name and last initial (full names only to the
  // two parties of an order).
  await expect(page).toHaveTitle('Demo V. - Perfil - Conexión Global');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Demo V.');
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText('Viajero');
  await expect(page.getByRole('img', { name: 'Viajero Verificado' })).toBeVisible();
  await expect(page.getByText('Buenos Aires, Argentina')).toBeVisible();
  await expect(page.getByText('Sin reseñas todavía')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^\d+$/ }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Contactar' }).click();
  await expectAlert(page, 'Debes iniciar sesión para contactar a un usuario.');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fprofile%2Fdemo-user$/);
});

test('logged in, contacting says messaging is coming soon', async ({ page }) => {
  await register(page);
  await page.goto(`/profile/${demoTraveller.id}`);
  await page.getByRole('button', { name: 'Contactar' }).click();
  await expect(page.getByText('Mensajería en camino')).toBeVisible();
  await expect(page.getByText('demo@conexionglobal.com.ar')).toBeVisible();
});

test('a new account has no verified mark and no reviews', async ({ page }) => {
  const person = await register(page);
  const id = await page.evaluate(
    () =>
      (JSON.parse(window.localStorage.getItem('currentUser') ?? '{}') as { data?: { userId?: string } }).data?.userId,
  );
  await page.goto(`/profile/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${person.firstName} ${person.lastName}`);
  await expect(page.getByRole('img', { name: 'Viajero Verificado' })).toHaveCount(0);
  await expect(page.getByText('Sin reseñas todavía')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Contactar' })).toHaveCount(0);
});
