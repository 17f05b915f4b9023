// The site's HTTP adapter of the `Marketplace` contract (packages/domain, issue 16) against this API
// in-process: three people with their own cookies go through the loop by calling the contract, as
// the site does in server mode, and every refusal arrives as the domain's error with its Spanish copy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpMarketplace } from '@cg/domain/http';
import {
  isDomainError,
  RateLimitedError,
  type Marketplace,
  type PublishRequestCommand,
  type RequestView,
} from '@cg/domain';
import { shapes } from '@cg/domain/api';
import { testCardNumbers } from '@cg/mocks';
import { browser, person, photo, testDatabase, testServer, type TestServer } from '#src/testing/market';

beforeAll(() => testDatabase(), 120_000);
afterAll(async () => {
  await (await testDatabase()).close();
});

/** One person's browser running the site: the contract over HTTP with its own cookie jar. */
function site(server: TestServer): Marketplace {
  const b = browser(server.app);
  return createHttpMarketplace({ baseUrl: '/api', fetch: (input, init) => b.request(input, init) });
}

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (isDomainError(error)) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

const billing = { name: 'Ana Pérez', email: 'ana@example.com', address: 'Av. Corrientes 1234, CABA' };

describe('the contract over HTTP', () => {
  it('takes a buyer and a traveller through the loop; a third person sees nothing of it', async () => {
    const server = await testServer();
    const buyer = site(server);
    const traveller = site(server);
    const stranger = site(server);
    // The actor argument is never sent: the cookie says who acts.
    const me = null;

    const ana = await buyer.accounts.register(me, person('Ana', 'ana@example.com'));
    expect(ana.user.firstName).toBe('Ana');
    expect(ana).not.toHaveProperty('session');
    expect((await buyer.accounts.me(me))?.id).toBe(ana.user.id);
    await traveller.accounts.register(me, person('Tomás', 'tomas@example.com'));
    await stranger.accounts.register(me, person('Eva', 'eva@example.com'));

    const request = await buyer.requests.publish(me, {
      productName: 'Kindle Paperwhite',
      productUrl: 'https://www.amazon.com/dp/B0CFPJYX7P',
      estimatedPrice: '159.99',
      currency: 'USD',
      country: 'Estados Unidos',
      reward: '25',
      category: 'tecnologia',
      notes: '',
      image: await photo(800, 600),
    });
    expect((await stranger.requests.search(me, { text: 'kindle' })).map((r) => r.id)).toEqual([request.id]);
    expect(await stranger.requests.actionFor(me, request.id)).toBe('accept');
    expect(await buyer.requests.actionFor(me, request.id)).not.toBe('accept');

    // Unverified, the traveller is told so, in Spanish.
    const unverified = await refusal(traveller.requests.accept(me, request.id));
    expect([unverified.code, unverified.title]).toEqual(['verification_required', expect.any(String)]);

    const documents = {
      documentType: 'DNI',
      front: await photo(400, 300),
      back: await photo(400, 300),
      selfie: await photo(400, 300),
    };
    expect(await traveller.verification.submit(me, documents)).toBe('pending');
    expect(await traveller.verification.refresh(me)).toBe('verified');

    const accepted = await traveller.requests.accept(me, request.id);
    expect(accepted.status).toBe('accepted');
    await traveller.chats.send(me, request.id, '¡Hola! Llego el viernes.');
    expect((await buyer.chats.messages(me, request.id)).map((m) => m.text)).toEqual(['¡Hola! Llego el viernes.']);
    expect((await buyer.notifications.list(me)).length).toBeGreaterThan(0);

    // The stranger: not found for the order, chat and code; nothing changes.
    expect(await stranger.requests.order(me, request.id)).toBeNull();
    expect(await stranger.requests.securityCode(me, request.id)).toBeNull();
    expect((await refusal(stranger.chats.messages(me, request.id))).code).toBe('not_found');
    expect((await refusal(stranger.chats.send(me, request.id, 'hola'))).code).toBe('not_found');

    const quote = await buyer.payments.quote(me, request.id);
    const token = await server.market.paymentClient.createCardToken({
      cardNumber: testCardNumbers.approved,
      expirationMonth: 12,
      expirationYear: 2030,
      securityCode: '123',
      cardholderName: 'APRO',
    });
    const paid = await buyer.payments.payWithCard(me, request.id, billing, token.id);
    expect(paid.status).toBe('paid');
    expect(paid.request.payment?.totalUsdCents).toBe(quote.totalUsdCents);

    const code = await buyer.requests.securityCode(me, request.id);
    expect(code).toMatch(/^\d{6}$/);
    expect(await traveller.requests.securityCode(me, request.id)).toBeNull();
    const wrong = await refusal(
      traveller.requests.confirmDelivery(me, request.id, code === '111111' ? '222222' : '111111'),
    );
    expect(wrong.code).toBe('wrong_code');
    expect(wrong.title).toBeTruthy();
    // The buyer issues a new code: the traveller is told, the old one is dead, the tries start over.
    const fresh = await buyer.requests.reissueCode(me, request.id);
    expect(fresh).toMatch(/^\d{6}$/);
    expect(fresh).not.toBe(code);
    expect((await traveller.notifications.list(me))[0]).toMatchObject({
      kind: 'code_reissued',
      link: `/confirmar-entrega/${request.id}`,
    });
    expect((await refusal(traveller.requests.confirmDelivery(me, request.id, code ?? ''))).code).toBe('wrong_code');
    expect((await traveller.requests.order(me, request.id))?.codeAttempts).toBe(1);
    const done = await traveller.requests.confirmDelivery(me, request.id, fresh);
    expect(done.request.status).toBe('completed');
    expect(done.payoutCents).toBeGreaterThan(0);
    expect((await traveller.wallet.wallet(me)).availableCents).toBeGreaterThan(0);
    expect((await buyer.requests.mine(me)).map((o) => o.status)).toEqual(['completed']);

    const review = await buyer.reviews.leave(me, request.id, { rating: 5, comment: 'Excelente, muy puntual.' });
    expect(review.rating).toBe(5);
    expect((await traveller.data.exportMine(me)).deliveries.map((o) => o.id)).toEqual([request.id]);
  });

  it('carries every field of a request, published and edited, as the use case gets it in-process (decision 035)', async () => {
    // The same command through the site's HTTP adapter and through the API's own marketplace: a
    // field the route or the adapter drops reads back different (or is refused), so adding a field
    // to the domain's command without it reaching the wire fails here.
    const server = await testServer();
    const buyer = site(server);
    const { user } = await buyer.accounts.register(null, person('Ana', 'ana@example.com'));
    const inProcess = server.market.marketplace;
    const actor = { id: user.id };
    const published: PublishRequestCommand = {
      productName: 'Auriculares WH-1000XM5',
      productUrl: 'https://electronics.sony.com/wh1000xm5',
      estimatedPrice: '399.99',
      currency: 'EUR',
      country: 'Estados Unidos',
      reward: '35',
      category: 'tecnologia',
      notes: 'Color plata, caja sin abrir.',
      image: await photo(800, 600),
    };
    const edited: PublishRequestCommand = {
      productName: 'Perfume Chanel N°5 100 ml',
      productUrl: 'https://www.chanel.com/n5',
      estimatedPrice: '180',
      currency: 'GBP',
      country: 'España',
      reward: '20',
      category: 'perfumes',
      notes: 'Con el envoltorio original.',
      image: await photo(600, 800),
    };
    // Every field the wire carries (the form the core derives from the domain's schema) is given a
    // value that is not its default, so a dropped one cannot pass unnoticed.
    const wireFields = Object.keys(shapes().requests.publish.parse({})).sort();
    expect(Object.keys(published).sort()).toEqual(wireFields);
    expect(Object.keys(edited).sort()).toEqual(wireFields);
    const comparable = ({ id, imageId, createdAt, ...rest }: RequestView) => {
      expect([id, imageId, createdAt].every(Boolean)).toBe(true);
      return rest;
    };

    const overHttp = await buyer.requests.publish(null, published);
    const direct = await inProcess.requests.publish(actor, published);
    expect(comparable(overHttp)).toEqual(comparable(direct));
    const readBack = await buyer.requests.get(null, overHttp.id);
    if (!readBack) throw new Error('the published request is not read back');
    expect(comparable(readBack)).toEqual(comparable(direct));

    const editedOverHttp = await buyer.requests.edit(null, overHttp.id, edited);
    const editedDirect = await inProcess.requests.edit(actor, direct.id, edited);
    expect(comparable(editedOverHttp)).toEqual(comparable(editedDirect));
    expect(comparable(editedOverHttp)).not.toEqual(comparable(direct));
    expect(editedOverHttp.imageId).not.toBe(overHttp.imageId);
  });

  it('pages the list over HTTP: the cursor and the filters travel in the query string', async () => {
    const server = await testServer();
    const buyer = site(server);
    await buyer.accounts.register(null, person('Ana', 'ana@example.com'));
    const names = ['Kindle A', 'Libro B', 'Kindle C', 'Kindle D'];
    for (const productName of names) {
      server.clock.advance(1000); // one a second: newest first is publishing order
      await buyer.requests.publish(null, {
        productName,
        productUrl: 'https://www.example.com/p',
        estimatedPrice: '100',
        currency: 'USD',
        country: 'Estados Unidos',
        reward: '25',
        category: 'tecnologia',
        notes: '',
        image: await photo(200, 200),
      });
    }
    const visitor = site(server);
    const first = await visitor.requests.searchPage(null, { text: 'kindle' }, { limit: 2 });
    expect(first.items.map((r) => r.productName)).toEqual(['Kindle D', 'Kindle C']);
    expect([first.matching, first.available]).toEqual([3, 4]);
    const second = await visitor.requests.searchPage(null, { text: 'kindle' }, { after: first.next, limit: 2 });
    expect(second.items.map((r) => r.productName)).toEqual(['Kindle A']);
    expect(second.next).toBeNull();
  });

  it('carries validation messages per field, the wait of a 429, and a server that cannot be reached', async () => {
    const server = await testServer({ limits: { loginPerAccount: 1 } });
    const m = site(server);
    const invalid = await refusal(m.accounts.register(null, { ...person('', 'no-es-un-correo'), firstName: '' }));
    expect(invalid.code).toBe('validation');
    expect(Object.keys(invalid.fieldErrors).length).toBeGreaterThan(0);

    const login = { email: 'nadie@example.com', password: 'secreto123' };
    expect((await refusal(m.accounts.login(null, login))).code).toBe('authentication_failed');
    const limited = await refusal(m.accounts.login(null, login));
    if (!(limited instanceof RateLimitedError)) throw new Error('expected a RateLimitedError');
    expect(limited.retryAfterSeconds).toBeGreaterThan(0);
    expect(limited.description).toMatch(/Podrás intentarlo de nuevo en \d+ (segundos?|minutos?)\.$/);

    const offline = createHttpMarketplace({
      baseUrl: '/api',
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const unreachable = await refusal(offline.requests.home(null));
    expect([unreachable.code, unreachable.title]).toEqual(['server_unreachable', 'Sin conexión con el servidor']);
  });

  it("sends a submission's key: two sends of one trip form make one trip (issue 32)", async () => {
    const server = await testServer();
    const traveller = site(server);
    await traveller.accounts.register(null, person('Tomás', 'tomas@example.com'));
    const trip = {
      originCountry: 'Estados Unidos',
      province: 'Buenos Aires' as const,
      departureDate: '2027-03-01',
      returnDate: '2027-03-20',
      availableSpace: 'small' as const,
    };
    const submission = { idempotencyKey: crypto.randomUUID() };
    const [one, two] = await Promise.all([
      traveller.trips.register(null, trip, submission),
      traveller.trips.register(null, trip, submission),
    ]);
    expect(two.id).toBe(one.id);
    expect(await traveller.trips.mine(null)).toHaveLength(1);
    await traveller.trips.register(null, trip, { idempotencyKey: crypto.randomUUID() });
    expect(await traveller.trips.mine(null)).toHaveLength(2);
  });
});
