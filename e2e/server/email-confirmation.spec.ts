// Server mode: the registration e-mail carries a confirmation link (read from the sandbox's outbox,
// as the person would open their mail). Asking for a new one retires the first; the new one,
// opened on another device without a session, confirms the e-mail — and the settings page open
// on the first device shows it without a reload.
import { expect, test, type Page } from '@playwright/test';
import { fillRegistration, newPerson } from '../support/accounts';
import { expectNoAxeViolations } from '../support/page-checks';

const sandbox = process.env.E2E_SANDBOX_URL ?? 'http://127.0.0.1:4175';

/** The confirmation links e-mailed to `email`, oldest first ("/confirmar-email?token=…"). */
async function confirmationLinks(page: Page, email: string, atLeast: number): Promise<string[]> {
  let links: string[] = [];
  await expect(async () => {
    const response = await page.request.get(`${sandbox}/api/correo/_outbox`);
    const { emails } = (await response.json()) as { emails: { to: string[]; text: string }[] };
    links = emails
      .filter((e) => e.to.some((to) => to.toLowerCase() === email.toLowerCase()))
      .map((e) => /https?:\/\/[^/\s]+(\/confirmar-email\?token=[^\s"<]+)/.exec(e.text)?.[1])
      .filter((link): link is string => Boolean(link));
    expect(links.length).toBeGreaterThanOrEqual(atLeast);
  }).toPass({ timeout: 15_000 });
  return links;
}

test('the e-mail is confirmed from the link, on any device; a new link retires the old one', async ({ browser }) => {
  test.setTimeout(120_000);
  const person = newPerson({ firstName: 'Carla', lastName: 'Ruiz' });
  const laptop = await browser.newContext({ locale: 'es-AR' });
  const phone = await browser.newContext({ locale: 'es-AR' });
  const page = await laptop.newPage();
  const mail = await phone.newPage();

  await page.goto('/registro');
  await fillRegistration(page, person);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('¡Cuenta creada!')).toBeVisible({ timeout: 30_000 });
  const [first] = await confirmationLinks(page, person.email, 1);

  // Not confirmed yet: /settings says so and sends a new link.
  await page.goto('/settings');
  const profile = page.getByRole('region', { name: 'Perfil' });
  await expect(profile.getByText('Tu e-mail no está confirmado.')).toBeVisible();
  await profile.getByRole('button', { name: 'Reenviar enlace de confirmación' }).click();
  await expect(profile.getByText('Te enviamos un enlace nuevo')).toBeVisible();
  const links = await confirmationLinks(page, person.email, 2);
  const newest = links.at(-1) ?? '';

  // On the phone, logged out: the first link no longer works; the new one confirms.
  await mail.goto(first ?? '');
  await mail.getByRole('button', { name: 'Confirmar mi e-mail' }).click();
  await expect(mail.getByRole('main').getByText('Enlace no válido')).toBeVisible();
  // The new one as a person running the marketplace locally finds it: on the sandbox's mailbox
  // page (npm start prints its address), newest first, the link clickable (issue 35 item 19).
  await mail.goto(`${sandbox}/_sandbox/correo`);
  await expect(mail.getByRole('heading', { level: 1, name: 'Correo del sandbox' })).toBeVisible();
  await expectNoAxeViolations(mail);
  const messages = mail.getByRole('listitem').filter({ hasText: person.email });
  await expect(messages.first()).toContainText(newest);
  await messages.first().getByRole('link', { name: newest }).click();
  await expect(mail).toHaveURL((url) => `${url.pathname}${url.search}` === newest);
  await expect(mail.getByRole('heading', { level: 1, name: 'Confirmar e-mail' })).toBeVisible();
  await mail.getByRole('button', { name: 'Confirmar mi e-mail' }).click();
  await expect(mail.getByRole('main').getByText('E-mail confirmado')).toBeVisible();

  // The laptop's settings page shows it, live.
  await expect(profile.getByText('E-mail confirmado')).toBeVisible({ timeout: 10_000 });
  await expect(profile.getByRole('button', { name: 'Reenviar enlace de confirmación' })).toHaveCount(0);

  await Promise.all([laptop.close(), phone.close()]);
});
