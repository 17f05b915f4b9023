// The static demo (decision 027): saved cards over the simulated provider (MSW), the same screens
// as server mode. A card is saved through the card SDK, made default, removed after a confirmation;
// a number that is not a card is refused before anything is sent, a card the provider refuses and
// a provider that does not answer save nothing, and what was typed stays.
import { expect, test, type Page } from '@playwright/test';
import { register } from './support/accounts';
import { cards } from './buyer-helpers';
import { expectNoAxeViolations } from './page-checks';

async function saveCard(page: Page, number: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Agregar tarjeta' });
  await form.getByRole('textbox', { name: 'Número de tarjeta' }).fill(number);
  await form.getByRole('textbox', { name: 'Vencimiento (MM/AA)' }).fill('12/30');
  await form.getByRole('textbox', { name: 'Código de seguridad' }).fill('123');
  await form.getByRole('textbox', { name: 'Nombre en la tarjeta' }).fill('CARLA MENDEZ');
  await form.getByRole('button', { name: 'Guardar tarjeta' }).click();
}

test('saved cards in the static demo: save, default, remove; a wrong number keeps what was typed', async ({ page }) => {
  test.setTimeout(120_000);
  await register(page);
  await page.goto('/payment-methods');
  await expect(page.getByRole('heading', { name: 'No tienes tarjetas guardadas' })).toBeVisible();

  // Not a card number: refused on the page, the other fields kept.
  await saveCard(page, '1234');
  const form = page.getByRole('form', { name: 'Agregar tarjeta' });
  await expect(form.getByRole('alert')).toContainText('Error de validación');
  await expect(form.getByRole('textbox', { name: 'Nombre en la tarjeta' })).toHaveValue('CARLA MENDEZ');

  // The provider refuses to keep the card (scenario chosen for this browser): its words, nothing saved,
  // what was typed kept; then no answer at all.
  await page.goto('/payment-methods?mock-payment=cardSaveRejected');
  await saveCard(page, cards.approved);
  await expect(form.getByRole('alert')).toContainText('Tarjeta rechazada');
  await expect(form.getByRole('textbox', { name: 'Número de tarjeta' })).toHaveValue(cards.approved);
  await page.evaluate(() => window.localStorage.setItem('mock:scenario:payment', 'providerDown'));
  await form.getByRole('button', { name: 'Guardar tarjeta' }).click();
  await expect(form.getByRole('alert')).toContainText('Servicio de pagos no disponible');
  await expect(page.getByRole('heading', { name: 'No tienes tarjetas guardadas' })).toBeVisible();
  await page.evaluate(() => window.localStorage.removeItem('mock:scenario:payment'));

  await saveCard(page, cards.approved);
  const visa = page.getByRole('listitem', { name: 'Visa •••• 3704' });
  await expect(visa).toContainText('Predeterminada');
  await saveCard(page, '5031 7557 3453 0604');
  const master = page.getByRole('listitem', { name: 'Mastercard •••• 0604' });
  await expect(master).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Usar como predeterminada Mastercard •••• 0604' }).click();
  await expect(master).toContainText('Predeterminada');
  await expect(visa).not.toContainText('Predeterminada');

  // Kept across a reload (the browser's storage), then removed after the confirmation.
  await page.reload();
  await expect(master).toContainText('Predeterminada');
  await page.getByRole('button', { name: 'Eliminar Visa •••• 3704' }).click();
  const dialog = page.getByRole('alertdialog', { name: '¿Eliminar Visa •••• 3704?' });
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Eliminar' }).click();
  await expect(visa).toHaveCount(0);
  await expect(master).toContainText('Predeterminada');
});
