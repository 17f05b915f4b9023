// Server mode (issue 37, decision 052): the top-up on two devices. The traveller uploads a receipt
// 5 % above the price held; his delivery code is refused until the buyer approves the additional
// payment on her 360 px phone (the sandbox approves it); then the code releases, and "Mis pagos"
// shows both charges, each its own row.
import { expectAlert } from '../support/accounts';
import { expect, test } from '../support/server';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test('a receipt 5 % above holds the code until the buyer approves the top-up; then it releases', async ({ market }) => {
  test.setTimeout(240_000);
  const product = `Auriculares ${Date.now().toString(36)}`;
  // US$ 120 of price, the form's US$ 25 of reward: 5 % above is US$ 126 — US$ 6 of price and
  // US$ 0,30 of service fee (5 % of it) to approve.
  const { id, buyer, traveller, code } = await market.paidOrder({ productName: product, estimatedPrice: '120' });
  await buyer.page.setViewportSize({ width: 360, height: 740 });
  await traveller.page.goto(`/pedidos/${id}`);
  const panel = (p: typeof buyer.page) => p.getByRole('region', { name: 'Comprobante de compra' });

  // The traveller uploads the receipt: US$ 126,00.
  const form = panel(traveller.page);
  await expect(form.getByRole('button', { name: 'Subir comprobante de compra' })).toBeVisible({ timeout: 15_000 });
  await form.getByRole('textbox', { name: /Monto pagado \(USD\)/ }).fill('126,00');
  await form.getByLabel(/^Foto o PDF del comprobante/).setInputFiles({
    name: 'ticket.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await form.getByRole('button', { name: 'Subir comprobante de compra' }).click();
  await expect(form.getByText(/quien compra tiene que aprobarlo antes de la entrega/)).toBeVisible({
    timeout: 20_000,
  });

  // His code is refused until she approves, with no attempt counted.
  await traveller.page.goto(`/confirmar-entrega/${id}`);
  const codeField = traveller.page.getByRole('textbox', { name: 'Código de seguridad' });
  await codeField.fill(code);
  await traveller.page.getByRole('button', { name: 'Liberar Pago' }).click();
  await expectAlert(traveller.page, 'Falta aprobar un pago adicional');

  // The buyer, on her phone: why, and the approval with a card typed now (the sandbox approves it).
  await buyer.page.goto(`/pedidos/${id}`);
  const hers = panel(buyer.page);
  await expect(
    hers.getByText(/El comprobante \(US\$\s126,00\) supera el precio en garantía \(US\$\s120,00\)/),
  ).toBeVisible({ timeout: 15_000 });
  const approve = hers.getByRole('button', { name: /^Aprobar pago adicional de US\$\s6,30$/ });
  await expect(approve).toBeVisible();
  await hers.getByRole('textbox', { name: /^Número de tarjeta/ }).fill('4509953566233704');
  await hers.getByRole('textbox', { name: /^Vencimiento/ }).fill('12/30');
  await hers.getByRole('textbox', { name: /^Código de seguridad/ }).fill('123');
  await hers.getByRole('textbox', { name: /^Nombre en la tarjeta/ }).fill('ANA PAZ');
  await approve.click();
  await expect(hers.getByText(/Pago adicional de US\$\s6,30 aprobado/)).toBeVisible({ timeout: 30_000 });

  // The traveller's page says so; the code releases the payment now.
  await traveller.page.goto(`/pedidos/${id}`);
  await expect(panel(traveller.page).getByText(/Pago adicional de US\$\s6,30 aprobado/)).toBeVisible({
    timeout: 15_000,
  });
  await traveller.page.goto(`/confirmar-entrega/${id}`);
  await traveller.page.getByRole('textbox', { name: 'Código de seguridad' }).fill(code);
  await traveller.page.getByRole('button', { name: 'Liberar Pago' }).click();
  await expect(traveller.page.getByText('¡Entrega Confirmada!')).toBeVisible({ timeout: 15_000 });

  // "Mis pagos": the checkout and the top-up, each its own row.
  await buyer.page.goto('/payment-history');
  const rows = buyer.page.getByRole('row').filter({ hasText: product });
  await expect(rows.filter({ hasText: 'Pago Adicional' }).filter({ hasText: /[-−]US\$\s6,30/ })).toHaveCount(1, {
    timeout: 15_000,
  });
  await expect(rows.filter({ hasText: 'Pago Pedido' })).toHaveCount(1);
});
