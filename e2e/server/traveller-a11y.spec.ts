// The traveller's pages with a real order, in server mode, at 1280 and 360 px: no axe violation
// (WCAG 2.2 AA), no horizontal scrolling. The paid order is set up through the API
// (support/server.ts). TRAVELLER_SHOTS=dir also saves full-page screenshots there.
import { checkAtBothWidths } from '../page-checks';
import { expect, test } from '../support/server';

test.setTimeout(240_000);

test('trips, chat, delivery confirmation and profile with a real order', async ({ market }) => {
  const order = await market.paidOrder();
  const { page } = order.traveller;
  await page.goto('/viajero');
  await checkAtBothWidths(page, 'viajero-verificado');
  await page.goto(`/chat/${order.id}`);
  await page
    .getByRole('textbox', { name: 'Mensaje' })
    .fill('Hola, ya tengo tu producto. ¿Nos vemos el martes en Palermo?');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('log')).toContainText('Palermo');
  await checkAtBothWidths(page, 'chat');
  await page.goto(`/confirmar-entrega/${order.id}`);
  await page.getByRole('textbox', { name: 'Código de seguridad' }).fill(order.code === '111111' ? '222222' : '111111');
  await page.getByRole('button', { name: 'Liberar Pago' }).click();
  await expect(page.getByText(/Te quedan 4 intentos/)).toBeVisible({ timeout: 15_000 });
  await checkAtBothWidths(page, 'confirmar-entrega');
  await page.goto(`/profile/${order.traveller.id}`);
  await checkAtBothWidths(page, 'perfil');
});
