// Issue 18 (17): verifying from a request's accept dialog brings the traveller back to that
// request, not to /viajero; a return path that is not this site's is ignored. Server mode: the
// buyer's request and the traveller's account are set up through the API (support/server.ts); the
// verification itself goes through the page, the sandbox and its webhook.
import { submitVerification } from '../support/accounts';
import { expect, publish, test } from '../support/server';

test.setTimeout(180_000);

test('verifying from the accept dialog lands back on the request, which can then be accepted', async ({ market }) => {
  const buyer = await market.member({ firstName: 'Bruno', lastName: 'Paz' });
  const { id, productName } = await publish(buyer, {
    productName: `Cámara ${Date.now().toString(36)}`,
    estimatedPrice: '300',
  });
  const { page } = await market.member({ firstName: 'Tomás', lastName: 'Ruiz' });

  await page.goto(`/pedidos/${id}`);
  await page.getByRole('button', { name: 'Aceptar Pedido' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Verificación requerida');
  const verify = dialog.getByRole('link', { name: 'Verificar ahora' });
  await expect(verify).toHaveAttribute(
    'href',
    `/verificacion-viajero?redirectTo=${encodeURIComponent(`/pedidos/${id}`)}`,
  );
  await verify.click();
  await expect(page).toHaveURL(/\/verificacion-viajero\?redirectTo=/);

  await submitVerification(page);
  await expect(page.getByText('Documentos enviados').first()).toBeVisible({ timeout: 20_000 });
  // The state, not the toast: '¡Verificación completada!' waits its turn behind 'Documentos
  // enviados', whose timer React Aria pauses while the pointer rests on it (as it may in a test).
  await expect(page).toHaveURL(new RegExp(`/pedidos/${id}$`), { timeout: 45_000 });
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();

  // Back where it started, and now allowed to accept.
  await page.getByRole('button', { name: 'Aceptar Pedido' }).click();
  await expect(page.getByRole('dialog')).not.toContainText('Verificación requerida');
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar y aceptar' }).click();
  await expect(page.getByRole('link', { name: 'Ir al Chat' })).toBeVisible({ timeout: 15_000 });

  // Verified already: the page sends straight back to where it was asked to return.
  await page.goto(`/verificacion-viajero?redirectTo=${encodeURIComponent(`/pedidos/${id}`)}`);
  await expect(page).toHaveURL(new RegExp(`/pedidos/${id}$`));
});

test('a return path to another site is ignored: /viajero as before', async ({ market }) => {
  const { page } = await market.member();
  await page.goto(`/verificacion-viajero?redirectTo=${encodeURIComponent('//evil.example/pedidos/1')}`);
  await submitVerification(page);
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/viajero$/, { timeout: 45_000 });
  await expect(page.getByText('Viajero Verificado').first()).toBeVisible({ timeout: 15_000 });
});
