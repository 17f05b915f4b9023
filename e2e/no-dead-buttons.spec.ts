// Issue 18, item 13: no button that does nothing. 'Contactar' on a traveller's card leads to the
// contact section of their public profile (details shown there only when the traveller chose to
// show them), and 'Solicitar Pedido Similar' opens the request form as a real draft of that
// product, which the person completes and publishes.
import { expect, test } from '@playwright/test';
import { attachPhoto, photo } from './buyer-helpers';
import { expectNoAxeViolations } from './page-checks';

test.setTimeout(120_000);

test('Contactar on a traveller card leads to the contact section of their profile', async ({ page }, testInfo) => {
  await page.goto('/');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('article')).toHaveCount(4);
  await expect(panel.getByRole('button', { name: /^Contactar/ })).toHaveCount(0);
  const contact = panel.getByRole('link', { name: /^Contactar a / });
  await expect(contact).toHaveCount(4);
  await panel.screenshot({ path: testInfo.outputPath('home-travellers-1280.png') });

  const first = contact.first();
  const name = ((await first.getAttribute('aria-label')) ?? '').replace(/^Contactar a /, '');
  await first.click();
  await expect(page).toHaveURL(/\/profile\/[^/#]+#contacto$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  await expect(page.getByRole('heading', { level: 2, name: 'Contacto' })).toBeInViewport();
  await expect(page.getByText('Cada persona elige si muestra su e-mail y su teléfono.')).toBeVisible();
  // A visitor is asked to log in before seeing any detail.
  await expect(page.getByText('Inicia sesión para ver los datos de contacto.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('Solicitar Pedido Similar opens the request form as a draft of that product, ready to publish', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await page.getByRole('tab', { name: 'Pedidos Disponibles' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('article')).toHaveCount(4);
  // One per request, none that only says a draft was made.
  await expect(panel.getByRole('button', { name: /Solicitar Pedido Similar/ })).toHaveCount(0);
  await expect(panel.getByRole('link', { name: /^Solicitar Pedido Similar: / })).toHaveCount(4);
  await expectNoAxeViolations(page);
  for (const size of [
    { width: 1280, height: 900 },
    { width: 360, height: 800 },
  ]) {
    await page.setViewportSize(size);
    await panel.screenshot({ path: testInfo.outputPath(`home-requests-${size.width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  const card = panel.getByRole('article').first();
  const productName = (await card.getByRole('heading').textContent())?.trim() ?? '';
  const country = (await card.getByText('País de compra').locator('xpath=following-sibling::dd').textContent())?.trim();
  await card.getByRole('link', { name: `Solicitar Pedido Similar: ${productName}` }).click();

  await expect(page).toHaveURL(/\/comprador\?/);
  await expect(page.getByRole('heading', { level: 2, name: 'Pedido similar' })).toBeVisible();
  await expect(page.getByLabel('Nombre del producto')).toHaveValue(productName);
  await expect(page.getByLabel('Enlace del producto')).toHaveValue(/^https?:\/\//);
  await expect(page.getByRole('combobox', { name: /País de compra/ })).toHaveValue(country ?? '');
  await expect(page.getByRole('button', { name: /Categoría/ })).not.toContainText('Elige una categoría');
  await page.screenshot({ path: testInfo.outputPath('comprador-draft-1280.png'), fullPage: true });
  await expectNoAxeViolations(page);

  // The person edits the draft and publishes it: a request like the one they saw.
  const mine = `${productName} (para mí)`;
  await page.getByLabel('Nombre del producto').fill(mine);
  await page.getByRole('textbox', { name: 'Precio estimado' }).fill('120');
  await attachPhoto(page, photo);
  await page.getByRole('button', { name: 'Publicar pedido' }).click();
  await expect(page.getByRole('heading', { level: 1, name: mine })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(country ?? '', { exact: true }).first()).toBeVisible();
});
