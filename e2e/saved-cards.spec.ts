// The static demo (decision 027): what needs a provider scenario chosen for this browser (static
// by nature: the sandbox's scenario is one per process) — a card the provider refuses to keep and
// a provider that does not answer save nothing, and what was typed stays; with the provider back,
// the same form saves. Saving, the default, a reload, removing and a number that is not a card are
// tested in server mode (server/saved-cards.spec.ts).
import { expect, test, type Page } from '@playwright/test';
import { register } from './support/accounts';
import { cards } from './buyer-helpers';

async function saveCard(page: Page, number: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Agregar tarjeta' });
  await form.getByRole('textbox', { name: 'Número de tarjeta' }).fill(number);
  await form.getByRole('textbox', { name: 'Vencimiento (MM/AA)' }).fill('12/30');
  await form.getByRole('textbox', { name: 'Código de seguridad' }).fill('123');
  await form.getByRole('textbox', { name: 'Nombre en la tarjeta' }).fill('CARLA MENDEZ');
  await form.getByRole('button', { name: 'Guardar tarjeta' }).click();
}

test('a card the provider refuses, or a provider that does not answer, saves nothing and keeps what was typed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await register(page);
  await page.goto('/payment-methods?mock-payment=cardSaveRejected');
  await expect(page.getByRole('heading', { name: 'No tienes tarjetas guardadas' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Agregar tarjeta' });

  // The provider refuses to keep the card: its words, nothing saved, what was typed kept.
  await saveCard(page, cards.approved);
  await expect(form.getByRole('alert')).toContainText('Tarjeta rechazada');
  await expect(form.getByRole('textbox', { name: 'Número de tarjeta' })).toHaveValue(cards.approved);
  await expect(form.getByRole('textbox', { name: 'Nombre en la tarjeta' })).toHaveValue('CARLA MENDEZ');
  // Then no answer at all.
  await page.evaluate(() => window.localStorage.setItem('mock:scenario:payment', 'providerDown'));
  await form.getByRole('button', { name: 'Guardar tarjeta' }).click();
  await expect(form.getByRole('alert')).toContainText('Servicio de pagos no disponible');
  await expect(page.getByRole('heading', { name: 'No tienes tarjetas guardadas' })).toBeVisible();

  // The provider is back: the same form saves the card, the first one the default.
  await page.evaluate(() => window.localStorage.removeItem('mock:scenario:payment'));
  await form.getByRole('button', { name: 'Guardar tarjeta' }).click();
  await expect(page.getByRole('listitem', { name: 'Visa •••• 3704' })).toContainText('Predeterminada');
});
