// Server mode (issue 35 items 4 and 11, decision 026): an order travels on one trip. A traveller
// with two trips from the request's country accepts it on the later one (the dialog preselects the
// one returning soonest); the delivery deadline is that trip's return + 7 days, and the buyer sees it
// on the request page and in "Mi Cuenta", the traveller on the page and in the chat's header. The trip carrying the
// order cannot be deleted; the other can. People and trips are set up through the API.
import { expect, publish, registerTrip, test } from '../support/server';

test('a traveller with two trips accepts on the later one; the buyer sees its deadline', async ({ market }) => {
  test.setTimeout(240_000);
  const [buyer, traveller] = await Promise.all([
    market.member({ firstName: 'Bruno', lastName: 'Paz' }),
    market.member({ firstName: 'Tomás', lastName: 'Gómez', verified: true }),
  ]);
  const usa = { originCountry: 'Estados Unidos' };
  await registerTrip(traveller, { ...usa, departureDate: '2027-02-01', returnDate: '2027-02-10' });
  await registerTrip(traveller, { ...usa, departureDate: '2027-04-01', returnDate: '2027-04-15' });
  const { id, productName } = await publish(buyer, { productName: `Kindle ${Date.now().toString(36)}` });

  // The traveller accepts on the later trip.
  const t = traveller.page;
  await t.goto(`/pedidos/${id}`);
  await t.getByRole('button', { name: 'Aceptar Pedido' }).click();
  const dialog = t.getByRole('dialog', { name: '¿Aceptar este pedido?' });
  const choice = dialog.getByRole('radiogroup', { name: '¿En qué viaje lo traes?' });
  await expect(choice.getByRole('radio')).toHaveCount(2);
  await expect(choice.getByRole('radio', { name: /Regreso 10 de febrero de 2027/ })).toBeChecked();
  await expect(choice.getByText('Fecha límite de entrega: 17 de febrero de 2027')).toBeVisible();
  await choice.getByText(/Regreso 15 de abril de 2027/).click();
  await expect(choice.getByRole('radio', { name: /Regreso 15 de abril de 2027/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Confirmar y aceptar' }).click();
  // Accepted: the page says the deadline that trip sets, and so does the chat's header.
  await expect(t.getByText('Fecha límite de entrega: 22 de abril de 2027')).toBeVisible({ timeout: 20_000 });
  await t.getByRole('link', { name: 'Ir al Chat' }).click();
  await expect(t).toHaveURL(new RegExp(`/chat/${id}$`));
  await expect(t.getByText(/Fecha límite de entrega: 22 de abril de 2027/)).toBeVisible();

  // The buyer sees that trip's deadline on the request and in "Mi Cuenta".
  const b = buyer.page;
  await b.goto(`/pedidos/${id}`);
  await expect(b.getByText('Fecha límite de entrega: 22 de abril de 2027')).toBeVisible({ timeout: 15_000 });
  await b.goto('/dashboard');
  const row = b.getByRole('article', { name: productName });
  await expect(row.getByText('Fecha límite de entrega: 22 de abril de 2027')).toBeVisible({ timeout: 15_000 });

  // The trip carrying the order stays; the other one is deleted.
  await t.goto('/dashboard');
  await t.getByRole('tab', { name: 'Mis Viajes' }).click();
  await t.getByRole('button', { name: /^Eliminar el viaje desde Estados Unidos del 1 de abril de 2027$/ }).click();
  await t
    .getByRole('dialog', { name: '¿Eliminar este viaje?' })
    .getByRole('button', { name: 'Eliminar viaje' })
    .click();
  await expect(t.getByText('Viaje con un pedido en curso').first()).toBeVisible({ timeout: 15_000 });
  // The answer closes the confirmation; the toast says why.
  await expect(t.getByRole('dialog', { name: '¿Eliminar este viaje?' })).toBeHidden();
  await t.getByRole('button', { name: /^Eliminar el viaje desde Estados Unidos del 1 de febrero de 2027$/ }).click();
  await t
    .getByRole('dialog', { name: '¿Eliminar este viaje?' })
    .getByRole('button', { name: 'Eliminar viaje' })
    .click();
  await expect(t.getByText('Viaje eliminado').first()).toBeVisible({ timeout: 15_000 });
  await expect(t.getByRole('article', { name: 'Viaje desde Estados Unidos' })).toHaveCount(1);
});
