import { describe, expect, it } from 'vitest';
import { StorageFullError } from '@cg/domain/errors';
import { createMemoryImageStore } from '#src/images/image-store';
import { createCryptoRandom } from '@cg/domain/runtime/adapters';
import { EXPORT_FORMAT, type ExportBundle } from '#src/data';
import { createMemoryStorage } from '#src/storage/key-value-storage';
import { PNG_BYTES, pngBlob } from '@cg/testkit';
import { registrationInput, rejection, setup, validBilling } from '#src/testing/scenario';

/** The session a local marketplace always returns (only the HTTP one leaves it to a cookie). */
function sessionOf<T>(session: T | undefined): T {
  if (session === undefined) throw new Error('no session returned');
  return session;
}

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);

/** A browser with two accounts, a completed order with chat, reviews, notifications, a trip and photos. */
async function busyBrowser() {
  const s = setup();
  const buyerInput = registrationInput({ firstName: 'Ana', lastName: 'García' });
  const { user, session } = await s.market.accounts.register(null, buyerInput);
  await s.browser.session.start(sessionOf(session));
  const buyer = { id: user.id };
  const traveller = await s.traveller();
  const request = await s.market.requests.publish(buyer, {
    productName: 'Kindle Paperwhite',
    productUrl: 'https://amazon.com/k',
    estimatedPrice: '149.99',
    currency: 'USD',
    country: 'Estados Unidos',
    reward: 25,
    category: 'tecnologia',
    image: new Blob([JPEG], { type: 'image/jpeg' }),
  });
  const other = await s.publish(buyer, { productName: 'Power bank Anker' });
  await s.market.requests.accept(traveller, request.id);
  await s.market.chats.send(buyer, request.id, 'Hola');
  await s.market.chats.send(traveller, request.id, 'Llego el 15');
  await s.market.payments.payWithCard(buyer, request.id, validBilling, 'tok_visa');
  const code = await s.market.requests.securityCode(buyer, request.id);
  await s.market.requests.confirmDelivery(traveller, request.id, code ?? '');
  await s.market.reviews.leave(buyer, request.id, { rating: 5, comment: 'Genial' });
  await s.market.trips.register(traveller, {
    originCountry: 'España',
    province: 'Córdoba',
    departureDate: '2026-12-01',
    returnDate: '2026-12-15',
    availableSpace: 'medium',
  });
  return { ...s, buyer, buyerInput, traveller, request, other };
}

const roundTrip = (b: ExportBundle) => JSON.parse(JSON.stringify(b)) as unknown;

