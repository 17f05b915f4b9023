import { expect, test } from '@playwright/test';
import { publishRequest } from '../buyer-helpers';
import { expectAlert, field, fillRegistration, logIn, logOutQuietly, newPerson, register } from '../support/accounts';

test('the registration form offers 13 dial codes with Argentina +54 first and chosen', async ({ page }) => {
  await page.goto('/registro');
  await expect(page).toHaveTitle('Crear cuenta - Conexión Global');
  const dial = page.getByRole('button', { name: /Código de país/ });
  await expect(dial).toContainText('+54 Argentina');
  await dial.click();
  await expect(page.getByRole('option')).toHaveCount(13);
  await expect(page.getByRole('option').first()).toContainText('+54');
  await page.keyboard.press('Escape');
  await expect(field(page, 'Tipo de documento')).toHaveValue('DNI');
  await expect(page.getByRole('link', { name: 'Inicia sesión' })).toHaveAttribute('href', '/login');
});

test('mismatched passwords are refused and what was typed stays', async ({ page }) => {
  const person = newPerson();
  await page.goto('/registro');
  await fillRegistration(page, person, 'otra-clave-999');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expectAlert(page, 'Las contraseñas no coinciden');
  const confirm = field(page, 'Confirmar contraseña');
  await expect(confirm).toHaveAttribute('aria-invalid', 'true');
  await expect(confirm).toHaveAccessibleDescription(/Las contraseñas no coinciden/);
  await expect(field(page, 'Nombre')).toHaveValue(person.firstName);
  await expect(field(page, 'Email')).toHaveValue(person.email);
  await expect(page).toHaveURL(/\/registro$/);
});

test('a password shorter than 8 characters is refused', async ({ page }) => {
  const person = newPerson({ password: 'corta1' });
  await page.goto('/registro');
  await fillRegistration(page, person);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expectAlert(page, 'La contraseña debe tener al menos 8 caracteres.');
  await expect(field(page, 'Contraseña')).toHaveAttribute('aria-invalid', 'true');
});

test('missing required fields are named next to each field', async ({ page }) => {
  await page.goto('/registro');
  await field(page, 'Email').fill(newPerson().email);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expectAlert(page, 'Por favor, completa todos los campos requeridos.');
  for (const label of ['Nombre', 'Apellido', 'Número de documento']) {
    await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true');
  }
  const birthDate = page.getByRole('group', { name: /^Fecha de nacimiento/ });
  await expect(birthDate.getByRole('spinbutton').first()).toHaveAttribute('aria-invalid', 'true');
});

test('an account is created, logged in, and the confirmation e-mail notice follows', async ({ page }) => {
  const person = newPerson();
  await page.goto('/registro');
  await fillRegistration(page, person);
  const submit = page.getByRole('button', { name: 'Crear cuenta' });
  await submit.click();
  // Progress while the simulated second passes; the button does not run twice.
  await expect(page.getByRole('button', { name: 'Creando cuenta...' })).toBeVisible();
  await expect(page.getByText('¡Cuenta creada!')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(/email de confirmación/i).first()).toBeVisible({ timeout: 10_000 });
});

test('an e-mail already registered is refused in any letter case', async ({ page }) => {
  const person = await register(page);
  await logOutQuietly(page);
  await page.goto('/registro');
  await fillRegistration(page, newPerson({ email: person.email.toUpperCase() }));
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expectAlert(page, 'Ya existe una cuenta con este email');
  await expect(field(page, 'Email')).toHaveAttribute('aria-invalid', 'true');
  // And the first account still logs in.
  await logIn(page, person);
});

test('a request published as a guest in this browser belongs to the account registered afterwards', async ({
  page,
}) => {
  const requestId = await publishRequest(page, { productName: 'Cámara Fujifilm X100VI', country: 'Japón' });

  await page.goto('/registro');
  await fillRegistration(page, newPerson());
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('El pedido que publicaste como invitado ahora es de tu cuenta.')).toBeVisible({
    timeout: 30_000,
  });

  const owner = await page.evaluate((id) => {
    const stored = JSON.parse(window.localStorage.getItem('productRequests') ?? '{}') as {
      data?: { id: string; userId: string }[];
    };
    const session = JSON.parse(window.localStorage.getItem('currentUser') ?? '{}') as { data?: { userId: string } };
    return { owner: stored.data?.find((r) => r.id === id)?.userId, me: session.data?.userId };
  }, requestId);
  expect(owner.owner).toBe(owner.me);
});
