// The content pages in server mode (what `npm start` serves), as a visitor: what each says and
// does. Every content page's title, heading, axe and console — visitor and logged in, with the
// account shell — are checked by the route sweep (quality-a11y-routes.spec.ts). Moved from the
// static build; the pages that only read are one test, the ones with controls another.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/page-checks';

test('the terms, the privacy policy and the about page say what they should', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByText('Última actualización: 29 de agosto de 2025')).toBeVisible();
  for (const name of [
    '1. El servicio',
    '2. Obligaciones de los usuarios',
    '3. Pagos, tarifas y garantía',
    '4. Artículos prohibidos',
    '5. Limitación de responsabilidad',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await expect(page.getByText(/pago queda en garantía/)).toBeVisible();

  // The privacy policy lists every data-protection right and SSL.
  await page.goto('/privacy-policy');
  await expect(page.getByText('Última actualización: 29 de agosto de 2025')).toBeVisible();
  for (const name of [
    '1. Información que recopilamos',
    '2. Cómo usamos tu información',
    '3. Seguridad de los datos',
    '4. Tus derechos de protección de datos',
    '5. Cambios en esta política',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await expect(page.getByText(/cifrado SSL/)).toBeVisible();
  const rights = page.getByRole('region', { name: '4. Tus derechos de protección de datos' }).getByRole('listitem');
  await expect(rights).toHaveText([
    /^Acceso:/,
    /^Actualización:/,
    /^Eliminación:/,
    /^Oposición:/,
    /^Restricción:/,
    /^Portabilidad:/,
  ]);

  // Access, portability and erasure are real: the policy leads to the page that does them.
  await page.getByRole('link', { name: 'Tus datos', exact: true }).click();
  await expect(page).toHaveURL(/\/tus-datos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacidad y datos' })).toBeVisible();

  // The about page tells the founder story.
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 2, name: 'Nuestra historia' })).toBeVisible();
  await expect(page.getByText(/Nuestra fundadora estudiaba/)).toBeVisible();
});

test('the contact form, the blog, the help center and the FAQ respond to the person', async ({ page }) => {
  // The contact form requires name, e-mail and message, thanks the person and clears itself.
  await page.goto('/contact');
  const name = page.getByRole('textbox', { name: 'Nombre' });
  const email = page.getByRole('textbox', { name: 'E-mail' });
  const message = page.getByRole('textbox', { name: 'Mensaje' });
  const send = page.getByRole('button', { name: 'Enviar mensaje' });

  await send.click();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(message).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toBeFocused();
  await expect(page.getByText('¡Mensaje Enviado!')).toHaveCount(0);

  await name.fill('Lucía Fernández');
  await email.fill('lucia@ejemplo');
  await message.fill('¿Puedo pedir dos productos en un mismo pedido?');
  await send.click();
  await expect(page.getByText('El formato del email es inválido.')).toBeVisible();
  await expect(email).toBeFocused();

  await email.fill('lucia@ejemplo.com.ar');
  await send.click();
  const toast = page.getByRole('status').filter({ hasText: '¡Mensaje Enviado!' });
  await expect(toast).toContainText('Gracias por contactarnos. Te responderemos a la brevedad.');
  await expect(name).toHaveValue('');
  await expect(email).toHaveValue('');
  await expect(message).toHaveValue('');
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');

  // The blog shows three articles and "Leer más" says the article is on its way.
  await page.goto('/blog');
  const articles = page.getByRole('list', { name: 'Artículos' }).getByRole('listitem');
  await expect(articles).toHaveCount(3);
  await articles.first().getByRole('button', { name: 'Leer más' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Artículo en camino' })).toBeVisible();

  // The help center links its four categories to the FAQ and offers contact.
  await page.goto('/help-center');
  await expect(page.getByRole('searchbox', { name: 'Buscar en la ayuda' })).toBeVisible();
  const categories = page.getByRole('region', { name: 'Categorías' }).getByRole('link');
  await expect(categories).toHaveCount(4);
  for (const link of await categories.all()) await expect(link).toHaveAttribute('href', '/faq');
  await categories.first().click();
  await expect(page).toHaveURL(/\/faq$/);
  await page.goBack();
  await page.getByRole('link', { name: 'Contactar a soporte' }).click();
  await expect(page).toHaveURL(/\/contact$/);

  // The FAQ answers five questions, one open at a time, by pointer and keyboard.
  await page.goto('/faq');
  const questions = page.getByRole('button', { name: /^¿/ });
  await expect(questions).toHaveText([
    '¿Cómo funciona Conexión Global?',
    '¿Es seguro?',
    '¿Cuánto cuesta?',
    '¿Qué productos puedo pedir?',
    '¿Qué pasa si el producto llega dañado?',
  ]);
  for (const q of await questions.all()) await expect(q).toHaveAttribute('aria-expanded', 'false');

  const how = page.getByRole('button', { name: '¿Cómo funciona Conexión Global?' });
  const safe = page.getByRole('button', { name: '¿Es seguro?' });
  await how.click();
  await expect(how).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/código de seguridad de 6 dígitos para liberar el pago/)).toBeVisible();

  await safe.click();
  await expect(safe).toHaveAttribute('aria-expanded', 'true');
  await expect(how).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText(/código de seguridad de 6 dígitos para liberar el pago/)).toBeHidden();
  await expect(page.getByText(/Tu pago queda en garantía/)).toBeVisible();

  // Keyboard: Tab to the next question, Enter opens it (and closes the other), Enter again closes it.
  await safe.focus();
  await page.keyboard.press('Tab');
  const cost = page.getByRole('button', { name: '¿Cuánto cuesta?' });
  await expect(cost).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(cost).toHaveAttribute('aria-expanded', 'true');
  await expect(safe).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText(/tarifa de servicio/)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(cost).toHaveAttribute('aria-expanded', 'false');
  await expectNoAxeViolations(page);
});
