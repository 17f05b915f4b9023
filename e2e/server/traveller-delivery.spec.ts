// The traveller enters the buyer's code (server mode): wrong codes counted by the server, a lock
// after five, and the payment released by the right one. The order is set up through the API
// (support/server.ts); the code entry is done on the page, as a traveller does it.
import { expectAlert } from '../support/accounts';
import { expect, holdNextApiCall, test } from '../support/server';

test.setTimeout(240_000);

const wrongCodeFor = (code: string) => (code === '111111' ? '222222' : '111111');

test('a wrong code is refused and the traveller can retry; the right one releases the payment', async ({ market }) => {
  const order = await market.paidOrder();
  const { page } = order.traveller;
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
  // The answer waits until the progress has been seen (holdNextApiCall).
  const answer = await holdNextApiCall(page, `/orders/${order.id}/code/confirm`);
  await release.click();
  await expect(page.getByRole('button', { name: 'Verificando...' })).toBeVisible();
  answer.release();
  await expectAlert(page, 'Código incorrecto');
  await expect(page).toHaveURL(new RegExp(`/confirmar-entrega/${order.id}$`));
  await expect(page.getByText('Te quedan 4 intentos')).toBeVisible();

  await code.fill(order.code);
  await release.click();
  await expect(page.getByText('¡Entrega Confirmada!')).toBeVisible({ timeout: 15_000 });
  // Decision 049: the price advanced (USD 100, the form's default) + reward 25 USD minus the 10 % commission.
  await expect(
    page.getByText(/Se liberaron .*122,50 a tu billetera: el precio del producto que adelantaste/),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('five wrong codes lock the order and say the buyer can issue a new code', async ({ market }) => {
  const order = await market.paidOrder();
  const { page } = order.traveller;
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

test('an order not paid yet cannot be confirmed', async ({ market }) => {
  const order = await market.acceptedOrder();
  const { page } = order.traveller;
  await page.goto(`/confirmar-entrega/${order.id}`);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectAlert(page, 'Este pedido no está listo para confirmación');
});
