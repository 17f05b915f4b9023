// Server mode (issues 3 and 18 item 7): Mi Cuenta shows the person's counts and, for each order,
// the actions of its state — for the buyer (edit, pay, chat, then chat only) and for the traveller
// (confirm delivery, then completed), and "Comprobantes" on both parties' cards once paid, not before
// (decision 053). The orders are set up through the API (support/server.ts);
// paying and entering the code on the pages are tested in buyer-checkout and traveller-delivery.
import { expect, publish, test, pay } from '../support/server';

test.setTimeout(180_000);

test('Mi Cuenta shows counts and every action by status, for the buyer and for the traveller', async ({ market }) => {
  const order = await market.acceptedOrder({ productName: 'Teclado Keychron Q1' });
  const { id } = order;
  await publish(order.buyer, { productName: 'Mate de calabaza artesanal', country: 'Brasil' });
  const { page } = order.buyer;

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
  // Not paid yet: no receipts pack (the API answers 409), so no link.
  await expect(accepted.getByRole('link', { name: /^Comprobantes/ })).toHaveCount(0);

  // Paid: the traveller's 'Mis Entregas' has 'Confirmar Entrega'…
  const code = await pay(order);
  const traveller = order.traveller.page;
  await traveller.goto('/dashboard');
  await traveller.getByRole('tab', { name: 'Mis Entregas' }).click();
  const delivery = traveller.getByRole('article', { name: 'Teclado Keychron Q1' });
  // …and both cards link the receipts pack, which opens (a phone's card keeps its actions in its width).
  const pack = `/pedidos/${id}/comprobantes`;
  await page.goto('/dashboard');
  await expect(delivery.getByRole('link', { name: 'Comprobantes de Teclado Keychron Q1' })).toHaveAttribute(
    'href',
    pack,
  );
  await expect(
    page.getByRole('article', { name: 'Teclado Keychron Q1' }).getByRole('link', { name: /^Comprobantes/ }),
  ).toHaveAttribute('href', pack);
  const wide = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 740 });
  const paidCard = page.getByRole('article', { name: 'Teclado Keychron Q1' });
  const cardBox = await paidCard.boundingBox();
  const linkBox = await paidCard.getByRole('link', { name: /^Comprobantes/ }).boundingBox();
  expect(cardBox && linkBox && linkBox.x + linkBox.width <= cardBox.x + cardBox.width).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await paidCard.getByRole('link', { name: /^Comprobantes/ }).click();
  await expect(page).toHaveURL(new RegExp(`${pack}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Comprobantes del pedido: Teclado Keychron Q1' }),
  ).toBeVisible();
  if (wide) await page.setViewportSize(wide);
  await page.goto('/dashboard');
  await expect(delivery.getByRole('link', { name: /Confirmar Entrega/ })).toHaveAttribute(
    'href',
    `/confirmar-entrega/${id}`,
  );

  // …and 'Entrega Completada' once the buyer's code released the payment.
  await delivery.getByRole('link', { name: /Confirmar Entrega/ }).click();
  await traveller.getByRole('textbox', { name: 'Código de seguridad' }).fill(code);
  await traveller.getByRole('button', { name: 'Liberar Pago' }).click();
  await expect(traveller).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  await traveller.getByRole('tab', { name: 'Mis Entregas' }).click();
  await expect(
    traveller.getByRole('article', { name: 'Teclado Keychron Q1' }).getByRole('button', { name: 'Entrega Completada' }),
  ).toBeDisabled();

  // The buyer, without a reload: completed, chat only, no code any more.
  const done = page.getByRole('article', { name: 'Teclado Keychron Q1' });
  await expect(done).toContainText('Completado');
  await expect(done.getByText(code, { exact: true })).toHaveCount(0);
  await expect(done.getByRole('link', { name: /Chatear/ })).toBeVisible();
});

test('a registered user with nothing yet sees empty tabs with a way to start', async ({ market }) => {
  const { page } = await market.member({ firstName: 'Elena', lastName: 'Ruiz' });
  await page.goto('/dashboard');
  await expect(page.getByText('Todavía no publicaste pedidos.')).toBeVisible();
  await page.getByRole('tab', { name: 'Mis Viajes' }).click();
  await expect(page.getByRole('link', { name: 'Registrar un viaje' })).toHaveAttribute('href', '/viajero');
});
