// The account and traveller pages with real content, in server mode, at 1280 and 360 px: no axe
// violation (WCAG 2.2 AA), no horizontal scrolling, no console error. The paid order and the trip
// are set up through the API (support/server.ts). TRAVELLER_SHOTS=dir also saves full-page
// screenshots there. The static build's copy (its example trips) moved here.
import { checkAtBothWidths, watchConsole } from '../support/page-checks';
import { fillRegistration, newPerson } from '../support/accounts';
import { expect, registerTrip, test } from '../support/server';

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

test('trips, login, registration (with errors shown) and verification pages', async ({ market, page }) => {
  // The API refuses the mismatched passwords with a 422, shown on the page.
  const console = watchConsole(page, /the server responded with a status of 422/);
  const traveller = await market.member({ firstName: 'Martín', lastName: 'Giménez', verified: true });
  await registerTrip(traveller);
  await page.goto('/viajeros');
  await expect(page.getByRole('article').first()).toBeVisible();
  await checkAtBothWidths(page, 'viajeros');
  await page.goto('/login');
  await checkAtBothWidths(page, 'login');
  await page.goto('/registro');
  await checkAtBothWidths(page, 'registro');
  await fillRegistration(page, newPerson(), 'no-coincide-123');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Las contraseñas no coinciden' }).first()).toBeVisible({
    timeout: 20_000,
  });
  await checkAtBothWidths(page, 'registro-error');
  console.assertNone();

  // A person not verified yet.
  const { page: person } = await market.member();
  const personConsole = watchConsole(person);
  await person.goto('/verificacion-viajero');
  await checkAtBothWidths(person, 'verificacion');
  await person.goto('/viajero');
  await checkAtBothWidths(person, 'viajero-sin-verificar');
  personConsole.assertNone();
});
