// Server mode (issues 2 and 18 items 12 and 17): what the request page offers to each person — a
// visitor is asked to log in or register, a guest who published sees owner actions while another
// visitor may accept, an unverified traveller is told to verify (and comes back here), a verified
// traveller accepts and then others see it taken. People and requests are set up through the API
// (support/server.ts), except the guest's request, published on the page as a guest does.
import type { Browser, Page } from '@playwright/test';
import { publishRequest } from '../buyer-helpers';
import { expect, pay, publish, test } from '../support/server';

test.setTimeout(120_000);

/** A visitor on another device (no session), on `path`; closed when `use` ends. */
async function asVisitor(
  browser: Browser,
  baseURL: string | undefined,
  path: string,
  use: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext({ baseURL, locale: 'es-AR' });
  try {
    const page = await context.newPage();
    await page.goto(path);
    await use(page);
  } finally {
    await context.close();
  }
}

test('a visitor who tries to accept is asked to log in or register; a request without notes says so', async ({
  market,
  page,
}) => {
  const buyer = await market.member();
  const { id, productName } = await publish(buyer, { notes: '' });
  await page.goto(`/pedidos/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  await expect(page.getByText('No hay notas adicionales para este producto.')).toBeVisible();
  await expect(page.getByText('https://www.example.com/producto')).toBeVisible();
  await page.getByRole('button', { name: 'Aceptar Pedido' }).click();
  const dialog = page.getByRole('dialog', { name: 'Acción requerida' });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Acción requerida' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Iniciar Sesión' })).toHaveAttribute(
    'href',
    `/login?redirectTo=${encodeURIComponent(`/pedidos/${id}`)}`,
  );
  await expect(dialog.getByRole('link', { name: 'Registrarse' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a guest who just published sees owner actions, not "Aceptar Pedido"; another visitor may accept it', async ({
  page,
  browser,
  baseURL,
}) => {
  // The guest's session published it, so the page is theirs.
  const id = await publishRequest(page, { productName: 'Lente Sony FE 50 mm', country: 'Japón' });
  await expect(page.getByRole('button', { name: 'Es tu propio pedido' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Aceptar Pedido' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Crear cuenta' })).toHaveAttribute(
    'href',
    `/registro?redirectTo=${encodeURIComponent(`/pedidos/${id}`)}`,
  );
  await page.reload();
  await expect(page.getByRole('button', { name: 'Es tu propio pedido' })).toBeDisabled();

  // Someone else, on another device, is offered to accept the same request.
  await asVisitor(browser, baseURL, `/pedidos/${id}`, async (visitor) => {
    await expect(visitor.getByRole('button', { name: 'Aceptar Pedido' })).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Es tu propio pedido' })).toHaveCount(0);
  });
});

test('an unverified traveller sees the warning and cannot confirm', async ({ market }) => {
  const [buyer, traveller] = await Promise.all([
    market.member(),
    market.member({ firstName: 'Bruno', lastName: 'Sosa' }),
  ]);
  const { id } = await publish(buyer);
  const { page } = traveller;
  await page.goto(`/pedidos/${id}`);
  await page.getByRole('button', { name: 'Aceptar Pedido' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Aceptar este pedido?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Debes verificar tu identidad como viajero para poder aceptar pedidos.')).toBeVisible();
  // It comes back to this request once verified (issue 18, item 17: server/verification-return).
  await expect(dialog.getByRole('link', { name: 'Verificar ahora' })).toHaveAttribute(
    'href',
    `/verificacion-viajero?redirectTo=${encodeURIComponent(`/pedidos/${id}`)}`,
  );
  await expect(dialog.getByRole('button', { name: 'Confirmar y aceptar' })).toBeDisabled();
});

test('the owner sees "Es tu propio pedido"; a verified traveller accepts; then it shows "Ir al Chat" to them and "Pedido ya aceptado" to others', async ({
  market,
  browser,
  baseURL,
}) => {
  const [buyer, traveller] = await Promise.all([
    market.member({ firstName: 'Ana', lastName: 'García' }),
    market.member({ verified: true }),
  ]);
  const { id } = await publish(buyer, { productName: 'Cámara Fujifilm X100VI', country: 'Japón' });
  await buyer.page.goto(`/pedidos/${id}`);
  await expect(buyer.page.getByRole('button', { name: 'Es tu propio pedido' })).toBeDisabled();
  await expect(buyer.page.getByRole('link', { name: 'Ana García' })).toHaveAttribute('href', /\/profile\//);

  const { page } = traveller;
  await page.goto(`/pedidos/${id}`);
  await page.getByRole('button', { name: 'Aceptar Pedido' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Aceptar este pedido?' });
  await expect(dialog.getByText('Debes verificar tu identidad')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Confirmar y aceptar' }).click();
  await expect(page.getByRole('status').filter({ hasText: '¡Pedido aceptado!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ir al Chat' })).toHaveAttribute('href', `/chat/${id}`);

  await asVisitor(browser, baseURL, `/pedidos/${id}`, async (visitor) => {
    await expect(visitor.getByRole('button', { name: 'Pedido ya aceptado' })).toBeDisabled();
  });

  // Someone logged in who is not a party reads the request without asking for its order: no
  // "not found" from the API, no error in the console.
  const other = await market.member({ firstName: 'Olga' });
  const refused: string[] = [];
  other.page.on('response', (r) => {
    if (r.url().includes('/api/') && r.status() >= 400) refused.push(`${r.status()} ${r.url()}`);
  });
  const errors: string[] = [];
  other.page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await other.page.goto(`/pedidos/${id}`);
  await expect(other.page.getByRole('button', { name: 'Pedido ya aceptado' })).toBeDisabled();
  await other.page.waitForLoadState('networkidle');
  expect(refused).toEqual([]);
  expect(errors).toEqual([]);
});

test('the buyer of a taken order reaches its chat from the request, is told where her code is once paid, and reads no empty offers list', async ({
  market,
}) => {
  const order = await market.acceptedOrder({ productName: `Mochila ${Date.now().toString(36)}` });
  const { page } = order.buyer;
  await page.goto(`/pedidos/${order.id}`);
  await expect(page.getByRole('button', { name: 'Es tu propio pedido' })).toBeDisabled();
  const chat = page.getByRole('link', { name: /^Chatear con / });
  await expect(chat).toHaveAttribute('href', `/chat/${order.id}`);
  await expect(page.getByRole('heading', { name: 'Ofertas de viajeros' })).toHaveCount(0);
  await expect(page.getByText(/^Tu código de seguridad está en Mi Cuenta/)).toHaveCount(0);

  await pay(order);
  await page.reload();
  await expect(page.getByText(/^Tu código de seguridad está en Mi Cuenta/)).toBeVisible();
  await expect(chat).toHaveAttribute('href', `/chat/${order.id}`);
  // The traveller's own page keeps "Ir al Chat" (the spec's words for him).
  await order.traveller.page.goto(`/pedidos/${order.id}`);
  await expect(order.traveller.page.getByRole('link', { name: 'Ir al Chat' })).toHaveAttribute(
    'href',
    `/chat/${order.id}`,
  );
  await expect(order.traveller.page.getByRole('link', { name: /^Chatear con / })).toHaveCount(0);
});
