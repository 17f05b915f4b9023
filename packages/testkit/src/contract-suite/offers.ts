import { describe, expect, it } from 'vitest';
import { DomainError } from '@cg/domain/errors';
import { type EngineFactory, rejection, scenario, validBilling } from '#src/contract-suite/engine';
import { fixedClock } from '@cg/domain/runtime/adapters';
import { PLATFORM_COMMISSION_RATE } from '@cg/domain/constants';
import { formatMoney } from '@cg/domain/money';

// The scenario's clock: 2026-11-21, noon UTC. The request's reward is US$ 25: offers and counters
// between US$ 15 (half, rounded up to a step of 5) and US$ 50 (twice).
const fromUsa = {
  originCountry: 'Estados Unidos',
  province: 'Buenos Aires' as const,
  departureDate: '2026-11-25',
  returnDate: '2026-12-10',
  availableSpace: 'medium' as const,
};
const fromJapan = { ...fromUsa, originCountry: 'Japón' };
const offerOn = (tripId: string, reward = 30, deliveryDate = '2026-12-12') => ({
  tripId,
  reward,
  deliveryDate,
  message: 'Lo traigo en mi valija.',
});

const codeOf = (r: PromiseSettledResult<unknown>) =>
  r.status === 'rejected' && r.reason instanceof DomainError ? r.reason.code : r.status;

/** A buyer's request and two verified travellers, each with a trip from its country. */
async function market(engine: EngineFactory, options: Parameters<typeof scenario>[1] = {}) {
  const s = scenario(engine, options);
  const buyer = await s.user();
  const ana = await s.traveller({ firstName: 'Ana', lastName: 'Ruiz' });
  const beto = await s.traveller({ firstName: 'Beto', lastName: 'Sosa' });
  // The request before the trips: published after them, it would be each traveller's request
  // alert (decision 046), which is matching's to test, not the offers'.
  const request = await s.publish(buyer);
  const anaTrip = await s.market.trips.register(ana, fromUsa);
  const betoTrip = await s.market.trips.register(beto, fromUsa);
  /** What the person was told, newest first, but their verification. */
  const told = async (actor: { id: string }) =>
    (await s.market.notifications.list(actor)).map((n) => n.kind).filter((k) => k !== 'verification_finished');
  return { s, buyer, ana, beto, anaTrip, betoTrip, request, told };
}

