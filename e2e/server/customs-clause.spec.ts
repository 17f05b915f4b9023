// Server mode (issue 37, decision 047): the customs clause on two devices. A traveller whose month of
// entry already carries US$ 300 of its US$ 500 franchise takes a US$ 300 request, which crosses it by
// US$ 100 (a tax of US$ 50): he must say who pays the tax before the order is made — on the direct
// accept, or on his offer, which the buyer reads on its card before accepting. He chooses the buyer:
// she sees the clause on the order and the tax at checkout, and pays; at delivery his wallet shows the
// tax released to him with no commission. Each test has its own people (fresh accounts).
import { cards, fillCard } from '../buyer-helpers';
import { present } from '../support/present';
import { expect, publish, registerTrip, test, type Market, type Member } from '../support/server';

test.setTimeout(240_000);

/** "US$ 50,00" as formatMoney writes it (a no-break space or a plain one). */
const usd = (amount: string) => new RegExp(`US\\$\\s${amount}`);

/**
 * A buyer, and a verified traveller whose March 2027 (one trip from the United States) already
 * carries a US$ 300 order of that buyer's, accepted within the franchise; then her second request,
 * of US$ 300, which would cross it.
 */
async function nearFranchise(market: Market) {
  const [buyer, traveller] = await Promise.all([
    market.member({ firstName: 'Bruna', lastName: 'Paz' }),
    market.member({ firstName: 'Tomás', lastName: 'Gómez', verified: true }),
  ]);
  const trip = await registerTrip(traveller, {
    originCountry: 'Estados Unidos',
    departureDate: '2027-03-01',
    returnDate: '2027-03-20',
  });
  const stamp = Date.now().toString(36);
  const first = await publish(buyer, { productName: `Cámara ${stamp}`, estimatedPrice: '300' });
  await traveller.api.post(`/api/orders/${first.id}/accept?trip=${trip}`);
  const request = await publish(buyer, {
    productName: `Consola ${stamp}`,
    estimatedPrice: '300',
    productUrl: 'https://www.example.com/consola',
  });
  return { buyer, traveller, ...request };
}

