// Server mode (issues 2, 3 and 16): what the buyer's pages do when they should not open — for a
// visitor, and for a person asking for an order that does not exist or is not theirs to pay. The
// people and the request are set up through the API (support/server.ts). Moved from the static
// build with the slice file's unknown-request check; one flow per person instead of one test per page.
import { expect, publish, test } from '../support/server';

test.setTimeout(120_000);

test('a visitor: Mi Cuenta says "Acceso Denegado", the payment pages lead back, checkout asks to log in', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Acceso Denegado' })).toBeVisible();
  await expect(page.getByText('Debes iniciar sesión para acceder a tu cuenta')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Iniciar Sesión' })).toBeVisible();

  // Without an order id, or not approved: back to /dashboard.
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

  // The cancelled page answers under both paths, with a retry and a way back.
  for (const path of ['/payment-cancel', '/payment-cancelled']) {
    await page.goto(`${path}?order_id=pedido-123`);
    await expect(page.getByRole('heading', { level: 1, name: 'Pago Cancelado' })).toBeVisible();
    await expect(page).toHaveTitle('Pago Cancelado - Conexión Global');
    await expect(page.getByRole('link', { name: 'Reintentar pago' })).toHaveAttribute('href', '/checkout/pedido-123');
    await expect(page.getByRole('link', { name: 'Volver a Mi Cuenta' })).toHaveAttribute('href', '/dashboard');
  }

  await page.goto('/checkout/pedido-123');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcheckout%2Fpedido-123/);

  // An unknown request leads to the list.
  await page.goto('/pedidos/no-existe');
  await expect(page).toHaveURL(/\/pedidos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pedidos Disponibles' })).toBeVisible();
});

test('checkout of an unknown order, or of someone else’s request, goes to Mi Cuenta and says why', async ({
  market,
}) => {
  const [owner, { page }] = await Promise.all([
    market.member(),
    market.member({ firstName: 'Diego', lastName: 'Paz' }),
  ]);
  const { id } = await publish(owner);

  await page.goto('/checkout/no-existe');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Pedido no encontrado' })).toBeVisible();

  // Another person's request, not accepted: refused.
  await page.goto(`/pedidos/${id}`);
  await page.goto(`/checkout/${id}`);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The API answers "not found" for what is not the person's; the page says why (it said
  // 'No encontrado: La dirección que pediste no existe' before this test moved to server mode).
  await expect(page.getByRole('alert').filter({ hasText: 'Acción no permitida' })).toContainText(
    'Solo quien publicó el pedido puede pagarlo.',
  );
});