describe('data export and import', () => {
  it('round-trips everything, photos included, into a fresh browser where the account logs in', async () => {
    const a = await busyBrowser();
    const bundle = await a.browser.data.exportAll(a.buyer);
    expect(bundle).toMatchObject({ format: EXPORT_FORMAT, version: 1 });
    expect(bundle.images.length).toBe(2);
    expect(JSON.stringify(bundle)).not.toContain('secreto123');

    const b = setup();
    // Four accounts: buyer, traveller, and the demo user and demo support (decision 026) seeded at
    // the first registration.
    const summary = await b.browser.data.importAll(JSON.stringify(bundle));
    expect(summary).toMatchObject({
      mode: 'merge',
      users: 4,
      requests: 2,
      trips: 1,
      chats: 1,
      reviews: 1,
      images: 2,
      skippedUsers: 0,
    });

    const strip = (list: readonly { imageId: string | null }[]) => list.map(({ imageId: _i, ...rest }) => rest);
    expect(strip(await b.market.requests.listNewestFirst(null))).toEqual(
      strip(await a.market.requests.listNewestFirst(null)),
    );
    expect(await b.market.trips.searchPage(null, {})).toEqual(await a.market.trips.searchPage(null, {}));
    expect(await b.market.reviews.forUser(null, a.traveller.id)).toEqual(
      await a.market.reviews.forUser(null, a.traveller.id),
    );
    expect(await b.market.notifications.list(a.traveller)).toEqual(await a.market.notifications.list(a.traveller));

    const { user } = await b.market.accounts.login(null, { email: a.buyerInput.email, password: 'secreto123' });
    expect(user.id).toBe(a.buyer.id);
    expect((await b.market.chats.messages(user, a.request.id)).map((m) => m.text)).toEqual(['Hola', 'Llego el 15']);
    expect((await b.market.chats.conversations(a.buyer))[0]?.unread).toBe(1); // 'Llego el 15', unread in A too

    const imported = await b.market.requests.get(null, a.request.id);
    const photo = await b.deps.images.get(imported?.imageId ?? '');
    if (!photo) throw new Error('the imported photo is missing');
    expect(new Uint8Array(await photo.arrayBuffer())).toEqual(JPEG);
    expect(photo.type).toBe('image/jpeg');
    const again = await b.browser.data.exportAll(null);
    expect(again.images.map((i) => i.base64).sort()).toEqual(bundle.images.map((i) => i.base64).sort());
  });

  it('carries the offers, invitations and alerts (decisions 045, 046); a file from before them still reads', async () => {
    const a = await busyBrowser();
    const fromUsa = await a.market.trips.register(a.traveller, {
      originCountry: 'Estados Unidos',
      province: 'Buenos Aires',
      departureDate: '2026-11-25',
      returnDate: '2026-12-10',
      availableSpace: 'medium',
    });
    await a.market.offers.make(a.traveller, a.other.id, {
      tripId: fromUsa.id,
      reward: 30,
      deliveryDate: '2026-12-12',
      message: 'Lo traigo en mi valija.',
    });
    await a.market.matching.invite(a.buyer, a.other.id, fromUsa.id);
    await a.market.matching.setAlerts(a.buyer, { tripCountries: ['Japón'], requestAlerts: false });
    const bundle = await a.browser.data.exportAll(a.buyer);

    const b = setup();
    const summary = await b.browser.data.importAll(JSON.stringify(bundle));
    expect(summary).toMatchObject({ offers: 1, invitations: 1, alerts: 1 });
    expect(await b.market.offers.forRequest(a.buyer, a.other.id)).toEqual(
      await a.market.offers.forRequest(a.buyer, a.other.id),
    );
    expect(await b.market.matching.forRequest(a.buyer, a.other.id)).toEqual(
      await a.market.matching.forRequest(a.buyer, a.other.id),
    );
    expect((await b.market.matching.forRequest(a.buyer, a.other.id)).map((t) => [t.id, t.invited])).toEqual([
      [fromUsa.id, true],
    ]);
    expect(await b.market.matching.alerts(a.buyer)).toEqual({ tripCountries: ['Japón'], requestAlerts: false });
    // Importing it again adds nothing.
    expect(await b.browser.data.importAll(JSON.stringify(bundle))).toMatchObject({
      offers: 0,
      invitations: 0,
      alerts: 0,
    });

    // A file exported before offers and matching existed has none of the three: it still imports.
    const { offers: _o, invitations: _i, alerts: _a, ...before } = bundle.data;
    const c = setup();
    expect(await c.browser.data.importAll({ ...bundle, data: before })).toMatchObject({ requests: 2, offers: 0 });
  });

  it('merges into a browser with its own data: keeps it, adds the file, takes the further-along copy of an order', async () => {
    const a = await busyBrowser();
    const bundle = roundTrip(await a.browser.data.exportAll(a.buyer)) as ExportBundle;
    const b = setup();
    const mine = await b.user({ email: a.buyerInput.email });
    const own = await b.publish(mine);
    // Same order known here at an earlier step.
    const earlier = { ...bundle.data.requests.find((r) => r.id === a.request.id), status: 'accepted' };
    await b.browser.data.importAll({
      ...bundle,
      data: { ...bundle.data, requests: [earlier], users: [], chats: {} },
      images: [],
    });
    const summary = await b.browser.data.importAll(bundle);
    expect(summary.skippedUsers).toBe(1);
    expect(summary.users).toBe(1);
    const ids = (await b.market.requests.listNewestFirst(null)).map((r) => r.id).sort();
    expect(ids).toEqual([own.id, a.request.id, a.other.id].sort());
    expect((await b.market.requests.get(null, a.request.id))?.status).toBe('completed');
    expect((await b.market.accounts.login(null, { email: a.buyerInput.email, password: 'secreto123' })).user.id).toBe(
      mine.id,
    );
    await b.browser.data.importAll(bundle);
    expect((await b.market.requests.listNewestFirst(null)).length).toBe(3);
  });

  it('replaces everything when asked, dropping the photos of what it replaced', async () => {
    const a = await busyBrowser();
    const bundle = await a.browser.data.exportAll(null);
    const b = setup();
    const mine = await b.user();
    await b.publish(mine);
    expect(b.deps.images.size()).toBe(1);
    const summary = await b.browser.data.importAll(bundle, { mode: 'replace' });
    expect(summary.mode).toBe('replace');
    expect((await b.market.requests.listNewestFirst(null)).length).toBe(2);
    expect(await b.market.accounts.profile(null, mine.id)).toBeNull();
    expect(b.deps.images.size()).toBe(2);
  });

  it('refuses a wrong or damaged file in Spanish and changes nothing', async () => {
    const a = await busyBrowser();
    const bundle = roundTrip(await a.browser.data.exportAll(null)) as ExportBundle;
    const b = setup();
    const bad: unknown[] = [
      '{ not json',
      { format: 'otra-app', version: 1 },
      { ...bundle, version: 2 },
      { ...bundle, data: { ...bundle.data, requests: [{ id: 'x' }] } },
      { ...bundle, images: [{ id: 'i', type: 'image/png', base64: '!!!' }] },
      { ...bundle, images: [{ id: 'i', type: 'image/png', base64: 'QQ' }] },
      { ...bundle, images: [{ id: 'i', type: 'image/png', base64: btoa('<svg onload=alert(1)>') }] },
      null,
    ];
    for (const file of bad) {
      const e = await rejection(b.browser.data.importAll(file));
      expect([e.code, e.title]).toEqual(['import_invalid', 'Archivo no válido']);
    }
    expect(await b.market.requests.listNewestFirst(null)).toEqual([]);
    expect(b.deps.images.size()).toBe(0);
  });

  it('shows the default image for a photo missing from the file', async () => {
    const a = await busyBrowser();
    const bundle = await a.browser.data.exportAll(null);
    const b = setup();
    await b.browser.data.importAll({ ...bundle, images: [] });
    expect((await b.market.requests.get(null, a.request.id))?.imageId).toBeNull();
  });

  it("carries a purchase receipt's PDF (decision 050), and takes a PDF back only as a receipt's file", async () => {
    const a = setup();
    const buyer = await a.user();
    const traveller = await a.traveller();
    const request = await a.publish(buyer);
    await a.market.requests.accept(traveller, request.id);
    await a.market.payments.payWithCard(buyer, request.id, validBilling, 'tok_visa');
    const pdf = new TextEncoder().encode('%PDF-1.7\n%%EOF\n');
    const view = await a.market.receipts.upload(traveller, request.id, { amount: '120', file: new Blob([pdf]) });
    const bundle = await a.browser.data.exportAll(null);
    const b = setup();
    await b.browser.data.importAll(JSON.stringify(bundle));
    const file = await b.market.receipts.file(buyer, request.id);
    expect(file?.kind).toBe('pdf');
    expect(file?.blob.type).toBe('application/pdf');
    expect(new Uint8Array(await (file?.blob ?? new Blob()).arrayBuffer())).toEqual(pdf);
    expect((await b.market.requests.order(buyer, request.id))?.purchaseReceipt?.amountCents).toBe(
      view.purchaseReceipt?.amountCents,
    );
    // The same PDF under the request's photo: refused, nothing changed.
    const photoId = bundle.data.requests.find((r) => r.id === request.id)?.imageId;
    const pdfEntry = bundle.images.find((i) => i.id === view.purchaseReceipt?.fileId);
    const forged = {
      ...bundle,
      images: bundle.images.map((i) => (i.id === photoId ? { ...i, base64: pdfEntry?.base64 ?? '' } : i)),
    };
    const c = setup();
    expect((await rejection(c.browser.data.importAll(JSON.stringify(forged)))).title).toBe('Archivo no válido');
    expect(c.deps.images.size()).toBe(0);
  });

  it('keeps the previous data and removes the new photos when the storage is full', async () => {
    const a = await busyBrowser();
    const bundle = await a.browser.data.exportAll(null);
    const storage = createMemoryStorage({}, { quotaBytes: 6000 });
    const b = setup({ storage });
    const mine = await b.user();
    await b.publish(mine);
    const before = storage.snapshot();
    const e = await rejection(b.browser.data.importAll(bundle));
    expect(e).toBeInstanceOf(StorageFullError);
    expect(e.title).toBe('Almacenamiento lleno');
    expect(storage.snapshot()).toEqual(before);
    expect(b.deps.images.size()).toBe(1);
  });
});

