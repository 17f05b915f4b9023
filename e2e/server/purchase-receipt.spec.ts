// Server mode (issue 37, decision 050): the purchase receipt on two devices. The traveller, on his
// order's page, uploads a PDF with the amount he paid, typed as people type it; the buyer's open
// page on a 360 px phone shows it live beside the price held in escrow, and her download is the
// very file, under the server's name.
import { readFileSync } from 'node:fs';
import { expect, test } from '../support/server';

/** What a person sees of the other's action: at most this long after it, with no reload. */
const LIVE_MS = 5000;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test('the traveller uploads a PDF receipt with its amount; the buyer sees it live and downloads it', async ({
  market,
}) => {
  test.setTimeout(180_000);
  const product = `Auriculares ${Date.now().toString(36)}`;
  const { id, buyer, traveller } = await market.paidOrder({
    productName: product,
    currency: 'EUR',
    estimatedPrice: '120',
  });
  await buyer.page.setViewportSize({ width: 360, height: 740 });
  await buyer.page.goto(`/pedidos/${id}`);
  await traveller.page.goto(`/pedidos/${id}`);
  const panel = (p: typeof buyer.page) => p.getByRole('region', { name: 'Comprobante de compra' });
  await expect(panel(buyer.page).getByText('Sin comprobante todavía')).toBeVisible({ timeout: 15_000 });
  // formatMoney's es-AR euro: "€" on Node's ICU, "EUR" on this Chromium's (the same call in both).
  await expect(panel(buyer.page).getByText(/^En garantía: (€|EUR)\s120,00$/)).toBeVisible();

  // The traveller: the amount as typed, a PDF, the button.
  const form = panel(traveller.page);
  await expect(form.getByRole('button', { name: 'Subir comprobante de compra' })).toBeVisible({ timeout: 15_000 });
  await form.getByRole('textbox', { name: /Monto pagado \(EUR\)/ }).fill('118,40');
  await form.getByLabel(/^Foto o PDF del comprobante/).setInputFiles({
    name: 'ticket.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await form.getByRole('button', { name: 'Subir comprobante de compra' }).click();
  await expect(form.getByRole('button', { name: 'Reemplazar comprobante' })).toBeVisible({ timeout: 20_000 });

  // The buyer's open page shows it with no reload, and downloads the very file.
  const line = panel(buyer.page).getByText(/^Comprobante de compra: (€|EUR)\s118,40 \(PDF\)/);
  await expect(line).toBeVisible({ timeout: LIVE_MS });
  const download = buyer.page.waitForEvent('download');
  await panel(buyer.page).getByRole('link', { name: 'Descargar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`comprobante-${id.replace(/-/g, '').slice(0, 8)}.pdf`);
  expect(readFileSync(await file.path())).toEqual(PDF);
});
