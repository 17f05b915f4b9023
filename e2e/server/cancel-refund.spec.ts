// Server mode (issue 18 item 7, decision 022): a buyer and a traveller, on two devices, agree to
// cancel a paid order. The buyer proposes on the request's page; the traveller's open page shows
// the proposal live and accepts; the payment is refunded through the provider sandbox, and both
// see the order cancelled with its refund. The buyer also edits and withdraws a request nobody
// accepted.
import type { Page } from '@playwright/test';
import { expect, publish, test } from '../support/server';

/** What a person sees of the other's action: at most this long after it, with no reload. */
const LIVE_MS = 5000;

test('buyer and traveller agree to cancel a paid order and both see the refund', async ({ market }) => {
  test.setTimeout(240_000);
  const product = `Kindle Scribe ${Date.now().toString(36)}`;
  // A paid order, set up through the API (support/server.ts): each person on their own device.
  const { id, buyer, traveller } = await market.paidOrder({ productName: product });

  // The buyer proposes cancelling; the traveller, on the request's page, sees it live.
  await buyer.page.goto(`/pedidos/${id}`);
  await buyer.page.getByRole('button', { name: 'Proponer cancelación' }).click();
  const proposeDialog = buyer.page.getByRole('dialog', { name: '¿Proponer cancelar este pedido?' });
  // The buyer reads about herself in the second person (issue 35 item 16).
  await expect(proposeDialog).toContainText('se te reembolsa el pago');
  await proposeDialog.getByRole('button', { name: 'Proponer cancelación' }).click();
  await expect(buyer.page.getByRole('region', { name: 'Propusiste cancelar este pedido' })).toBeVisible({
    timeout: 15_000,
  });
  await traveller.page.goto(`/pedidos/${id}`);
  const proposal = traveller.page.getByRole('region', { name: 'Quien compró propone cancelar este pedido' });
  await expect(proposal).toBeVisible({ timeout: LIVE_MS });

  // The traveller accepts: the sandbox refunds, and both read the refund.
  await proposal.getByRole('button', { name: 'Aceptar cancelación' }).click();
  const refunded = (page: Page) => page.getByRole('region', { name: 'Pedido cancelado y reembolsado' });
  await expect(refunded(traveller.page)).toBeVisible({ timeout: 20_000 });
  await expect(refunded(traveller.page)).toContainText(/se reembolsaron US\$/);
  await expect(refunded(buyer.page)).toBeVisible({ timeout: LIVE_MS });
  // The buyer reads the refund as hers, the traveller as the buyer's (issue 35 item 16).
  await expect(refunded(buyer.page)).toContainText(/se te reembolsaron US\$/);
  await expect(refunded(traveller.page)).toContainText(/a quien compró\.$/);
  await expect(buyer.page.getByText('Cancelado').first()).toBeVisible();

  // The buyer's next request: edited, then withdrawn, before anyone accepts it.
  const { id: second } = await publish(buyer, { productName: `${product} 2` });
  await buyer.page.goto(`/pedidos/${second}`);
  await buyer.page.getByRole('link', { name: 'Editar' }).click();
  await expect(buyer.page.getByRole('heading', { level: 1, name: 'Editar pedido' })).toBeVisible();
  await expect(buyer.page.getByLabel('Nombre del producto')).toHaveValue(`${product} 2`);
  await buyer.page.getByLabel('Nombre del producto').fill(`${product} editado`);
  await buyer.page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(buyer.page.getByRole('heading', { level: 1, name: `${product} editado` })).toBeVisible({
    timeout: 20_000,
  });
  await buyer.page.getByRole('button', { name: 'Cancelar pedido' }).click();
  await buyer.page.getByRole('dialog').getByRole('button', { name: 'Sí, cancelar pedido' }).click();
  await expect(buyer.page.getByText('Cancelado').first()).toBeVisible({ timeout: 15_000 });
});
