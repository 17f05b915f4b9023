import { expect, test } from '@playwright/test';

test.describe.configure({ timeout: 180_000 });
import { demo, login, newAccount, publishRequest, register } from './buyer-helpers';

test('a visitor who tries to accept is asked to log in or register', async ({ page }) => {
  await page.goto('/pedidos/example-request-1');
  await expect(page.getByRole('heading', { level: 1, name: /AirPods Pro/ })).toBeVisible();
  await expect(page.getByText('Caja sellada, con factura.')).toBeVisible();
  await expect(page.getByText('https://www.apple.com/airpods-pro/')).toBeVisible();
  await page.getByRole('button', { name: 'Aceptar Pedido' }).click();
  const dialog = page.getByRole('dialog', { name: 'Acción requerida' });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Acción requerida' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Iniciar Sesión' })).toHaveAttribute(
    'href',
    /\/login\?redirectTo=%2Fpedidos%2Fexample-request-1/,
  );
  await expect(dialog.getByRole('link', { name: 'Registrarse' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a guest who just published sees owner actions, not "Aceptar Pedido"; another visitor may accept', async ({
  page,
  browser,
}) => {
  // Issue 18, item 12: the guest's token published it, so the page is theirs.
  const id = await publishRequest(page, { productName: 'Lente Sony FE 50 mm', country: 'Japón' });
  await expect(page.getByRole('button', { name: 'Es tu propio pedido' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Aceptar Pedido' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Crear cuenta' })).toHaveAttribute(
    'href',
    `/registro?redirectTo=${encodeURIComponent(`/pedidos/${id}`)}`,
  );
  await page.reload();
  await expect(page.getByRole('button', { name: 'Es tu propio pedido' })).toBeDisabled();

  // Someone else, in another browser, is offered to accept it (the site keeps its data per browser,
  // so the check is on an example request there).
  const other = await browser.newContext();
  const visitor = await other.newPage();
  await visitor.goto('/pedidos/example-request-1');
  await expect(visitor.getByRole('button', { name: 'Aceptar Pedido' })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Es tu propio pedido' })).toHaveCount(0);
  await other.close();
});

test('notes default to the spec text when a request has none', async ({ page }) => {
  await page.goto('/pedidos/example-request-2');
  await expect(page.getByText('No hay notas adicionales para este producto.')).toBeVisible();
});

test('an unverified traveller sees the warning and cannot confirm', async ({ page }) => {
  await register(page, newAccount('Bruno', 'Sosa'));
  await page.goto('/pedidos/example-request-3');
  await page.getByRole('button', { name: 'Aceptar Pedido' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Aceptar este pedido?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Debes verificar tu identidad como viajero para poder aceptar pedidos.')).toBeVisible();
  // It comes back to this request once verified (issue 18, item 17).
  await expect(dialog.getByRole('link', { name: 'Verificar ahora' })).toHaveAttribute(
    'href',
    `/verificacion-viajero?redirectTo=${encodeURIComponent('/pedidos/example-request-3')}`,
  );
  await expect(dialog.getByRole('button', { name: 'Confirmar y aceptar' })).toBeDisabled();
});

test('the owner sees "Es tu propio pedido"; a verified traveller accepts; then it shows "Ir al Chat" to them and "Pedido ya aceptado" to others', async ({
  page,
}) => {
  const buyer = newAccount('Ana', 'García');
  await register(page, buyer);
  const id = await publishRequest(page, { productName: 'Cámara Fujifilm X100VI', country: 'Japón' });
  await expect(page.getByRole('button', { name: 'Es tu propio pedido' })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Ana García' })).toHaveAttribute('href', /\/profile\//);

  await page.evaluate(() => window.localStorage.removeItem('currentUser'));
  await login(page, demo.email, demo.password);
  await page.goto(`/pedidos/${id}`);
  await page.getByRole('button', { name: 'Aceptar Pedido' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Aceptar este pedido?' });
  await expect(dialog.getByText('Debes verificar tu identidad')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Confirmar y aceptar' }).click();
  await expect(page.getByRole('status').filter({ hasText: '¡Pedido aceptado!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ir al Chat' })).toHaveAttribute('href', `/chat/${id}`);

  await page.evaluate(() => window.localStorage.removeItem('currentUser'));
  await page.goto(`/pedidos/${id}`);
  await expect(page.getByRole('button', { name: 'Pedido ya aceptado' })).toBeDisabled();
});
