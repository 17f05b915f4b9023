// Issue 9: after a completed delivery each side rates the other once, and the profile shows
// the real average, count and review (no hard-coded samples).
// Server mode: each person on their own device; the paid order set up through the API.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/server';

test.setTimeout(240_000);

async function rate(page: Page, heading: RegExp, stars: number, comment: string) {
  const form = page.getByRole('region', { name: heading });
  await expect(form).toBeVisible({ timeout: 15_000 });
  await form.getByRole('radio', { name: `${stars} ${stars === 1 ? 'estrella' : 'estrellas'}` }).check({ force: true });
  await form.getByRole('textbox', { name: /Comentario/ }).fill(comment);
  await form.getByRole('button', { name: 'Enviar reseña' }).click();
  await expect(form.getByRole('heading', { name: 'Gracias por tu reseña' })).toBeVisible({ timeout: 15_000 });
}

test('buyer and traveller rate each other after the delivery, once, and the profile shows it', async ({ market }) => {
  const order = await market.paidOrder();
  let page = order.traveller.page;
  // Before the delivery there is nothing to rate.
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Enviar reseña' })).toHaveCount(0);

  await page.goto(`/confirmar-entrega/${order.id}`);
  await page.getByRole('textbox', { name: 'Código de seguridad' }).fill(order.code);
  await page.getByRole('button', { name: 'Liberar Pago' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });

  // The traveller rates the buyer from Mi Cuenta.
  await rate(page, /quien compró$/, 5, 'Muy claro con lo que quería y puntual en la entrega.');
  await page.reload();
  await expect(page.getByRole('region', { name: /quien compró$/ })).toHaveCount(0);

  // The buyer rates the traveller from the order page.
  page = order.buyer.page;
  await page.goto(`/pedidos/${order.id}`);
  const comment = `Llegó impecable ${Date.now().toString(36)}`;
  await rate(page, /^Califica al viajero /, 4, comment);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Enviar reseña' })).toHaveCount(0);

  // The traveller's public profile: the real figures and the review.
  await page.goto(`/profile/${order.traveller.id}`);
  await expect(page.getByText(comment)).toBeVisible();
  await expect(page.getByText(/4,0/).first()).toBeVisible();
  await expect(page.getByText(/Excelente servicio|Sin reseñas todavía/)).toHaveCount(0);
});

test('the buyer’s review prompt appears live when the order is delivered, on Mi Cuenta and on the order', async ({
  market,
}) => {
  const order = await market.paidOrder();
  const dashboard = order.buyer.page;
  await dashboard.goto('/dashboard');
  await expect(dashboard.getByRole('article', { name: order.productName })).toBeVisible({ timeout: 15_000 });
  const orderPage = await order.buyer.context.newPage();
  await orderPage.goto(`/pedidos/${order.id}`);
  await expect(orderPage.getByRole('heading', { level: 1, name: order.productName })).toBeVisible({ timeout: 15_000 });
  // The new tab joins the dashboard's stream (the tabs' relay) once it has loaded: a change in the
  // moment between its first paint and joining was missed once in six runs on a loaded machine
  // (a known gap, noted for the live-updates issue). The tab settles first.
  await orderPage.waitForLoadState('networkidle');
  await expect(dashboard.getByRole('region', { name: /^Califica al viajero / })).toHaveCount(0);

  // The traveller confirms the delivery on their own device: both of the buyer's pages ask for
  // the review without a reload (issue 35 item 10).
  await order.traveller.api.post(`/api/orders/${order.id}/code/confirm`, { code: order.code });
  // Live, not on a reload: nothing here reloads either page. 15 s as the other live specs give a
  // change on a loaded machine (the order's tab follows the dashboard's stream through the tabs'
  // relay; 5 s was missed once in CI at a load of 10).
  for (const page of [dashboard, orderPage]) {
    await expect(page.getByRole('region', { name: /^Califica al viajero / })).toBeVisible({ timeout: 15_000 });
  }
  await rate(dashboard, /^Califica al viajero /, 5, 'Todo perfecto, gracias.');
});
