import { expect, test } from '@playwright/test';
import { expectAlert } from './support/accounts';
import { acceptedOrder, paidOrder } from './support/orders';

test.setTimeout(240_000);

const wrongCodeFor = (code: string) => (code === '111111' ? '222222' : '111111');

test('a wrong code is refused and the traveller can retry; the right one releases the payment', async ({ page }) => {
  const order = await paidOrder(page);
  await page.goto(`/confirmar-entrega/${order.id}`);
  await expect(page).toHaveTitle(`Confirmar entrega: ${order.productName} - Conexión Global`);
  await expect(page.getByText(order.productName)).toBeVisible();
  await expect(page.getByRole('link', { name: /Volver a Mi Cuenta/ })).toHaveAttribute('href', '/dashboard');

  const code = page.getByRole('textbox', { name: 'Código de seguridad' });
  const release = page.getByRole('button', { name: 'Liberar Pago' });
  await expect(release).toBeDisabled();
  await code.fill('12345');
  await expect(release).toBeDisabled();
  await code.fill(wrongCodeFor(order.code));
  await expect(release).toBeEnabled();
  await release.click();
  await expect(page.getByRole('button', { name: 'Verificando...' })).toBeVisible();
  await expectAlert(page, 'Código incorrecto');
  await expect(page).toHaveURL(new RegExp(`/confirmar-entrega/${order.id}$`));
  await expect(page.getByText('Te quedan 4 intentos')).toBeVisible();

  await code.fill(order.code);
  await release.click();
  await expect(page.getByText('¡Entrega Confirmada!')).toBeVisible({ timeout: 15_000 });
  // Reward 25 USD (the form's default) minus the 10 % commission.
  await expect(page.getByText(/Se liberaron .*22,50/)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('five wrong codes lock the order and say the buyer can issue a new code', async ({ page }) => {
  const order = await paidOrder(page);
  await page.goto(`/confirmar-entrega/${order.id}`);
  const code = page.getByRole('textbox', { name: 'Código de seguridad' });
  const release = page.getByRole('button', { name: 'Liberar Pago' });
  const wrong = wrongCodeFor(order.code);
  for (let attempt = 1; attempt <= 5; attempt++) {
    await code.fill('');
    await code.fill(wrong);
    await release.click();
    await expect(release).toHaveText(attempt < 5 ? 'Liberar Pago' : /Liberar Pago/, { timeout: 15_000 });
    if (attempt < 5)
      await expect(
        page.getByText(`Te ${5 - attempt === 1 ? 'queda 1 intento' : `quedan ${5 - attempt} intentos`}`),
      ).toBeVisible();
  }
  await expectAlert(page, 'Pedido bloqueado');
  await expect(page.getByText('Quien compró debe generar un nuevo código de seguridad.').first()).toBeVisible();
  await expect(release).toBeDisabled();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Liberar Pago' })).toBeDisabled();
});

test('an order not paid yet cannot be confirmed', async ({ page }) => {
  const order = await acceptedOrder(page);
  await page.goto(`/confirmar-entrega/${order.id}`);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectAlert(page, 'Este pedido no está listo para confirmación');
});
