import { expect, test } from '@playwright/test';
import { acceptedOrder, cards, demo, fillCard, newAccount, publishRequest, register, switchTo } from './buyer-helpers';
import { present } from './support/present';

test.describe.configure({ timeout: 300_000 });

test('Mi Cuenta shows counts and every action by status, for the buyer and for the traveller', async ({ page }) => {
  const { id, buyer } = await acceptedOrder(page, 'Teclado Keychron Q1');
  await publishRequest(page, { productName: 'Mate de calabaza artesanal', country: 'Brasil' });

  await page.goto('/dashboard');
  await expect(page).toHaveTitle('Mi Cuenta - Conexión Global');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi Cuenta' })).toBeVisible();
  await expect(page.getByRole('definition').first()).toHaveText('2');
  // Active: 'Editar' opens that request's edit form (issue 18 item 7; it was a placeholder).
  const active = page.getByRole('article', { name: 'Mate de calabaza artesanal' });
  await active.getByRole('link', { name: 'Editar' }).click();
  await expect(page).toHaveURL(/\/comprador\?editar=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Editar pedido' })).toBeVisible();
  await page.goto('/dashboard');
  // Accepted: pay and chat.
  const accepted = page.getByRole('article', { name: 'Teclado Keychron Q1' });
  await expect(accepted).toContainText('Aceptado');
  await expect(accepted.getByRole('link', { name: /^Pagar/ })).toHaveAttribute('href', `/checkout/${id}`);
  await expect(accepted.getByRole('link', { name: /^Chat/ })).toHaveAttribute('href', `/chat/${id}`);

  await accepted.getByRole('link', { name: /^Pagar/ }).click();
  await page.getByRole('textbox', { name: 'Dirección' }).fill('Rivadavia 3000, CABA');
  await fillCard(page, cards.approved);
  await page.getByRole('button', { name: /^Pagar/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: '¡Pago Exitoso!' })).toBeVisible({ timeout: 30_000 });
  const code = present(await page.getByText(/^\d{6}$/).textContent(), 'the delivery code');

  // The traveller: 'Mis Entregas' has 'Confirmar Entrega' while paid…
  await switchTo(page, demo.email, demo.password);
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Mis Entregas' }).click();
  const delivery = page.getByRole('article', { name: 'Teclado Keychron Q1' });
  await expect(delivery.getByRole('link', { name: /Confirmar Entrega/ })).toHaveAttribute(
    'href',
    `/confirmar-entrega/${id}`,
  );

  // …and 'Entrega Completada' once the buyer's code released the payment.
  await delivery.getByRole('link', { name: /Confirmar Entrega/ }).click();
  await page.getByRole('textbox', { name: 'Código de seguridad' }).fill(code);
  await page.getByRole('button', { name: 'Liberar Pago' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  await page.getByRole('tab', { name: 'Mis Entregas' }).click();
  await expect(
    page.getByRole('article', { name: 'Teclado Keychron Q1' }).getByRole('button', { name: 'Entrega Completada' }),
  ).toBeDisabled();

  // The buyer: completed, chat only, no code any more.
  await switchTo(page, buyer.email, buyer.password);
  await page.goto('/dashboard');
  const done = page.getByRole('article', { name: 'Teclado Keychron Q1' });
  await expect(done).toContainText('Completado');
  await expect(done.getByText(code, { exact: true })).toHaveCount(0);
  await expect(done.getByRole('link', { name: /Chatear/ })).toBeVisible();
});

test('a registered user with nothing yet sees empty tabs with a way to start', async ({ page }) => {
  await register(page, newAccount('Elena', 'Ruiz'));
  await page.goto('/dashboard');
  await expect(page.getByText('Todavía no publicaste pedidos.')).toBeVisible();
  await page.getByRole('tab', { name: 'Mis Viajes' }).click();
  await expect(page.getByRole('link', { name: 'Registrar un viaje' })).toHaveAttribute('href', '/viajero');
});
