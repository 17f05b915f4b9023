// Server mode (issues 1 and 16): registration and login through the pages, the session being the
// API's cookie. The form's refusals keep what was typed; someone already logged in is told so and
// may switch accounts; a request published as a guest belongs to the account registered
// afterwards. The people a test logs in as are set up through the API (support/server.ts).
// Moved from the static build's accounts-registration, accounts-login and
// accounts-already-logged-in files, merged into flows that each register once.
import type { Page } from '@playwright/test';
import { publishRequest } from '../buyer-helpers';
import { expectNoAxeViolations } from '../support/page-checks';
import { expectAlert, field, fillRegistration, logIn, newPerson } from '../support/accounts';
import { expect, holdNextApiCall, test } from '../support/server';

test.setTimeout(120_000);

/** The e-mail of whoever this browser's cookie logs in as (null: nobody). */
async function loggedInAs(page: Page): Promise<string | null> {
  const me = (await (await page.request.get('/api/me')).json()) as { email: string } | null;
  return me?.email ?? null;
}

test('registration: the form, its refusals keeping what was typed, then an account logged in', async ({ page }) => {
  await page.goto('/registro');
  await expect(page).toHaveTitle('Crear cuenta - Conexión Global');
  // 13 dial codes, Argentina +54 first and chosen; the DNI by default.
  const dial = page.getByRole('button', { name: /Código de país/ });
  await expect(dial).toContainText('+54 Argentina');
  await dial.click();
  await expect(page.getByRole('option')).toHaveCount(13);
  await expect(page.getByRole('option').first()).toContainText('+54');
  await page.keyboard.press('Escape');
  await expect(field(page, 'Tipo de documento')).toHaveValue('DNI');
  await expect(page.getByRole('link', { name: 'Inicia sesión' })).toHaveAttribute('href', '/login');

  // Missing required fields are named next to each field.
  const person = newPerson({ firstName: 'Lucía', lastName: 'Pérez' });
  await field(page, 'E-mail').fill(person.email);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expectAlert(page, 'Por favor, completa todos los campos requeridos.');
  for (const label of ['Nombre', 'Apellido', 'Número de documento']) {
    await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true');
  }
  const birthDate = page.getByRole('group', { name: /^Fecha de nacimiento/ });
  await expect(birthDate.getByRole('spinbutton').first()).toHaveAttribute('aria-invalid', 'true');

  // Mismatched passwords: refused, said at the field, what was typed stays.
  await page.reload();
  await fillRegistration(page, person, 'otra-clave-999');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expectAlert(page, 'Las contraseñas no coinciden');
  const confirm = field(page, 'Confirmar contraseña');
  await expect(confirm).toHaveAttribute('aria-invalid', 'true');
  await expect(confirm).toHaveAccessibleDescription(/Las contraseñas no coinciden/);
  await expect(field(page, 'Nombre')).toHaveValue(person.firstName);
  await expect(field(page, 'E-mail')).toHaveValue(person.email);
  await expect(page).toHaveURL(/\/registro$/);

  // Shorter than 8 characters: refused by the server, said at the field.
  await field(page, 'Contraseña').fill('corta1');
  await confirm.fill('corta1');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expectAlert(page, 'La contraseña debe tener al menos 8 caracteres.');
  await expect(field(page, 'Contraseña')).toHaveAttribute('aria-invalid', 'true');

  // Created: progress while it runs, logged in, then the confirmation e-mail notice.
  await field(page, 'Contraseña').fill(person.password);
  await confirm.fill(person.password);
  const answer = await holdNextApiCall(page, '/accounts');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByRole('button', { name: 'Creando cuenta...' })).toBeVisible();
  answer.release();
  await expect(page.getByText('¡Cuenta creada!')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(/e-mail de confirmación/i).first()).toBeVisible({ timeout: 10_000 });
  expect(await loggedInAs(page)).toBe(person.email);

  // Already logged in: /login and /registro say so, and the form is still there.
  for (const path of ['/login', '/registro']) {
    await page.goto(path);
    const note = page.getByRole('note', { name: 'Sesión iniciada' });
    await expect(note).toContainText('Ya iniciaste sesión como Lucía Pérez.');
    await expect(note).toContainText(person.email);
    await expect(note).toContainText('se cerrará esta sesión');
    await expect(note.getByRole('link', { name: 'Ir a Mi Cuenta' })).toHaveAttribute('href', '/dashboard');
    await expectNoAxeViolations(page);
  }

  // The e-mail is taken, in any letter case.
  await fillRegistration(page, newPerson({ email: person.email.toUpperCase() }));
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expectAlert(page, 'Ya existe una cuenta con este email');
  await expect(field(page, 'E-mail')).toHaveAttribute('aria-invalid', 'true');

  // Another person at this computer registers; then the first logs in again with their account.
  const second = newPerson({ firstName: 'Martín', lastName: 'Ruiz' });
  await fillRegistration(page, second);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('¡Cuenta creada!')).toBeVisible({ timeout: 30_000 });
  expect(await loggedInAs(page)).toBe(second.email);
  await logIn(page, person);
  expect(await loggedInAs(page)).toBe(person.email);
});

