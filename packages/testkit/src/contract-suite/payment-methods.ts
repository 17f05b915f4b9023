import { describe, expect, it } from 'vitest';
import { type EngineFactory, rejection, scenario, validBilling } from '#src/contract-suite/engine';

/** Saved cards (decision 027): the provider keeps the card, we keep its ids and what may be shown. */
export function paymentMethodsContract(engine: EngineFactory) {
  describe('saved cards', () => {
    it('starts empty; saves a card from a token with only brand, last four, expiry and first name', async () => {
      const s = scenario(engine);
      const ana = await s.user();
      expect(await s.market.paymentMethods.list(ana)).toEqual([]);
      const saved = await s.market.paymentMethods.save(ana, { cardToken: 'tok_visa_4242' });
      expect(saved).toMatchObject({
        brand: 'visa',
        brandName: 'Visa',
        lastFour: '4242',
        expirationMonth: 11,
        expirationYear: 2030,
        holderName: 'ANA GARCIA',
        isDefault: true,
        expired: false,
      });
      expect(saved.providerCardId).toBeTruthy();
      expect(Object.keys(saved)).not.toContain('providerCustomerId');
      const second = await s.market.paymentMethods.save(ana, { cardToken: 'tok_master_5454' });
      expect(second).toMatchObject({ brandName: 'Mastercard', lastFour: '5454', isDefault: false });
      // The same card again is kept once; both cards live under one provider customer.
      await s.market.paymentMethods.save(ana, { cardToken: 'tok_visa_4242' });
      expect((await s.market.paymentMethods.list(ana)).map((m) => m.lastFour)).toEqual(['4242', '5454']);
      expect(s.payments.cards.size).toBe(1);
    });

    it('sets the default and removes, at the provider too; the oldest left becomes the default', async () => {
      const s = scenario(engine);
      const ana = await s.user();
      const visa = await s.market.paymentMethods.save(ana, { cardToken: 'tok_visa_4242' });
      const master = await s.market.paymentMethods.save(ana, { cardToken: 'tok_master_5454' });
      const amex = await s.market.paymentMethods.save(ana, { cardToken: 'tok_amex_0005' });
      const after = await s.market.paymentMethods.setDefault(ana, amex.id);
      expect(after.map((m) => [m.lastFour, m.isDefault])).toEqual([
        ['4242', false],
        ['5454', false],
        ['0005', true],
      ]);
      const left = await s.market.paymentMethods.remove(ana, amex.id);
      expect(left.map((m) => [m.id, m.isDefault])).toEqual([
        [visa.id, true],
        [master.id, false],
      ]);
      const [customer] = [...s.payments.cards.values()];
      expect(customer?.map((c) => c.lastFour)).toEqual(['4242', '5454']);
    });

    it('“your data” lists the person’s own saved cards as shown, without the provider’s ids', async () => {
      const s = scenario(engine);
      const ana = await s.user();
      const other = await s.user();
      const visa = await s.market.paymentMethods.save(ana, { cardToken: 'tok_visa_4242' });
      await s.market.paymentMethods.save(other, { cardToken: 'tok_master_5454' });
      const mine = await s.market.data.exportMine(ana);
      expect(mine.paymentMethods).toEqual([
        {
          id: visa.id,
          brand: 'visa',
          brandName: 'Visa',
          lastFour: '4242',
          expirationMonth: 11,
          expirationYear: 2030,
          holderName: 'ANA GARCIA',
          isDefault: true,
          expired: false,
        },
      ]);
      const text = JSON.stringify(mine);
      expect(text).not.toContain(visa.providerCardId);
      expect(text).not.toContain('5454');
      for (const customer of s.payments.cards.keys()) expect(text).not.toContain(customer);
      expect((await s.market.data.exportMine(other)).paymentMethods.map((m) => m.lastFour)).toEqual(['5454']);
    });

    it('another person’s card is not found: nothing is read, made default or removed', async () => {
      const s = scenario(engine);
      const ana = await s.user();
      const other = await s.user();
      const card = await s.market.paymentMethods.save(ana, { cardToken: 'tok_visa_4242' });
      await s.market.paymentMethods.save(ana, { cardToken: 'tok_master_5454' });
      expect(await s.market.paymentMethods.list(other)).toEqual([]);
      expect((await rejection(s.market.paymentMethods.remove(other, card.id))).code).toBe('not_found');
      expect((await rejection(s.market.paymentMethods.setDefault(other, card.id))).code).toBe('not_found');
      const mine = await s.market.paymentMethods.list(ana);
      expect(mine.map((m) => [m.id === card.id, m.isDefault])).toEqual([
        [true, true],
        [false, false],
      ]);
      const visitor = await rejection(s.market.paymentMethods.list(null));
      expect([visitor.code, visitor.description]).toEqual([
        'login_required',
        'Debes iniciar sesión para ver tus métodos de pago.',
      ]);
    });

    it('a refused card and a provider that does not answer save nothing, with their own message', async () => {
      const s = scenario(engine);
      const ana = await s.user();
      s.payments.nextCardSave = 'rejected';
      const refused = await rejection(s.market.paymentMethods.save(ana, { cardToken: 'tok_visa_4242' }));
      expect([refused.code, refused.title]).toEqual(['card_rejected', 'Tarjeta rechazada']);
      s.payments.nextCardSave = 'down';
      const down = await rejection(s.market.paymentMethods.save(ana, { cardToken: 'tok_visa_4242' }));
      expect(down.code).toBe('provider_unavailable');
      const empty = await rejection(s.market.paymentMethods.save(ana, { cardToken: ' ' }));
      expect(empty.code).toBe('validation');
      expect(await s.market.paymentMethods.list(ana)).toEqual([]);
    });

    it('a token of a saved card pays like a typed one: the amount is still the server’s', async () => {
      const s = scenario(engine);
      const { buyer, request } = await s.accepted();
      const card = await s.market.paymentMethods.save(buyer, { cardToken: 'tok_visa_4242' });
      // The provider's SDK gives a token for the saved card (its card id and security code).
      const outcome = await s.market.payments.payWithCard(
        buyer,
        request.id,
        validBilling,
        `tok_saved_${card.providerCardId}`,
      );
      expect(outcome.status).toBe('paid');
      const quote = (await s.market.requests.order(buyer, request.id))?.payment?.totalUsdCents;
      expect(s.payments.requests.at(-1)).toMatchObject({
        cardToken: `tok_saved_${card.providerCardId}`,
        amountCents: quote,
      });
    });
  });
}
