import { describe, expect, it } from 'vitest';
import { type EngineFactory, rejection, scenario, validBilling } from '#src/contract-suite/engine';
import type { CouponInput } from '@cg/domain/schemas/coupon';

/** Issued by the platform's configuration (the contract has no way for a person to issue one). */
const WELCOME: CouponInput = {
  code: 'BIENVENIDO10',
  description: '10 % de descuento en la tarifa de servicio',
  discount: { kind: 'percent', percent: 10 },
  expiresAt: '2099-12-31T23:59:59.000Z',
};
const FIVE_OFF: CouponInput = {
  code: 'CINCO',
  description: 'US$ 5,00 menos de tarifa de servicio',
  discount: { kind: 'fixed', amountCents: 500 },
  expiresAt: '2099-12-31T23:59:59.000Z',
};
const EXPIRED: CouponInput = {
  code: 'INVITADO5',
  description: 'Vencido',
  discount: { kind: 'fixed', amountCents: 500 },
  expiresAt: '2025-01-31T23:59:59.000Z',
};
const WITHDRAWN: CouponInput = { ...FIVE_OFF, code: 'RETIRADO', active: false };

export function couponsContract(engine: EngineFactory) {
  describe('coupons the platform issued', () => {
    it('refuses an empty code with the spec’s words, and a made-up one', async () => {
      const { market, user } = scenario(engine);
      const ana = await user();
      const empty = await rejection(market.coupons.redeem(ana, '   '));
      expect([empty.code, empty.title, empty.description]).toEqual([
        'coupon_invalid',
        'Código inválido',
        'Por favor, introduce un código de cupón válido.',
      ]);
      // The spec's prototype accepted any code ('Cupón "HOLA" aplicado'); only issued ones count.
      const madeUp = await rejection(market.coupons.redeem(ana, 'HOLA'));
      expect([madeUp.code, madeUp.title]).toEqual(['coupon_invalid', 'Código inválido']);
      expect(await market.coupons.mine(ana)).toEqual([]);
    });

    it('asks a visitor to log in', async () => {
      const { market, issueCoupons } = scenario(engine);
      await issueCoupons([WELCOME]);
      expect((await rejection(market.coupons.redeem(null, 'BIENVENIDO10'))).code).toBe('login_required');
      expect((await rejection(market.coupons.mine(null))).code).toBe('login_required');
    });

    it('keeps an issued coupon for the person, typed in any case, once', async () => {
      const { market, user, issueCoupons } = scenario(engine);
      await issueCoupons([WELCOME]);
      const ana = await user();
      const view = await market.coupons.redeem(ana, ' bienvenido10 ');
      expect(view).toMatchObject({ code: 'BIENVENIDO10', state: 'available', usedOn: null, demo: false });
      expect(view.discountText).toBe('10\u00a0% de descuento en la tarifa de servicio');
      expect((await market.coupons.mine(ana)).map((c) => c.code)).toEqual(['BIENVENIDO10']);
      const again = await rejection(market.coupons.redeem(ana, 'BIENVENIDO10'));
      expect([again.code, again.title]).toEqual(['coupon_redeemed', 'Cupón ya canjeado']);
      // Someone else's list is their own.
      expect(await market.coupons.mine(await user())).toEqual([]);
    });

    it('refuses an expired or withdrawn coupon', async () => {
      const { market, user, issueCoupons } = scenario(engine);
      await issueCoupons([EXPIRED, WITHDRAWN]);
      const ana = await user();
      const expired = await rejection(market.coupons.redeem(ana, 'INVITADO5'));
      expect([expired.code, expired.title]).toEqual(['coupon_expired', 'Cupón vencido']);
      expect((await rejection(market.coupons.redeem(ana, 'RETIRADO'))).code).toBe('coupon_expired');
    });

    it('takes the discount off the service fee on the server when the payment is created', async () => {
      const { market, payments, accepted, issueCoupons } = scenario(engine);
      await issueCoupons([WELCOME]);
      const { buyer, request } = await accepted();
      const before = await market.payments.quote(buyer, request.id);
      await market.coupons.redeem(buyer, 'BIENVENIDO10');
      const outcome = await market.payments.payWithCard(buyer, request.id, validBilling, 'tok_visa', {
        coupon: 'bienvenido10',
      });
      expect(outcome.status).toBe('paid');
      const discount = Math.round(before.serviceFeeUsdCents / 10);
      // What the provider was asked to charge: the server's figure, the fee less 10 %.
      expect(payments.requests.at(-1)?.amountCents).toBe(before.totalUsdCents - discount);
      const order = await market.requests.order(buyer, request.id);
      expect(order?.payment).toMatchObject({
        serviceFeeUsdCents: before.serviceFeeUsdCents - discount,
        totalUsdCents: before.totalUsdCents - discount,
        coupon: { code: 'BIENVENIDO10', discountUsdCents: discount },
      });
      expect(await market.coupons.mine(buyer)).toEqual([
        expect.objectContaining({ code: 'BIENVENIDO10', state: 'used', usedOn: request.id }),
      ]);
    });

    it('never takes off more than the fee', async () => {
      const { market, payments, accepted, issueCoupons } = scenario(engine);
      await issueCoupons([{ ...FIVE_OFF, code: 'GRANDE', discount: { kind: 'fixed', amountCents: 999_999 } }]);
      const { buyer, request } = await accepted();
      const before = await market.payments.quote(buyer, request.id);
      await market.coupons.redeem(buyer, 'GRANDE');
      await market.payments.payWithCard(buyer, request.id, validBilling, 'tok_visa', { coupon: 'GRANDE' });
      expect(payments.requests.at(-1)?.amountCents).toBe(before.totalUsdCents - before.serviceFeeUsdCents);
    });

    it('is used once per person: a second order pays the full fee or is refused with the coupon', async () => {
      const { market, payments, user, traveller, publish, issueCoupons } = scenario(engine);
      await issueCoupons([FIVE_OFF]);
      const buyer = await user();
      const t = await traveller();
      const first = await publish(buyer);
      const second = await publish(buyer, { productName: 'Kindle' });
      await market.requests.accept(t, first.id);
      await market.requests.accept(t, second.id);
      await market.coupons.redeem(buyer, 'CINCO');
      await market.payments.payWithCard(buyer, first.id, validBilling, 'tok_visa', { coupon: 'CINCO' });
      const charged = payments.requests.length;
      const used = await rejection(
        market.payments.payWithCard(buyer, second.id, validBilling, 'tok_visa', { coupon: 'CINCO' }),
      );
      expect([used.code, used.title]).toEqual(['coupon_used', 'Cupón ya usado']);
      expect(payments.requests.length).toBe(charged);
      expect((await rejection(market.coupons.redeem(buyer, 'CINCO'))).code).toBe('coupon_used');
    });

    it('applies only a coupon the buyer redeemed', async () => {
      const { market, payments, accepted, user, issueCoupons } = scenario(engine);
      await issueCoupons([FIVE_OFF]);
      await market.coupons.redeem(await user(), 'CINCO');
      const { buyer, request } = await accepted();
      const e = await rejection(
        market.payments.payWithCard(buyer, request.id, validBilling, 'tok_visa', { coupon: 'CINCO' }),
      );
      expect(e.code).toBe('coupon_invalid');
      expect(payments.requests).toEqual([]);
      expect((await market.payments.quote(buyer, request.id)).coupon).toBeUndefined();
    });

    it('keeps the discount for another card on the same order after a refusal', async () => {
      const { market, payments, accepted, issueCoupons } = scenario(engine);
      await issueCoupons([FIVE_OFF]);
      const { buyer, request } = await accepted();
      const before = await market.payments.quote(buyer, request.id);
      await market.coupons.redeem(buyer, 'CINCO');
      payments.nextStatus = 'rejected';
      await rejection(market.payments.payWithCard(buyer, request.id, validBilling, 'tok_a', { coupon: 'CINCO' }));
      payments.nextStatus = 'approved';
      const outcome = await market.payments.payWithCard(buyer, request.id, validBilling, 'tok_b', { coupon: 'CINCO' });
      expect(outcome.status).toBe('paid');
      expect(payments.requests.map((r) => r.amountCents)).toEqual([
        before.totalUsdCents - 500,
        before.totalUsdCents - 500,
      ]);
    });

    it('never starts a second charge beside one whose answer was lost: that charge pays the order, the coupon stays', async () => {
      const { market, payments, accepted, issueCoupons } = scenario(engine);
      await issueCoupons([FIVE_OFF]);
      const { buyer, request } = await accepted();
      const before = await market.payments.quote(buyer, request.id);
      await market.coupons.redeem(buyer, 'CINCO');
      payments.lostPaymentAnswers = 1;
      expect((await rejection(market.payments.payWithCard(buyer, request.id, validBilling, 'tok_a'))).code).toBe(
        'provider_unavailable',
      );
      // Told nothing was charged, the buyer tries again with the coupon: a new total, a new key.
      const outcome = await market.payments.payWithCard(buyer, request.id, validBilling, 'tok_b', { coupon: 'CINCO' });
      expect(outcome.status).toBe('paid');
      expect(payments.requests.map((r) => r.amountCents)).toEqual([before.totalUsdCents]);
      expect((await market.requests.order(buyer, request.id))?.payment?.totalUsdCents).toBe(before.totalUsdCents);
      expect((await market.coupons.mine(buyer)).map((c) => c.state)).toEqual(['available']);
    });

    it('two tabs redeeming at once keep one', async () => {
      const { market, user, issueCoupons } = scenario(engine);
      await issueCoupons([WELCOME]);
      const ana = await user();
      const results = await Promise.allSettled([
        market.coupons.redeem(ana, 'BIENVENIDO10'),
        market.coupons.redeem(ana, 'BIENVENIDO10'),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(await market.coupons.mine(ana)).toHaveLength(1);
    });

    it('two tabs paying two orders with one coupon at once: one discount, the other refused uncharged', async () => {
      const { market, payments, user, traveller, publish, issueCoupons } = scenario(engine);
      await issueCoupons([FIVE_OFF]);
      const buyer = await user();
      const t = await traveller();
      const orders = [await publish(buyer), await publish(buyer, { productName: 'Kindle' })];
      for (const o of orders) await market.requests.accept(t, o.id);
      await market.coupons.redeem(buyer, 'CINCO');
      const results = await Promise.allSettled(
        orders.map((o) => market.payments.payWithCard(buyer, o.id, validBilling, 'tok_visa', { coupon: 'CINCO' })),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const refused = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(refused?.reason).toMatchObject({ code: 'coupon_used' });
      expect(payments.requests).toHaveLength(1);
      const paid = await Promise.all(orders.map((o) => market.requests.order(buyer, o.id)));
      expect(paid.filter((o) => o?.payment?.coupon?.code === 'CINCO')).toHaveLength(1);
    });

    it('one order paid with a coupon and without at the same moment: one charge, one decision (issue 32)', async () => {
      const { market, payments, user, traveller, publish, issueCoupons } = scenario(engine);
      await issueCoupons([FIVE_OFF]);
      const buyer = await user();
      const t = await traveller();
      const order = await publish(buyer);
      await market.requests.accept(t, order.id);
      await market.coupons.redeem(buyer, 'CINCO');
      const results = await Promise.allSettled([
        market.payments.payWithCard(buyer, order.id, validBilling, 'tok_visa', { coupon: 'CINCO' }),
        market.payments.payWithCard(buyer, order.id, validBilling, 'tok_visa'),
      ]);
      // Each is the order paid, or refused in Spanish — a payment under way, or the order already
      // paid — having sent nothing to the provider. (The one with the coupon may also find the
      // other's charge, decision 031, and answer with that payment.)
      for (const r of results) {
        if (r.status === 'fulfilled') expect(r.value.status).toBe('paid');
        else
          expect(['payment_in_progress', 'invalid_transition', 'already_paid']).toContain(
            (r.reason as { code?: string }).code,
          );
      }
      expect(results.some((r) => r.status === 'fulfilled')).toBe(true);
      expect(payments.requests).toHaveLength(1);
      const paid = await market.requests.order(buyer, order.id);
      expect(paid?.status).toBe('paid');
      expect(paid?.payment?.totalUsdCents).toBe(payments.requests[0]?.amountCents);
      // The coupon is spent exactly when the payment that carried it is the one charged.
      const [coupon] = await market.coupons.mine(buyer);
      expect(coupon?.state).toBe(paid?.payment?.coupon ? 'used' : 'available');
    });

    it('applies no coupon over an attempt the provider has not answered; the retry is the same charge', async () => {
      const { market, payments, user, traveller, publish, issueCoupons } = scenario(engine);
      await issueCoupons([FIVE_OFF]);
      const buyer = await user();
      const t = await traveller();
      const order = await publish(buyer);
      await market.requests.accept(t, order.id);
      await market.coupons.redeem(buyer, 'CINCO');
      payments.down = true;
      expect((await rejection(market.payments.payWithCard(buyer, order.id, validBilling, 'tok_visa'))).code).toBe(
        'provider_unavailable',
      );
      payments.down = false;
      // A charge of the full total may exist under the first key: a discounted second one would be two.
      const withCoupon = await rejection(
        market.payments.payWithCard(buyer, order.id, validBilling, 'tok_visa', { coupon: 'CINCO' }),
      );
      expect([withCoupon.code, withCoupon.title]).toEqual(['payment_in_progress', 'Cupón no aplicado']);
      expect((await market.coupons.mine(buyer))[0]?.state).toBe('available');
      const outcome = await market.payments.payWithCard(buyer, order.id, validBilling, 'tok_visa');
      expect(outcome.status).toBe('paid');
      expect(payments.payments.filter((p) => p.status === 'approved')).toHaveLength(1);
    });

    it('after a refused card, the next attempt may carry a coupon', async () => {
      const { market, payments, user, traveller, publish, issueCoupons } = scenario(engine);
      await issueCoupons([FIVE_OFF]);
      const buyer = await user();
      const t = await traveller();
      const order = await publish(buyer);
      await market.requests.accept(t, order.id);
      await market.coupons.redeem(buyer, 'CINCO');
      const full = await market.payments.quote(buyer, order.id);
      payments.nextStatus = 'rejected';
      expect((await rejection(market.payments.payWithCard(buyer, order.id, validBilling, 'tok_visa'))).code).toBe(
        'payment_failed',
      );
      payments.nextStatus = 'approved';
      const outcome = await market.payments.payWithCard(buyer, order.id, validBilling, 'tok_visa', { coupon: 'CINCO' });
      expect(outcome.status).toBe('paid');
      expect(payments.requests.map((r) => r.amountCents)).toEqual([full.totalUsdCents, full.totalUsdCents - 500]);
    });
  });
}
