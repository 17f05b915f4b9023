// Server mode (issue 18, item 4): a coupon the platform issued (COUPONS_FILE, as a deployment
// issues its own) is redeemed on /coupons and lowers the service fee at checkout — computed by the
// server when it creates the payment. A made-up code is refused.
import { cards, fillCard } from '../buyer-helpers';
import { expect, publish, test } from '../support/server';

/** "US$ 5,63" → 563. */
const cents = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100;

test('a buyer redeems an issued coupon and pays a lower service fee at checkout', async ({ market }) => {
  test.setTimeout(180_000);
  const product = `Reloj Casio ${Date.now().toString(36)}`;
  // Set up through the API (support/server.ts): the buyer's account and request.
  const buyer = await market.member({ firstName: 'Ana', lastName: 'Cupón' });
  const { id } = await publish(buyer, { productName: product, estimatedPrice: '100' });

  // A new person has no coupons; a made-up code is refused; the issued one is kept.
  await buyer.page.goto('/coupons');
  await expect(buyer.page.getByRole('heading', { name: 'Todavía no tienes cupones' })).toBeVisible();
  const code = buyer.page.getByRole('textbox', { name: 'Código de cupón' });
  await code.fill('HOLA');
  await buyer.page.getByRole('button', { name: 'Canjear' }).click();
  await expect(buyer.page.getByRole('status').filter({ hasText: 'Código inválido' })).toBeVisible();
  await code.fill('e2edescuento');
  await buyer.page.getByRole('button', { name: 'Canjear' }).click();
  await expect(buyer.page.getByRole('listitem', { name: 'Cupón E2EDESCUENTO: Disponible' })).toBeVisible();

  // A verified traveller accepts (through the API).
  const traveller = await market.member({ firstName: 'Tomás', lastName: 'Viaje', verified: true });
  await traveller.api.post(`/api/orders/${id}/accept`);

  // Checkout: the full fee first, then the coupon chosen.
  await buyer.page.goto(`/checkout/${id}`);
  const summary = buyer.page.getByRole('region', { name: /Resumen/ }).or(buyer.page.locator('dl').first());
  const payButton = buyer.page.getByRole('button', { name: /^Pagar / });
  const fullTotal = cents((await payButton.textContent()) ?? '');
  await buyer.page.getByRole('button', { name: /Cupón de descuento/ }).click();
  await buyer.page.getByRole('option', { name: /^E2EDESCUENTO/ }).click();
  await expect(summary.getByText('Descuento del cupón E2EDESCUENTO')).toBeVisible();
  const discountedTotal = cents((await payButton.textContent()) ?? '');
  expect(discountedTotal).toBeLessThan(fullTotal);

  await buyer.page.getByRole('textbox', { name: /^Dirección/ }).fill('Av. Santa Fe 1234, CABA');
  await fillCard(buyer.page, cards.approved);
  await payButton.click();
  await expect(buyer.page.getByRole('heading', { level: 1, name: '¡Pago Exitoso!' })).toBeVisible({ timeout: 40_000 });

  // What the server charged and froze: the lower fee, whatever the page showed.
  const order = (await (await buyer.page.request.get(`/api/orders/${id}`)).json()) as {
    payment: { totalUsdCents: number; serviceFeeUsdCents: number; coupon?: { code: string; discountUsdCents: number } };
  };
  expect(order.payment.coupon?.code).toBe('E2EDESCUENTO');
  expect(order.payment.totalUsdCents).toBe(discountedTotal);
  expect(order.payment.totalUsdCents).toBe(fullTotal - (order.payment.coupon?.discountUsdCents ?? 0));

  // Used once: the list says so.
  await buyer.page.goto('/coupons');
  await expect(buyer.page.getByRole('listitem', { name: 'Cupón E2EDESCUENTO: Usado' })).toBeVisible();
});
