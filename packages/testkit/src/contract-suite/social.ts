import { describe, expect, it } from 'vitest';
import { type EngineFactory, RELEASED_CENTS, rejection, scenario } from '#src/contract-suite/engine';
import { formatMoney } from '@cg/domain/money';
import { pngBlob } from '#src/png';
import { createFakeVerificationProvider } from '#src/fakes';
import { fixedClock } from '@cg/domain/runtime/adapters';
import type { Change } from '@cg/domain/ports/changes';

const trip = {
  originCountry: 'España',
  province: 'Córdoba' as const,
  departureDate: '2026-12-01',
  returnDate: '2026-12-15',
  availableSpace: 'medium' as const,
};

export function socialContract(engine: EngineFactory) {
  describe('trips', () => {
    it('registers a trip to Argentina for a logged-in traveller', async () => {
      const { market, user } = scenario(engine);
      const u = await user({ firstName: 'Lucía', lastName: 'Fernández' });
      const t = await market.trips.register(u, trip);
      expect(t).toMatchObject({
        userId: u.id,
        userName: 'Lucía F.',
        destinationCountry: 'Argentina',
        status: 'active',
      });
      expect((await market.trips.mine(u)).map((x) => x.id)).toEqual([t.id]);
    });

    it('requires login with the spec message', async () => {
      const { market } = scenario(engine);
      const e = await rejection(market.trips.register(null, trip));
      expect([e.title, e.description]).toEqual(['Inicia sesión', 'Debes iniciar sesión para registrar un viaje.']);
    });

    it('requires every field', async () => {
      const { market, user } = scenario(engine);
      const e = await rejection(
        market.trips.register(await user(), { ...trip, province: '' as never, originCountry: '' }),
      );
      expect([e.title, e.description]).toEqual([
        'Campos requeridos',
        'Por favor completa todos los campos obligatorios.',
      ]);
      expect(Object.keys(e.fieldErrors).sort()).toEqual(['originCountry', 'province']);
    });

    it('refuses a return before the departure', async () => {
      const { market, user } = scenario(engine);
      const e = await rejection(market.trips.register(await user(), { ...trip, returnDate: '2026-11-30' }));
      expect(e.title).toBe('Fechas inválidas');
      expect(e.fieldErrors.returnDate).toBe('La fecha de regreso no puede ser anterior a la fecha de salida.');
    });

    it('accepts a return on the departure day', async () => {
      const { market, user } = scenario(engine);
      await expect(
        market.trips.register(await user(), { ...trip, returnDate: trip.departureDate }),
      ).resolves.toBeTruthy();
    });

    it('lists, filters and picks the home four', async () => {
      const { market, user } = scenario(engine);
      const u = await user({ firstName: 'Sofía' });
      for (const origin of ['España', 'Japón', 'Brasil', 'Italia', 'Francia']) {
        await market.trips.register(u, { ...trip, originCountry: origin });
      }
      const found = async (filters: Parameters<typeof market.trips.searchPage>[1]) =>
        (await market.trips.searchPage(null, filters)).matching;
      expect((await market.trips.searchPage(null, {})).items[0]?.originCountry).toBe('Francia');
      expect((await market.trips.home(null)).map((t) => t.originCountry)).toEqual([
        'Francia',
        'Italia',
        'Brasil',
        'Japón',
      ]);
      expect(await found({ originCountry: 'Japón' })).toBe(1);
      expect(await found({ text: 'sofia' })).toBe(5);
      expect(await found({ text: 'japon' })).toBe(1);
      expect(await found({ returnBy: '2026-12-14' })).toBe(0);
      expect(await found({ returnBy: '2026-12-15' })).toBe(5);
      // A return date that is not a day of the calendar filters nothing out (a URL may carry one).
      expect(await found({ returnBy: '2026-02-30' })).toBe(5);
      expect(await found({ returnBy: '0' })).toBe(5);
      // The person's text is searched as typed: LIKE's wildcards are letters.
      expect(await found({ text: '%' })).toBe(0);
      expect(await found({ text: 'sof_a' })).toBe(0);
    });

    it('pages the list with a keyset cursor: every trip once, newest first, filters and counts kept', async () => {
      const s = scenario(engine);
      const { market } = s;
      const ana = await s.user({ firstName: 'Ana', lastName: 'Ruiz', email: 'ana-ruiz@example.com' });
      const bea = await s.user({ firstName: 'Bea', lastName: 'Soto', email: 'bea-soto@example.com' });
      const registered = [];
      for (let i = 0; i < 9; i += 1) {
        const who = i % 2 === 0 ? ana : bea;
        const origin = i % 3 === 0 ? 'Japón' : 'España';
        registered.push(await market.trips.register(who, { ...trip, originCountry: origin }));
      }
      const all = registered.map((t) => t.id).reverse();

      const seen: string[] = [];
      let after: string | null = null;
      let pages = 0;
      do {
        const page = await market.trips.searchPage(null, {}, { after, limit: 4 });
        expect(page.items.length).toBeLessThanOrEqual(4);
        expect(page.matching).toBe(pages === 0 ? 9 : 10); // one registered after the first page
        expect(page.countLimit).toBe(1000);
        seen.push(...page.items.map((t) => t.id));
        after = page.next;
        pages += 1;
        // A trip registered meanwhile is newer than every page: it shifts nothing already paged.
        if (pages === 1) await market.trips.register(bea, { ...trip, originCountry: 'Brasil' });
      } while (after !== null && pages < 10);
      expect(seen).toEqual(all);
      expect(pages).toBe(3);

      // Filters page too, and count only what matches.
      const japan = await market.trips.searchPage(null, { originCountry: 'Japón' }, { limit: 2 });
      expect(japan.items.map((t) => t.id)).toEqual([registered[6]?.id, registered[3]?.id]);
      expect(japan.matching).toBe(3);
      const rest = await market.trips.searchPage(null, { originCountry: 'Japón' }, { after: japan.next, limit: 2 });
      expect(rest.items.map((t) => t.id)).toEqual([registered[0]?.id]);
      expect(rest.next).toBeNull();
      const beas = await market.trips.searchPage(null, { text: 'bea' }, { limit: 100 });
      expect(beas.items.every((t) => t.userId === bea.id)).toBe(true);
      expect(beas.matching).toBe(5);

      // An unreadable cursor is the first page; the page size has bounds (1 to 100, 24 by default).
      const first = await market.trips.searchPage(null, {}, { after: 'no-es-un-cursor', limit: 0 });
      expect(first.items[0]?.originCountry).toBe('Brasil');
      expect(first.items).toHaveLength(10);
      expect((await market.trips.searchPage(null, {}, { limit: 1 })).items).toHaveLength(1);
      expect((await market.trips.searchPage(null, {}, { limit: 100_000 })).items).toHaveLength(10);
      expect((await market.trips.searchPage(null, {}, { limit: Number.NaN })).items).toHaveLength(10);
    });

    it('caps the trips one person has ahead: the 21st is refused until one ends, and two at once cannot pass it', async () => {
      const clock = fixedClock('2026-11-21T12:00:00.000Z', 1000);
      const { market, user } = scenario(engine, { clock });
      const u = await user();
      const other = await user({ email: 'otra-viajera@example.com' });
      const soon = { ...trip, departureDate: '2026-11-25', returnDate: '2026-11-30' };
      for (let i = 0; i < 19; i += 1) await market.trips.register(u, trip);
      // The 20th and a 21st at the same moment: exactly one gets in.
      const both = await Promise.allSettled([market.trips.register(u, soon), market.trips.register(u, soon)]);
      expect(both.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const refused = both.find((r) => r.status === 'rejected')?.reason as unknown;
      expect(refused).toMatchObject({
        code: 'too_many_trips',
        title: 'Demasiados viajes',
        description: 'Ya tienes 20 viajes que todavía no terminaron. Podrás registrar otro cuando termine alguno.',
      });
      expect((await rejection(market.trips.register(u, trip))).code).toBe('too_many_trips');
      expect((await market.trips.mine(u)).length).toBe(20);
      // Someone else is not held by it; a trip that ended before today is refused on its own
      // (issue 35 item 11), not by the cap.
      await expect(market.trips.register(other, trip)).resolves.toBeTruthy();
      expect(
        (await rejection(market.trips.register(u, { ...trip, departureDate: '2026-11-01', returnDate: '2026-11-20' })))
          .title,
      ).toBe('Viaje terminado');
      // A trip returning today is still ahead.
      const today = { ...trip, departureDate: '2026-11-21', returnDate: '2026-11-21' };
      expect((await rejection(market.trips.register(u, today))).code).toBe('too_many_trips');
      // Once the days pass, a trip that ended frees its place.
      clock.set('2026-12-01T00:00:00.000Z');
      await expect(market.trips.register(u, trip)).resolves.toBeTruthy();
      expect((await rejection(market.trips.register(u, trip))).code).toBe('too_many_trips');
    });

    it('marks as verified only the trips of travellers verified now, in every list', async () => {
      const { market, user, verify } = scenario(engine);
      const verified = await user({ firstName: 'Vera', lastName: 'Ibáñez', email: 'vera@example.com' });
      const unverified = await user({ firstName: 'Nico', lastName: 'Sosa', email: 'nico@example.com' });
      await market.trips.register(unverified, { ...trip, originCountry: 'Japón' });
      const before = await market.trips.register(verified, trip);
      // Registered before the verification: the flag follows the account, it is not stored.
      expect(before.travellerVerified).toBe(false);
      await verify(verified);
      const flags = (list: readonly { userId: string; travellerVerified: boolean }[]) =>
        Object.fromEntries(list.map((t) => [t.userId, t.travellerVerified]));
      const expected = { [verified.id]: true, [unverified.id]: false };
      expect(flags((await market.trips.searchPage(null, {})).items)).toEqual(expected);
      expect(flags(await market.trips.home(null))).toEqual(expected);
      expect(flags(await market.trips.mine(verified))).toEqual({ [verified.id]: true });
      expect(flags(await market.trips.mine(unverified))).toEqual({ [unverified.id]: false });
    });
  });

  describe('chats', () => {
    it('lets the buyer and the accepting traveller talk', async () => {
      const { market, accepted, onChange } = scenario(engine);
      const { buyer, traveller, request } = await accepted();
      const heard: number[] = [];
      const off = onChange('chats', () => heard.push(1));
      await market.chats.send(buyer, request.id, '  Hola, ¿cuándo llegás?  ');
      await market.chats.send(traveller, request.id, 'El 15');
      off();
      const messages = await market.chats.messages(traveller, request.id);
      expect(messages.map((m) => m.text)).toEqual(['Hola, ¿cuándo llegás?', 'El 15']);
      expect(messages[0]?.senderName).toBe('Ana');
      expect(heard.length).toBeGreaterThanOrEqual(2);
      const convs = await market.chats.conversations(buyer);
      expect(convs[0]?.last?.text).toBe('El 15');
    });

    it('never sends a blank message', async () => {
      const { market, accepted } = scenario(engine);
      const { buyer, request } = await accepted();
      for (const text of ['', '   ', '\n\t']) {
        expect((await rejection(market.chats.send(buyer, request.id, text))).title).toBe('Mensaje vacío');
      }
      expect(await market.chats.messages(buyer, request.id)).toEqual([]);
    });

    it('refuses a message that is too long', async () => {
      const { market, accepted } = scenario(engine);
      const { buyer, request } = await accepted();
      expect((await rejection(market.chats.send(buyer, request.id, 'x'.repeat(2001)))).title).toBe(
        'Mensaje demasiado largo',
      );
    });

    it("reading a chat reads what the other wrote in that chat only, told to the reader's devices; what comes later is new (issue 35 item 12)", async () => {
      const s = scenario(engine);
      const { buyer, traveller, request } = await s.accepted();
      const other = await s.publish(buyer);
      await s.market.requests.accept(traveller, other.id);
      const unreadOf = async (who: typeof buyer) =>
        Object.fromEntries((await s.market.chats.conversations(who)).map((c) => [c.request.id, c.unread]));
      for (const text of ['Uno', 'Dos', 'Tres']) await s.market.chats.send(buyer, request.id, text);
      await s.market.chats.send(buyer, other.id, 'En el otro pedido');
      await s.market.chats.send(traveller, request.id, 'Leído');
      expect(await unreadOf(traveller)).toEqual({ [request.id]: 0, [other.id]: 1 });
      await s.market.chats.send(buyer, request.id, 'Cuatro');
      expect(await unreadOf(traveller)).toEqual({ [request.id]: 1, [other.id]: 1 });

      const heard: Change[] = [];
      const off = s.changes.subscribe((c) => heard.push(c));
      await s.market.chats.markRead(traveller, request.id);
      off();
      expect(await unreadOf(traveller)).toEqual({ [request.id]: 0, [other.id]: 1 });
      expect(heard.filter((c) => c.topic === 'chats')).toEqual([
        { topic: 'chats', ids: [request.id], audience: [traveller.id] },
      ]);

      await s.market.chats.send(buyer, request.id, 'Cinco');
      expect((await unreadOf(traveller))[request.id]).toBe(1);
    });

    it('sends visitors to log in and keeps others out', async () => {
      const { market, accepted, user, forbidden, forbiddenCopy } = scenario(engine);
      const { request } = await accepted();
      const e = await rejection(market.chats.messages(null, request.id));
      expect([e.title, e.description]).toEqual(['Acceso denegado', 'Debes iniciar sesión para chatear.']);
      const f = await rejection(market.chats.send(await user(), request.id, 'hola'));
      expect(f.description).toBe(forbiddenCopy('No tienes acceso a este chat.'));
      expect((await rejection(market.chats.messages(await user(), 'nope'))).code).toBe(forbidden);
    });
  });

  describe('traveller verification', () => {
    const docs = () => ({ documentType: 'Pasaporte', front: pngBlob(), back: pngBlob(), selfie: pngBlob() });

    it('goes not_verified → pending → verified through the provider', async () => {
      const { market, user, verification: provider } = scenario(engine);
      const u = await user();
      expect(await market.verification.status(u)).toBe('not_verified');
      expect(await market.verification.submit(u, docs())).toBe('pending');
      expect(provider.sessions.size).toBe(1);
      expect([...(provider.sessions.values().next().value?.uploads ?? [])].sort()).toEqual(['back', 'front', 'selfie']);
      expect(await market.verification.refresh(u)).toBe('verified');
      expect((await market.accounts.me(u))?.verificationDocumentType).toBe('Pasaporte');
      expect(await market.verification.refresh(u)).toBe('verified');
    });

    it('stays pending while the provider has not decided, and can be declined', async () => {
      const verification = createFakeVerificationProvider();
      const { market, user } = scenario(engine, { verification });
      const u = await user();
      verification.decision = { status: 'pending' };
      await market.verification.submit(u, docs());
      expect(await market.verification.refresh(u)).toBe('pending');
      verification.decision = { status: 'declined', reason: 'blurry' };
      expect(await market.verification.refresh(u)).toBe('declined');
      verification.decision = { status: 'verified' };
      await market.verification.submit(u, docs());
      expect(await market.verification.refresh(u)).toBe('verified');
    });

    it('needs the document type and all three images', async () => {
      const { market, user } = scenario(engine);
      const u = await user();
      const e = await rejection(market.verification.submit(u, { ...docs(), selfie: null }));
      expect(e.title).toBe('Información incompleta');
      expect((await rejection(market.verification.submit(u, { ...docs(), documentType: '' }))).code).toBe(
        'verification_incomplete',
      );
    });

    it('accepts PNG or JPG only, by their bytes', async () => {
      const { market, user } = scenario(engine);
      const gif = new Blob([new TextEncoder().encode('GIF89a......')], { type: 'image/png' });
      const e = await rejection(market.verification.submit(await user(), { ...docs(), back: gif }));
      expect(e.code).toBe('image_invalid');
      expect(e.fieldErrors.back).toBeTruthy();
    });

    it('refuses a second submission while pending or verified, and visitors', async () => {
      const { market, user } = scenario(engine);
      const u = await user();
      await market.verification.submit(u, docs());
      expect((await rejection(market.verification.submit(u, docs()))).code).toBe('invalid_transition');
      expect((await rejection(market.verification.submit(null, docs()))).code).toBe('login_required');
      expect(await market.verification.status(null)).toBeNull();
    });

    it('reports the provider being down in Spanish', async () => {
      const { market, user, verification: provider } = scenario(engine);
      const u = await user();
      provider.down = true;
      expect((await rejection(market.verification.submit(u, docs()))).title).toBe('Servicio no disponible');
      expect(await market.verification.status(u)).toBe('not_verified');
    });

    it('reports a failing decision call', async () => {
      const verification = createFakeVerificationProvider();
      const { market, user } = scenario(engine, { verification });
      const u = await user();
      await market.verification.submit(u, docs());
      verification.getDecision = () => Promise.reject(new Error('down'));
      expect((await rejection(market.verification.refresh(u))).code).toBe('provider_unavailable');
    });
  });

  describe('wallet and payment history', () => {
    it('derives rows buy-{id} and earn-{id} as the spec says', async () => {
      const { market, paid } = scenario(engine);
      const { buyer, traveller, request, code } = await paid();
      await market.requests.confirmDelivery(traveller, request.id, code);
      const buys = await market.wallet.history(buyer);
      expect(buys).toEqual([
        expect.objectContaining({
          id: `buy-${request.id}`,
          type: 'Pago Pedido',
          status: 'Completado',
          description: 'Nintendo Switch OLED',
        }),
      ]);
      expect(buys[0]?.amountText).toMatch(/^-US\$\s/);
      const earns = await market.wallet.history(traveller);
      expect(earns).toEqual([
        expect.objectContaining({
          id: `earn-${request.id}`,
          type: 'Recompensa Recibida',
          // Decision 049: what reached the wallet, the price advanced (US$ 249,99) + the reward less commission.
          amountCents: RELEASED_CENTS,
          amountText: `+${formatMoney(RELEASED_CENTS)}`,
        }),
      ]);
      expect(await market.wallet.deliveredCount(null, traveller.id)).toBe(1);
      expect((await market.wallet.wallet(traveller)).earnings[0]).toMatchObject({
        rewardCents: 2500,
        commissionCents: 250,
        payoutCents: 2250,
        advancedCents: 24_999,
        releasedCents: RELEASED_CENTS,
      });
    });

    it('is empty for a new account and refuses visitors', async () => {
      const { market, user } = scenario(engine);
      expect(await market.wallet.history(await user())).toEqual([]);
      expect((await market.wallet.wallet(await user())).availableCents).toBe(0);
      expect((await rejection(market.wallet.history(null))).code).toBe('login_required');
    });
  });
}
