// Server mode (issue 36, decision 046): matching and alerts across people, each on their own
// device. A traveller with a trip sees a new request that fits on /viajero and is told of it; a
// traveller who switched the alerts off is not; the buyer sees both travellers on the request's
// page and invites one, who is told. Iceland keeps this test's trips and requests apart from the
// other tests' (they run on the same server at the same time).
import { expect, publish, registerTrip, test } from '../support/server';

interface Note {
  readonly kind: string;
  readonly link: string;
}

test('a traveller sees a request that fits and is told; the buyer invites; alerts switched off stay quiet', async ({
  market,
}) => {
  test.setTimeout(180_000);
  const unique = Date.now().toString(36);
  const [traveller, quiet, buyer] = await Promise.all([
    market.member({ firstName: `Tomás${unique}`, lastName: 'Pérez', verified: true }),
    market.member({ firstName: `Eva${unique}`, lastName: 'Luna', verified: true }),
    market.member({ firstName: `Ana${unique}`, lastName: 'Ríos' }),
  ]);
  const trip = { originCountry: 'Islandia', departureDate: '2027-03-01', returnDate: '2027-03-20' };
  await registerTrip(traveller, trip);
  await registerTrip(quiet, trip);

  // Eva switches her request alerts off in Ajustes.
  await quiet.page.goto('/settings');
  const alerts = quiet.page.getByRole('region', { name: 'Alertas de viajes y pedidos' });
  const requestAlerts = alerts.getByRole('checkbox', { name: /Avisarme de pedidos nuevos/ });
  await expect(requestAlerts).toBeChecked();
  // The label is what a person clicks (the input itself is drawn under it).
  await alerts.getByText('Avisarme de pedidos nuevos para mis viajes').click();
  await expect(quiet.page.getByText('Alertas guardadas').first()).toBeVisible({ timeout: 15_000 });
  await expect(requestAlerts).not.toBeChecked();

  const { id, productName } = await publish(buyer, { country: 'Islandia', reward: '40' });

  // Tomás sees it for his trip, and is told at once; Eva is not told.
  const mine = traveller.page;
  await mine.goto('/viajero');
  const forTrips = mine.getByRole('region', { name: 'Pedidos para tus viajes' });
  await expect(forTrips.getByRole('link', { name: productName })).toHaveAttribute('href', `/pedidos/${id}`);
  await expect(forTrips.getByText(/Es una estimación/)).toBeVisible();
  const told = await traveller.api.get<Note[]>('/api/notifications');
  expect(told.filter((n) => n.kind === 'request_alert').map((n) => n.link)).toEqual([`/pedidos/${id}`]);
  const notTold = await quiet.api.get<Note[]>('/api/notifications');
  expect(notTold.filter((n) => n.kind === 'request_alert')).toEqual([]);

  // Ana sees both trips on her request and invites Tomás: he is told, once.
  const page = buyer.page;
  await page.goto(`/pedidos/${id}`);
  const travellers = page.getByRole('region', { name: 'Viajeros que vuelven desde Islandia' });
  await expect(travellers.getByRole('link', { name: `Eva${unique} L.` })).toBeVisible({ timeout: 15_000 });
  await travellers.getByRole('button', { name: `Invitar a Tomás${unique} P.` }).click();
  await expect(page.getByText('Invitación enviada').first()).toBeVisible({ timeout: 15_000 });
  await expect(travellers.getByText('Invitado')).toBeVisible();
  await expect(async () => {
    const notes = await traveller.api.get<Note[]>('/api/notifications');
    expect(notes.filter((n) => n.kind === 'trip_invitation').map((n) => n.link)).toEqual([`/pedidos/${id}`]);
  }).toPass({ timeout: 15_000 });
  const evaNotes = await quiet.api.get<Note[]>('/api/notifications');
  expect(evaNotes.filter((n) => n.kind === 'trip_invitation')).toEqual([]);
});