describe('data deletion', () => {
  it('deletes every key of ours and every photo, and leaves the simulated providers alone', async () => {
    const a = await busyBrowser();
    a.deps.storage.set('mock:paymentProvider', '{}');
    a.deps.storage.set('quarantine:chats:2026', '[]');
    a.deps.storage.set('pendingPayment:abc', '{}');
    const heard: number[] = [];
    a.browser.changes.subscribe(() => heard.push(1));
    const summary = await a.browser.data.deleteAll(a.buyer);
    expect(summary.images).toBe(2);
    expect(Object.keys(a.deps.storage.snapshot())).toEqual(['mock:paymentProvider']);
    expect(a.deps.images.size()).toBe(0);
    expect(heard.length).toBeGreaterThan(0);
    expect(await a.market.requests.listNewestFirst(null)).toEqual([]);
    expect(await a.browser.session.current()).toBeNull();
    expect(summary.keys).toBeGreaterThanOrEqual(10);
  });

  it('deletes the referenced photos when the image store cannot list them', async () => {
    const random = createCryptoRandom(globalThis.crypto);
    const memory = createMemoryImageStore(random);
    const images = {
      put: (blob: Blob) => memory.put(blob),
      get: (id: string) => memory.get(id),
      delete: (id: string) => memory.delete(id),
    };
    const s = setup({ images: images });
    const u = await s.user();
    await s.market.requests.publish(u, {
      productName: 'Kindle',
      productUrl: 'https://a.com',
      estimatedPrice: 10,
      currency: 'USD',
      country: 'Japón',
      reward: 10,
      category: 'otras',
      image: new Blob([PNG_BYTES], { type: 'image/png' }),
    });
    expect(memory.size()).toBe(1);
    expect(await s.browser.data.deleteAll(null)).toMatchObject({ images: 1 });
    expect(memory.size()).toBe(0);
    expect(pngBlob().size).toBe(16);
  });
});
