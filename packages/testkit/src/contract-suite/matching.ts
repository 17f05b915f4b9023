import { describe, expect, it } from 'vitest';
import {
  type EngineFactory,
  newGuest,
  rejection,
  scenario,
  validBilling,
  validRequestInput,
} from '#src/contract-suite/engine';
import { fixedClock } from '@cg/domain/runtime/adapters';
import { pngBlob } from '#src/png';

// The scenario's clock: 2026-11-21, noon UTC (09:00 in Argentina).
const fromUsa = {
  originCountry: 'Estados Unidos',
  province: 'Buenos Aires' as const,
  departureDate: '2026-11-25',
  returnDate: '2026-12-10',
  availableSpace: 'medium' as const,
};
const fromJapan = { ...fromUsa, originCountry: 'Japón' };

/** Matching trips and requests (issue 36, decision 046): with data that must and must not match. */
export function matchingContract(engine: EngineFactory) {
  describe('matching', () => {
    it("lists a trip's requests: bought in its country, active, not the traveller's own, highest reward first, with the allowance estimate", async () => {
      const clock = fixedClock('2026-11-21T12:00:00.000Z', 1000);
      const s = scenario(engine, { clock });
      const buyer = await s.user();
      const traveller = await s.traveller();
      const other = await s.traveller({ email: 'otro-viajero@example.com' });
      const trip = await s.market.trips.register(traveller, fromUsa);
      const low = await s.publish(buyer, { reward: 25, productName: 'Auriculares' });
      const high = await s.publish(buyer, { reward: 60, productName: 'Cámara' });
      // Must not match: another country, a withdrawn request, one taken by someone else, the traveller's own.
      await s.publish(buyer, { reward: 100, country: 'Japón' });
      const withdrawn = await s.publish(buyer, { reward: 90 });
      await s.market.requests.cancel(buyer, withdrawn.id);
      const taken = await s.publish(buyer, { reward: 80 });
      await s.market.requests.accept(other, taken.id);
      await s.publish(traveller, { reward: 95 });
      // One the traveller carries on this trip: its price counts against the allowance.
      const carried = await s.publish(buyer, { reward: 30, estimatedPrice: '120.50' });
      await s.market.requests.accept(traveller, carried.id, trip.id);

      const found = await s.market.matching.forTrip(traveller, trip.id);
      expect(found.trip.id).toBe(trip.id);
      expect(found.requests.map((r) => r.id)).toEqual([high.id, low.id]);
      expect(found.allowance).toEqual({
        limitUsdCents: 50_000,
        usedUsdCents: 12_050,
        leftUsdCents: 37_950,
        estimate: true,
      });

      // Once the trip ended (Argentina's day after its return), it carries nothing more.
      clock.set('2026-12-11T03:00:00.000Z');
      expect((await s.market.matching.forTrip(traveller, trip.id)).requests).toEqual([]);
    });

    it("a trip's matches are its traveller's only", async () => {
      const s = scenario(engine);
      const traveller = await s.traveller();
      const buyer = await s.user();
      const trip = await s.market.trips.register(traveller, fromUsa);
      await s.publish(buyer);
      for (const actor of [buyer, await s.traveller({ email: 'tercero@example.com' })]) {
        const refused = await rejection(s.market.matching.forTrip(actor, trip.id));
        expect([refused.code, refused.title]).toEqual(['not_found', 'Viaje no encontrado']);
      }
      expect((await rejection(s.market.matching.forTrip(null, trip.id))).code).toBe('login_required');
      expect((await rejection(s.market.matching.forTrip(traveller, 'no-such-trip'))).code).toBe('not_found');
    });

    it("lists a request's trips: from its country, returning today or later, not the buyer's own, soonest first", async () => {
      const clock = fixedClock('2026-11-21T12:00:00.000Z', 1000);
      const s = scenario(engine, { clock });
      const buyer = await s.traveller({ email: 'compradora@example.com' });
      const ana = await s.traveller({ email: 'ana-viajera@example.com' });
      const luis = await s.traveller({ email: 'luis-viajero@example.com' });
      const later = await s.market.trips.register(ana, fromUsa);
      const sooner = await s.market.trips.register(luis, { ...fromUsa, returnDate: '2026-11-30' });
      // Must not match: another country, a trip that will have ended, the buyer's own.
      await s.market.trips.register(luis, fromJapan);
      await s.market.trips.register(ana, { ...fromUsa, departureDate: '2026-11-21', returnDate: '2026-11-22' });
      await s.market.trips.register(buyer, fromUsa);
      const request = await s.publish(buyer);
      clock.set('2026-11-23T12:00:00.000Z');

      const trips = await s.market.matching.forRequest(buyer, request.id);
      expect(trips.map((t) => t.id)).toEqual([sooner.id, later.id]);
      expect(trips[0]).toMatchObject({ userName: 'Tomás P.', travellerVerified: true });

      // Someone else's request is one that does not exist; a withdrawn one matches nothing.
      for (const actor of [ana, await s.user()]) {
        const refused = await rejection(s.market.matching.forRequest(actor, request.id));
        expect(refused.code).toBe('not_found');
      }
      expect((await rejection(s.market.matching.forRequest(null, request.id))).code).toBe('login_required');
      await s.market.requests.cancel(buyer, request.id);
      expect(await s.market.matching.forRequest(buyer, request.id)).toEqual([]);
    });

    it('lets the buyer invite the traveller of a matching trip once: told with the request, never twice', async () => {
      const s = scenario(engine);
      const buyer = await s.user();
      const traveller = await s.traveller();
      const trip = await s.market.trips.register(traveller, fromUsa);
      const request = await s.publish(buyer, { productName: 'Cámara instantánea', reward: 45 });

      const invited = await s.market.matching.invite(buyer, request.id, trip.id);
      expect(invited).toMatchObject({ id: trip.id, invited: true });
      const again = await s.market.matching.invite(buyer, request.id, trip.id);
      expect(again).toMatchObject({ id: trip.id, invited: true });
      const told = (await s.market.notifications.list(traveller)).filter((n) => n.kind === 'trip_invitation');
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({ title: 'Ana G. te invita a traer su pedido', link: `/pedidos/${request.id}` });
      expect(told[0]?.text).toContain('Cámara instantánea');
      expect((await s.market.matching.forRequest(buyer, request.id)).map((t) => [t.id, t.invited])).toEqual([
        [trip.id, true],
      ]);
    });

    it('refuses an invitation to a trip that does not match, and tells nobody', async () => {
      const clock = fixedClock('2026-11-21T12:00:00.000Z', 1000);
      const s = scenario(engine, { clock });
      const buyer = await s.traveller({ email: 'compradora-invita@example.com' });
      const traveller = await s.traveller();
      const japan = await s.market.trips.register(traveller, fromJapan);
      const ending = await s.market.trips.register(traveller, {
        ...fromUsa,
        departureDate: '2026-11-21',
        returnDate: '2026-11-22',
      });
      const fine = await s.market.trips.register(traveller, fromUsa);
      const own = await s.market.trips.register(buyer, fromUsa);
      const request = await s.publish(buyer);
      clock.set('2026-11-23T12:00:00.000Z');

      for (const tripId of [japan.id, ending.id]) {
        const refused = await rejection(s.market.matching.invite(buyer, request.id, tripId));
        expect([refused.code, refused.title]).toEqual(['validation', 'El viaje no coincide']);
      }
      for (const tripId of [own.id, 'no-such-trip']) {
        expect((await rejection(s.market.matching.invite(buyer, request.id, tripId))).code).toBe('not_found');
      }
      // Someone else's request is one that does not exist; a visitor is asked to log in.
      const stranger = await s.user();
      expect((await rejection(s.market.matching.invite(stranger, request.id, fine.id))).code).toBe('not_found');
      expect((await rejection(s.market.matching.invite(null, request.id, fine.id))).code).toBe('login_required');
      await s.market.requests.cancel(buyer, request.id);
      const closed = await rejection(s.market.matching.invite(buyer, request.id, fine.id));
      expect([closed.code, closed.title]).toEqual(['validation', 'Pedido no disponible']);
      expect((await s.market.notifications.list(traveller)).filter((n) => n.kind === 'trip_invitation')).toEqual([]);
    });

    it('tells a buyer following a country of its new trips: in the app at once, one a day (the latest), none once switched off', async () => {
      const clock = fixedClock('2026-11-21T12:00:00.000Z', 1000);
      const s = scenario(engine, { clock });
      const buyer = await s.user();
      const other = await s.user({ firstName: 'Bea' });
      expect(await s.market.matching.alerts(buyer)).toEqual({ tripCountries: [], requestAlerts: true });
      const following = { tripCountries: ['Estados Unidos', 'Estados Unidos'], requestAlerts: true };
      expect(await s.market.matching.setAlerts(buyer, following)).toEqual({
        tripCountries: ['Estados Unidos'],
        requestAlerts: true,
      });
      const alertsOf = async (who: typeof buyer) =>
        (await s.market.notifications.list(who)).filter((n) => n.kind === 'trip_alert');

      const tomas = await s.traveller();
      const luis = await s.traveller({ firstName: 'Luis', email: 'luis-alerta@example.com' });
      await s.market.trips.register(tomas, fromUsa);
      expect((await alertsOf(buyer)).map((n) => n.title)).toEqual(['Un viajero vuelve desde Estados Unidos']);
      // Must not: another country; someone who follows nothing.
      await s.market.trips.register(tomas, fromJapan);
      expect(await alertsOf(buyer)).toHaveLength(1);
      expect(await alertsOf(other)).toEqual([]);
      // A second the same day (Argentina's) is the day's one notification, now about the latest, unread.
      await s.market.notifications.markAllRead(buyer);
      await s.market.trips.register(luis, fromUsa);
      const [today] = await alertsOf(buyer);
      expect(await alertsOf(buyer)).toHaveLength(1);
      expect(today?.text).toContain('Luis P.');
      expect(today?.readAt).toBeNull();
      // The next day, another.
      clock.set('2026-11-22T12:00:00.000Z');
      await s.market.trips.register(luis, { ...fromUsa, returnDate: '2026-12-20' });
      expect(await alertsOf(buyer)).toHaveLength(2);
      // Switched off: quiet.
      await s.market.matching.setAlerts(buyer, { tripCountries: [], requestAlerts: true });
      clock.set('2026-11-23T12:00:00.000Z');
      await s.market.trips.register(tomas, { ...fromUsa, returnDate: '2026-12-22' });
      expect(await alertsOf(buyer)).toHaveLength(2);
    });

    it('tells travellers of new requests from the countries of their upcoming trips, one a day, unless switched off', async () => {
      const clock = fixedClock('2026-11-21T12:00:00.000Z', 1000);
      const s = scenario(engine, { clock });
      const buyer = await s.user();
      const coming = await s.traveller({ email: 'viene@example.com' });
      const japan = await s.traveller({ email: 'japon@example.com' });
      const ended = await s.traveller({ email: 'termino@example.com' });
      const quiet = await s.traveller({ email: 'silencio@example.com' });
      await s.market.trips.register(coming, fromUsa);
      await s.market.trips.register(japan, fromJapan);
      await s.market.trips.register(ended, { ...fromUsa, departureDate: '2026-11-21', returnDate: '2026-11-22' });
      await s.market.trips.register(quiet, fromUsa);
      await s.market.matching.setAlerts(quiet, { tripCountries: [], requestAlerts: false });
      clock.set('2026-11-23T12:00:00.000Z');
      const alertsOf = async (who: typeof buyer) =>
        (await s.market.notifications.list(who)).filter((n) => n.kind === 'request_alert');

      const first = await s.publish(buyer, { productName: 'Auriculares' });
      expect((await alertsOf(coming)).map((n) => [n.title, n.link])).toEqual([
        ['Un pedido nuevo coincide con tu viaje', `/pedidos/${first.id}`],
      ]);
      // Must not: a trip from another country, one that ended, alerts switched off, the buyer.
      for (const who of [japan, ended, quiet, buyer]) expect(await alertsOf(who)).toEqual([]);

      // The same day: still one, about the latest, unread again (one e-mail a day when away).
      await s.market.notifications.markAllRead(coming);
      const second = await s.publish(newGuest(), { productName: 'Cámara' });
      const [latest] = await alertsOf(coming);
      expect(await alertsOf(coming)).toHaveLength(1);
      expect([latest?.link, latest?.readAt]).toEqual([`/pedidos/${second.id}`, null]);
      expect(latest?.text).toContain('Cámara');
      clock.set('2026-11-24T12:00:00.000Z');
      await s.publish(buyer);
      expect(await alertsOf(coming)).toHaveLength(2);
    });

    it('keeps alerts to countries of the list, at most 20, for a person logged in', async () => {
      const s = scenario(engine);
      const buyer = await s.user();
      for (const tripCountries of [['Narnia'], Array.from({ length: 21 }, () => 'Japón').map((c, i) => `${c}${i}`)]) {
        const refused = await rejection(s.market.matching.setAlerts(buyer, { tripCountries, requestAlerts: true }));
        expect([refused.code, refused.title]).toEqual(['validation', 'Alertas no válidas']);
      }
      expect(await s.market.matching.alerts(buyer)).toEqual({ tripCountries: [], requestAlerts: true });
      const none = { tripCountries: [], requestAlerts: false };
      expect((await rejection(s.market.matching.setAlerts(null, none))).code).toBe('login_required');
      expect((await rejection(s.market.matching.alerts(null))).code).toBe('login_required');
    });

    it('suggests a reward from completed deals of the category and country, and the stated rule of thumb below five', async () => {
      const s = scenario(engine);
      const buyer = await s.user();
      const traveller = await s.traveller();
      /** A deal of US$ 100 completed with this reward (whole dollars). */
      async function completed(reward: number, overrides: { category?: 'ropa'; country?: string } = {}) {
        const input = { ...validRequestInput, estimatedPrice: '100', reward, ...overrides, image: pngBlob() };
        const request = await s.market.requests.publish(buyer, input);
        // Six US$ 100 deals in one month cross the franchise: the clause (decision 047) is needed.
        await s.market.requests.accept(traveller, request.id, undefined, 'traveller');
        await s.market.payments.payWithCard(buyer, request.id, validBilling, 'tok_visa');
        const code = await s.market.requests.securityCode(buyer, request.id);
        await s.market.requests.confirmDelivery(traveller, request.id, code ?? '');
      }
      const ask = { category: 'juegos', country: 'Estados Unidos', price: 200, currency: 'USD' as const };
      for (const reward of [10, 20, 30, 40]) await completed(reward);
      // Must not count: another category, another country, a request still active.
      await completed(100, { category: 'ropa' });
      await completed(100, { country: 'Japón' });
      await s.publish(buyer, { estimatedPrice: '100', reward: 100 });
      expect(await s.market.matching.rewardSuggestion(null, ask)).toEqual({
        basis: 'rule_of_thumb',
        share: 0.15,
        deals: 4,
        rewardUsd: 30,
      });
      await completed(50);
      expect(await s.market.matching.rewardSuggestion(null, ask)).toEqual({
        basis: 'deals',
        share: 0.3,
        deals: 5,
        rewardUsd: 60,
      });
      // Without a price, the share alone; an unknown category is a suggestion from no deals.
      expect((await s.market.matching.rewardSuggestion(null, { ...ask, price: undefined })).rewardUsd).toBeNull();
      expect(await s.market.matching.rewardSuggestion(null, { ...ask, category: 'nada' })).toMatchObject({
        basis: 'rule_of_thumb',
        deals: 0,
      });
    });

    it("reads a deal agreed on an offer at its agreed reward, not the buyer's", async () => {
      const s = scenario(engine);
      const buyer = await s.user();
      const traveller = await s.traveller();
      const trip = await s.market.trips.register(traveller, fromUsa);
      /** A deal of US$ 100 at the buyer's `reward` (whole dollars), or at `agreed` through an accepted offer. */
      async function completed(reward: number, agreed?: number) {
        const input = { ...validRequestInput, estimatedPrice: '100', reward, image: pngBlob() };
        const request = await s.market.requests.publish(buyer, input);
        if (agreed === undefined) await s.market.requests.accept(traveller, request.id, trip.id);
        else {
          const terms = { tripId: trip.id, reward: agreed, deliveryDate: '2026-12-12', message: '' };
          const made = await s.market.offers.make(traveller, request.id, terms);
          await s.market.offers.accept(buyer, made.id);
        }
        await s.market.payments.payWithCard(buyer, request.id, validBilling, 'tok_visa');
        const code = await s.market.requests.securityCode(buyer, request.id);
        await s.market.requests.confirmDelivery(traveller, request.id, code ?? '');
      }
      for (const reward of [10, 20, 40, 40]) await completed(reward);
      // Agreed at US$ 40 on a request offering US$ 20: the median share is 40 %, not the buyer's 20 %.
      await completed(20, 40);
      const ask = { category: 'juegos', country: 'Estados Unidos', price: 200, currency: 'USD' as const };
      expect(await s.market.matching.rewardSuggestion(null, ask)).toEqual({
        basis: 'deals',
        share: 0.4,
        deals: 5,
        rewardUsd: 80,
      });
    });
  });
}
