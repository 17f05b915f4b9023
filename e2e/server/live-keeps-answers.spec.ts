// Server mode: a live update (anyone's new request reaches every open page, which re-reads its
// data) must not wipe what a form just told the person. Remix forgets an action's answer on any
// revalidation; before useActionResult, "Email o contraseña incorrectos" and "Revisa tu correo"
// vanished whenever someone else published — which once failed the password-reset test in CI.
import { expect, test, type Page } from '@playwright/test';
import { publishThroughApi } from '../support/server';
import { field, fillRegistration, newPerson } from '../support/accounts';

/** How many bursts of live changes the page has handled (root.tsx marks `<html data-live-bursts>`). */
const bursts = async (page: Page) => Number((await page.locator('html').getAttribute('data-live-bursts')) ?? '0');

/**
 * Someone else publishes a request; resolves once `watcher`'s page has revalidated for it. An
 * anonymous form page no longer re-reads anything for someone else's request (decision 038: no
 * `/api/me` to wait for), but Remix's revalidation still runs — and forgets the action's answer
 * whether or not a loader runs — so the test waits for the page to have handled the change.
 */
async function someoneElsePublishes(other: Page, watcher: Page, baseURL: string): Promise<void> {
  const before = await bursts(watcher);
  await publishThroughApi(other, baseURL, { productName: `Auriculares ${Date.now().toString(36)}` });
  await expect.poll(() => bursts(watcher), { timeout: 20_000 }).toBeGreaterThan(before);
}

test("a live update keeps the form's answer on screen", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  const mine = await browser.newContext({ locale: 'es-AR' });
  const theirs = await browser.newContext({ locale: 'es-AR' });
  const page = await mine.newPage();
  const other = await theirs.newPage();

  await other.goto('/registro');
  await fillRegistration(other, newPerson({ firstName: 'Otra' }));
  await other.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(other.getByText('¡Cuenta creada!')).toBeVisible({ timeout: 30_000 });

  // A refused login: the message stays, and so does what was typed.
  await page.goto('/login');
  await field(page, 'E-mail').fill('nadie.existe@ejemplo.com');
  await field(page, 'Contraseña').fill('una-clave-cualquiera');
  await page.getByRole('button', { name: 'Iniciar Sesión', exact: true }).click();
  const refused = page.getByRole('main').getByText('Email o contraseña incorrectos').first();
  await expect(refused).toBeVisible({ timeout: 30_000 });
  await someoneElsePublishes(other, page, origin);
  await expect(refused).toBeVisible();
  await expect(field(page, 'E-mail')).toHaveValue('nadie.existe@ejemplo.com');

  // "Revisa tu correo" after asking for a reset link.
  await page.goto('/recuperar-contrasena');
  await field(page, 'E-mail').fill('nadie.existe@ejemplo.com');
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  const sent = page.getByRole('main').getByRole('status').getByText('Revisa tu correo');
  await expect(sent).toBeVisible();
  await someoneElsePublishes(other, page, origin);
  await expect(sent).toBeVisible();

  // Leaving the page still forgets it: coming back shows the empty form.
  await page.getByRole('link', { name: 'Volver a iniciar sesión' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar Sesión' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/recuperar-contrasena$/);
  await expect(page.getByRole('button', { name: 'Enviar enlace' })).toBeVisible();

  await Promise.all([mine.close(), theirs.close()]);
});
