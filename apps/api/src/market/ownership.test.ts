// Issue 32's classes, through the API in-process: every id a client sends that points at a stored
// thing belongs to the actor or is public by rule; a visitor's answers carry only allow-listed
// keys; a repeated form field is a list the route asked for, or refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, photo, testDatabase, testServer } from '#src/testing/market';
import { paidOrder } from '#src/testing/people';

beforeAll(() => testDatabase(), 120_000);
afterAll(async () => {
  await (await testDatabase()).close();
});

describe('repeated form fields', () => {
  it("keeps every one of a dispute's three photos", async () => {
    const server = await testServer();
    const { buyer, request } = await paidOrder(server);
    const form = new FormData();
    form.set('reason', 'not_delivered');
    form.set('text', 'Pasó la fecha y no recibí nada.');
    for (const n of [1, 2, 3]) form.append('photos', await photo(300 + n, 200), `foto-${String(n)}.png`);
    const opened = await buyer.json<{ dispute: { statements: { photos: string[] }[] } }>(
      `/api/orders/${request.id}/dispute`,
      { method: 'POST', body: form },
    );
    expect(opened.status).toBe(201);
    expect(opened.data.dispute.statements[0]?.photos).toHaveLength(3);
  });

  it('refuses a field the form has once, sent twice (400), and stores nothing', async () => {
    const server = await testServer();
    const { buyer, request } = await paidOrder(server);
    const form = new FormData();
    form.append('reason', 'not_delivered');
    form.append('reason', 'damaged');
    form.set('text', 'Dos motivos a la vez.');
    const res = await buyer.json<{ code: string }>(`/api/orders/${request.id}/dispute`, { method: 'POST', body: form });
    expect([res.status, res.data.code]).toEqual([400, 'bad_request']);
    const order = await buyer.json<{ dispute: unknown }>(`/api/orders/${request.id}`);
    expect(order.data.dispute).toBeNull();
    // A publish form with two names is refused the same way.
    const visitor = browser(server.app);
    const publish = new FormData();
    publish.append('productName', 'Uno');
    publish.append('productName', 'Otro');
    expect((await visitor.request('/api/requests', { method: 'POST', body: publish })).status).toBe(400);
  });
});

describe("someone else's order", () => {
  it("answers a stranger's look at the frozen payment with 404, as every other order route does", async () => {
    const server = await testServer();
    const { buyer, traveller, stranger, request } = await paidOrder(server);
    const path = `/api/orders/${request.id}/payment`;
    for (const outsider of [stranger, traveller, browser(server.app)]) {
      const res = await outsider.json<{ code: string }>(path);
      expect([res.status, res.data.code], 'not the buyer').toEqual([404, 'not_found']);
    }
    // Paid: nothing is pending any more, for the buyer either.
    expect((await buyer.json(path)).status).toBe(404);
  });

  it('answers an unknown person with 404, not 200 null', async () => {
    const server = await testServer();
    const res = await browser(server.app).json<{ code: string }>('/api/users/no-existe');
    expect([res.status, res.data.code]).toEqual([404, 'not_found']);
  });
});
