// Matching and alerts over HTTP (issue 36, decision 046): what only the server has — the limit on
// invitations (each tells another person).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
