// Issue 18, items 10 and 11: the screens that show money. The landed-cost estimate fits five-digit
// amounts at 1280 and 360 px and is the buyer's alone; checkout explains a refused card in words
// (never the provider's code), shows the total in pesos with the rate and its date, offers the
// instalments the sandbox offers and sends the chosen one with the payment, in styled groups.
import { expect, test, type Page } from '@playwright/test';
import { acceptedOrder, demo, fillCard, login, newAccount, publishRequest, register, switchTo } from './buyer-helpers';
import { expectNoAxeViolations } from './page-checks';

test.describe.configure({ timeout: 240_000 });

const ESTIMATE = '¿Cuánto te cuesta traerlo?';
const sizes = [
  { name: '1280', width: 1280, height: 900 },
  { name: '360', width: 360, height: 800 },
] as const;

/** Every label and amount of the estimate that runs past its option's padding (none, when it fits). */
async function overflowingFigures(page: Page): Promise<string[]> {
  return page.getByRole('region', { name: ESTIMATE }).evaluate((root) => {
    const out: string[] = [];
    for (const cell of root.querySelectorAll('dt, dd')) {
      const option = cell.closest('dl')?.parentElement;
      if (!option) continue;
      const box = option.getBoundingClientRect();
      const inner = box.right - parseFloat(getComputedStyle(option).paddingRight);
      const own = cell.getBoundingClientRect();
      if (own.right > inner + 0.5 || cell.scrollWidth > cell.clientWidth + 1) out.push(cell.textContent);
    }
    if (root.scrollWidth > root.clientWidth + 1) out.push('(the estimate itself)');
    return out;
  });
}

test('the landed-cost estimate fits five-digit amounts on the request form at 1280 and 360 px', async ({
  page,
}, testInfo) => {
  for (const size of sizes) {
    await page.setViewportSize(size);
    await page.goto('/comprador');
    // USD 15.999 with the default reward: "US$ 24.xxx,xx" totals (issue 18 saw US$ 24.574,70 overflow).
    await page.getByRole('textbox', { name: 'Precio estimado' }).fill('15999');
    const estimate = page.getByRole('region', { name: ESTIMATE });
    await expect(estimate.getByRole('status')).toHaveText(/no se puede traer/);
    await expect(estimate.getByText(/^US\$\s2\d\.\d{3},\d{2}$/).first()).toBeVisible();
    expect(await overflowingFigures(page), `at ${size.name} px`).toEqual([]);
    await estimate.screenshot({ path: testInfo.outputPath(`comprador-estimate-${size.name}.png`) });
  }
});

test('only the buyer sees the estimate on the request page; travellers and visitors do not', async ({
  page,
}, testInfo) => {
  const buyer = newAccount('Bea', 'Costa');
  await register(page, buyer);
  const productName = `Cámara Leica Q3 ${Date.now().toString(36)}`;
  const id = await publishRequest(page, { productName, price: '15999' });
  for (const size of sizes) {
    await page.setViewportSize(size);
    await page.goto(`/pedidos/${id}`);
    const estimate = page.getByRole('region', { name: ESTIMATE });
    await expect(estimate).toBeVisible();
    expect(await overflowingFigures(page), `at ${size.name} px`).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`pedido-owner-${size.name}.png`), fullPage: true });
    await expectNoAxeViolations(page);
  }

  // A visitor: the request, no estimate.
  await page.setViewportSize(sizes[0]);
  await page.evaluate(() => window.localStorage.removeItem('currentUser'));
  await page.goto(`/pedidos/${id}`);
  await expect(page.getByRole('button', { name: 'Aceptar Pedido' })).toBeVisible();
  await expect(page.getByRole('region', { name: ESTIMATE })).toHaveCount(0);

  // A traveller: the request to accept, no estimate.
  await login(page, demo.email, demo.password);
  await page.goto(`/pedidos/${id}`);
  await expect(page.getByRole('button', { name: 'Aceptar Pedido' })).toBeVisible();
  await expect(page.getByRole('region', { name: ESTIMATE })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('pedido-traveller-1280.png'), fullPage: true });

  // Back to the buyer: still there.
  await switchTo(page, buyer.email, buyer.password);
  await page.goto(`/pedidos/${id}`);
  await expect(page.getByRole('region', { name: ESTIMATE })).toBeVisible();
});

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

