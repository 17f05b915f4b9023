import { expect, test } from '@playwright/test';
import { acceptedOrder, cards, chargesFor, fillCard } from './buyer-helpers';
import { present } from './support/present';

// Two accounts, a publication, an acceptance and a payment each: slow on a busy machine.
test.describe.configure({ timeout: 240_000 });

test('checkout validates billing with the spec messages and keeps what was typed', async ({ page }) => {
  const { id } = await acceptedOrder(page, 'Lego Star Wars Millennium Falcon');
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Pagar Lego Star Wars Millennium Falcon' }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/${id}$`));
  await expect(page).toHaveTitle('Pagar pedido - Conexión Global');
  await expect(page.getByRole('region', { name: 'Resumen del pedido' })).toContainText('Total a pagar');

  await page.getByRole('textbox', { name: 'Nombre completo' }).fill('');
  await page.getByRole('textbox', { name: 'Email' }).fill('carla-sin-arroba');
  await page.getByRole('button', { name: /^Pagar/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Error de validación' }).first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nombre completo' })).toHaveAccessibleDescription(
    /El nombre es obligatorio\./,
  );
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
    /El formato del email es inválido\./,
  );
  await expect(page.getByRole('textbox', { name: 'Dirección' })).toHaveAccessibleDescription(
    /La dirección es obligatoria\./,
  );
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('carla-sin-arroba');
  expect(await chargesFor(page, id)).toHaveLength(0);
});

test('an approved card pays once, shows the code, and paying again or going back never charges twice', async ({
  page,
}) => {
  const { id } = await acceptedOrder(page, 'Apple Watch Series 10');
  await page.goto(`/checkout/${id}`);
  await page.getByRole('textbox', { name: 'Dirección' }).fill('Av. Corrientes 1234, CABA');
  await fillCard(page, cards.approved);
  const pay = page.getByRole('button', { name: /^Pagar/ });
  await pay.click();
  // While the payment runs: progress, and the button cannot be pressed again.
  await expect(page.getByRole('progressbar', { name: 'Procesando pago' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Procesando pago...' }).first()).toBeDisabled();
  await pay.click({ force: true, timeout: 1000 }).catch(() => undefined);

  await expect(page).toHaveURL(new RegExp(`/payment-success\\?order_id=${id}&status=approved`), { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: '¡Pago Exitoso!' })).toBeVisible();
  const code = present(await page.getByText(/^\d{6}$/).textContent(), 'the delivery code');
  expect(code).toMatch(/^\d{6}$/);
  expect(await chargesFor(page, id)).toEqual([expect.objectContaining({ status: 'approved' })]);

  // Back to the checkout: already paid.
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('status').filter({ hasText: 'Pedido ya pagado' })).toBeVisible();
  await page.goto(`/checkout/${id}`);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The success page again (reload, bookmark): same code, still one charge.
  await page.goto(`/payment-success?order_id=${id}&status=approved`);
  await expect(page.getByText(code, { exact: true })).toBeVisible();
  expect(await chargesFor(page, id)).toHaveLength(1);

  // Mi Cuenta shows the paid request, its code and the chat.
  await page.goto('/dashboard');
  const row = page.getByRole('article', { name: 'Apple Watch Series 10' });
  await expect(row).toContainText('Pagado (en garantía)');
  await expect(row.getByText(code, { exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: /Chatear/ })).toBeVisible();
});

test('a declined card says so and keeps the form; another card then pays', async ({ page }) => {
  const { id } = await acceptedOrder(page, 'GoPro Hero 13');
  await page.goto(`/checkout/${id}`);
  await page.getByRole('textbox', { name: 'Dirección' }).fill('San Martín 50, Córdoba');
  await fillCard(page, cards.declined);
  await page.getByRole('button', { name: /^Pagar/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Error de Pago' }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(new RegExp(`/checkout/${id}$`));
  await expect(page.getByRole('textbox', { name: 'Dirección' })).toHaveValue('San Martín 50, Córdoba');
  expect(await chargesFor(page, id)).toEqual([expect.objectContaining({ status: 'rejected' })]);

  await page.getByRole('textbox', { name: 'Número de tarjeta' }).fill(cards.approved);
  await page.getByRole('button', { name: /^Pagar/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: '¡Pago Exitoso!' })).toBeVisible({ timeout: 30_000 });
  const charges = await chargesFor(page, id);
  expect(charges.filter((c) => c.status === 'approved')).toHaveLength(1);
});

test('a payment provider that is down gives "Error de Pago", loses nothing, and paying works once it is back', async ({
  page,
}) => {
  const { id } = await acceptedOrder(page, 'Bicicleta plegable Brompton');
  await page.goto(`/checkout/${id}?mock-payment=providerDown`);
  await page.getByRole('textbox', { name: 'Dirección' }).fill('Mitre 700, Rosario');
  await fillCard(page, cards.approved);
  await page.getByRole('button', { name: /^Pagar/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Error de Pago' }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('textbox', { name: 'Dirección' })).toHaveValue('Mitre 700, Rosario');
  expect((await chargesFor(page, id)).filter((c) => c.status === 'approved')).toHaveLength(0);

  // The provider is back (scenario cleared): the same form pays.
  await page.evaluate(() => window.localStorage.removeItem('mock:scenario:payment'));
  await page.getByRole('button', { name: /^Pagar/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: '¡Pago Exitoso!' })).toBeVisible({ timeout: 30_000 });
  expect((await chargesFor(page, id)).filter((c) => c.status === 'approved')).toHaveLength(1);
});

test('a forged payment-success URL does not mark anything paid', async ({ page }) => {
  const { id } = await acceptedOrder(page, 'Consola PlayStation 5 Pro');
  await page.goto(`/payment-success?order_id=${id}&status=approved`);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  await expect(page.getByRole('alert').filter({ hasText: 'Error de Pago' })).toBeVisible();
  const row = page.getByRole('article', { name: 'Consola PlayStation 5 Pro' });
  await expect(row).toContainText('Aceptado');
  await expect(row.getByText(/^\d{6}$/)).toHaveCount(0);
  await expect(row.getByRole('link', { name: /^Pagar/ })).toBeVisible();
});

test('a payment still in process is not paid twice: the buyer checks its status and then sees the code', async ({
  page,
}) => {
  const { id } = await acceptedOrder(page, 'Cafetera Nespresso Vertuo');
  await page.goto(`/checkout/${id}`);
  await page.getByRole('textbox', { name: 'Dirección' }).fill('Colón 100, Córdoba');
  await fillCard(page, '4000 0000 0000 3220');
  await page.getByRole('button', { name: /^Pagar/ }).click();
  const pending = page.getByRole('status').filter({ hasText: 'Pago en proceso' }).first();
  await expect(pending).toBeVisible({ timeout: 30_000 });
  // The simulated provider approves it about 5 s later.
  await page.waitForTimeout(6000);
  await page.getByRole('link', { name: 'consulta el estado del pago' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '¡Pago Exitoso!' })).toBeVisible({ timeout: 30_000 });
  expect((await chargesFor(page, id)).filter((c) => c.status === 'approved')).toHaveLength(1);
});
