// Issue 18, item 11, in the static demo: with the provider down (a scenario chosen per browser,
// static by nature) checkout offers no instalments and still pays. The estimates (the request
// form's at 1280 and 360 px: server/buyer-landed-cost-and-restricted-items.spec.ts; the request
// page's, the buyer's alone) and checkout's refusals, pesos and instalments are tested in server
// mode (server/money-screens.spec.ts).
import { expect, test, type Page } from '@playwright/test';
import { acceptedOrder, fillCard } from './buyer-helpers';

test.describe.configure({ timeout: 240_000 });

/** The instalments the simulated provider recorded for this order's payments, oldest first. */
async function chargedInstallments(page: Page, orderId: string): Promise<{ status: string; installments: number }[]> {
  return page.evaluate((id) => {
    const raw = window.localStorage.getItem('mock:paymentProvider');
    if (!raw) return [];
    const parsed = JSON.parse(raw) as { data?: unknown; payments?: unknown };
    const state = (parsed.payments ? parsed : parsed.data) as {
      payments: Record<
        string,
        { wire: { id: number; external_reference: string; status: string; installments: number } }
      >;
    };
    return Object.values(state.payments)
      .filter((p) => p.wire.external_reference === id)
      .sort((a, b) => a.wire.id - b.wire.id)
      .map((p) => ({ status: p.wire.status, installments: p.wire.installments }));
  }, orderId);
}

test('with the payment provider down, checkout offers no instalments and still pays in one', async ({ page }) => {
  const { id } = await acceptedOrder(page, `Kindle Paperwhite ${Date.now().toString(36)}`);
  const asked = page.waitForResponse(/\/v1\/payment_methods\/installments/);
  await page.goto(`/checkout/${id}?mock-payment=providerDown`);
  await expect(page.getByRole('region', { name: 'Resumen del pedido' })).toContainText('En pesos, aproximado');
  // The offer was asked and refused: no select that promises what the provider cannot say.
  expect((await asked).status()).toBe(503);
  await expect(page.getByRole('button', { name: /Cuotas/ })).toHaveCount(0);
  await page.evaluate(() => window.localStorage.removeItem('mock:scenario:payment'));
  await page.getByRole('textbox', { name: 'Dirección' }).fill('Mitre 700, Rosario');
  await fillCard(page, '4509 9535 6623 3704');
  await page.getByRole('button', { name: /^Pagar/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: '¡Pago Exitoso!' })).toBeVisible({ timeout: 30_000 });
  expect(await chargedInstallments(page, id)).toEqual([{ status: 'approved', installments: 1 }]);
});