test('checkout explains each refusal in words, shows the total in pesos and pays in the chosen instalments', async ({
  page,
}, testInfo) => {
  const { id } = await acceptedOrder(page, `Drone DJI Mini 4 ${Date.now().toString(36)}`);
  await page.goto(`/checkout/${id}`);

  // The billing and card groups look like the site's panels, not the browser's grooved boxes.
  for (const name of ['Datos de facturación', 'Tarjeta']) {
    const group = page.getByRole('group', { name });
    await expect(group).toBeVisible();
    const look = await group.evaluate((el) => {
      const style = getComputedStyle(el);
      const legend = el.querySelector('legend');
      return {
        border: style.borderTopStyle,
        radius: style.borderTopLeftRadius,
        padding: style.paddingTop,
        legendInside: legend ? legend.getBoundingClientRect().top >= el.getBoundingClientRect().top + 8 : false,
      };
    });
    expect(look, name).toEqual({ border: 'solid', radius: '12px', padding: '24px', legendInside: true });
  }

  // The total in pesos, with the rate and its date, under the dollar total.
  const summary = page.getByRole('region', { name: 'Resumen del pedido' });
  const totalUsd =
    (await summary
      .getByText(/^US\$\s[\d.]+,\d{2}$/)
      .last()
      .textContent()) ?? '';
  const usdCents = Number(totalUsd.replace(/[^\d]/g, ''));
  const pesos = new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS' }).format((usdCents * 1450) / 100);
  await expect(summary).toContainText('En pesos, aproximado');
  await expect(summary).toContainText(/Cotización: US\$ 1 = \$\s1\.450,00 \(20\/11\/2026\)/);
  await expect(summary.getByText(`${pesos} ARS`)).toBeVisible();

  // The instalments the sandbox offers: 1, 3 and 6, interest-free.
  const cuotas = page.getByRole('button', { name: /Cuotas/ });
  await expect(cuotas).toBeVisible();
  await cuotas.click();
  await expect(page.getByRole('option')).toHaveText([
    /^1 cuota de US\$/,
    /^3 cuotas de US\$\s[\d.]+,\d{2} sin interés \(total US\$/,
    /^6 cuotas de US\$\s[\d.]+,\d{2} sin interés \(total US\$/,
  ]);
  await page.getByRole('option', { name: /^6 cuotas/ }).click();
  await expectNoAxeViolations(page);
  for (const size of sizes) {
    await page.setViewportSize(size);
    await page.screenshot({ path: testInfo.outputPath(`checkout-${size.name}.png`), fullPage: true });
  }
  await page.setViewportSize(sizes[0]);

  await page.getByRole('textbox', { name: 'Dirección' }).fill('Belgrano 120, Mendoza');
  const noCodes = async () => expect(await page.locator('body').innerText()).not.toMatch(/cc_rejected|status_detail/);

  // A declined card: the spec's title and one explanation, no code, in the form and the toast.
  await fillCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: /^Pagar/ }).click();
  const declined = page.getByRole('alert').filter({ hasText: 'El banco emisor de tu tarjeta no aprobó el pago.' });
  await expect(declined.first()).toBeVisible({ timeout: 30_000 });
  await expect(declined.first()).toContainText('Error de Pago');
  await noCodes();
  await page.screenshot({ path: testInfo.outputPath('checkout-declined-1280.png'), fullPage: true });
  await expectNoAxeViolations(page);

  // No funds: its own explanation.
  await page.getByRole('textbox', { name: 'Número de tarjeta' }).fill('4000 0000 0000 9995');
  await page.getByRole('button', { name: /^Pagar/ }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Tu tarjeta no tiene fondos suficientes.' }).first(),
  ).toBeVisible({ timeout: 30_000 });
  await noCodes();

  // An approved card pays, in the 6 instalments chosen.
  await page.getByRole('textbox', { name: 'Número de tarjeta' }).fill('4509 9535 6623 3704');
  await page.getByRole('button', { name: /^Pagar/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: '¡Pago Exitoso!' })).toBeVisible({ timeout: 30_000 });
  expect(await chargedInstallments(page, id)).toEqual([
    { status: 'rejected', installments: 6 },
    { status: 'rejected', installments: 6 },
    { status: 'approved', installments: 6 },
  ]);
});

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
