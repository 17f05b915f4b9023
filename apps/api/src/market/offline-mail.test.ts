// Notifications by e-mail for people with no page open: the API in-process, the e-mails read from
// the in-process sandbox's outbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, person, photo, requestForm, testDatabase, testServer, type TestServer } from '#src/testing/market';
import { memoryLogger } from '#src/testing/logger';
import { startOfflineMail } from '#src/market/offline-mail';

beforeAll(() => testDatabase(), 120_000);
afterAll(async () => {
  await (await testDatabase()).close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function registered(server: TestServer, name: string, email: string) {
  const b = browser(server.app);
  const res = await b.json<{ user: { id: string } }>('/api/accounts', { method: 'POST', body: person(name, email) });
  expect(res.status).toBe(201);
  return { ...b, id: res.data.user.id, email };
}

async function verified(server: TestServer, name: string, email: string) {
  const t = await registered(server, name, email);
  const form = new FormData();
  form.set('documentType', 'DNI');
  for (const side of ['front', 'back', 'selfie']) form.set(side, await photo(400, 300), `${side}.png`);
  await t.json('/api/verification', { method: 'POST', body: form });
  await t.json('/api/verification/refresh', { method: 'POST' });
  return t;
}

describe('notifications by e-mail for people with no page open', () => {
  it('e-mails an accepted request to a buyer who is away, not to one who is here; a message only if still unread', async () => {
    const server = await testServer();
    const online = new Set<string>();
    const claimed = new Set<string>();
    const mailer = startOfflineMail({
      changes: server.market.changes,
      store: server.market.store,
      email: server.market.email,
      isOnline: (id) => online.has(id),
      logger: memoryLogger().logger,
      claim: (id) => Promise.resolve(!claimed.has(id) && Boolean(claimed.add(id))),
      graceMs: 30,
      messageWaitMs: 1500,
    });
    const outbox = server.market.sandbox.outbox;
    const mails = (to: string) => outbox.to(to).filter((m) => !/Bienvenid|Confirm/i.test(m.subject));
    try {
      const away = await registered(server, 'Ana', 'ana@example.com');
      const here = await registered(server, 'Bea', 'bea@example.com');
      const traveller = await verified(server, 'Tomás', 'tomas@example.com');
      online.add(here.id);

      const first = (
        await away.json<{ id: string }>('/api/requests', { method: 'POST', body: requestForm(await photo()) })
      ).data;
      const second = (
        await here.json<{ id: string }>('/api/requests', { method: 'POST', body: requestForm(await photo()) })
      ).data;
      await traveller.json(`/api/orders/${first.id}/accept`, { method: 'POST' });
      await traveller.json(`/api/orders/${second.id}/accept`, { method: 'POST' });
      await expect.poll(() => mails('ana@example.com').length, { timeout: 10_000 }).toBe(1);
      await mailer.settled();
      const [accepted] = mails('ana@example.com');
      expect(accepted?.subject).toBe('¡Tu pedido fue aceptado!');
      expect(accepted?.text).toContain(`/chat/${first.id}`);
      expect(mails('bea@example.com')).toHaveLength(0);

      // A message: not at once; after the wait, once, however many follow it.
      await traveller.json(`/api/orders/${first.id}/messages`, { method: 'POST', body: { text: 'Llego el viernes.' } });
      await sleep(200);
      await mailer.settled();
      expect(mails('ana@example.com')).toHaveLength(1);
      await traveller.json(`/api/orders/${first.id}/messages`, {
        method: 'POST',
        body: { text: '¿Te sirve a las 18?' },
      });
      await expect.poll(() => mails('ana@example.com').length, { timeout: 10_000 }).toBe(2);
      await sleep(300);
      await mailer.settled();
      const after = mails('ana@example.com');
      expect(after).toHaveLength(2);
      expect(after[1]?.subject).toBe('2 mensajes nuevos de Tomás');
      expect(after[1]?.text).toContain(`/chat/${first.id}`);

      // Read before the wait is over: no e-mail.
      await traveller.json(`/api/orders/${second.id}/messages`, { method: 'POST', body: { text: 'Hola Bea' } });
      online.delete(here.id);
      await traveller.json(`/api/orders/${second.id}/messages`, {
        method: 'POST',
        body: { text: '¿Cuándo te viene bien?' },
      });
      await here.json(`/api/orders/${second.id}/read`, { method: 'POST' });
      await here.json('/api/notifications/read-all', { method: 'POST' });
      await sleep(1800);
      await mailer.settled();
      expect(mails('bea@example.com')).toHaveLength(0);
    } finally {
      mailer.close();
    }
  });

  // Decision 045: each offer step is e-mailed to the other person when they are away.
  it('e-mails an offer to a buyer who is away, and its counter to the traveller', async () => {
    const server = await testServer();
    const claimed = new Set<string>();
    const mailer = startOfflineMail({
      changes: server.market.changes,
      store: server.market.store,
      email: server.market.email,
      isOnline: () => false,
      logger: memoryLogger().logger,
      claim: (id) => Promise.resolve(!claimed.has(id) && Boolean(claimed.add(id))),
      graceMs: 30,
      messageWaitMs: 1500,
    });
    const outbox = server.market.sandbox.outbox;
    const subjects = (to: string) => outbox.to(to).map((m) => m.subject);
    try {
      const buyer = await registered(server, 'Ana', 'ana@example.com');
      const traveller = await verified(server, 'Tomás', 'tomas@example.com');
      const request = (
        await buyer.json<{ id: string }>('/api/requests', { method: 'POST', body: requestForm(await photo()) })
      ).data;
      const trip = (
        await traveller.json<{ id: string }>('/api/trips', {
          method: 'POST',
          body: {
            originCountry: 'Estados Unidos',
            province: 'Buenos Aires',
            departureDate: '2027-03-01',
            returnDate: '2027-03-20',
            availableSpace: 'small',
          },
        })
      ).data;
      const offer = await traveller.json<{ id: string }>(`/api/requests/${request.id}/offers`, {
        method: 'POST',
        body: { tripId: trip.id, reward: 30, deliveryDate: '2027-03-21', message: 'Lo traigo.' },
      });
      expect(offer.status).toBe(201);
      for (let waited = 0; !subjects(buyer.email).some((t) => /oferta/i.test(t)) && waited < 5_000; waited += 20)
        await sleep(20);
      expect(subjects(buyer.email).filter((t) => /oferta/i.test(t))).toHaveLength(1);
      await buyer.json(`/api/offers/${offer.data.id}/counter`, { method: 'POST', body: { reward: 25 } });
      for (
        let waited = 0;
        !subjects(traveller.email).some((t) => /contraoferta/i.test(t)) && waited < 5_000;
        waited += 20
      )
        await sleep(20);
      expect(subjects(traveller.email).filter((t) => /contraoferta/i.test(t))).toHaveLength(1);
    } finally {
      mailer.close();
    }
  });
});
