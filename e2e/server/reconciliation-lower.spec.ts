// Server mode (issue 37, decision 049): a receipt lower than the price held, on two devices. The
// traveller uploads a receipt of US$ 80,00 for a US$ 100,00 request; the buyer sees it on her order,
// hands over the code; at the release she gets back the price's difference and its fee's (US$ 20,00
// + US$ 1,00) through the sandbox — her "Mis pagos" lists the checkout and the refund — and the
// traveller's wallet shows the price he advanced on the receipt's price beside his reward less its
// commission. Fresh accounts for the test.
import { expect, test } from '../support/server';

test.setTimeout(180_000);

/** "US$ 21,00" as formatMoney writes it (a no-break space or a plain one). */
const usd = (amount: string) => new RegExp(`US\\$\\s${amount}`);

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test("a lower receipt: the buyer is refunded the difference, the traveller released on the receipt's price", async ({
  market,
}) => {
  const { id, productName, buyer, traveller, code } = await market.paidOrder({ estimatedPrice: '100' });

  // The traveller uploads a receipt lower than the price held.
  await traveller.page.goto(`/pedidos/${id}`);
  const form = traveller.page.getByRole('region', { name: 'Comprobante de compra' });
  await form.getByRole('textbox', { name: /Monto pagado \(USD\)/ }).fill('80');
  await form.getByLabel(/^Foto o PDF del comprobante/).setInputFiles({
    name: 'ticket.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await form.getByRole('button', { name: 'Subir comprobante de compra' }).click();
  await expect(form.getByRole('button', { name: 'Reemplazar comprobante' })).toBeVisible({ timeout: 20_000 });

  // The buyer sees it on her order before she hands over the code.
  await buyer.page.goto(`/pedidos/${id}`);
  const panel = buyer.page.getByRole('region', { name: 'Comprobante de compra' });
  await expect(panel.getByText(/^Comprobante de compra: US\$\s80,00 \(PDF\)/)).toBeVisible({ timeout: 15_000 });

  // The traveller enters her code.
  await traveller.page.goto(`/confirmar-entrega/${id}`);
  await traveller.page.getByRole('textbox', { name: 'Código de seguridad' }).fill(code);
  await traveller.page.getByRole('button', { name: 'Liberar Pago' }).click();
  await expect(traveller.page.getByText('¡Entrega Confirmada!')).toBeVisible({ timeout: 15_000 });

  // The buyer's order tells the refund; her "Mis pagos" lists the checkout and the refund.
  await buyer.page.goto(`/pedidos/${id}`);
  await expect(buyer.page.getByTestId('reembolsos-parciales')).toContainText(
    /Te devolvimos US\$\s21,00: el comprobante de compra fue menor que el precio retenido\./,
    { timeout: 15_000 },
  );
  await buyer.page.goto('/payment-history');
  const table = buyer.page.getByRole('grid', { name: 'Historial de pagos' });
  const refund = table.getByRole('row').filter({ hasText: 'Reembolso' });
  await expect(refund).toContainText(`${productName} (diferencia del comprobante)`);
  await expect(refund).toContainText(usd('21,00'));
  await expect(refund).toContainText('Completado');
  await expect(table.getByRole('row').filter({ hasText: 'Pago Pedido' })).toContainText(usd('131,25'));
  const told = await buyer.api.get<{ kind: string; text: string }[]>('/api/notifications');
  expect(told.find((n) => n.kind === 'receipt_refunded')?.text).toMatch(/^Se te devolvieron US\$\s21,00/);

  // The traveller's wallet: the price he advanced, on the receipt's price, beside the reward less commission.
  await traveller.page.goto('/wallet');
  const earning = traveller.page
    .getByRole('region', { name: 'Tus ganancias' })
    .getByRole('listitem')
    .filter({ hasText: productName });
  // Decision 049: both withdrawable, US$ 80 + US$ 22,50.
  await expect(earning).toContainText(usd('102,50'));
  await expect(earning.getByTestId('precio-adelantado')).toContainText(usd('80,00'));
  await expect(earning.getByTestId('recompensa-neta')).toContainText(usd('22,50'));
  await expect(traveller.page.getByTestId('ganancias-disponibles')).toHaveText(usd('102,50'));
});
