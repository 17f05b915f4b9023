import { describe, expect, it } from 'vitest';
import { DomainError } from '@cg/domain/errors';
import { type EngineFactory, rejection, scenario, validBilling } from '#src/contract-suite/engine';
import { fixedClock } from '@cg/domain/runtime/adapters';

// The scenario's clock: 2026-11-21, noon UTC.
const fromUsa = {
  originCountry: 'Estados Unidos',
  province: 'Buenos Aires' as const,
  departureDate: '2026-11-25',
  returnDate: '2026-12-10',
  availableSpace: 'medium' as const,
};
const later = { ...fromUsa, departureDate: '2027-01-05', returnDate: '2027-01-20' };
const fromJapan = { ...fromUsa, originCountry: 'Japón' };

const codeOf = (r: PromiseSettledResult<unknown>) =>
  r.status === 'rejected' && r.reason instanceof DomainError ? r.reason.code : r.status;

/** An order travels on one trip (issue 35 items 4 and 11; decision 026). */
export function tripsContract(engine: EngineFactory) {
  describe('an order travels on one trip', () => {
    it('is accepted on the trip the traveller chose: its return + 7 days is the deadline, from acceptance to after payment', async () => {
      const s = scenario(engine);
      const buyer = await s.user();
      const traveller = await s.traveller();
      await s.market.trips.register(traveller, fromUsa);
      const chosen = await s.market.trips.register(traveller, later);
      const request = await s.publish(buyer);
      const accepted = await s.market.requests.accept(traveller, request.id, chosen.id);
      const deadline = '2027-01-28T00:00:00.000Z';
      expect(accepted).toMatchObject({ status: 'accepted', tripId: chosen.id, deliveryDeadline: deadline });
      expect((await s.market.requests.order(buyer, request.id))?.deliveryDeadline).toBe(deadline);
      expect((await s.market.requests.mine(buyer))[0]?.deliveryDeadline).toBe(deadline);
      expect((await s.market.requests.deliveries(traveller))[0]).toMatchObject({ tripId: chosen.id });
      await s.market.payments.payWithCard(buyer, request.id, validBilling, 'tok_visa');
      // Not inferred again at payment (it used to take the earliest trip: the wrong one here).
      expect((await s.market.requests.order(buyer, request.id))?.deliveryDeadline).toBe(deadline);
    });

    it('asks which trip when the traveller has one that can bring it, and refuses a wrong one in Spanish', async () => {
      const clock = fixedClock('2026-11-21T12:00:00.000Z', 1000);
      const s = scenario(engine, { clock });
      const buyer = await s.user();
      const traveller = await s.traveller();
      const japan = await s.market.trips.register(traveller, fromJapan);
      const soon = await s.market.trips.register(traveller, {
        ...fromUsa,
        departureDate: '2026-11-21',
        returnDate: '2026-11-22',
      });
      const other = await s.traveller({ email: 'otro-viajero@example.com' });
      const theirs = await s.market.trips.register(other, fromUsa);
      const request = await s.publish(buyer);

      const none = await rejection(s.market.requests.accept(traveller, request.id));
      expect([none.code, none.title, none.description]).toEqual([
        'validation',
        'Elige tu viaje',
        'Elige en cuál de tus viajes traes este pedido.',
      ]);
      const wrong = await rejection(s.market.requests.accept(traveller, request.id, japan.id));
      expect([wrong.code, wrong.title]).toEqual(['validation', 'Viaje de otro país']);
      // Someone else's trip, or no trip at all, is one that does not exist (decision 030).
      for (const id of [theirs.id, 'no-such-trip']) {
        const notMine = await rejection(s.market.requests.accept(traveller, request.id, id));
        expect([notMine.code, notMine.title]).toEqual(['not_found', 'Viaje no encontrado']);
      }
      clock.set('2026-11-23T09:00:00.000Z');
      const over = await rejection(s.market.requests.accept(traveller, request.id, soon.id));
      expect([over.code, over.title]).toEqual(['validation', 'Viaje terminado']);
      // Nothing was taken by the refusals: the request still waits for a traveller.
      expect((await s.market.requests.get(null, request.id))?.status).toBe('active');
      // With the one from the United States over, no trip can bring it: the 30-day rule.
      const accepted = await s.market.requests.accept(traveller, request.id);
      expect([accepted.tripId, accepted.deliveryDeadline]).toEqual([null, null]);
      await s.market.payments.payWithCard(buyer, request.id, validBilling, 'tok_visa');
      // 30 days from the payment (2026-11-23) plus 7, to the end of that day.
      expect((await s.market.requests.order(buyer, request.id))?.deliveryDeadline).toBe('2026-12-31T00:00:00.000Z');
    });

    it('keeps a trip carrying an order in progress: not deleted, its return and origin not moved, until the order ends', async () => {
      const s = scenario(engine);
      const buyer = await s.user();
      const traveller = await s.traveller();
      const trip = await s.market.trips.register(traveller, fromUsa);
      const request = await s.publish(buyer);
      await s.market.requests.accept(traveller, request.id, trip.id);
      // One at a time: started together, the later refusals had no handler yet when they came
      // (an unhandled rejection on PostgreSQL, where each takes its own connection).
      for (const refused of [
        () => s.market.trips.remove(traveller, trip.id),
        () => s.market.trips.edit(traveller, trip.id, { ...fromUsa, returnDate: '2026-12-30' }),
        () => s.market.trips.edit(traveller, trip.id, { ...fromUsa, originCountry: 'España' }),
      ]) {
        const e = await rejection(refused());
        expect([e.code, e.title]).toEqual(['trip_in_use', 'Viaje con un pedido en curso']);
        expect(e.description).toMatch(/no puedes eliminarlo ni cambiar su país de origen o su fecha de regreso/);
      }
      // What does not move the deadline may change.
      const roomier = await s.market.trips.edit(traveller, trip.id, { ...fromUsa, availableSpace: 'large' });
      expect(roomier).toMatchObject({ id: trip.id, availableSpace: 'large', returnDate: '2026-12-10' });
      await s.market.payments.payWithCard(buyer, request.id, validBilling, 'tok_visa');
      expect((await rejection(s.market.trips.remove(traveller, trip.id))).code).toBe('trip_in_use');
      const code = (await s.market.requests.securityCode(buyer, request.id)) ?? '';
      await s.market.requests.confirmDelivery(traveller, request.id, code);
      // Delivered: the trip is the traveller's to change again.
      const moved = await s.market.trips.edit(traveller, trip.id, { ...fromUsa, returnDate: '2026-12-30' });
      expect(moved.returnDate).toBe('2026-12-30');
      await s.market.trips.remove(traveller, trip.id);
      expect(await s.market.trips.mine(traveller)).toEqual([]);
      expect((await s.market.requests.order(buyer, request.id))?.deliveryDeadline).toBe('2026-12-18T00:00:00.000Z');
    });

    it('an accept on a trip and its deletion at the same moment: one of them, never an order on a deleted trip', async () => {
      const s = scenario(engine);
      const buyer = await s.user();
      const traveller = await s.traveller();
      const trip = await s.market.trips.register(traveller, fromUsa);
      const request = await s.publish(buyer);
      const [accepted, removed] = await Promise.allSettled([
        s.market.requests.accept(traveller, request.id, trip.id),
        s.market.trips.remove(traveller, trip.id),
      ]);
      const order = await s.market.requests.order(buyer, request.id);
      const kept = (await s.market.trips.mine(traveller)).map((t) => t.id);
      if (accepted.status === 'fulfilled') {
        expect([codeOf(removed), order?.tripId, kept]).toEqual(['trip_in_use', trip.id, [trip.id]]);
      } else {
        expect([codeOf(accepted), removed.status, order?.status, order?.tripId, kept]).toEqual([
          'not_found',
          'fulfilled',
          'active',
          null,
          [],
        ]);
      }
    });
  });

  describe('trips: past, edited, deleted', () => {
    it('refuses a trip that already ended, in Spanish, and lists only trips still ahead (one’s own, all)', async () => {
      const clock = fixedClock('2026-11-21T12:00:00.000Z', 1000);
      const s = scenario(engine, { clock });
      const traveller = await s.traveller();
      const past = await rejection(
        s.market.trips.register(traveller, { ...fromUsa, departureDate: '2026-11-01', returnDate: '2026-11-20' }),
      );
      expect([past.code, past.title, past.fieldErrors.returnDate]).toEqual([
        'validation',
        'Viaje terminado',
        'La fecha de regreso ya pasó. Registra un viaje que todavía no terminó.',
      ]);
      const today = await s.market.trips.register(traveller, {
        ...fromUsa,
        departureDate: '2026-11-21',
        returnDate: '2026-11-21',
      });
      const ahead = await s.market.trips.register(traveller, later);
      const ids = async () => ({
        page: (await s.market.trips.searchPage(null, {})).items.map((t) => t.id),
        home: (await s.market.trips.home(null)).map((t) => t.id),
        mine: (await s.market.trips.mine(traveller)).map((t) => t.id),
      });
      expect(await ids()).toEqual({
        page: [ahead.id, today.id],
        home: [ahead.id, today.id],
        mine: [ahead.id, today.id],
      });
      // The marketplace's days are Argentina's (decision 043): at 23:59 on the 21st there (02:59 UTC
      // on the 22nd) the trip returning on the 21st is still ahead; at midnight there, it ended.
      clock.set('2026-11-22T02:59:00.000Z');
      expect(await ids()).toEqual({
        page: [ahead.id, today.id],
        home: [ahead.id, today.id],
        mine: [ahead.id, today.id],
      });
      clock.set('2026-11-22T03:00:01.000Z');
      expect(await ids()).toEqual({ page: [ahead.id], home: [ahead.id], mine: [ahead.id, today.id] });
      expect((await s.market.trips.searchPage(null, {})).matching).toBe(1);
    });

    it('its traveller edits and deletes a trip with the form’s rules; anyone else reads “not found”', async () => {
      const s = scenario(engine);
      const traveller = await s.traveller();
      const stranger = await s.user({ email: 'otra@example.com' });
      const trip = await s.market.trips.register(traveller, fromUsa);
      const edited = await s.market.trips.edit(traveller, trip.id, { ...fromJapan, province: 'Mendoza' });
      expect(edited).toMatchObject({ id: trip.id, originCountry: 'Japón', province: 'Mendoza', userId: traveller.id });
      expect((await s.market.trips.mine(traveller))[0]).toMatchObject({ originCountry: 'Japón', province: 'Mendoza' });
      const dates = await rejection(s.market.trips.edit(traveller, trip.id, { ...fromUsa, returnDate: '2026-11-24' }));
      expect([dates.code, dates.title]).toEqual(['validation', 'Fechas inválidas']);
      const past = await rejection(
        s.market.trips.edit(traveller, trip.id, { ...fromUsa, departureDate: '2026-11-01', returnDate: '2026-11-02' }),
      );
      expect(past.title).toBe('Viaje terminado');
      // Each refusal starts when it is awaited: started together, a later one could reject
      // before its handler is attached (an unhandled rejection on PostgreSQL).
      for (const attempt of [
        () => s.market.trips.edit(stranger, trip.id, fromUsa),
        () => s.market.trips.remove(stranger, trip.id),
        () => s.market.trips.remove(traveller, 'no-such-trip'),
      ]) {
        expect((await rejection(attempt())).code).toBe('not_found');
      }
      expect((await rejection(s.market.trips.remove(null, trip.id))).code).toBe('login_required');
      expect((await s.market.trips.mine(traveller))[0]).toMatchObject({
        originCountry: 'Japón',
        returnDate: '2026-12-10',
      });
      await s.market.trips.remove(traveller, trip.id);
      expect(await s.market.trips.mine(traveller)).toEqual([]);
      expect((await s.market.trips.searchPage(null, {})).matching).toBe(0);
    });
  });
}
