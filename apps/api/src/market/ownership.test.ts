// Issue 32's classes, through the API in-process: every id a client sends that points at a stored
// thing belongs to the actor or is public by rule; a visitor's answers carry only allow-listed
// keys; a repeated form field is a list the route asked for, or refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, photo, testDatabase, testServer } from '#src/testing/market';
import { paidOrder, registered } from '#src/testing/people';

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
    // The buyer's own: nothing pending once paid (null, as before checkout, not an error).
    expect(await buyer.json(path)).toMatchObject({ status: 200, data: null });
  });

  it('answers an unknown person with 404, not 200 null', async () => {
    const server = await testServer();
    const res = await browser(server.app).json<{ code: string }>('/api/users/no-existe');
    expect([res.status, res.data.code]).toEqual([404, 'not_found']);
  });
});

describe('a profile picture', () => {
  const trip = {
    originCountry: 'Estados Unidos',
    province: 'Buenos Aires',
    departureDate: '2027-03-01',
    returnDate: '2027-03-20',
    availableSpace: 'medium',
  };

  it("is never another person's photo named by id: the account's deletion leaves that photo alone", async () => {
    const server = await testServer();
    const { buyer, stranger, request } = await paidOrder(server);
    const visitor = browser(server.app);
    // The attack of issue 32: point one's picture at a paid order's photo, then delete the account.
    const patched = await stranger.json<{ code: string }>('/api/me', {
      method: 'PATCH',
      body: { profilePicture: request.imageId },
    });
    expect([patched.status, patched.data.code]).toEqual([422, 'validation']);
    expect((await stranger.json<{ profilePicture: string | null }>('/api/me')).data.profilePicture).toBeNull();
    expect(
      (await stranger.json('/api/me/delete', { method: 'POST', body: { currentPassword: 'secreto123' } })).status,
    ).toBe(204);
    expect((await visitor.request(`/api/photos/${request.imageId}`)).status).toBe(200);
    // An account stored before pictures were uploads may still point at one: its deletion keeps it too.
    const gus = await registered(server, 'Gus');
    await server.market.store.transaction((tx) => tx.users.update(gus.id, { profilePicture: request.imageId }));
    expect((await gus.json('/api/me/delete', { method: 'POST', body: { currentPassword: 'secreto123' } })).status).toBe(
      204,
    );
    expect((await visitor.request(`/api/photos/${request.imageId}`)).status).toBe(200);
    expect((await buyer.json(`/api/orders/${request.id}`)).status).toBe(200);
  });

  it('is an upload checked as every photo, shown on the trips by reference, the old one deleted', async () => {
    const server = await testServer();
    const ana = await registered(server, 'Ana');
    const visitor = browser(server.app);
    expect((await ana.json('/api/trips', { method: 'POST', body: trip })).status).toBe(201);
    const upload = async (file: Blob) => {
      const form = new FormData();
      form.set('image', file, 'yo.png');
      return ana.json<{ profilePicture: string | null; code?: string }>('/api/me/picture', {
        method: 'POST',
        body: form,
      });
    };
    const text = await upload(new Blob(['no soy una imagen'], { type: 'image/png' }));
    expect([text.status, text.data.code]).toEqual([422, 'image_invalid']);
    const first = await upload(await photo(900, 900));
    expect(first.status).toBe(200);
    const firstId = first.data.profilePicture ?? '';
    const served = await visitor.request(`/api/photos/${firstId}`);
    expect([served.status, served.headers.get('Content-Type')]).toEqual([200, 'image/webp']);
    const trips = async () => (await visitor.json<{ items: { userAvatar: string | null }[] }>('/api/trips')).data.items;
    expect((await trips())[0]?.userAvatar).toBe(firstId);
    const second = await upload(await photo(600, 600));
    const secondId = second.data.profilePicture ?? '';
    expect(secondId).not.toBe(firstId);
    expect((await trips())[0]?.userAvatar).toBe(secondId);
    expect((await visitor.request(`/api/photos/${firstId}`)).status).toBe(404);
    const removed = await ana.json<{ profilePicture: string | null }>('/api/me/picture', { method: 'DELETE' });
    expect([removed.status, removed.data.profilePicture]).toEqual([200, null]);
    expect((await trips())[0]?.userAvatar).toBeNull();
    expect((await visitor.request(`/api/photos/${secondId}`)).status).toBe(404);
    expect((await visitor.json('/api/me/picture', { method: 'DELETE' })).status).toBe(401);
  });
});
