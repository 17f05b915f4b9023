import { describe, expect, it } from 'vitest';
import { type EngineFactory, rejection, scenario, validBilling } from '#src/contract-suite/engine';
import type { UserActor } from '@cg/domain/schemas/common';

// The scenario's clock: 2026-11-21, noon UTC. The trip enters Argentina in December, by air.
const fromUsa = {
  originCountry: 'Estados Unidos',
  province: 'Buenos Aires' as const,
  departureDate: '2026-11-25',
  returnDate: '2026-12-10',
  availableSpace: 'medium' as const,
};

const plain = (s: string) => s.replace(/\u00a0/g, ' ');

/**
 * Issue 37 (decision 047): who pays the tax on the excess. An order that takes the traveller's
 * month of entry beyond the franchise is made only with a clause, frozen on the order.
 */
export function customsClauseContract(engine: EngineFactory) {
  describe('customs: who pays the excess, a clause on every order that crosses (issue 37)', () => {
    /** A traveller whose December already carries US$ 300 of its US$ 500, and a US$ 300 request that crosses it by US$ 100. */
    async function nearFranchise(s: ReturnType<typeof scenario>) {
      const traveller = await s.traveller();
      const trip = await s.market.trips.register(traveller, fromUsa);
      const buyer = await s.user();
      const first = await s.publish(buyer, { estimatedPrice: '300', productUrl: 'https://tienda.example/uno' });
      const firstOrder = await s.market.requests.accept(traveller, first.id, trip.id);
      expect(firstOrder.customsClause).toBeNull();
      const request = await s.publish(buyer, { estimatedPrice: '300', productUrl: 'https://tienda.example/dos' });
      return { traveller, trip, buyer, request };
    }

    it('crossing with no clause is refused, naming the excess and its tax; nothing is taken', async () => {
      const s = scenario(engine);
      const { traveller, trip, request } = await nearFranchise(s);
      const e = await rejection(s.market.requests.accept(traveller, request.id, trip.id));
      expect([e.code, e.title]).toEqual(['validation', 'Falta quién paga el impuesto']);
      expect(plain(e.description)).toBe(
        'Este pedido supera tu franquicia de este mes en US$ 100,00: elige quién paga el impuesto de US$ 50,00.',
      );
      expect((await s.market.requests.get(null, request.id))?.status).toBe('active');
    });

    for (const payer of ['buyer', 'traveller'] as const) {
      it(`crossing with the clause "${payer} pays" stores it frozen, seen by both parties and never by a visitor`, async () => {
        const s = scenario(engine);
        const { traveller, trip, buyer, request } = await nearFranchise(s);
        const order = await s.market.requests.accept(traveller, request.id, trip.id, payer);
        const clause = {
          payer,
          month: '2026-12',
          excessUsdCents: 10000,
          taxUsdCents: 5000,
          agreedAt: order.acceptedAt,
        };
        expect(order.customsClause).toEqual(clause);
        expect((await s.market.requests.order(buyer, request.id))?.customsClause).toEqual(clause);
        const seen = (await s.market.requests.get(null, request.id)) as unknown as Record<string, unknown>;
        expect(seen).not.toHaveProperty('customsClause');
      });
    }

    it('an order within the franchise keeps no clause, even when a payer is sent; a made-up payer is refused', async () => {
      const s = scenario(engine);
      const traveller = await s.traveller();
      const trip = await s.market.trips.register(traveller, fromUsa);
      const buyer = await s.user();
      const request = await s.publish(buyer, { estimatedPrice: '300', productUrl: 'https://tienda.example/tres' });
      const wrong = await rejection(s.market.requests.accept(traveller, request.id, trip.id, 'aduana'));
      expect([wrong.code, wrong.fieldErrors.customsPayer]).toEqual([
        'validation',
        'Elige quién paga el impuesto: quien compra o quien viaja.',
      ]);
      const order = await s.market.requests.accept(traveller, request.id, trip.id, 'buyer');
      expect(order.customsClause).toBeNull();
    });

    it('an offer on a trip that crosses carries the traveller’s payer (refused without one); accepting it agrees to it', async () => {
      const s = scenario(engine);
      const { traveller, trip, buyer, request } = await nearFranchise(s);
      const terms = { tripId: trip.id, reward: 25, deliveryDate: '2026-12-12', message: '' };
      const none = await rejection(s.market.offers.make(traveller, request.id, terms));
      expect(plain(none.description)).toContain('supera tu franquicia de este mes en US$ 100,00');
      const offer = await s.market.offers.make(traveller, request.id, { ...terms, customsPayer: 'traveller' });
      expect(offer.customsPayer).toBe('traveller');
      // The buyer reads the payer and the tax it takes on before accepting: an informed agreement.
      expect(offer.customsTaxUsdCents).toBe(5000);
      expect((await s.market.offers.forRequest(buyer, request.id))[0]).toMatchObject({
        customsPayer: 'traveller',
        customsTaxUsdCents: 5000,
      });
      const order = await s.market.offers.accept(buyer, offer.id);
      expect(order.customsClause).toMatchObject({ payer: 'traveller', excessUsdCents: 10000, taxUsdCents: 5000 });
    });

    it('an offer made within the franchise whose order crosses by the time it is accepted is refused: the traveller must offer again', async () => {
      const s = scenario(engine);
      const traveller = await s.traveller();
      const trip = await s.market.trips.register(traveller, fromUsa);
      const buyer = await s.user();
      const request = await s.publish(buyer, { estimatedPrice: '300', productUrl: 'https://tienda.example/cuatro' });
      const terms = { tripId: trip.id, reward: 25, deliveryDate: '2026-12-12', message: '' };
      const offer = await s.market.offers.make(traveller, request.id, { ...terms, customsPayer: 'buyer' });
      expect(offer.customsPayer).toBeNull();
      await takeDecember(s, traveller, trip.id);
      const e = await rejection(s.market.offers.accept(buyer, offer.id));
      expect([e.code, e.title]).toEqual(['invalid_transition', 'Falta quién paga el impuesto']);
      expect(plain(e.description)).toContain('debe ofertar de nuevo');
      expect((await s.market.requests.get(null, request.id))?.status).toBe('active');
    });

    it('the buyer pays: the tax joins the escrow (no fee on it), is frozen in the payment and released to the traveller with no commission', async () => {
      const s = scenario(engine);
      const { traveller, trip, buyer, request } = await nearFranchise(s);
      await s.market.requests.accept(traveller, request.id, trip.id, 'buyer');
      const quote = await s.market.payments.quote(buyer, request.id);
      expect(quote.customsTaxUsdCents).toBe(5000);
      expect(quote.totalUsdCents).toBe(quote.priceUsdCents + quote.rewardUsdCents + quote.serviceFeeUsdCents + 5000);
      await s.market.payments.payWithCard(buyer, request.id, validBilling, 'tok_visa');
      const paid = await s.market.requests.order(buyer, request.id);
      expect(paid?.payment).toMatchObject({ customsTaxUsdCents: 5000, totalUsdCents: quote.totalUsdCents });
      const code = await s.market.requests.securityCode(buyer, request.id);
      const released = await s.market.requests.confirmDelivery(traveller, request.id, code ?? '');
      // Decision 049: the price she advanced + US$ 25 reward − 10 % commission + the whole US$ 50 tax.
      expect(released.payoutCents).toBe(quote.priceUsdCents + 2250 + 5000);
      const earning = (await s.market.wallet.wallet(traveller)).earnings.find((e) => e.requestId === request.id);
      expect(earning).toMatchObject({
        rewardCents: 2500,
        commissionCents: 250,
        customsTaxCents: 5000,
        payoutCents: 7250,
        advancedCents: quote.priceUsdCents,
        releasedCents: quote.priceUsdCents + 7250,
      });
    });

    it('the traveller pays: the escrow is as without a clause, and the payout line says the tax is theirs', async () => {
      const s = scenario(engine);
      const { traveller, trip, buyer, request } = await nearFranchise(s);
      await s.market.requests.accept(traveller, request.id, trip.id, 'traveller');
      const quote = await s.market.payments.quote(buyer, request.id);
      expect(quote.customsTaxUsdCents).toBe(0);
      expect(quote.totalUsdCents).toBe(quote.priceUsdCents + quote.rewardUsdCents + quote.serviceFeeUsdCents);
      await s.market.payments.payWithCard(buyer, request.id, validBilling, 'tok_visa');
      const code = await s.market.requests.securityCode(buyer, request.id);
      // Decision 049: the price she advanced + the reward less commission; the tax is hers, not released.
      expect((await s.market.requests.confirmDelivery(traveller, request.id, code ?? '')).payoutCents).toBe(
        quote.priceUsdCents + 2250,
      );
      const earning = (await s.market.wallet.wallet(traveller)).earnings.find((e) => e.requestId === request.id);
      expect(earning).toMatchObject({
        customsTaxCents: 0,
        payoutCents: 2250,
        releasedCents: quote.priceUsdCents + 2250,
      });
      expect(plain(earning?.customsTaxText ?? '')).toBe(
        'Impuesto por exceso de franquicia US$ 50,00: a tu cargo, sale de tu recompensa',
      );
    });

    /** Another buyer's US$ 300 order on the trip meanwhile. */
    async function takeDecember(s: ReturnType<typeof scenario>, traveller: UserActor, tripId: string) {
      const other = await s.user();
      const taken = await s.publish(other, { estimatedPrice: '300', productUrl: 'https://tienda.example/otro' });
      await s.market.requests.accept(traveller, taken.id, tripId);
    }
  });
}
