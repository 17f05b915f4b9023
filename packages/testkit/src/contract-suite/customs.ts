import { describe, expect, it } from 'vitest';
import { DomainError } from '@cg/domain/errors';
import { type EngineFactory, rejection, scenario, validBilling, validRequestInput } from '#src/contract-suite/engine';
import { pngBlob } from '#src/png';
import type { UserActor } from '@cg/domain/schemas/common';
import type { TripInput } from '@cg/domain/schemas/trip';

const codeOf = (r: PromiseSettledResult<unknown>) =>
  r.status === 'rejected' && r.reason instanceof DomainError ? r.reason.code : r.status;

// The scenario's clock: 2026-11-21, noon UTC.
const fromUsa = {
  originCountry: 'Estados Unidos',
  province: 'Buenos Aires' as const,
  departureDate: '2026-11-25',
  returnDate: '2026-12-10',
  availableSpace: 'medium' as const,
};

/** Issue 37 (decision 047): customs allowance per trip, who pays the excess, trust tiers. */
export function customsContract(engine: EngineFactory) {
  describe('customs: the way a trip enters Argentina', () => {
    it('is stored as registered and edited; a client that does not send it registers air or sea; an unknown one is refused', async () => {
      const s = scenario(engine);
      const traveller = await s.traveller();
      const byLand = await s.market.trips.register(traveller, {
        ...fromUsa,
        originCountry: 'Brasil',
        entryWay: 'land',
      });
      expect(byLand.entryWay).toBe('land');
      const unsaid = await s.market.trips.register(traveller, fromUsa);
      expect(unsaid.entryWay).toBe('air_sea');
      const edited = await s.market.trips.edit(traveller, unsaid.id, { ...fromUsa, entryWay: 'land' });
      expect(edited.entryWay).toBe('land');
      const mine = await s.market.trips.mine(traveller);
      expect(mine.map((t) => t.entryWay)).toEqual(['land', 'land']);
      const wrong = await rejection(
        s.market.trips.register(traveller, { ...fromUsa, entryWay: 'teleport' } as unknown as TripInput),
      );
      expect([wrong.code, wrong.title]).toEqual(['validation', 'Campos requeridos']);
      expect(wrong.fieldErrors.entryWay).toBe('Por favor completa todos los campos obligatorios.');
      expect(await s.market.trips.mine(traveller)).toHaveLength(2);
    });
  });

  describe('trust tiers: how much a traveller may be trusted with (issue 37)', () => {
    /** A buyer's request at `price` (USD), accepted by `traveller` or refused. */
    async function offer(s: ReturnType<typeof scenario>, price: string) {
      const buyer = await s.user();
      const request = await s.publish(buyer, {
        estimatedPrice: price,
        productUrl: `https://tienda.example/p/${price}`,
      });
      return { buyer, request };
    }
    /** `traveller` carries, delivers and is rated `rating` by its buyer, `count` times. */
    async function deliveries(s: ReturnType<typeof scenario>, traveller: UserActor, ratings: readonly number[]) {
      for (const rating of ratings) {
        const { buyer, request } = await offer(s, '100');
        // Past the month's franchise the clause is needed (decision 047): the traveller pays.
        await s.market.requests.accept(traveller, request.id, undefined, 'traveller');
        await s.market.payments.payWithCard(buyer, request.id, validBilling, 'tok_visa');
        const code = await s.market.requests.securityCode(buyer, request.id);
        await s.market.requests.confirmDelivery(traveller, request.id, code ?? '');
        await s.market.reviews.leave(buyer, request.id, { rating, comment: 'Todo bien' });
      }
    }

    it('a verified traveller accepts up to US$ 300 an order: at the limit yes, a cent past it is refused saying why and what unlocks more', async () => {
      const s = scenario(engine);
      const traveller = await s.traveller();
      const over = await offer(s, '300.01');
      const e = await rejection(s.market.requests.accept(traveller, over.request.id));
      expect([e.code, e.title]).toEqual(['trust_limit', 'Pedido fuera de tu alcance']);
      const plain = e.description.replace(/\u00a0/g, ' ');
      expect(plain).toContain(
        'Como viajero verificado puedes aceptar pedidos de hasta US$ 300,00 cada uno; este vale US$ 300,01.',
      );
      expect(plain).toContain(
        'Con 3 entregas completadas y una calificación promedio de 4 o más, tu límite sube a US$ 1.500,00 por pedido y US$ 5.000,00 abiertos (llevas 0 entregas, sin calificaciones).',
      );
      expect((await s.market.requests.get(null, over.request.id))?.status).toBe('active');
      const at = await offer(s, '300');
      expect((await s.market.requests.accept(traveller, at.request.id)).status).toBe('accepted');
      expect((await s.market.trips.standing(traveller)).trust).toMatchObject({
        tier: 'verified',
        perOrderUsdCents: 30000,
        openLimitUsdCents: 100000,
        openUsdCents: 30000,
        completedDeliveries: 0,
        averageRating: null,
      });
    });

    it('an offer beyond the tier is refused when it is made, as the accept is, and nothing is stored; at the limit it is made', async () => {
      const s = scenario(engine);
      const traveller = await s.traveller();
      const trip = await s.market.trips.register(traveller, fromUsa);
      const terms = { tripId: trip.id, reward: 25, deliveryDate: '2026-12-12', message: '' };
      const over = await offer(s, '300.01');
      const e = await rejection(s.market.offers.make(traveller, over.request.id, terms));
      expect([e.code, e.title]).toEqual(['trust_limit', 'Pedido fuera de tu alcance']);
      expect(e.description.replace(/\u00a0/g, ' ')).toContain(
        'Como viajero verificado puedes aceptar pedidos de hasta US$ 300,00 cada uno; este vale US$ 300,01.',
      );
      expect(await s.market.offers.forRequest(over.buyer, over.request.id)).toEqual([]);
      expect(await s.market.offers.mine(traveller)).toEqual([]);
      expect((await s.market.notifications.list(over.buyer)).map((n) => n.kind)).not.toContain('offer_made');
      const at = await offer(s, '300');
      expect((await s.market.offers.make(traveller, at.request.id, terms)).status).toBe('open');
    });

    it('up to US$ 1,000 open in total: at the limit yes, past it refused until one is delivered', async () => {
      const s = scenario(engine);
      const traveller = await s.traveller();
      for (const price of ['300', '300', '300', '100']) {
        const { request } = await offer(s, price);
        // Past the month's franchise the clause is needed (decision 047): the traveller pays.
        await s.market.requests.accept(traveller, request.id, undefined, 'traveller');
      }
      expect((await s.market.trips.standing(traveller)).trust.openUsdCents).toBe(100000);
      const more = await offer(s, '1');
      const e = await rejection(s.market.requests.accept(traveller, more.request.id));
      expect(e.code).toBe('trust_limit');
      expect(e.description.replace(/\u00a0/g, ' ')).toContain(
        'puedes tener hasta US$ 1.000,00 en pedidos abiertos; ya tienes US$ 1.000,00 y este vale US$ 1,00.',
      );
      expect((await s.market.requests.get(null, more.request.id))?.status).toBe('active');
    });

    it('two accepts by one traveller at the same instant cannot together pass the open total: one is made, the other refused', async () => {
      // Rounds: on PostgreSQL (a pool) the two really run at once; without the traveller held
      // (decision 047) each read the open total before the other committed and both passed.
      for (let round = 0; round < 3; round++) {
        const s = scenario(engine);
        const traveller = await s.traveller();
        // US$ 600 of one month crosses its US$ 500 franchise: each accept names who pays the tax
        // (issue 37's clause), so that the trust tier alone decides between the two.
        for (const price of ['300', '300'])
          await s.market.requests.accept(traveller, (await offer(s, price)).request.id, undefined, 'traveller');
        const [a, b] = [await offer(s, '300'), await offer(s, '300')];
        // Both started together, each with its handler attached at once (allSettled).
        const results = await Promise.allSettled([
          s.market.requests.accept(traveller, a.request.id, undefined, 'traveller'),
          s.market.requests.accept(traveller, b.request.id, undefined, 'traveller'),
        ]);
        expect(results.map(codeOf).sort()).toEqual(['fulfilled', 'trust_limit']);
        const statuses = await Promise.all(
          [a, b].map(async (o) => (await s.market.requests.get(null, o.request.id))?.status),
        );
        expect(statuses.sort()).toEqual(['accepted', 'active']);
        expect((await s.market.trips.standing(traveller)).trust.openUsdCents).toBe(90000);
      }
    });

    it('after 3 deliveries rated 4 or more on average: US$ 1,500 an order (at it yes, past it no); rated less, the verified limits stay', async () => {
      const s = scenario(engine);
      const trusted = await s.traveller();
      await deliveries(s, trusted, [5, 4, 4]);
      expect((await s.market.trips.standing(trusted)).trust).toMatchObject({
        tier: 'trusted',
        perOrderUsdCents: 150000,
        openLimitUsdCents: 500000,
        openUsdCents: 0,
        completedDeliveries: 3,
        averageRating: 4.3,
      });
      const at = await offer(s, '1500');
      expect((await s.market.requests.accept(trusted, at.request.id, undefined, 'buyer')).status).toBe('accepted');
      const over = await offer(s, '1500.01');
      const e = await rejection(s.market.requests.accept(trusted, over.request.id));
      expect(e.code).toBe('trust_limit');
      expect(e.description.replace(/\u00a0/g, ' ')).toBe(
        'Como viajero de confianza puedes aceptar pedidos de hasta US$ 1.500,00 cada uno; este vale US$ 1.500,01.',
      );

      const lower = await s.traveller({ email: 'bajo@example.com' });
      await deliveries(s, lower, [5, 3, 3]);
      expect((await s.market.trips.standing(lower)).trust).toMatchObject({ tier: 'verified', averageRating: 3.7 });
      expect((await rejection(s.market.requests.accept(lower, (await offer(s, '300.01')).request.id))).code).toBe(
        'trust_limit',
      );
    });
  });

  describe('the allowance ledger per calendar month of entry (issue 37)', () => {
    it('sums the orders of the trips entering each month against their franchise, paid ones at the frozen rate; only to the traveller', async () => {
      const s = scenario(engine);
      const traveller = await s.traveller();
      const december = await s.market.trips.register(traveller, fromUsa);
      const january = await s.market.trips.register(traveller, {
        ...fromUsa,
        departureDate: '2027-01-02',
        returnDate: '2027-01-10',
        entryWay: 'land',
      });
      const buyer = await s.user();
      const a = await s.publish(buyer, { estimatedPrice: '280', productUrl: 'https://tienda.example/a' });
      const b = await s.publish(buyer, { estimatedPrice: '250', productUrl: 'https://tienda.example/b' });
      const c = await s.market.requests.publish(buyer, {
        ...validRequestInput,
        estimatedPrice: '100',
        currency: 'EUR',
        productUrl: 'https://tienda.example/c',
        image: pngBlob(),
      });
      await s.market.requests.accept(traveller, a.id, december.id);
      await s.market.requests.accept(traveller, b.id, december.id, 'buyer');
      await s.market.requests.accept(traveller, c.id, january.id);
      await s.market.payments.payWithCard(buyer, c.id, validBilling, 'tok_visa');
      const paid = await s.market.requests.order(buyer, c.id);
      const { months } = await s.market.trips.standing(traveller);
      expect(
        months.map((m) => [m.month, m.entryWay, m.franchiseUsdCents, m.usedUsdCents, m.excessUsdCents, m.taxUsdCents]),
      ).toEqual([
        ['2026-12', 'air_sea', 50000, 53000, 3000, 1500],
        ['2027-01', 'land', 30000, paid?.payment?.priceUsdCents, 0, 0],
      ]);
      expect(months[1]?.entries[0]).toMatchObject({ orderId: c.id, frozen: true });
      expect(months[0]?.entries.every((e) => !e.frozen)).toBe(true);
      // Someone else's standing is their own: empty.
      expect((await s.market.trips.standing(buyer)).months).toEqual([]);
      expect((await rejection(s.market.trips.standing(null))).code).toBe('login_required');
    });
  });
}
