// Server mode (issue 35 items 7 and 17): the owner's edit form on /comprador?editar={id}. Its cost
// estimate starts from the request's own figures, in the request's currency, as the request's page
// shows them; when the request is accepted or cancelled while the form is open, the form closes and
// a message says what happened; a cancelled request shows no estimate. People and requests are set
// up through the API (support/server.ts); each person on their own device.
import { ESTIMATE } from '../support/estimate';
import { expect, publish, test } from '../support/server';

test.setTimeout(120_000);

test("the edit form opens with the request page's estimate, and a price retyped in EUR stays in EUR (issue 35 item 7)", async ({
  market,
}) => {
  const buyer = await market.member();
  const { id } = await publish(buyer, { estimatedPrice: '159,99', currency: 'EUR', reward: '30' });
  const { page } = buyer;

  await page.goto(`/pedidos/${id}`);
  const onPage = page.getByRole('region', { name: ESTIMATE });
  await expect(onPage.getByRole('status')).toHaveText(/Ahorras|courier/);
  const pageFigures = await onPage.innerText();

  await page.getByRole('link', { name: 'Editar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editar pedido' })).toBeVisible();
  const inForm = page.getByRole('region', { name: ESTIMATE });
  // Filled on opening (it said "Completa el precio" with every field filled).
  await expect.poll(() => inForm.innerText()).toBe(pageFigures);
  await expect(page.getByRole('button', { name: /Moneda/ })).toContainText('EUR');

  // Retyping the same price: read in euros, as the request is (it computed dollars: US$ 173,15 for US$ 184,89).
  const price = page.getByRole('textbox', { name: 'Precio estimado' });
  await price.fill('');
  await price.pressSequentially('159,99');
  await price.blur();
  await expect.poll(() => inForm.innerText()).toBe(pageFigures);
});

test('an open edit form that closes because a traveller accepted says so, live; a cancelled request shows no estimate (issue 35 item 17)', async ({
  market,
}) => {
  const buyer = await market.member();
  const traveller = await market.member({ firstName: 'Tomás', lastName: 'Gómez', verified: true });
  const { id, productName } = await publish(buyer);
  const { page } = buyer;

  await page.goto(`/comprador?editar=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Editar pedido' })).toBeVisible();
  await page.getByLabel('Nombre del producto').fill(`${productName} con cambios`);
  await traveller.api.post(`/api/orders/${id}/accept`);
  // The form closes onto the request's page, and the live message says what happened.
  await expect(page).toHaveURL(new RegExp(`/pedidos/${id}$`), { timeout: 15_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Pedido aceptado' })).toContainText(
    'Tomás G. aceptó tu pedido, así que ya no se puede editar.',
  );
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();

  // Another request, cancelled from another tab of hers while its form is open here.
  const second = await publish(buyer);
  await page.goto(`/comprador?editar=${second.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Editar pedido' })).toBeVisible();
  await expect(page.getByRole('region', { name: ESTIMATE }).getByRole('status')).toHaveText(/Ahorras|courier/);
  await buyer.api.post(`/api/requests/${second.id}/cancel`);
  await expect(page).toHaveURL(new RegExp(`/pedidos/${second.id}$`), { timeout: 15_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Pedido cancelado' })).toContainText(
    'Este pedido se canceló, así que ya no se puede editar.',
  );
  // Nothing will be brought: no cost estimate on the cancelled request's page (there was one).
  await expect(
    page.getByRole('button', { name: 'Pedido cancelado' }).or(page.getByText('Cancelado').first()),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: ESTIMATE })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: second.productName })).toBeVisible();
  await expect(page.getByRole('region', { name: ESTIMATE })).toHaveCount(0);
});
