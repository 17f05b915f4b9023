// Server mode (issues 5 and 18): after a delivery confirmed with the buyer's code, the traveller's
// wallet, payment history and its CSV show the price advanced plus the reward minus the commission
// (decision 049); the buyer's history
// shows the payment, as a table row at 1280 px and as a card with every field labelled at 360 px.
// The paid order is set up through the API (support/server.ts); the code is entered on the page.
// Withdrawing is server/withdrawal.spec.ts.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, watchConsole } from '../support/page-checks';
import { expect, test } from '../support/server';

test.setTimeout(180_000);

const phone = { width: 360, height: 740 } as const;

const history = (page: Page) => page.getByRole('grid', { name: 'Historial de pagos' });

test('after a completed delivery the wallet, the history and its CSV show the price advanced plus the reward minus the commission', async ({
  market,
}) => {
  const order = await market.paidOrder(); // price: USD 100, reward: USD 25
  const { page } = order.traveller;

  // Before delivery: nothing earned yet.
  await page.goto('/wallet');
  await expect(page.getByTestId('ganancias-disponibles')).toHaveText(/US\$\s?0,00/);

  await page.goto(`/confirmar-entrega/${order.id}`);
  await page.getByRole('textbox', { name: 'Código de seguridad' }).fill(order.code);
  await page.getByRole('button', { name: 'Liberar Pago' }).click();
  await expect(page.getByText('¡Entrega Confirmada!')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/dashboard$/);

  const console = watchConsole(page);
  // Wallet (decision 049): 100,00 advanced + 25,00 reward − 10 % commission = 122,50 available.
  await page.goto('/wallet');
  await expect(page.getByTestId('ganancias-disponibles')).toHaveText(/US\$\s?122,50/);
  await expect(page.getByRole('region', { name: 'Ganancias Disponibles' })).toContainText(
    /El precio de los productos que adelantaste en tus entregas completadas más tus recompensas, menos la comisión de la plataforma \(10\s?%\) y lo que ya retiraste\./,
  );
  const earning = page
    .getByRole('region', { name: 'Tus ganancias' })
    .getByRole('listitem')
    .filter({ hasText: order.productName });
  await expect(earning).toContainText(/\+US\$\s?122,50/);
  await expect(earning).toContainText(/Recompensa US\$\s?25,00 − comisión US\$\s?2,50/);
  await expect(earning.getByTestId('precio-adelantado')).toContainText(
    /Precio del producto que adelantaste\s*US\$\s?100,00/,
  );
  await expect(page.getByRole('button', { name: 'Retirar Fondos' })).toBeEnabled();
  await expectNoAxeViolations(page);

  // History: the earning as a row, its invoice placeholder and a real CSV export.
  await page.getByRole('link', { name: 'Ver historial de pagos' }).click();
  await expect(page).toHaveURL(/\/payment-history$/);
  await expect(history(page).getByRole('columnheader')).toHaveText([
    'Fecha',
    'Descripción',
    'Monto',
    'Estado',
    'Factura',
  ]);
  const row = history(page).getByRole('row').filter({ hasText: order.productName });
  await expect(row).toContainText('Recompensa Recibida');
  await expect(row).toContainText(/\+US\$\s?122,50/);
  await expect(row).toContainText('Completado');
  // A reward has no receipt to show: "Ver factura" is a payment's alone (issue 35 item 14).
  await expect(row.getByRole('link', { name: /^Ver factura/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar' }).click(),
  ]);
  // Named with today's date in Argentina; a Spanish spreadsheet's file: UTF-8 with its byte-order
  // mark, semicolons, a decimal comma, dates as dd/mm/yyyy (decision 043).
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' }).format(new Date());
  expect(download.suggestedFilename()).toBe(`historial-de-pagos-${today}.csv`);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [head, ...lines] = bytes.subarray(3).toString('utf8').trim().split(/\r\n/);
  expect(head).toBe('Fecha;Tipo;Descripción;Monto (USD);Estado;Referencia');
  expect(lines).toContainEqual(
    expect.stringMatching(
      new RegExp(`^\\d{2}/\\d{2}/\\d{4};Recompensa Recibida;${order.productName};122,50;Completado;earn-${order.id}$`),
    ),
  );
  console.assertNone();

  // The buyer's side, on a phone: the payment as a purchase, a negative amount, each payment a
  // card with every field labelled and on screen.
  const buyer = order.buyer.page;
  await buyer.setViewportSize(phone);
  await buyer.goto('/payment-history');
  const purchase = history(buyer).getByRole('row').filter({ hasText: order.productName });
  await expect(purchase).toContainText('Pago Pedido');
  await expect(purchase).toContainText(/−US\$\s?\d/);
  for (const label of ['Fecha', 'Descripción', 'Monto', 'Estado', 'Factura']) {
    const shown = purchase.getByText(label, { exact: true });
    await expect(shown, `the label ${label}`).toBeVisible();
    const box = await shown.boundingBox();
    expect(box && box.x + box.width, `the label ${label} is off the screen`).toBeLessThanOrEqual(phone.width);
  }
  for (const cell of await purchase.getByRole('gridcell').all()) {
    const box = await cell.boundingBox();
    expect(box && box.x + box.width, 'a field is off the screen').toBeLessThanOrEqual(phone.width);
  }
  await expect(purchase.getByRole('link', { name: `Ver factura: ${order.productName}` })).toBeVisible();
  // The table stays a table for assistive technology: its column headers are still there.
  await expect(history(buyer).getByRole('columnheader')).toHaveText([
    'Fecha',
    'Descripción',
    'Monto',
    'Estado',
    'Factura',
  ]);
  expect(await buyer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  await expectNoAxeViolations(buyer);
  // At 1280 px the headers head the columns and the cells carry no label of their own.
  await buyer.setViewportSize({ width: 1280, height: 800 });
  await expect(history(buyer).getByRole('columnheader', { name: 'Monto' })).toBeVisible();
  await expect(purchase.getByText('Monto', { exact: true })).toBeHidden();
  await buyer.goto('/wallet');
  await expect(buyer.getByTestId('ganancias-disponibles')).toHaveText(/US\$\s?0,00/);
});