/** The buyer reads the clause on her order, sees the tax at checkout and pays with the approving card; the code. */
async function buyerPays(buyer: Member, id: string): Promise<string> {
  const { page } = buyer;
  await page.goto(`/pedidos/${id}`);
  const clause = page.getByRole('note', { name: 'Impuesto por exceso de franquicia' });
  await expect(clause).toContainText('lo paga quien compra', { timeout: 15_000 });
  await expect(clause).toContainText(usd('100,00'));
  await expect(clause).toContainText(usd('50,00'));

  await page.goto(`/checkout/${id}`);
  const summary = page.getByRole('region', { name: 'Resumen del pedido' });
  const taxRow = summary.getByRole('definition').filter({ hasText: usd('50,00') });
  await expect(summary.getByText('Impuesto por exceso de franquicia (a tu cargo)')).toBeVisible();
  await expect(taxRow.first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Dirección' }).fill('Av. Corrientes 1234, CABA');
  await fillCard(page, cards.approved);
  await page.getByRole('button', { name: /^Pagar/ }).click();
  await expect(page).toHaveURL(new RegExp(`/payment-success\\?order_id=${id}&status=approved`), { timeout: 30_000 });
  return present(await page.getByText(/^\d{6}$/).textContent(), 'the delivery code');
}

/** The traveller enters the code; his wallet shows the price advanced and the reward less its commission, plus the tax with none. */
async function travellerDelivers(traveller: Member, id: string, productName: string, code: string) {
  const { page } = traveller;
  await page.goto(`/confirmar-entrega/${id}`);
  await page.getByRole('textbox', { name: 'Código de seguridad' }).fill(code);
  await page.getByRole('button', { name: 'Liberar Pago' }).click();
  await expect(page.getByText('¡Entrega Confirmada!')).toBeVisible({ timeout: 15_000 });
  await page.goto('/wallet');
  const earning = page
    .getByRole('region', { name: 'Tus ganancias' })
    .getByRole('listitem')
    .filter({ hasText: productName });
  // Decision 049: the US$ 300 advanced + reward US$ 25 − 10 % commission (US$ 2,50) + the US$ 50 tax,
  // on which no commission is taken.
  await expect(earning).toContainText(usd('372,50'));
  await expect(earning.getByTestId('precio-adelantado')).toContainText(usd('300,00'));
  await expect(earning.getByTestId('recompensa-neta')).toContainText(usd('22,50'));
  await expect(earning).toContainText(/comisión US\$\s2,50/);
  await expect(earning).toContainText(
    /impuesto por exceso de franquicia US\$\s50,00 \(lo pagó quien compra; sin comisión\)/,
  );
}

test('the direct accept asks who pays the tax; the buyer pays it in escrow and it reaches the traveller with no commission', async ({
  market,
}) => {
  const { buyer, traveller, id, productName } = await nearFranchise(market);
  const { page } = traveller;
  await page.goto(`/pedidos/${id}`);
  await page.getByRole('button', { name: 'Aceptar Pedido' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Aceptar este pedido?' });
  const choice = dialog.getByRole('radiogroup', { name: '¿Quién paga el impuesto sobre el exceso?' });
  await expect(choice).toContainText(/superas tu franquicia en US\$\s100,00: el impuesto es US\$\s50,00/);
  // No clause, no acceptance: the button waits for the choice.
  const confirm = dialog.getByRole('button', { name: 'Confirmar y aceptar' });
  await expect(confirm).toBeDisabled();
  await choice.getByText(/^Quien compra:/).click();
  await expect(choice.getByRole('radio', { name: /Quien compra/ })).toBeChecked();
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(page.getByRole('link', { name: 'Ir al Chat' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('note', { name: 'Impuesto por exceso de franquicia' })).toContainText(
    'lo paga quien compra',
    { timeout: 15_000 },
  );

  const code = await buyerPays(buyer, id);
  await travellerDelivers(traveller, id, productName, code);
});

test('an offer carries who pays the tax: the buyer reads it on the card, accepts it, and the clause is the order’s', async ({
  market,
}) => {
  const { buyer, traveller, id, productName } = await nearFranchise(market);
  const { page } = traveller;
  await page.goto(`/pedidos/${id}`);
  await page.getByRole('button', { name: 'Hacer una oferta' }).click();
  const form = page.getByRole('dialog', { name: 'Hacer una oferta' });
  const choice = form.getByRole('radiogroup', { name: '¿Quién paga el impuesto sobre el exceso?' });
  await expect(choice).toContainText(/superas tu franquicia en US\$\s100,00/);
  const send = form.getByRole('button', { name: 'Enviar oferta' });
  await expect(send).toBeDisabled();
  await choice.getByText(/^Quien compra:/).click();
  await expect(choice.getByRole('radio', { name: /Quien compra/ })).toBeChecked();
  await send.click();
  await expect(form).toBeHidden();
  const own = page.getByRole('article', { name: 'Tomás G.' });
  await expect(own).toContainText(/a cargo de quien compra — US\$\s50,00/);

  // The buyer reads the proposed payer and the tax on the card, and accepts: an informed agreement.
  await buyer.page.goto(`/pedidos/${id}`);
  const card = buyer.page.getByRole('article', { name: 'Tomás G.' });
  await expect(card).toContainText('Impuesto por exceso');
  await expect(card).toContainText(/a cargo de quien compra — US\$\s50,00/);
  await card.getByRole('button', { name: 'Aceptar oferta' }).click();
  await expect(card).toContainText('Aceptaste esta oferta: el pedido quedó acordado.');
  // The traveller's open page hears it live.
  await expect(own).toContainText('¡Quien compró aceptó tu oferta!');

  const code = await buyerPays(buyer, id);
  await travellerDelivers(traveller, id, productName, code);
});