test('login: one message for a wrong password or e-mail, the password shown on request, redirectTo kept on the site', async ({
  market,
  page,
}) => {
  // The account exists (registered through the API, on another device); this browser is a visitor.
  const { person } = await market.member();
  await page.goto('/login');
  await expect(page).toHaveTitle('Iniciar Sesión - Conexión Global');
  await expect(page.getByRole('link', { name: 'Regístrate' })).toHaveAttribute('href', '/registro');
  await expect(page.getByRole('note', { name: 'Sesión iniciada' })).toHaveCount(0);

  // The password can be shown and hidden.
  const password = field(page, 'Contraseña');
  await password.fill('no-es-mi-clave');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Mostrar contraseña' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Ocultar contraseña' }).click();
  await expect(password).toHaveAttribute('type', 'password');

  // A wrong password: progress, then the same words as for an unknown e-mail; the e-mail stays.
  // The API's answer waits until the progress has been seen (holdNextApiCall).
  await field(page, 'E-mail').fill(person.email);
  const answer = await holdNextApiCall(page, '/session');
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page.getByRole('button', { name: 'Iniciando sesión...' })).toBeVisible();
  answer.release();
  await expectAlert(page, 'Error de autenticación');
  await expectAlert(page, 'Email o contraseña incorrectos');
  await expect(field(page, 'E-mail')).toHaveValue(person.email);
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/login$/);
  await page.reload();
  await field(page, 'E-mail').fill(newPerson().email);
  await field(page, 'Contraseña').fill('cualquier-cosa');
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expectAlert(page, 'Email o contraseña incorrectos');
  expect(await loggedInAs(page)).toBeNull();

  // The e-mail in any letter case logs in and returns to redirectTo…
  await logIn(
    page,
    { email: person.email.toUpperCase(), password: person.password },
    { redirectTo: '/viajeros?q=Espa' },
  );
  await expect(page).toHaveURL(/\/viajeros\?q=Espa$/);
  expect(await loggedInAs(page)).toBe(person.email);
  // …but never to another site.
  await logIn(page, person, { redirectTo: '//example.com/robar' });
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('a request published as a guest in this browser belongs to the account registered afterwards', async ({
  page,
}) => {
  const productName = `Cámara Fujifilm X100VI ${Date.now().toString(36)}`;
  await publishRequest(page, { productName, country: 'Japón' });
  await page.goto('/registro');
  await fillRegistration(page, newPerson());
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('El pedido que publicaste como invitado ahora es de tu cuenta.')).toBeVisible({
    timeout: 30_000,
  });
  // Mi Cuenta lists it among the person's own requests, with its owner's actions.
  await page.goto('/dashboard');
  await expect(page.getByRole('article', { name: productName }).getByRole('link', { name: 'Editar' })).toBeVisible();
});
