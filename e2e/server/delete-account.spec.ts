// Server mode: a person deletes their account from /settings. The password is asked again in a
// dialog (a wrong one is refused there), then the account, its unaccepted request and its
// sessions on every device are gone, and the e-mail no longer logs in. What stays for the other
// party of a shared order is checked on every storage by the domain's contract suite.
import { expect, test } from '@playwright/test';
import { publishThroughApi } from '../support/server';
import { field, fillRegistration, newPerson } from '../support/accounts';

test('a person deletes their account: password asked again, every device logged out, the e-mail no longer logs in', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const person = newPerson({ firstName: 'Elena', lastName: 'Sosa' });
  const laptop = await browser.newContext({ locale: 'es-AR' });
  const phone = await browser.newContext({ locale: 'es-AR' });
  const page = await laptop.newPage();
  const other = await phone.newPage();

  await page.goto('/registro');
  await fillRegistration(page, person);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('¡Cuenta creada!')).toBeVisible({ timeout: 30_000 });
  const productName = `Lámpara ${Date.now().toString(36)}`;
  await publishThroughApi(page, baseURL ?? '', { productName, productUrl: 'https://www.example.com/lampara' });

  // The same account on a second device.
  await other.goto('/login');
  await field(other, 'E-mail').fill(person.email);
  await field(other, 'Contraseña').fill(person.password);
  await other.getByRole('button', { name: 'Iniciar Sesión', exact: true }).click();
  await expect(other.getByText('¡Bienvenido!')).toBeVisible({ timeout: 30_000 });

  // A publish form begun on this device: its draft is kept for the account (decision 044)…
  const drafts = () =>
    page.evaluate(() =>
      Object.keys(localStorage).filter(
        (k) => k.startsWith('comprador:borrador:') && k !== 'comprador:borrador:invitado',
      ),
    );
  await page.goto('/comprador');
  await field(page, 'Nombre del producto').fill('Un borrador que se va con la cuenta');
  await page.goto('/settings');
  await expect.poll(drafts).toHaveLength(1);

  const region = page.getByRole('region', { name: 'Eliminar cuenta' });
  await expect(region).toContainText('Cuenta eliminada');
  await region.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Eliminar tu cuenta?' });
  await field(page, 'Contraseña').fill('no-es-mi-clave');
  await dialog.getByRole('button', { name: 'Eliminar cuenta' }).click();
  await expect(dialog.getByText('La contraseña es incorrecta.')).toBeVisible();
  await field(page, 'Contraseña').fill(person.password);
  await dialog.getByRole('button', { name: 'Eliminar cuenta' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Cuenta eliminada').first()).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Iniciar Sesión' })).toBeVisible();
  // …and leaves this device with it, as on logout.
  expect(await drafts()).toEqual([]);

  // The other device is logged out; the request nobody had accepted is gone.
  await other.goto(`/pedidos?q=${encodeURIComponent(productName)}`);
  await expect(other.getByRole('banner').getByRole('link', { name: 'Iniciar Sesión' })).toBeVisible();
  await expect(other.getByRole('heading', { level: 2, name: productName })).toHaveCount(0);

  // The e-mail and password no longer open anything.
  await page.goto('/login');
  await field(page, 'E-mail').fill(person.email);
  await field(page, 'Contraseña').fill(person.password);
  await page.getByRole('button', { name: 'Iniciar Sesión', exact: true }).click();
  await expect(page.getByText('Email o contraseña incorrectos').first()).toBeVisible();

  await Promise.all([laptop.close(), phone.close()]);
});
