// Checkout in server mode: the buyer's card goes to the provider sandbox as a token, the server
// computes the amount, and what was charged is read from the sandbox's ledger. The accepted order
// is set up through the API (support/server.ts); the buyer pays on the page.
import { cards, fillCard } from '../buyer-helpers';
import { present } from '../support/present';
import { chargesFor, expect, test } from '../support/server';

test.describe.configure({ timeout: 240_000 });

test('checkout validates billing with the spec messages and keeps what was typed', async ({ market }) => {
  const { id, buyer } = await market.acceptedOrder({
    productName: 'Lego Star Wars Millennium Falcon',
    estimatedPrice: '200',
  });
  const { page } = buyer;
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
  expect(await chargesFor(page.request, id)).toHaveLength(0);
});

test('an approved card pays once, shows the code, and paying again or going back never charges twice', async ({
  market,
}) => {
  const { id, buyer } = await market.acceptedOrder({ productName: 'Apple Watch Series 10', estimatedPrice: '200' });
  const { page } = buyer;
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
  expect(await chargesFor(page.request, id)).toEqual([expect.objectContaining({ status: 'approved' })]);

  // Back to the checkout: already paid.
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('status').filter({ hasText: 'Pedido ya pagado' })).toBeVisible();
  await page.goto(`/checkout/${id}`);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The success page again (reload, bookmark): same code, still one charge.
  await page.goto(`/payment-success?order_id=${id}&status=approved`);
  await expect(page.getByText(code, { exact: true })).toBeVisible();
  expect(await chargesFor(page.request, id)).toHaveLength(1);

  // Mi Cuenta shows the paid request, its code and the chat.
  await page.goto('/dashboard');
  const row = page.getByRole('article', { name: 'Apple Watch Series 10' });
  await expect(row).toContainText('Pagado (en garantía)');
  await expect(row.getByText(code, { exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: /Chatear/ })).toBeVisible();
});

test('a declined card says so and keeps the form; another card then pays', async ({ market }) => {
  const { id, buyer } = await market.acceptedOrder({ productName: 'GoPro Hero 13', estimatedPrice: '200' });
  const { page } = buyer;
  await page.goto(`/checkout/${id}`);
  await page.getByRole('textbox', { name: 'Dirección' }).fill('San Martín 50, Córdoba');
  await fillCard(page, cards.declined);
  await page.getByRole('button', { name: /^Pagar/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Error de Pago' }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(new RegExp(`/checkout/${id}$`));
  await expect(page.getByRole('textbox', { name: 'Dirección' })).toHaveValue('San Martín 50, Córdoba');
  expect(await chargesFor(page.request, id)).toEqual([expect.objectContaining({ status: 'rejected' })]);

  await page.getByRole('textbox', { name: 'Número de tarjeta' }).fill(cards.approved);
  await page.getByRole('button', { name: /^Pagar/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: '¡Pago Exitoso!' })).toBeVisible({ timeout: 30_000 });
  const charges = await chargesFor(page.request, id);
  expect(charges.filter((c) => c.status === 'approved')).toHaveLength(1);
});

test('a forged payment-success URL does not mark anything paid', async ({ market }) => {
  const { id, buyer } = await market.acceptedOrder({ productName: 'Consola PlayStation 5 Pro', estimatedPrice: '200' });
  const { page } = buyer;
  await page.goto(`/payment-success?order_id=${id}&status=approved`);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  await expect(page.getByRole('alert').filter({ hasText: 'Error de Pago' })).toBeVisible();
  const row = page.getByRole('article', { name: 'Consola PlayStation 5 Pro' });
  await expect(row).toContainText('Aceptado');
  await expect(row.getByText(/^\d{6}$/)).toHaveCount(0);
  await expect(row.getByRole('link', { name: /^Pagar/ })).toBeVisible();
});

test('after acceptance the buyer finds "Pagar" where she is — the request page and the chat — and the traveller does not (issue 35 item 5)', async ({
  market,
}) => {
  const { id, buyer, traveller, productName } = await market.acceptedOrder({
    productName: 'Auriculares Sony WH-1000XM5',
    estimatedPrice: '200',
  });
  const pay = (page: typeof buyer.page) => page.getByRole('link', { name: `Pagar ${productName}` });

  await buyer.page.goto(`/pedidos/${id}`);
  await expect(buyer.page.getByText('Tomás G. aceptó tu pedido. Págalo para que lo compre')).toBeVisible();
  await pay(buyer.page).click();
  await expect(buyer.page).toHaveURL(new RegExp(`/checkout/${id}$`));
  await expect(buyer.page.getByRole('heading', { level: 1, name: 'Pagar pedido' })).toBeVisible();

  await buyer.page.goto(`/chat/${id}`);
  await pay(buyer.page).click();
  await expect(buyer.page).toHaveURL(new RegExp(`/checkout/${id}$`));

  // The traveller's pages of the same order: nothing to pay there.
  for (const path of [`/pedidos/${id}`, `/chat/${id}`]) {
    await traveller.page.goto(path);
    await expect(traveller.page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(traveller.page.getByRole('link', { name: /^Pagar/ })).toHaveCount(0);
  }

  // Once paid, the request page and the chat stop offering it.
  await buyer.page.goto(`/checkout/${id}`);
  await buyer.page.getByRole('textbox', { name: 'Dirección' }).fill('Av. Corrientes 1234, CABA');
  await fillCard(buyer.page, cards.approved);
  await buyer.page.getByRole('button', { name: /^Pagar/ }).click();
  await expect(buyer.page.getByRole('heading', { level: 1, name: '¡Pago Exitoso!' })).toBeVisible({ timeout: 30_000 });
  for (const path of [`/pedidos/${id}`, `/chat/${id}`]) {
    await buyer.page.goto(path);
    await expect(buyer.page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(pay(buyer.page)).toHaveCount(0);
  }
});

test('the expiry is typed as digits (1229 reads 12/29) and a card typed wrong is named, not the billing fields (issue 35 item 9)', async ({
  market,
}) => {
  const { id, buyer } = await market.acceptedOrder({ productName: 'Kindle Paperwhite', estimatedPrice: '150' });
  const { page } = buyer;
  await page.goto(`/checkout/${id}`);
  await page.getByRole('textbox', { name: 'Dirección' }).fill('Mitre 300, Rosario');
  await page.getByRole('textbox', { name: 'Número de tarjeta' }).fill(cards.approved);
  const expiry = page.getByRole('textbox', { name: 'Vencimiento (MM/AA)' });
  await expiry.pressSequentially('1229');
  await expect(expiry).toHaveValue('12/29');
  await page.getByRole('textbox', { name: 'Nombre en la tarjeta' }).fill('Lucía Gómez');
  // No security code: the card is what is wrong, and the toast and the alert say so.
  await page.getByRole('button', { name: /^Pagar/ }).click();
  const told = page.getByRole('alert').filter({ hasText: 'Revisa los datos de la tarjeta' });
  await expect(told.first()).toContainText('Ingresa el código de seguridad (3 o 4 dígitos).');
  await expect(page.getByText('completa todos los campos de facturación')).toHaveCount(0);
  expect(await chargesFor(page.request, id)).toHaveLength(0);

  await page.getByRole('textbox', { name: 'Código de seguridad' }).fill('123');
  await page.getByRole('button', { name: /^Pagar/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: '¡Pago Exitoso!' })).toBeVisible({ timeout: 30_000 });
});
