// Server mode (issue 18, item 4): a coupon the platform issued (COUPONS_FILE, as a deployment
// issues its own) is redeemed on /coupons and lowers the service fee at checkout — computed by the
// server when it creates the payment. A made-up code is refused.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { cards, fillCard } from '../buyer-helpers';
import { fillRegistration, newPerson, submitVerification, type Person } from '../support/accounts';
import { publishThroughApi } from '../support/api';

async function person(browser: Browser) {
  const context = await browser.newContext({ locale: 'es-AR', timezoneId: 'America/Argentina/Buenos_Aires' });
  return { context, page: await context.newPage() };
}

async function registerOn(page: Page, who: Person): Promise<void> {
  await page.goto('/registro');
  await fillRegistration(page, who);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('¡Cuenta creada!')).toBeVisible({ timeout: 30_000 });
}

/** "US$ 5,63" → 563. */
const cents = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100;

test('a buyer redeems an issued coupon and pays a lower service fee at checkout', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const buyer = await person(browser);
  const traveller = await person(browser);
  const product = `Reloj Casio ${Date.now().toString(36)}`;

  await registerOn(buyer.page, newPerson({ firstName: 'Ana', lastName: 'Cupón' }));
  const id = await publishThroughApi(buyer.page, baseURL ?? '', { productName: product, estimatedPrice: '100' });

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

  // A verified traveller accepts.
  await registerOn(traveller.page, newPerson({ firstName: 'Tomás', lastName: 'Viaje' }));
  await traveller.page.goto('/verificacion-viajero');
  await submitVerification(traveller.page);
  await expect(traveller.page.getByText('¡Verificación completada!').first()).toBeVisible({ timeout: 30_000 });
  await traveller.page.goto(`/pedidos/${id}`);
  await traveller.page.getByRole('button', { name: 'Aceptar Pedido' }).click();
  await traveller.page.getByRole('dialog').getByRole('button', { name: 'Confirmar y aceptar' }).click();
  await expect(traveller.page.getByRole('link', { name: 'Ir al Chat' })).toBeVisible({ timeout: 15_000 });

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
  await buyer.context.close();
  await traveller.context.close();
});