/** Offers (issue 36; decision 045). */
export function offersContract(engine: EngineFactory) {
  describe('offers: a traveller proposes, the buyer chooses', () => {
    it('is made within the rules: half to twice the reward in steps of 5, the trip’s window, one live offer each', async () => {
      const { s, buyer, ana, anaTrip, request } = await market(engine);
      const refused = async (input: ReturnType<typeof offerOn>) => {
        const e = await rejection(s.market.offers.make(ana, request.id, input));
        return [e.code, Object.keys(e.fieldErrors)];
      };
      expect(await refused(offerOn(anaTrip.id, 10))).toEqual(['validation', ['reward']]);
      expect(await refused(offerOn(anaTrip.id, 55))).toEqual(['validation', ['reward']]);
      expect(await refused(offerOn(anaTrip.id, 32))).toEqual(['validation', ['reward']]);
      expect(await refused(offerOn(anaTrip.id, 30, '2026-12-09'))).toEqual(['validation', ['deliveryDate']]);
      expect(await refused(offerOn(anaTrip.id, 30, '2026-12-18'))).toEqual(['validation', ['deliveryDate']]);
      const japan = await s.market.trips.register(ana, fromJapan);
      expect(await refused(offerOn(japan.id))).toEqual(['validation', ['tripId']]);
      const e = await rejection(s.market.offers.make(ana, request.id, offerOn(anaTrip.id, 55)));
      expect(e.fieldErrors.reward).toBe(
        `La recompensa debe estar entre ${formatMoney(1500)} y ${formatMoney(5000)}, en pasos de US$ 5.`,
      );

      const low = await s.market.offers.make(ana, request.id, offerOn(anaTrip.id, 15, '2026-12-10'));
      expect(low).toMatchObject({
        status: 'open',
        rewardCents: 1500,
        deliveryDate: '2026-12-10',
        travellerName: 'Ana R.',
      });
      expect(low.traveller).toEqual({ verified: true, rating: 0, reviews: 0, deliveries: 0 });
      expect(low.trip).toEqual({
        originCountry: 'Estados Unidos',
        departureDate: '2026-11-25',
        returnDate: '2026-12-10',
      });
      // One live offer per traveller per request.
      expect((await rejection(s.market.offers.make(ana, request.id, offerOn(anaTrip.id, 50, '2026-12-17')))).code).toBe(
        'invalid_transition',
      );
      // After withdrawing, another.
      expect((await s.market.offers.withdraw(ana, low.id)).status).toBe('withdrawn');
      const high = await s.market.offers.make(ana, request.id, offerOn(anaTrip.id, 50, '2026-12-17'));
      expect(high.rewardCents).toBe(5000);
      // The buyer heard of both offers and of the withdrawal.
      const kinds = (await s.market.notifications.list(buyer)).map((n) => n.kind);
      expect(kinds).toEqual(['offer_made', 'offer_withdrawn', 'offer_made']);
    });

    it('refuses a visitor, an unverified traveller, the buyer on her own request, and a request no longer active', async () => {
      const { s, buyer, ana, anaTrip, request } = await market(engine);
      expect((await rejection(s.market.offers.make(null, request.id, offerOn(anaTrip.id)))).code).toBe(
        'login_required',
      );
      const newcomer = await s.user({ firstName: 'Nuevo' });
      expect((await rejection(s.market.offers.make(newcomer, request.id, offerOn(anaTrip.id)))).code).toBe(
        'verification_required',
      );
      expect((await rejection(s.market.offers.make(buyer, request.id, offerOn(anaTrip.id)))).code).toBe('own_request');
      expect((await rejection(s.market.offers.make(ana, 'no-such-request', offerOn(anaTrip.id)))).code).toBe(
        'not_found',
      );
      await s.market.requests.cancel(buyer, request.id);
      expect((await rejection(s.market.offers.make(ana, request.id, offerOn(anaTrip.id)))).code).toBe(
        'invalid_transition',
      );
    });

    it('shows the offers to the buyer (all) and to each traveller (their own), to nobody else; someone else’s offer is not found', async () => {
      const { s, buyer, ana, beto, anaTrip, betoTrip, request } = await market(engine);
      const a = await s.market.offers.make(ana, request.id, offerOn(anaTrip.id, 30));
      const b = await s.market.offers.make(beto, request.id, offerOn(betoTrip.id, 40));
      const ids = async (actor: Parameters<typeof s.market.offers.forRequest>[0]) =>
        (await s.market.offers.forRequest(actor, request.id)).map((o) => o.id);
      expect(await ids(buyer)).toEqual([b.id, a.id]);
      expect(await ids(ana)).toEqual([a.id]);
      expect(await ids(beto)).toEqual([b.id]);
      const stranger = await s.traveller({ firstName: 'Carla' });
      expect(await ids(stranger)).toEqual([]);
      expect(await ids(null)).toEqual([]);
      expect((await s.market.offers.mine(ana)).map((o) => o.id)).toEqual([a.id]);
      // Nobody but its traveller withdraws it, nobody but the buyer answers it.
      for (const [actor, act] of [
        [beto, () => s.market.offers.withdraw(beto, a.id)],
        [stranger, () => s.market.offers.decline(stranger, a.id)],
        [ana, () => s.market.offers.accept(ana, a.id)],
        [ana, () => s.market.offers.counter(ana, a.id, 20)],
        [stranger, () => s.market.offers.acceptCounter(stranger, a.id)],
      ] as const) {
        expect([actor.id, (await rejection(act())).code]).toEqual([actor.id, 'not_found']);
      }
      expect((await s.market.offers.forRequest(buyer, request.id)).map((o) => o.status)).toEqual(['open', 'open']);
    });

    it('a counter once; the traveller declines it and the offer stands; the buyer accepts it: the order on the agreed terms, the other offer closed and its traveller told', async () => {
      const { s, buyer, ana, beto, anaTrip, betoTrip, request, told } = await market(engine);
      const a = await s.market.offers.make(ana, request.id, offerOn(anaTrip.id, 40, '2026-12-14'));
      const b = await s.market.offers.make(beto, request.id, offerOn(betoTrip.id, 45));
      expect((await rejection(s.market.offers.counter(buyer, a.id, 60))).code).toBe('validation');
      const countered = await s.market.offers.counter(buyer, a.id, 35);
      expect(countered).toMatchObject({ status: 'countered', counterRewardCents: 3500, rewardCents: 4000 });
      expect((await rejection(s.market.offers.counter(buyer, a.id, 30))).code).toBe('invalid_transition');
      // While the counter waits for Ana, the buyer cannot accept her offer.
      expect((await rejection(s.market.offers.accept(buyer, a.id))).code).toBe('invalid_transition');
      const declined = await s.market.offers.declineCounter(ana, a.id);
      expect(declined).toMatchObject({ status: 'open', counterRewardCents: 3500 });
      expect(declined.counterDeclinedAt).not.toBeNull();
      // Countered once: not again.
      expect((await rejection(s.market.offers.counter(buyer, a.id, 30))).code).toBe('invalid_transition');

      const order = await s.market.offers.accept(buyer, a.id);
      expect(order).toMatchObject({
        status: 'accepted',
        acceptedBy: ana.id,
        tripId: anaTrip.id,
        rewardCents: 2500,
        agreedRewardCents: 4000,
        agreedDeliveryDate: '2026-12-14',
        deliveryDeadline: '2026-12-18T00:00:00.000Z',
      });
      // The public card keeps the buyer's reward; the order's money uses the agreed one.
      const card = await s.market.requests.get(null, request.id);
      expect(card?.rewardCents).toBe(2500);
      expect(card && 'agreedRewardCents' in card).toBe(false);
      const quote = await s.market.payments.quote(buyer, request.id);
      expect(quote.rewardUsdCents).toBe(4000);
      // The other offer closed; each traveller told.
      const [bView, aView] = await s.market.offers.forRequest(buyer, request.id);
      expect([aView?.status, bView?.id, bView?.status]).toEqual(['accepted', b.id, 'closed']);
      expect(await told(beto)).toEqual(['offer_closed']);
      expect(await told(ana)).toEqual(['offer_accepted', 'offer_countered']);
      expect((await s.market.notifications.list(buyer)).map((n) => n.kind)).toEqual([
        'counter_declined',
        'offer_made',
        'offer_made',
      ]);
      // The chat opens as on a direct accept; Beto can no longer act on his offer.
      expect(await s.market.chats.messages(buyer, request.id)).toEqual([]);
      expect((await rejection(s.market.offers.withdraw(beto, b.id))).code).toBe('invalid_transition');
      expect((await rejection(s.market.offers.accept(buyer, b.id))).code).toBe('already_accepted');
      expect((await rejection(s.market.offers.make(beto, request.id, offerOn(betoTrip.id)))).code).toBe(
        'invalid_transition',
      );

      // Paid and delivered at the agreed reward: the traveller's payout is the agreed one's.
      await s.market.payments.payWithCard(buyer, request.id, validBilling, 'tok_visa');
      const paid = await s.market.requests.order(buyer, request.id);
      expect(paid?.payment?.rewardUsdCents).toBe(4000);
      const code = (await s.market.requests.securityCode(buyer, request.id)) ?? '';
      const delivered = await s.market.requests.confirmDelivery(ana, request.id, code);
      // Decision 049: the price she advanced + the agreed reward less commission.
      expect(delivered.payoutCents).toBe(request.estimatedPriceCents + 4000 * (1 - PLATFORM_COMMISSION_RATE));
      expect((await s.market.wallet.wallet(ana)).earnings[0]?.rewardCents).toBe(4000);
    });

    it('the traveller accepts the counter: the order at the counter’s reward, the buyer told', async () => {
      const { s, buyer, ana, anaTrip, request } = await market(engine);
      const a = await s.market.offers.make(ana, request.id, offerOn(anaTrip.id, 50));
      expect((await rejection(s.market.offers.acceptCounter(ana, a.id))).code).toBe('invalid_transition');
      await s.market.offers.counter(buyer, a.id, 20);
      const order = await s.market.offers.acceptCounter(ana, a.id);
      expect(order).toMatchObject({
        status: 'accepted',
        acceptedBy: ana.id,
        rewardCents: 2500,
        agreedRewardCents: 2000,
      });
      expect((await s.market.notifications.list(buyer)).map((n) => n.kind)[0]).toBe('counter_accepted');
      expect((await s.market.payments.quote(buyer, request.id)).rewardUsdCents).toBe(2000);
      expect((await s.market.requests.mine(buyer))[0]).toMatchObject({
        agreedRewardCents: 2000,
        agreedDeliveryDate: '2026-12-12',
      });
    });

    it('the direct "Aceptar Pedido" closes the offers too, each traveller told', async () => {
      const { s, ana, beto, anaTrip, betoTrip, request, told } = await market(engine);
      const a = await s.market.offers.make(ana, request.id, offerOn(anaTrip.id));
      const order = await s.market.requests.accept(beto, request.id, betoTrip.id);
      expect([order.agreedRewardCents, order.agreedDeliveryDate]).toEqual([null, null]);
      expect((await s.market.offers.forRequest(ana, request.id)).map((o) => [o.id, o.status])).toEqual([
        [a.id, 'closed'],
      ]);
      expect(await told(ana)).toEqual(['offer_closed']);
    });

    it('expires when its date or trip no longer fits, read and accepted; the traveller may then offer again', async () => {
      const clock = fixedClock('2026-11-21T12:00:00.000Z', 1000);
      const { s, buyer, ana, beto, anaTrip, request } = await market(engine, { clock });
      const soon = await s.market.trips.register(beto, {
        ...fromUsa,
        departureDate: '2026-11-21',
        returnDate: '2026-11-22',
      });
      const a = await s.market.offers.make(ana, request.id, offerOn(anaTrip.id));
      const b = await s.market.offers.make(beto, request.id, offerOn(soon.id, 35, '2026-11-23'));
      // Ana's trip deleted: her offer reads expired, and cannot be accepted or countered.
      await s.market.trips.remove(ana, anaTrip.id);
      const status = async () =>
        Object.fromEntries((await s.market.offers.forRequest(buyer, request.id)).map((o) => [o.id, o.status]));
      expect(await status()).toEqual({ [a.id]: 'expired', [b.id]: 'open' });
      expect((await rejection(s.market.offers.accept(buyer, a.id))).code).toBe('invalid_transition');
      expect((await rejection(s.market.offers.counter(buyer, a.id, 30))).code).toBe('invalid_transition');
      expect((await s.market.requests.get(buyer, request.id))?.status).toBe('active');
      // A new offer on another trip replaces the expired one.
      const later = await s.market.trips.register(ana, { ...fromUsa, returnDate: '2026-12-05' });
      const again = await s.market.offers.make(ana, request.id, offerOn(later.id, 30, '2026-12-05'));
      expect(await status()).toEqual({ [a.id]: 'expired', [b.id]: 'open', [again.id]: 'open' });
      // Beto's trip returns on the 22nd: from the 23rd in Argentina it brings nothing (as a direct
      // accept on it is refused), and his offer expires on read and on accept.
      clock.set('2026-11-23T02:59:00.000Z');
      expect((await status())[b.id]).toBe('open');
      clock.set('2026-11-23T03:00:00.000Z');
      expect((await status())[b.id]).toBe('expired');
      expect((await rejection(s.market.offers.accept(buyer, b.id))).code).toBe('invalid_transition');
      expect((await s.market.offers.accept(buyer, again.id)).agreedRewardCents).toBe(3000);
    });
  });

  describe('offers: at the same moment, one outcome', () => {
    it('two buyer tabs accepting two offers: one order, the other offer closed', async () => {
      const { s, buyer, ana, beto, anaTrip, betoTrip, request } = await market(engine);
      const a = await s.market.offers.make(ana, request.id, offerOn(anaTrip.id, 30));
      const b = await s.market.offers.make(beto, request.id, offerOn(betoTrip.id, 40));
      const results = await Promise.allSettled([
        s.market.offers.accept(buyer, a.id),
        s.market.offers.accept(buyer, b.id),
      ]);
      expect(results.map(codeOf).sort()).toEqual(['already_accepted', 'fulfilled']);
      const winner = results[0].status === 'fulfilled' ? { offer: a, who: ana } : { offer: b, who: beto };
      const order = await s.market.requests.order(buyer, request.id);
      expect([order?.acceptedBy, order?.agreedRewardCents]).toEqual([winner.who.id, winner.offer.rewardCents]);
      const statuses = (await s.market.offers.forRequest(buyer, request.id)).map((o) => [o.id, o.status]);
      expect(statuses).toEqual([
        [b.id, winner.offer.id === b.id ? 'accepted' : 'closed'],
        [a.id, winner.offer.id === a.id ? 'accepted' : 'closed'],
      ]);
      expect((await s.market.notifications.list(buyer)).filter((n) => n.kind === 'request_accepted')).toEqual([]);
      expect(await s.market.chats.messages(buyer, request.id)).toEqual([]);
    });

    it('a traveller withdrawing while the buyer accepts: either the order or the withdrawal, never both', async () => {
      for (let round = 0; round < 3; round++) {
        const { s, buyer, ana, anaTrip, request } = await market(engine);
        const a = await s.market.offers.make(ana, request.id, offerOn(anaTrip.id));
        const [accepted, withdrawn] = await Promise.allSettled([
          s.market.offers.accept(buyer, a.id),
          s.market.offers.withdraw(ana, a.id),
        ]);
        const order = await s.market.requests.order(buyer, request.id);
        const [offer] = await s.market.offers.forRequest(buyer, request.id);
        if (accepted.status === 'fulfilled') {
          expect([codeOf(withdrawn), order?.status, offer?.status]).toEqual([
            'invalid_transition',
            'accepted',
            'accepted',
          ]);
        } else {
          expect([codeOf(accepted), withdrawn.status, order?.status, order?.acceptedBy, offer?.status]).toEqual([
            'invalid_transition',
            'fulfilled',
            'active',
            null,
            'withdrawn',
          ]);
        }
      }
    });

    it('one traveller making two offers at once: one stands', async () => {
      const { s, buyer, ana, anaTrip, request } = await market(engine);
      const results = await Promise.allSettled([
        s.market.offers.make(ana, request.id, offerOn(anaTrip.id, 30)),
        s.market.offers.make(ana, request.id, offerOn(anaTrip.id, 35)),
      ]);
      expect(results.map(codeOf).sort()).toEqual(['fulfilled', 'invalid_transition']);
      expect(await s.market.offers.forRequest(buyer, request.id)).toHaveLength(1);
    });
  });

  describe('offers: the request cancelled or deleted while they are live (decision 045)', () => {
    it('cancelled by its buyer: each traveller who offered is told, their offer ended; one already withdrawn is not', async () => {
      const { s, buyer, ana, beto, anaTrip, betoTrip, request, told } = await market(engine);
      await s.market.offers.make(ana, request.id, offerOn(anaTrip.id, 30));
      const b = await s.market.offers.make(beto, request.id, offerOn(betoTrip.id, 40));
      await s.market.offers.counter(buyer, b.id, 35);
      const carla = await s.traveller({ firstName: 'Carla', lastName: 'Vega' });
      const carlaTrip = await s.market.trips.register(carla, fromUsa);
      const c = await s.market.offers.make(carla, request.id, offerOn(carlaTrip.id, 25));
      await s.market.offers.withdraw(carla, c.id);
      await s.market.requests.cancel(buyer, request.id);
      for (const who of [ana, beto]) {
        const [news] = await s.market.notifications.list(who);
        expect(news).toMatchObject({
          kind: 'offer_closed',
          title: 'Pedido cancelado',
          text: `"${request.productName}": quien lo pidió lo canceló; tu oferta ya no está vigente.`,
          link: '/pedidos',
        });
        expect((await s.market.offers.mine(who)).map((o) => o.status)).toEqual(['closed']);
      }
      expect(await told(carla)).not.toContain('offer_closed');
      expect((await s.market.offers.mine(carla)).map((o) => o.status)).toEqual(['withdrawn']);
    });

    it('deleted with its buyer’s account: each traveller who offered is told, and no offer of theirs stays live', async () => {
      const { s, buyer, ana, anaTrip, request } = await market(engine);
      await s.market.offers.make(ana, request.id, offerOn(anaTrip.id, 30));
      await s.market.accounts.deleteAccount(buyer, { currentPassword: 'secreto123' });
      const [news] = await s.market.notifications.list(ana);
      expect(news).toMatchObject({
        kind: 'offer_closed',
        text: `"${request.productName}": quien lo pidió lo canceló; tu oferta ya no está vigente.`,
      });
      // On SQL the offer goes with the request; in the browser it stays, ended.
      expect((await s.market.offers.mine(ana)).filter((o) => o.status === 'open' || o.status === 'countered')).toEqual(
        [],
      );
    });
  });
}
