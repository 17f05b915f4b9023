// Server mode: "¿Olvidaste tu contraseña?" from another device. The link arrives by e-mail (read from
// the sandbox's outbox, as the person would open their mail), works once, and ends every session
// of the account — the old device is logged out.
import { expect, test, type Page } from '@playwright/test';
import { field, fillRegistration, newPerson } from '../support/accounts';

const sandbox = process.env.E2E_SANDBOX_URL ?? 'http://127.0.0.1:4175';

/** The reset link of the newest e-mail sent to `email` ("/restablecer-contrasena?token=…"). */
async function resetLink(page: Page, email: string): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    const response = await page.request.get(`${sandbox}/api/correo/_outbox`);
    const { emails } = (await response.json()) as { emails: { to: string[]; text: string }[] };
    const mine = emails.filter((e) => e.to.some((to) => to.toLowerCase() === email.toLowerCase()));
    const match = mine
      .map((e) => /https?:\/\/[^/\s]+(\/restablecer-contrasena\?token=[^\s"<]+)/.exec(e.text)?.[1])
      .filter(Boolean)
      .at(-1);
    expect(match).toBeTruthy();
    link = match;
  }).toPass({ timeout: 15_000 });
  return link ?? '';
}

test('a forgotten password is reset from another device; the link works once and ends the old sessions', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const person = newPerson({ firstName: 'Julia', lastName: 'Paz' });
  const phone = await browser.newContext({ locale: 'es-AR' });
  const laptop = await browser.newContext({ locale: 'es-AR' });
  const old = await phone.newPage();
  const page = await laptop.newPage();

  await old.goto('/registro');
  await fillRegistration(old, person);
  await old.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(old.getByText('¡Cuenta creada!')).toBeVisible({ timeout: 30_000 });

  // On the laptop: from the login page, ask for a link. An unknown e-mail gets the same answer.
  await page.goto('/login');
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Recuperar contraseña' })).toBeVisible();
  await field(page, 'E-mail').fill('nadie.existe@ejemplo.com');
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByRole('main').getByText('Revisa tu correo')).toBeVisible();
  await page.goto('/recuperar-contrasena');
  await field(page, 'E-mail').fill(person.email);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByRole('main').getByText('Revisa tu correo')).toBeVisible();

  const link = await resetLink(page, person.email);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Restablecer contraseña' })).toBeVisible();
  // A mismatch is refused and says where.
  await field(page, 'Nueva contraseña').fill('otra-clave-segura-9');
  await field(page, 'Confirmar nueva contraseña').fill('otra-clave-distinta-9');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText('Las nuevas contraseñas no coinciden.').first()).toBeVisible();
  await field(page, 'Nueva contraseña').fill('otra-clave-segura-9');
  await field(page, 'Confirmar nueva contraseña').fill('otra-clave-segura-9');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Contraseña actualizada').first()).toBeVisible();

  // The new password logs in; the old one does not.
  await field(page, 'E-mail').fill(person.email);
  await field(page, 'Contraseña').fill(person.password);
  await page.getByRole('button', { name: 'Iniciar Sesión', exact: true }).click();
  await expect(page.getByText('Email o contraseña incorrectos').first()).toBeVisible();
  await field(page, 'Contraseña').fill('otra-clave-segura-9');
  await page.getByRole('button', { name: 'Iniciar Sesión', exact: true }).click();
  await expect(page.getByText('¡Bienvenido!')).toBeVisible({ timeout: 30_000 });

  // The phone's session ended with the reset.
  await old.reload();
  await expect(old.getByRole('banner').getByRole('link', { name: 'Iniciar Sesión' })).toBeVisible();

  // The link worked once.
  await page.goto(link);
  await field(page, 'Nueva contraseña').fill('tercera-clave-segura');
  await field(page, 'Confirmar nueva contraseña').fill('tercera-clave-segura');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByRole('main').getByText('Enlace no válido').first()).toBeVisible();

  await Promise.all([phone.close(), laptop.close()]);
});
