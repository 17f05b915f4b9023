// Server mode (issue 18 item 8, decision 026): a paid order's way out. The buyer and the traveller
// on two devices see the delivery deadline; the buyer opens a dispute with a photo; the traveller's
// open page shows it live; support, set up by configuration (SUPPORT_EMAIL in the test server's
// environment), reaches /soporte from the avatar menu and resolves it by refunding the buyer;
// both parties see the outcome.
import type { Page } from '@playwright/test';
import { photo } from '../buyer-helpers';
import { logIn } from '../support/accounts';
import { expect, test } from '../support/server';

/** What a person sees of the other's action: at most this long after it, with no reload. */
const LIVE_MS = 5000;

test('the buyer opens a dispute with a photo; support refunds; both parties see it', async ({ market, page }) => {
  test.setTimeout(240_000);
  const product = `Cámara Instax ${Date.now().toString(36)}`;
  // A paid order, set up through the API (support/server.ts): each person on their own device.
  const { id, buyer, traveller } = await market.paidOrder({ productName: product });
  // Support, on a third device.
  const support = { page };

  // Both see the delivery deadline.
  await buyer.page.goto(`/pedidos/${id}`);
  await traveller.page.goto(`/pedidos/${id}`);
  for (const p of [buyer.page, traveller.page])
    await expect(p.getByRole('region', { name: /^Fecha límite de entrega: / })).toBeVisible({ timeout: 15_000 });

  // The buyer opens a dispute with a photo.
  await buyer.page.getByRole('button', { name: 'Abrir una disputa' }).click();
  const dialog = buyer.page.getByRole('dialog', { name: 'Abrir una disputa' });
  await dialog.getByLabel('Motivo').selectOption('not_delivered');
  await dialog.getByLabel('¿Qué pasó?').fill('Pasó el viaje y todavía no recibí la cámara.');
  await dialog.getByLabel(/^Fotos/).setInputFiles(photo);
  await dialog.getByRole('button', { name: 'Enviar disputa' }).click();
  const open = (page: Page) => page.getByRole('region', { name: 'Disputa abierta' });
  await expect(open(buyer.page)).toBeVisible({ timeout: 20_000 });
  await expect(open(buyer.page).getByRole('img', { name: /^Foto 1 de Quien compró/ })).toBeVisible();
  // The traveller's open page shows it live, with a way to tell their side.
  await expect(open(traveller.page)).toBeVisible({ timeout: LIVE_MS });
  await expect(open(traveller.page).getByRole('button', { name: 'Contar mi versión' })).toBeVisible();

  // Support, in a third browser, resolves it by refunding the buyer.
  // Support reaches the page from their avatar menu (a person's menu has no such link: shell-header.spec).
  await logIn(support.page, { email: 'soporte-e2e@example.com', password: 'soporte-e2e-secreto' });
  await support.page
    .getByRole('banner')
    .getByRole('button', { name: /^Menú de cuenta de/ })
    .click();
  await support.page.getByRole('menuitem', { name: 'Soporte' }).click();
  await expect(support.page).toHaveURL(/\/soporte$/);
  await expect(support.page.getByRole('heading', { level: 1, name: 'Soporte: disputas abiertas' })).toBeVisible();
  const item = support.page.getByRole('listitem').filter({ has: support.page.getByRole('heading', { name: product }) });
  await expect(item.getByText('Pasó el viaje y todavía no recibí la cámara.')).toBeVisible();
  await expect(item.getByRole('img', { name: /^Foto 1 de Quien compró/ })).toBeVisible();
  await item.getByRole('button', { name: 'Reembolsar al comprador' }).click();
  await expect(support.page.getByText('Disputa resuelta').first()).toBeVisible({ timeout: 20_000 });
  await expect(support.page.getByRole('heading', { name: product })).toHaveCount(0, { timeout: 15_000 });

  // Both parties see the outcome.
  const refunded = (page: Page) => page.getByRole('region', { name: 'Disputa resuelta: reembolso' });
  await expect(refunded(buyer.page)).toBeVisible({ timeout: LIVE_MS * 2 });
  await expect(refunded(traveller.page)).toBeVisible({ timeout: LIVE_MS * 2 });
  await expect(buyer.page.getByText('Cancelado').first()).toBeVisible();
});
