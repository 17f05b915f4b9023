// Server mode (issue 18 item 5): a traveller with released earnings withdraws to a CBU. The dialog
// keeps what was typed when the server refuses it; the withdrawal shows 'En proceso', the balance
// drops at once, and once the payout sandbox transfers it (about 4 s later) the page says
// 'Transferido' without a reload, with a notification and a row in /payment-history. The order
// behind the earnings is set up through the API (support/server.ts; its screens are tested elsewhere).
import { expectNoAxeViolations } from '../support/page-checks';
import { expect, test } from '../support/server';

const sandbox = process.env.E2E_SANDBOX_URL ?? 'http://127.0.0.1:4175';
const CBU = '0110599520000001235579';

test('a traveller withdraws released earnings to a CBU and sees "En proceso", then "Transferido"', async ({
  market,
}) => {
  test.setTimeout(180_000);
  // One order of USD 100 and USD 25 of reward, paid and delivered with its code: USD 100 advanced +
  // USD 22,50 (the reward less commission) released to the traveller (decision 049).
  const order = await market.paidOrder({ productName: 'Kindle para retirar' });
  await order.traveller.api.post(`/api/orders/${order.id}/code/confirm`, { code: order.code });
  const { page, person: traveller } = order.traveller;

  // Withdrawals wait for a confirmed e-mail: the dialog says so first.
  await page.goto('/wallet');
  await expect(page.getByTestId('ganancias-disponibles')).toHaveText(/US\$\s?122,50/);
  await page.getByRole('button', { name: 'Retirar Fondos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Retirar Fondos' });
  await expect(dialog.getByText('Confirma tu e-mail para retirar fondos')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cerrar' }).click(); // the dialog's own close button
  let link = '';
  await expect(async () => {
    const response = await page.request.get(`${sandbox}/api/correo/_outbox`);
    const { emails } = (await response.json()) as { emails: { to: string[]; text: string }[] };
    const mail = emails.find((e) => e.to.some((to) => to.toLowerCase() === traveller.email.toLowerCase()));
    link = /\/confirmar-email\?token=[0-9a-f]+/.exec(mail?.text ?? '')?.[0] ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 15_000 });
  await page.goto(link);
  await page.getByRole('button', { name: 'Confirmar mi e-mail' }).click();
  await expect(page.getByRole('main').getByText('E-mail confirmado')).toBeVisible();

  // More than the balance is refused with what can be withdrawn.
  await page.goto('/wallet');
  await page.getByRole('button', { name: 'Retirar Fondos' }).click();
  await dialog.getByRole('textbox', { name: /Monto/ }).fill('130');
  const destination = dialog.getByRole('textbox', { name: /CBU, CVU o alias/ });
  await destination.fill(CBU);
  await dialog.getByRole('button', { name: 'Retirar' }).click();
  await expect(dialog.getByText(/Puedes retirar hasta US\$\s?122,50/)).toBeVisible();
  await expectNoAxeViolations(page);

  // A CBU with a wrong check digit is refused by the server; what was typed stays.
  await dialog.getByRole('textbox', { name: /Monto/ }).fill('20');
  await destination.fill('0110599520000001235578');
  await dialog.getByRole('button', { name: 'Retirar' }).click();
  await expect(dialog.getByText(/revisa los últimos 14 dígitos/)).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /Monto/ })).toHaveValue('20');
  await expect(destination).toHaveValue('0110599520000001235578');

  await destination.fill(CBU);
  await dialog.getByRole('button', { name: 'Retirar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Retiro en proceso' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('ganancias-disponibles')).toHaveText(/US\$\s?102,50/);
  const withdrawals = page.getByRole('region', { name: 'Tus retiros' });
  const item = withdrawals.getByRole('listitem').filter({ hasText: 'CBU •••• 5579' });
  await expect(item).toContainText(/US\$\s?20,00/);
  await expect(item).toContainText('En proceso');

  // The sandbox transfers about 4 s later; the page shows it without a reload.
  await expect(item).toContainText('Transferido', { timeout: 20_000 });
  await expect(page.getByTestId('ganancias-disponibles')).toHaveText(/US\$\s?102,50/);
  const news = (await (await page.request.get('/api/notifications')).json()) as { title: string }[];
  expect(news.map((n) => n.title)).toContain('Retiro transferido');

  await page.goto('/payment-history');
  const row = page
    .getByRole('grid', { name: 'Historial de pagos' })
    .getByRole('row')
    .filter({ hasText: 'Retiro de Fondos' });
  await expect(row).toContainText('CBU •••• 5579');
  await expect(row).toContainText(/−US\$\s?20,00/);
  await expect(row).toContainText('Transferido');
});
