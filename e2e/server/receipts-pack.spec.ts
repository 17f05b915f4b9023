// Server mode (issue 37, decision 053): the receipts pack on two devices. After a paid order with a
// PDF receipt, the buyer (on a 360 px phone) and the traveller each open the pack from the order's
// page, read its sections (axe clean), and download its PDF: the API's file, under the pack's name,
// starting `%PDF-`. A third person who opens the same address reads "no encontrado".
import { readFileSync } from 'node:fs';
import { expectNoAxeViolations } from '../support/page-checks';
import { expect, test } from '../support/server';

const RECEIPT = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

test('both parties open and download the receipts pack; a third person finds nothing', async ({ market }) => {
  test.setTimeout(180_000);
  const product = `Cámara ${Date.now().toString(36)}`;
  const { id, buyer, traveller } = await market.paidOrder({ productName: product, estimatedPrice: '300' });
  await traveller.api.multipart(`/api/orders/${id}/receipt`, {
    amount: '289,90',
    file: { name: 'ticket.pdf', mimeType: 'application/pdf', buffer: RECEIPT },
  });
  await buyer.page.setViewportSize({ width: 360, height: 740 });

  for (const person of [buyer, traveller]) {
    const { page } = person;
    await page.goto(`/pedidos/${id}`);
    await page.getByRole('link', { name: /Comprobantes del pedido/ }).click();
    await expect(page).toHaveURL(new RegExp(`/pedidos/${id}/comprobantes$`));
    await expect(page.getByRole('heading', { level: 1, name: `Comprobantes del pedido: ${product}` })).toBeVisible({
      timeout: 15_000,
    });
    for (const section of ['El pedido', 'Lo acordado', 'Cláusula aduanera', 'Comprobante de compra', 'El pago']) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    await expect(page.getByText(/289,90/).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Imprimir' })).toBeVisible();
    await expectNoAxeViolations(page);

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Descargar PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`conexion-global-pedido-${id}.pdf`);
    expect(
      readFileSync(await file.path())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    // The API's own answer, asked by the page as its link does: an attachment under the pack's
    // name, never sniffed, never cached.
    const answer = await page.evaluate(async (url) => {
      const response = await fetch(url);
      const h = (name: string) => response.headers.get(name);
      return [response.status, h('content-disposition'), h('x-content-type-options'), h('cache-control')];
    }, `/api/orders/${id}/pack`);
    expect(answer).toEqual([
      200,
      `attachment; filename="conexion-global-pedido-${id}.pdf"`,
      'nosniff',
      'private, no-store',
    ]);
  }

  const stranger = await market.member({ firstName: 'Eva', lastName: 'Ríos' });
  await stranger.page.goto(`/pedidos/${id}/comprobantes`);
  await expect(stranger.page.getByText('Pedido no encontrado')).toBeVisible({ timeout: 15_000 });
  await expect(stranger.page.getByRole('link', { name: 'Descargar PDF' })).toHaveCount(0);
  const refused = await stranger.page.evaluate(async (url) => (await fetch(url)).status, `/api/orders/${id}/pack`);
  expect(refused).toBe(404);
});
