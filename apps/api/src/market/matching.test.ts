// Matching and alerts over HTTP (issue 36, decision 046): what only the server has — the limit on
// invitations (each tells another person), and the away e-mail of the alerts, at most one a day.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOfflineMail } from '#src/market/offline-mail';
import { memoryLogger } from '#src/testing/logger';
import { testDatabase, testServer } from '#src/testing/market';
import { publish, registered, verified, type Person } from '#src/testing/people';

beforeAll(() => testDatabase(), 120_000);
afterAll(async () => {
  await (await testDatabase()).close();
});

const fromUsa = {
  originCountry: 'Estados Unidos',
  province: 'Buenos Aires',
  departureDate: '2027-03-01',
  returnDate: '2027-03-20',
  availableSpace: 'medium',
};

async function tripOf(p: Person): Promise<string> {
  const res = await p.json<{ id: string }>('/api/trips', { method: 'POST', body: fromUsa });
  expect(res.status).toBe(201);
  return res.data.id;
}

describe('matching over HTTP (decision 046)', () => {
  it('limits a person’s invitations per window, as the other writes that tell someone are limited', async () => {
    const server = await testServer({ limits: { invitePerUser: 2, windowMs: 15 * 60 * 1000 } });
    const buyer = await registered(server, 'Ana');
    const travellers = [await verified(server, 'Tomás'), await verified(server, 'Luis'), await verified(server, 'Eva')];
    const trips = await Promise.all(travellers.map(tripOf));
    const request = await publish(buyer);
    const statuses: number[] = [];
    for (const trip of trips) {
      statuses.push(
        (await buyer.json(`/api/matching/requests/${request.id}/invite/${trip}`, { method: 'POST' })).status,
      );
    }
    expect(statuses).toEqual([200, 200, 429]);
    const told = await travellers[2]?.json<{ kind: string }[]>('/api/notifications');
    expect(told?.data.filter((n) => n.kind === 'trip_invitation')).toEqual([]);
  });

  it('e-mails a traveller who is away one alert a day however many requests fit, and none once switched off', async () => {
    const server = await testServer();
    const claimed = new Set<string>();
    const mailer = startOfflineMail({
      changes: server.market.changes,
      store: server.market.store,
      email: server.market.email,
      isOnline: () => false,
      logger: memoryLogger().logger,
      // As main.ts: one e-mail per notification id, whichever process hears it.
      claim: (id) => Promise.resolve(!claimed.has(id) && Boolean(claimed.add(id))),
      graceMs: 20,
    });
    const alerts = () =>
      server.market.sandbox.outbox.to('tomas@example.com').filter((m) => m.subject.includes('coincide con tu viaje'));
    try {
      const buyer = await registered(server, 'Ana');
      const traveller = await verified(server, 'Tomás');
      const quiet = await verified(server, 'Eva');
      await tripOf(traveller);
      await tripOf(quiet);
      const off = { tripCountries: [], requestAlerts: false };
      expect((await quiet.json('/api/matching/alerts', { method: 'PUT', body: off })).status).toBe(200);

      await publish(buyer, { productName: 'Auriculares' });
      await expect.poll(() => alerts().length, { timeout: 10_000 }).toBe(1);
      await publish(buyer, { productName: 'Cámara' });
      await new Promise((resolve) => setTimeout(resolve, 200));
      await mailer.settled();
      expect(alerts()).toHaveLength(1);
      // The next day (Argentina's), one more.
      server.clock.advance(24 * 60 * 60 * 1000);
      await publish(buyer, { productName: 'Perfume' });
      await expect.poll(() => alerts().length, { timeout: 10_000 }).toBe(2);
      expect(server.market.sandbox.outbox.to('eva@example.com').filter((m) => m.subject.includes('coincide'))).toEqual(
        [],
      );
    } finally {
      mailer.close();
    }
  });
});
