// Server mode (issue 18 item 5): a traveller with released earnings withdraws to a CBU. The dialog
// keeps what was typed when the server refuses it; the withdrawal shows 'En proceso', the balance
// drops at once, and once the payout sandbox transfers it (about 4 s later) the page says
// 'Transferido' without a reload, with a notification and a row in /payment-history. The orders
// behind the earnings are set up through the API (their screens are tested elsewhere).
import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { documentImage, newPerson, type Person } from '../support/accounts';
import { publishThroughApi } from '../support/server';
import { present } from '../support/present';

const sandbox = process.env.E2E_SANDBOX_URL ?? 'http://127.0.0.1:4175';
const CBU = '0110599520000001235579';

async function personOn(browser: Browser, baseURL: string, who: Person): Promise<Page> {
  const context = await browser.newContext({ locale: 'es-AR', timezoneId: 'America/Argentina/Buenos_Aires' });
  const page = await context.newPage();
  const response = await page.request.post('/api/accounts', {
    headers: { Origin: baseURL },
    data: {
      firstName: who.firstName,
      lastName: who.lastName,
      email: who.email,
      birthDate: '1990-05-01',
      dialCode: '+54',
      phone: '11 5555 1234',
      documentNumber: '30123456',
      password: who.password,
      confirmPassword: who.password,
    },
  });
  expect(response.status()).toBe(201);
  return page;
}

async function api<T>(page: Page, origin: string, path: string, data?: unknown): Promise<T> {
  const response = await page.request.post(path, { headers: { Origin: origin }, data: data ?? {} });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (response.status() === 204 ? null : await response.json()) as T;
}

test('a traveller withdraws released earnings to a CBU and sees "En proceso", then "Transferido"', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = present(baseURL, 'the server project’s baseURL');
  const traveller = newPerson({ firstName: 'Tomás', lastName: 'Retiro' });
  const buyerPage = await personOn(browser, origin, newPerson({ firstName: 'Ana', lastName: 'Compra' }));
  const page = await personOn(browser, origin, traveller);

  // The traveller verifies (the sandbox decides at once here) and delivers one order of USD 25.
  const image = { name: 'doc.png', mimeType: 'image/png', buffer: readFileSync(documentImage) };
  const submitted = await page.request.post('/api/verification', {
    headers: { Origin: origin },
    multipart: { documentType: 'DNI', front: image, back: image, selfie: image },
  });
  expect(submitted.status()).toBe(200);
  await expect(async () => {
    expect((await api<{ status: string }>(page, origin, '/api/verification/refresh')).status).toBe('verified');
  }).toPass({ timeout: 20_000 });
  const orderId = await publishThroughApi(buyerPage, origin, { productName: 'Kindle para retirar' });
  await api(page, origin, `/api/orders/${orderId}/accept`);
  const token = await buyerPage.request.post(
    `${sandbox}/api/pagos/v1/card_tokens?public_key=TEST-sim-public-key-es-AR`,
    {
      data: {
        card_number: '4509953566233704',
        expiration_month: 12,
        expiration_year: 2030,
        security_code: '123',
        cardholder: { name: 'APRO' },
      },
    },
  );
  const cardToken = ((await token.json()) as { id: string }).id;
  await api(buyerPage, origin, `/api/orders/${orderId}/payment`, {
    billing: { name: 'Ana Compra', email: 'ana@example.com', address: 'Av. Corrientes 1234' },
    cardToken,
  });
  const code = ((await (await buyerPage.request.get(`/api/orders/${orderId}/code`)).json()) as { code: string }).code;
  await api(page, origin, `/api/orders/${orderId}/code/confirm`, { code });

  // Withdrawals wait for a confirmed e-mail: the dialog says so first.
  await page.goto('/wallet');
  await expect(page.getByTestId('ganancias-disponibles')).toHaveText(/US\$\s?22,50/);
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

  // A CBU with a wrong check digit is refused by the server; what was typed stays.
  await page.goto('/wallet');
  await page.getByRole('button', { name: 'Retirar Fondos' }).click();
  await dialog.getByRole('textbox', { name: /Monto/ }).fill('20');
  const destination = dialog.getByRole('textbox', { name: /CBU, CVU o alias/ });
  await destination.fill('0110599520000001235578');
  await dialog.getByRole('button', { name: 'Retirar' }).click();
  await expect(dialog.getByText(/revisa los últimos 14 dígitos/)).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /Monto/ })).toHaveValue('20');
  await expect(destination).toHaveValue('0110599520000001235578');

  await destination.fill(CBU);
  await dialog.getByRole('button', { name: 'Retirar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Retiro en proceso' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('ganancias-disponibles')).toHaveText(/US\$\s?2,50/);
  const withdrawals = page.getByRole('region', { name: 'Tus retiros' });
  const item = withdrawals.getByRole('listitem').filter({ hasText: 'CBU •••• 5579' });
  await expect(item).toContainText(/US\$\s?20,00/);
  await expect(item).toContainText('En proceso');

  // The sandbox transfers about 4 s later; the page shows it without a reload.
  await expect(item).toContainText('Transferido', { timeout: 20_000 });
  await expect(page.getByTestId('ganancias-disponibles')).toHaveText(/US\$\s?2,50/);
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

  await Promise.all([page.context().close(), buyerPage.context().close()]);
});
