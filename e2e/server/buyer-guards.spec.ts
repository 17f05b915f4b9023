import { expect, test } from '@playwright/test';
import { newAccount, register } from '../buyer-helpers';

test.describe.configure({ timeout: 120_000 });

test('Mi Cuenta without a login says "Acceso Denegado"', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Acceso Denegado' })).toBeVisible();
  await expect(page.getByText('Debes iniciar sesión para acceder a tu cuenta')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Iniciar Sesión' })).toBeVisible();
});

test('the payment pages without an order id, or not approved, go to /dashboard', async ({ page }) => {
  for (const path of [
    '/payment-success',
    '/payment-success?order_id=abc',
    '/payment-success?order_id=abc&status=rejected',
    '/payment-cancel',
    '/payment-cancelled',
  ]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/dashboard$/);
  }
});

test('the cancelled page answers under both paths with a retry and a way back', async ({ page }) => {
  for (const path of ['/payment-cancel', '/payment-cancelled']) {
    await page.goto(`${path}?order_id=pedido-123`);
    await expect(page.getByRole('heading', { level: 1, name: 'Pago Cancelado' })).toBeVisible();
    await expect(page).toHaveTitle('Pago Cancelado - Conexión Global');
    await expect(page.getByRole('link', { name: 'Reintentar pago' })).toHaveAttribute('href', '/checkout/pedido-123');
    await expect(page.getByRole('link', { name: 'Volver a Mi Cuenta' })).toHaveAttribute('href', '/dashboard');
  }
});

test('checkout needs a login, and an unknown order goes to /dashboard with "Pedido no encontrado"', async ({
  page,
}) => {
  await page.goto('/checkout/example-request-1');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcheckout%2Fexample-request-1/);

  await register(page, newAccount('Diego', 'Paz'));
  await page.goto('/checkout/no-existe');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Pedido no encontrado' })).toBeVisible();

  // Someone else's request, not accepted: refused.
  await page.goto('/pedidos');
  await page.goto('/checkout/example-request-1');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Acción no permitida' })).toBeVisible();
});

test('an unknown request redirects to the list', async ({ page }) => {
  await page.goto('/pedidos/no-existe');
  await expect(page).toHaveURL(/\/pedidos$/);
});
