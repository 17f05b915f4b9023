import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { paidOrder, switchTo } from './support/orders';
import { expectNoAxeViolations, watchConsole } from './page-checks';

test.setTimeout(240_000);

test('after a completed delivery the wallet, the history and its CSV show the reward minus the commission', async ({
  page,
}) => {
  // A buyer publishes (reward: the form's default 25 USD), the demo traveller accepts, the buyer
  // pays; the demo traveller is logged in afterwards.
  const order = await paidOrder(page);

  // Before delivery: nothing earned yet.
  await page.goto('/wallet');
  await expect(page.getByTestId('ganancias-disponibles')).toHaveText(/US\$\s?0,00/);

  await page.goto(`/confirmar-entrega/${order.id}`);
  await page.getByRole('textbox', { name: 'Código de seguridad' }).fill(order.code);
  await page.getByRole('button', { name: 'Liberar Pago' }).click();
  await expect(page.getByText('¡Entrega Confirmada!')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/dashboard$/);

  const console = watchConsole(page);
  // Wallet: 25,00 reward − 10 % commission = 22,50 available.
  await page.goto('/wallet');
  await expect(page.getByTestId('ganancias-disponibles')).toHaveText(/US\$\s?22,50/);
  const earning = page
    .getByRole('region', { name: 'Tus ganancias' })
    .getByRole('listitem')
    .filter({ hasText: order.productName });
  await expect(earning).toContainText(/\+US\$\s?22,50/);
  await expect(earning).toContainText(/Recompensa US\$\s?25,00 − comisión US\$\s?2,50/);
  await expect(page.getByRole('button', { name: 'Retirar Fondos' })).toBeEnabled();
  await expectNoAxeViolations(page);

  // 'Retirar Fondos' (issue 18 item 5): an alias, through the simulated payout provider (MSW).
  await page.getByRole('button', { name: 'Retirar Fondos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Retirar Fondos' });
  await dialog.getByRole('textbox', { name: /Monto/ }).fill('30');
  await dialog.getByRole('textbox', { name: /CBU, CVU o alias/ }).fill('demo.viajero');
  await dialog.getByRole('button', { name: 'Retirar' }).click();
  await expect(dialog.getByText(/Puedes retirar hasta US\$\s?22,50/)).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('textbox', { name: /Monto/ }).fill('10');
  await dialog.getByRole('button', { name: 'Retirar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Retiro en proceso' })).toBeVisible();
  await expect(page.getByTestId('ganancias-disponibles')).toHaveText(/US\$\s?12,50/);
  const withdrawal = page.getByRole('region', { name: 'Tus retiros' }).getByRole('listitem');
  await expect(withdrawal).toContainText('Alias demo.viajero');
  await expect(withdrawal).toContainText('Transferido', { timeout: 20_000 });

  // History: the earning as a row, its invoice placeholder and a real CSV export.
  await page.getByRole('link', { name: 'Ver historial de pagos' }).click();
  await expect(page).toHaveURL(/\/payment-history$/);
  const table = page.getByRole('grid', { name: 'Historial de pagos' });
  await expect(table.getByRole('columnheader')).toHaveText(['Fecha', 'Descripción', 'Monto', 'Estado', 'Factura']);
  const row = table.getByRole('row').filter({ hasText: order.productName });
  await expect(row).toContainText('Recompensa Recibida');
  await expect(row).toContainText(/\+US\$\s?22,50/);
  await expect(row).toContainText('Completado');
  await expect(table.getByRole('row').filter({ hasText: 'Retiro de Fondos' })).toContainText('Transferido');
  await page.screenshot({ path: test.info().outputPath('historial-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: test.info().outputPath('historial-360.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 720 });
  await row.getByRole('button', { name: `Ver factura: ${order.productName}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Factura en camino' })).toBeVisible();
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^historial-de-pagos-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const [head, ...lines] = csv.trim().split(/\r\n/);
  expect(head).toBe('Fecha,Tipo,Descripción,Monto (USD),Estado,Referencia');
  expect(lines).toContainEqual(
    expect.stringMatching(
      new RegExp(`^\\d{4}-\\d{2}-\\d{2},Recompensa Recibida,${order.productName},22\\.50,Completado,earn-${order.id}$`),
    ),
  );
  console.assertNone();

  // The buyer's side: the payment as a purchase, a negative amount.
  await switchTo(page, order.buyer);
  await page.goto('/payment-history');
  const purchase = page
    .getByRole('grid', { name: 'Historial de pagos' })
    .getByRole('row')
    .filter({ hasText: order.productName });
  await expect(purchase).toContainText('Pago Pedido');
  await expect(purchase).toContainText(/−US\$\s?\d/);
  await page.goto('/wallet');
  await expect(page.getByTestId('ganancias-disponibles')).toHaveText(/US\$\s?0,00/);
});
