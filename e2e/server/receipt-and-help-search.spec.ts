// Server mode (issue 35 item 14): "Ver factura" opens a printable receipt of the buyer's payment,
// line by line and only for her; the help centre's search filters the questions, with a "no
// results" state.
import { expectNoAxeViolations } from '../support/page-checks';
import { expect, test } from '../support/server';

test('the buyer opens her payment’s receipt from the history; the traveller finds none', async ({ market }) => {
  const order = await market.paidOrder({ estimatedPrice: '100', currency: 'EUR', reward: '25' });
  const { buyer, traveller } = order;
  const { payment } = await buyer.api.get<{ payment: { totalUsdCents: number; paymentId: string } }>(
    `/api/orders/${order.id}`,
  );
  const total = new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2 }).format(payment.totalUsdCents / 100);

  const page = buyer.page;
  await page.goto('/payment-history');
  await page.getByRole('link', { name: `Ver factura: ${order.productName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/factura/${order.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Comprobante de pago' })).toBeVisible();
  await expect(page).toHaveTitle('Comprobante de pago - Conexión Global');
  await expect(page.getByText(payment.paymentId)).toBeVisible();
  await expect(page.getByRole('main').getByText(`${buyer.person.firstName} ${buyer.person.lastName}`)).toBeVisible();
  const lines = page.getByRole('table', { name: 'Detalle del pago' });
  await expect(lines.getByRole('rowheader')).toHaveText([
    /^Precio del producto \(EUR\s100,00 a 1 EUR = US\$ [\d,]+, cotización del \d{1,2}\sde\s\S+\sde\s\d{4}\)$/,
    'Recompensa del viajero',
    'Tarifa de servicio',
    'Total pagado',
  ]);
  await expect(lines.getByRole('row', { name: /Recompensa del viajero/ })).toContainText('US$ 25,00');
  await expect(lines.getByRole('row', { name: /Total pagado/ })).toContainText(`US$ ${total}`);
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The other party of the order, and a stranger, read that there is no receipt for them.
  await traveller.page.goto(`/factura/${order.id}`);
  await expect(traveller.page.getByRole('heading', { name: 'No encontramos este comprobante' })).toBeVisible();
  await expect(traveller.page.getByText(payment.paymentId)).toHaveCount(0);
  const stranger = await market.member();
  await stranger.page.goto(`/factura/${order.id}`);
  await expect(stranger.page.getByRole('heading', { name: 'No encontramos este comprobante' })).toBeVisible();
});

test('the help centre’s search filters the questions, keeps its words in the address and says when nothing matches', async ({
  page,
}) => {
  await page.goto('/help-center');
  const search = page.getByRole('searchbox', { name: 'Buscar en la ayuda' });
  await search.fill('aduana');
  const found = page.getByRole('list', { name: 'Preguntas encontradas' }).getByRole('listitem');
  await expect(found).toHaveCount(1);
  await expect(found.getByRole('heading')).toHaveText('¿Qué productos puedo pedir?');
  await expect(page.getByRole('status').filter({ hasText: '1 pregunta coincide con tu búsqueda.' })).toBeVisible();
  await expect(page).toHaveURL(/\?q=aduana$/);
  await page.reload();
  await expect(search).toHaveValue('aduana');
  await expect(found).toHaveCount(1);

  await search.fill('codigo');
  await expect(found).toHaveCount(3);
  await search.fill('criptomonedas');
  await expect(page.getByRole('heading', { name: 'Sin resultados para «criptomonedas»' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Escribir a soporte' })).toHaveAttribute('href', '/contact');
  await expectNoAxeViolations(page);

  await search.fill('');
  await expect(page.getByRole('heading', { name: 'Resultados' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Categorías' }).getByRole('link')).toHaveCount(4);
});
