import { expect, test } from '@playwright/test';
import { expectAlert, field, logIn, logOutQuietly, newPerson, register } from './support/accounts';

test('wrong credentials are refused with the same message for both fields, keeping the e-mail', async ({ page }) => {
  const person = await register(page);
  await logOutQuietly(page);
  await page.goto('/login');
  await expect(page).toHaveTitle('Iniciar Sesión - Conexión Global');
  await field(page, 'Email').fill(person.email);
  await field(page, 'Contraseña').fill('no-es-mi-clave');
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page.getByRole('button', { name: 'Iniciando sesión...' })).toBeVisible();
  await expectAlert(page, 'Error de autenticación');
  await expectAlert(page, 'Email o contraseña incorrectos');
  await expect(field(page, 'Email')).toHaveValue(person.email);
  await expect(field(page, 'Contraseña')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/login$/);
});

test('an unknown e-mail is refused the same way', async ({ page }) => {
  await page.goto('/login');
  await field(page, 'Email').fill(newPerson().email);
  await field(page, 'Contraseña').fill('cualquier-cosa');
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expectAlert(page, 'Email o contraseña incorrectos');
});

test('the password can be shown and hidden', async ({ page }) => {
  await page.goto('/login');
  const password = field(page, 'Contraseña');
  await password.fill('secreto123');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Mostrar contraseña' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Ocultar contraseña' }).click();
  await expect(password).toHaveAttribute('type', 'password');
  await expect(page.getByRole('link', { name: 'Regístrate' })).toHaveAttribute('href', '/registro');
});

test('logging in welcomes the person and returns to redirectTo', async ({ page }) => {
  const person = await register(page);
  await logOutQuietly(page);
  await logIn(
    page,
    { email: person.email.toUpperCase(), password: person.password },
    { redirectTo: '/viajeros?q=Espa' },
  );
  await expect(page).toHaveURL(/\/viajeros\?q=Espa$/);
});

test('redirectTo never leaves the site', async ({ page }) => {
  const person = await register(page);
  await logOutQuietly(page);
  await logIn(page, person, { redirectTo: '//example.com/robar' });
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});
