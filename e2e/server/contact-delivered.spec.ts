// Server mode (issue 35 item 14, decision 044): the contact form delivers. A visitor's message
// keeps the spec's "¡Mensaje Enviado!" and clears the form, and it reaches support twice: on
// /soporte (and its bell) and by e-mail, which the sandbox's mailbox page shows.
import { logIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/page-checks';
import { expect, sandboxUrl, test } from '../support/server';

test('a visitor’s message reaches support on /soporte and by e-mail, and the form says it was sent', async ({
  page,
  browser,
  baseURL,
}) => {
  const words = `¿Puedo pedir un perfume de Francia? ${Date.now().toString(36)}`;
  await page.goto('/contact');
  await expect(page.getByText('Tu mensaje le llega al equipo de soporte')).toBeVisible();
  await page.getByRole('textbox', { name: 'Nombre' }).fill('Lucía Fernández');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('lucia@example.com');
  await page.getByRole('textbox', { name: 'Mensaje' }).fill(words);
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
  const toast = page.getByRole('status').filter({ hasText: '¡Mensaje Enviado!' });
  await expect(toast).toContainText('Gracias por contactarnos. Te responderemos a la brevedad.');
  await expect(page.getByRole('textbox', { name: 'Mensaje' })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Nombre' })).toHaveValue('');

  // Support, on their own device, reads it on /soporte.
  const context = await browser.newContext({ baseURL: baseURL ?? '', locale: 'es-AR' });
  const support = await context.newPage();
  await logIn(support, { email: 'soporte-e2e@example.com', password: 'soporte-e2e-secreto' });
  await support.goto('/soporte');
  const inbox = support.getByRole('list', { name: 'Mensajes de contacto' });
  const item = inbox.getByRole('listitem').filter({ hasText: words });
  await expect(item).toBeVisible();
  await expect(item.getByRole('heading')).toHaveText('Mensaje de contacto de Lucía Fernández');
  await expect(item).toContainText('lucia@example.com escribió:');
  await expectNoAxeViolations(support);

  // And by e-mail to support's address, on the sandbox's mailbox page.
  await support.goto(`${sandboxUrl}/_sandbox/correo`);
  const mail = support.getByRole('listitem').filter({ hasText: words });
  await expect(mail.first()).toContainText('soporte-e2e@example.com');
  await expect(mail.first()).toContainText('Mensaje de contacto de Lucía Fernández (lucia@example.com)');
  await context.close();
});

test('a refusal keeps what was written and says why, in Spanish', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('textbox', { name: 'Nombre' }).fill('Lucía');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('lucia@');
  await page.getByRole('textbox', { name: 'Mensaje' }).fill('Hola');
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
    /El formato del email es inválido/,
  );
  await expect(page.getByRole('textbox', { name: 'Mensaje' })).toHaveValue('Hola');
  await expect(page.getByRole('status').filter({ hasText: '¡Mensaje Enviado!' })).toHaveCount(0);
});
