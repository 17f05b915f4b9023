// Server mode (issue 36, decision 045): offers between a buyer and two travellers, each in their own
// browser context. Ana offers on the page, Beto through the API; the buyer counters Beto's, Beto
// declines the counter live, the buyer accepts Ana's: the order is made on her terms, Beto's offer
// closes and he is told, each page changing without a reload.
import { expect, publish, registerTrip, test } from '../support/server';

test.setTimeout(180_000);

test('two offers, a counter declined, an accept: the order on the agreed terms, the other offer closed and its traveller told', async ({
  market,
}) => {
  const [buyer, ana, beto] = await Promise.all([
    market.member({ firstName: 'Bruna', lastName: 'Paz' }),
    market.member({ firstName: 'Ana', lastName: 'Ruiz', verified: true }),
    market.member({ firstName: 'Beto', lastName: 'Sosa', verified: true }),
  ]);
  const trip = { originCountry: 'Estados Unidos', departureDate: '2027-03-01', returnDate: '2027-03-20' };
  const [, betoTrip] = await Promise.all([registerTrip(ana, trip), registerTrip(beto, trip)]);
  // The buyer's reward is US$ 25: offers from US$ 15 to US$ 50.
  const { id, productName } = await publish(buyer, { country: 'Estados Unidos', reward: '25' });

  // Ana offers on the request page: "Hacer una oferta" beside "Aceptar Pedido", which stays.
  await ana.page.goto(`/pedidos/${id}`);
  await expect(ana.page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  await expect(ana.page.getByRole('button', { name: 'Aceptar Pedido' })).toBeVisible();
  await ana.page.getByRole('button', { name: 'Hacer una oferta' }).click();
  const form = ana.page.getByRole('dialog', { name: 'Hacer una oferta' });
  const slider = form.getByRole('slider', { name: 'Tu recompensa' });
  await slider.focus();
  for (let i = 0; i < 3; i++) await slider.press('ArrowRight');
  await expect(form.getByText('US$ 40', { exact: true })).toBeVisible();
  await form.getByRole('textbox', { name: 'Mensaje para quien compró' }).fill('Lo traigo en mi valija.');
  await form.getByRole('button', { name: 'Enviar oferta' }).click();
  await expect(form).toBeHidden();
  const anaOffer = ana.page.getByRole('article', { name: 'Ana R.' });
  await expect(anaOffer).toContainText('US$ 40,00');
  await expect(anaOffer).toContainText('Abierta');
  await expect(ana.page.getByRole('button', { name: 'Hacer una oferta' })).toHaveCount(0);

  // Beto offers through the API, and keeps the request page open.
  await beto.api.post(`/api/requests/${id}/offers`, {
    tripId: betoTrip,
    reward: 45,
    deliveryDate: '2027-03-22',
    message: 'Puedo entregarlo en Palermo.',
  });
  await beto.page.goto(`/pedidos/${id}`);
  const betoOwn = beto.page.getByRole('article', { name: 'Beto S.' });
  await expect(betoOwn).toContainText('US$ 45,00');
  // Each traveller sees their own offer only.
  await expect(beto.page.getByRole('article', { name: 'Ana R.' })).toHaveCount(0);

  // The buyer sees both, with who offers and on which terms, and counters Beto's.
  await buyer.page.goto(`/pedidos/${id}`);
  await expect(buyer.page.getByRole('heading', { name: /Ofertas de viajeros/ })).toContainText('2 abiertas');
  const betoCard = buyer.page.getByRole('article', { name: 'Beto S.' });
  await expect(betoCard).toContainText('Viajero verificado');
  await expect(betoCard).toContainText('Sin reseñas · 0 entregas');
  await expect(betoCard).toContainText('el pedido ofrece US$ 25,00');
  await betoCard.getByRole('button', { name: 'Contraofertar' }).click();
  const counter = betoCard.getByRole('slider', { name: 'Tu contraoferta' });
  await counter.focus();
  for (let i = 0; i < 4; i++) await counter.press('ArrowRight');
  await betoCard.getByRole('button', { name: 'Enviar contraoferta' }).click();
  await expect(betoCard).toContainText('Propusiste US$ 35,00: falta que Beto S. responda.');

  // Beto's open page hears it live, and declines.
  await expect(betoOwn).toContainText('Quien compró propone US$ 35,00 en lugar de US$ 45,00.');
  await betoOwn.getByRole('button', { name: 'Rechazar contraoferta' }).click();
  await expect(betoCard).toContainText('Beto S. no aceptó tu contraoferta de US$ 35,00: su oferta sigue en pie.');
  await expect(betoCard.getByRole('button', { name: 'Contraofertar' })).toHaveCount(0);

  // The buyer accepts Ana's: the order on her terms; Beto's offer closes; both travellers hear it live.
  const anaCard = buyer.page.getByRole('article', { name: 'Ana R.' });
  await anaCard.getByRole('button', { name: 'Aceptar oferta' }).click();
  await expect(anaCard).toContainText('Aceptaste esta oferta: el pedido quedó acordado.');
  await expect(betoCard).toContainText('El pedido se acordó con otra persona.');
  await expect(anaOffer).toContainText('¡Quien compró aceptó tu oferta!');
  await expect(betoOwn).toContainText('El pedido se acordó con otro viajero: tu oferta quedó cerrada.');
  await expect(ana.page.getByRole('link', { name: 'Ir al Chat' })).toBeVisible();

  // Beto was told; the order's money is the agreed reward, the public card keeps the buyer's.
  const news = await beto.api.get<{ kind: string; title: string }[]>('/api/notifications');
  expect(news.map((n) => [n.kind, n.title])).toContainEqual(['offer_closed', 'El pedido ya tiene viajero']);
  const quote = await buyer.api.get<{ rewardUsdCents: number }>(`/api/orders/${id}/quote`);
  expect(quote.rewardUsdCents).toBe(4000);
  const card = await beto.api.get<{ rewardCents: number }>(`/api/requests/${id}`);
  expect(card.rewardCents).toBe(2500);
});
