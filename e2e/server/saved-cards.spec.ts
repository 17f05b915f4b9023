// Server mode (issue 18, item 4; decision 027): a buyer saves cards on /payment-methods through the
// provider's SDK (the number never reaches the API), makes one the default, pays an accepted order
// with it typing only its security code, and the provider's ledger holds one approved payment for
// exactly the server's total. Removing a card asks first.
import type { Page } from '@playwright/test';
import { cards } from '../buyer-helpers';
import { expectNoAxeViolations } from '../support/page-checks';
import { chargesFor, expect, test } from '../support/server';

/** Fills and sends the "Agregar tarjeta" form. */
async function saveCard(page: Page, number: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Agregar tarjeta' });
  await form.getByRole('textbox', { name: 'Número de tarjeta' }).fill(number);
  await form.getByRole('textbox', { name: 'Vencimiento (MM/AA)' }).fill('12/30');
  await form.getByRole('textbox', { name: 'Código de seguridad' }).fill('123');
  await form.getByRole('textbox', { name: 'Nombre en la tarjeta' }).fill('CARLA MENDEZ');
  await form.getByRole('button', { name: 'Guardar tarjeta' }).click();
}

test('a buyer saves a card, makes it the default and pays with it typing only the security code', async ({
  market,
}) => {
  test.setTimeout(180_000);
  const order = await market.acceptedOrder();
  const { page } = order.buyer;
  // What the browser sends to the API: never a card number.
  const sentToApi: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/me/payment-methods')) sentToApi.push(request.postData() ?? '');
  });

  await page.goto('/payment-methods');
  await expect(page.getByRole('heading', { name: 'No tienes tarjetas guardadas' })).toBeVisible();

  // Not a card number: refused on the page before anything is sent, the other fields kept.
  await saveCard(page, '1234');
  const form = page.getByRole('form', { name: 'Agregar tarjeta' });
  await expect(form.getByRole('alert')).toContainText('Error de validación');
  await expect(form.getByRole('textbox', { name: 'Nombre en la tarjeta' })).toHaveValue('CARLA MENDEZ');
  expect(sentToApi.join('')).toBe('');

  // The first card saved is the default; the second is not.
  await saveCard(page, cards.approved);
  const visa = page.getByRole('listitem', { name: 'Visa •••• 3704' });
  await expect(visa).toContainText('Predeterminada');
  // The holder's whole name as typed (issue 35 item 9: it showed "CARLA" only).
  await expect(visa).toContainText('Vence 12/30 · CARLA MENDEZ');
  await saveCard(page, '5031 7557 3453 0604');
  const master = page.getByRole('listitem', { name: 'Mastercard •••• 0604' });
  await expect(master).toBeVisible();
  await expect(master).not.toContainText('Predeterminada');
  await expectNoAxeViolations(page);

  // The Mastercard becomes the default.
  await page.getByRole('button', { name: 'Usar como predeterminada Mastercard •••• 0604' }).click();
  await expect(master).toContainText('Predeterminada');
  await expect(visa).not.toContainText('Predeterminada');
  expect(sentToApi.join('\n')).not.toMatch(/4509|3704|5031|0604/);
  // Kept on the server: a reload shows the same.
  await page.reload();
  await expect(master).toContainText('Predeterminada');
  await expect(visa).not.toContainText('Predeterminada');

  // Checkout: the default card chosen, only its security code asked.
  await page.goto(`/checkout/${order.id}`);
  await expect(page.getByRole('radio', { name: /Mastercard •••• 0604/ })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Número de tarjeta' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: /^Dirección/ }).fill('Av. Santa Fe 1234, CABA');
  await page.getByRole('textbox', { name: 'Código de seguridad' }).fill('123');
  const payButton = page.getByRole('button', { name: /^Pagar / });
  await payButton.click();
  await expect(page.getByRole('heading', { level: 1, name: '¡Pago Exitoso!' })).toBeVisible({ timeout: 40_000 });

  // The provider charged once, approved, exactly the server's frozen total.
  const paid = (await (await page.request.get(`/api/orders/${order.id}`)).json()) as {
    payment: { totalUsdCents: number };
  };
  const charges = await chargesFor(page.request, order.id);
  expect(charges).toHaveLength(1);
  expect(charges[0]?.status).toBe('approved');
  expect(Math.round((charges[0]?.amount ?? 0) * 100)).toBe(paid.payment.totalUsdCents);

  // Removing a card asks first; the default stays.
  await page.goto('/payment-methods');
  await page.getByRole('button', { name: 'Eliminar Visa •••• 3704' }).click();
  const dialog = page.getByRole('alertdialog', { name: '¿Eliminar Visa •••• 3704?' });
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Eliminar' }).click();
  await expect(visa).toHaveCount(0);
  await expect(master).toContainText('Predeterminada');
});
