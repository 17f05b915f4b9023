// Checkout in the static demo, for what needs a provider scenario switched per browser (a
// provider that is down) or the demo's simulated delay (a payment in process). The rest of
// checkout is tested in server mode (server/buyer-checkout.spec.ts).
import { expect, test } from '@playwright/test';
import { acceptedOrder, cards, chargesFor, fillCard } from './buyer-helpers';

// Two accounts, a publication, an acceptance and a payment each: slow on a busy machine.
test.describe.configure({ timeout: 240_000 });

test('a payment provider that is down gives "Error de Pago", loses nothing, and paying works once it is back', async ({
  page,
}) => {
  const { id } = await acceptedOrder(page, 'Bicicleta plegable Brompton');
  await page.goto(`/checkout/${id}?mock-payment=providerDown`);
  await page.getByRole('textbox', { name: 'Dirección' }).fill('Mitre 700, Rosario');
  await fillCard(page, cards.approved);
  await page.getByRole('button', { name: /^Pagar/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Error de Pago' }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('textbox', { name: 'Dirección' })).toHaveValue('Mitre 700, Rosario');
  expect((await chargesFor(page, id)).filter((c) => c.status === 'approved')).toHaveLength(0);

  // The provider is back (scenario cleared): the same form pays.
  await page.evaluate(() => window.localStorage.removeItem('mock:scenario:payment'));
  await page.getByRole('button', { name: /^Pagar/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: '¡Pago Exitoso!' })).toBeVisible({ timeout: 30_000 });
  expect((await chargesFor(page, id)).filter((c) => c.status === 'approved')).toHaveLength(1);
});

test('a payment still in process is not paid twice: the buyer checks its status and then sees the code', async ({
  page,
}) => {
  const { id } = await acceptedOrder(page, 'Cafetera Nespresso Vertuo');
  await page.goto(`/checkout/${id}`);
  await page.getByRole('textbox', { name: 'Dirección' }).fill('Colón 100, Córdoba');
  await fillCard(page, '4000 0000 0000 3220');
  await page.getByRole('button', { name: /^Pagar/ }).click();
  const pending = page.getByRole('status').filter({ hasText: 'Pago en proceso' }).first();
  await expect(pending).toBeVisible({ timeout: 30_000 });
  // The simulated provider approves it about 5 s later.
  await page.waitForTimeout(6000);
  await page.getByRole('link', { name: 'consulta el estado del pago' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '¡Pago Exitoso!' })).toBeVisible({ timeout: 30_000 });
  expect((await chargesFor(page, id)).filter((c) => c.status === 'approved')).toHaveLength(1);
});
