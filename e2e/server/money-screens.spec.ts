// Issue 18, items 10 and 11, in server mode (people and orders set up through the API): the
// landed-cost estimate is the buyer's alone and fits at 1280 and 360 px; checkout explains a refused card in words
// (never the provider's code), shows the total in pesos with the rate and its date, offers the
// instalments the sandbox offers and sends the chosen one with the payment, in styled groups.
import { fillCard } from '../buyer-helpers';
import { expectNoAxeViolations } from '../support/page-checks';
import { ESTIMATE, overflowingFigures, sizes } from '../support/estimate';
import { chargesFor, expect, publish, test } from '../support/server';

test.describe.configure({ timeout: 240_000 });

test('only the buyer sees the estimate on the request page; travellers and visitors do not', async ({
  market,
  page: visitor,
}, testInfo) => {
  const buyer = await market.member({ firstName: 'Bea', lastName: 'Costa' });
  const { page } = buyer;
  const { id } = await publish(buyer, {
    productName: `Cámara Leica Q3 ${Date.now().toString(36)}`,
    estimatedPrice: '15999',
  });
  for (const size of sizes) {
    await page.setViewportSize(size);
    await page.goto(`/pedidos/${id}`);
    const estimate = page.getByRole('region', { name: ESTIMATE });
    await expect(estimate).toBeVisible();
    expect(await overflowingFigures(page), `at ${size.name} px`).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`pedido-owner-${size.name}.png`), fullPage: true });
    await expectNoAxeViolations(page);
  }

  // A visitor (another device, nobody logged in): the request, no estimate.
  await visitor.goto(`/pedidos/${id}`);
  await expect(visitor.getByRole('button', { name: 'Aceptar Pedido' })).toBeVisible();
  await expect(visitor.getByRole('region', { name: ESTIMATE })).toHaveCount(0);

  // A traveller: the request to accept, no estimate.
  const traveller = (await market.member({ firstName: 'Tomás', lastName: 'Gómez', verified: true })).page;
  await traveller.goto(`/pedidos/${id}`);
  await expect(traveller.getByRole('button', { name: 'Aceptar Pedido' })).toBeVisible();
  await expect(traveller.getByRole('region', { name: ESTIMATE })).toHaveCount(0);
  await traveller.screenshot({ path: testInfo.outputPath('pedido-traveller-1280.png'), fullPage: true });

  // The buyer again: still there.
  await page.setViewportSize(sizes[0]);
  await page.reload();
  await expect(page.getByRole('region', { name: ESTIMATE })).toBeVisible();
});

test('checkout explains each refusal in words, shows the total in pesos and pays in the chosen instalments', async ({
  market,
}, testInfo) => {
  const { id, buyer } = await market.acceptedOrder({
    productName: `Drone DJI Mini 4 ${Date.now().toString(36)}`,
    estimatedPrice: '200',
  });
  const { page } = buyer;
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
  // Each says parts that add up to the total it names (issue 35 item 8): "3 cuotas de US$ 70,00"
  // when it splits evenly, "3 cuotas sin interés: 2 de US$ 70,00 y 1 de US$ 69,99" otherwise.
  const usd = String.raw`US\$\s[\d.]+,\d{2}`;
  await expect(page.getByRole('option')).toHaveText([
    /^1 cuota de US\$/,
    new RegExp(`^3 cuotas (de ${usd} sin interés|sin interés: \\d de ${usd} y \\d de ${usd}) \\(total ${usd}\\)$`),
    new RegExp(`^6 cuotas (de ${usd} sin interés|sin interés: \\d de ${usd} y \\d de ${usd}) \\(total ${usd}\\)$`),
  ]);
  const centsOf = (money: string) => Number(money.replace(/[^\d]/g, ''));
  for (const option of (await page.getByRole('option').allTextContents()).slice(1)) {
    const count = Number(/^(\d+) cuotas/.exec(option)?.[1]);
    const total = centsOf(/\(total (.+)\)$/.exec(option)?.[1] ?? '');
    const groups = [
      ...option.replace(/\(total .+\)$/, '').matchAll(/(?:(\d+) de|cuotas de) (US\$\s[\d.]+,\d{2})/g),
    ].map((m) => ({ count: m[1] === undefined ? count : Number(m[1]), cents: centsOf(m[2] ?? '') }));
    expect(
      groups.reduce((n, g) => n + g.count, 0),
      option,
    ).toBe(count);
    expect(
      groups.reduce((sum, g) => sum + g.count * g.cents, 0),
      option,
    ).toBe(total);
  }
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
  expect((await chargesFor(page.request, id)).map(({ status, installments }) => ({ status, installments }))).toEqual([
    { status: 'rejected', installments: 6 },
    { status: 'rejected', installments: 6 },
    { status: 'approved', installments: 6 },
  ]);
});
