import { describe, expect, it } from 'vitest';
import { MAX_CODE_ATTEMPTS, PLATFORM_COMMISSION_RATE } from '@cg/domain/constants';
import { type EngineFactory, newGuest, rejection, scenario, validBilling } from '#src/contract-suite/engine';

export function ordersContract(engine: EngineFactory) {
  describe('accepting a request', () => {
    it('sets accepted, the traveller and a short name, and creates an empty chat', async () => {
      const { market, user, traveller, publish } = scenario(engine);
      const buyer = await user();
      const t = await traveller({ firstName: 'Tomás', lastName: 'pérez' });
      const r = await publish(buyer);
      const next = await market.requests.accept(t, r.id);
      expect(next).toMatchObject({ status: 'accepted', acceptedBy: t.id, acceptedByName: 'Tomás P.' });
      expect(await market.chats.messages(buyer, r.id)).toEqual([]);
    });

    it('asks a visitor to log in', async () => {
      const { market, publish } = scenario(engine);
      const r = await publish(null);
      const e = await rejection(market.requests.accept(null, r.id));
      expect(e.title).toBe('Acción requerida');
    });

    it('requires a verified traveller', async () => {
      const { market, user, publish } = scenario(engine);
      const r = await publish(await user());
      const e = await rejection(market.requests.accept(await user(), r.id));
      expect([e.title, e.description]).toEqual([
        'Verificación requerida',
        'Debes verificar tu identidad como viajero para poder aceptar pedidos.',
      ]);
    });

    it('refuses the requester', async () => {
      const { market, traveller, publish } = scenario(engine);
      const t = await traveller();
      const r = await publish(t);
      const e = await rejection(market.requests.accept(t, r.id));
      expect([e.title, e.description]).toEqual(['Acción no permitida', 'No puedes aceptar tu propio pedido.']);
    });

    it('refuses a second acceptance', async () => {
      const { market, traveller, accepted } = scenario(engine);
      const { request } = await accepted();
      const other = await traveller();
      expect((await rejection(market.requests.accept(other, request.id))).code).toBe('already_accepted');
    });

    it('says Pedido no encontrado for an unknown id', async () => {
      const { market, traveller } = scenario(engine);
      expect((await rejection(market.requests.accept(await traveller(), 'nope'))).title).toBe('Pedido no encontrado');
    });

    it('shows the right action on the request page', async () => {
      const { market, user, accepted } = scenario(engine);
      const { buyer, traveller, request } = await accepted();
      expect(await market.requests.actionFor(buyer, request.id)).toBe('own_request');
      expect(await market.requests.actionFor(traveller, request.id)).toBe('go_to_chat');
      expect(await market.requests.actionFor(await user(), request.id)).toBe('already_accepted');
      expect(await market.requests.actionFor(null, request.id)).toBe('already_accepted');
      expect(await market.requests.actionFor(null, 'nope')).toBeNull();
    });

    it('shows owner actions, not Aceptar Pedido, to the guest who published and to the buyer', async () => {
      const s = scenario(engine);
      const { market } = s;
      const guest = newGuest();
      const byGuest = await s.publish(guest);
      const buyer = await s.user();
      const byBuyer = await s.publish(buyer);
      expect(await market.requests.actionFor(guest, byGuest.id)).toBe('own_request');
      expect(await market.requests.actionFor(buyer, byBuyer.id)).toBe('own_request');
      // Anyone else, another guest included, may still accept it.
      expect(await market.requests.actionFor(newGuest(), byGuest.id)).toBe('accept');
      expect(await market.requests.actionFor(null, byGuest.id)).toBe('accept');
      expect(await market.requests.actionFor(buyer, byGuest.id)).toBe('accept');
      expect(await market.requests.actionFor(guest, byBuyer.id)).toBe('accept');
    });
  });

  describe('paying', () => {
    it('marks paid with a 6-digit code once the provider approves the exact total', async () => {
      const { market, accepted, payments } = scenario(engine);
      const { buyer, request } = await accepted();
      const quote = await market.payments.quote(buyer, request.id);
      const out = await market.payments.payWithCard(buyer, request.id, validBilling, 'tok');
      expect(out.status).toBe('paid');
      if (out.status !== 'paid') return;
      expect(out.request.status).toBe('paid');
      expect(out.request.securityCode).toMatch(/^[1-9]\d{5}$/);
      expect(out.request.payment?.totalUsdCents).toBe(quote.totalUsdCents);
      expect(payments.payments[0]?.amountCents).toBe(quote.totalUsdCents);
      expect(await market.payments.pending(buyer, request.id)).toBeNull();
    });

    it('pays in the instalments the buyer chose, one when none, and refuses a count that is not one', async () => {
      const { market, accepted, payments } = scenario(engine);
      const { buyer, request } = await accepted();
      for (const installments of [0, 2.5, 25, Number.NaN]) {
        const e = await rejection(
          market.payments.payWithCard(buyer, request.id, validBilling, 'tok', { installments }),
        );
        expect([e.code, e.title]).toEqual(['validation', 'Error de validación']);
      }
      expect(payments.requests).toHaveLength(0);
      payments.nextStatus = 'rejected';
      await rejection(market.payments.payWithCard(buyer, request.id, validBilling, 'tok'));
      expect(payments.requests.at(-1)?.installments).toBe(1);
      payments.nextStatus = 'approved';
      const out = await market.payments.payWithCard(buyer, request.id, validBilling, 'tok2', { installments: 6 });
      expect(out.status).toBe('paid');
      expect(payments.requests.at(-1)?.installments).toBe(6);
    });

    it('is idempotent: a second confirmation changes nothing', async () => {
      const { market, paid } = scenario(engine);
      const { buyer, request, code } = await paid();
      const again = await market.payments.confirm(buyer, request.id);
      expect(again).toMatchObject({ status: 'paid', alreadyPaid: true });
      expect(await market.requests.securityCode(buyer, request.id)).toBe(code);
    });

    it('only lets the buyer pay', async () => {
      const { market, accepted, user, forbidden } = scenario(engine);
      const { traveller, request } = await accepted();
      for (const actor of [traveller, await user(), null]) {
        const e = await rejection(market.payments.payWithCard(actor, request.id, validBilling, 'tok'));
        expect([forbidden, 'login_required']).toContain(e.code);
      }
    });

    it('refuses to pay a request nobody accepted yet', async () => {
      const { market, user, publish } = scenario(engine);
      const buyer = await user();
      const r = await publish(buyer);
      expect((await rejection(market.payments.quote(buyer, r.id))).code).toBe('invalid_transition');
    });

    it('does not mark paid without an approved payment of the same amount', async () => {
      const { market, accepted, payments } = scenario(engine);
      const { buyer, request } = await accepted();
      payments.record({ externalReference: request.id, status: 'approved', amountCents: 1, currency: 'USD' });
      payments.record({ externalReference: request.id, status: 'approved', amountCents: 999999, currency: 'EUR' });
      const e = await rejection(market.payments.confirm(buyer, request.id));
      expect([e.title, e.description]).toEqual(['Error de Pago', 'Ocurrió un error al procesar el pago']);
      expect((await market.requests.get(buyer, request.id))?.status).toBe('accepted');
    });

    it('reports a rejected card and lets the buyer retry with a new attempt', async () => {
      const { market, accepted, payments } = scenario(engine);
      const { buyer, request } = await accepted();
      payments.nextStatus = 'rejected';
      const e = await rejection(market.payments.payWithCard(buyer, request.id, validBilling, 'tok'));
      expect(e.code).toBe('payment_failed');
      // The provider's reason in words, under the spec's title; never its code.
      expect([e.title, e.description]).toEqual([
        'Error de Pago',
        'Tu tarjeta no tiene fondos suficientes. Prueba con otra tarjeta.',
      ]);
      expect(e.message).not.toMatch(/cc_rejected/);
      payments.nextStatus = 'approved';
      const ok = await market.payments.payWithCard(buyer, request.id, validBilling, 'tok2');
      expect(ok.status).toBe('paid');
    });

    it('waits on an in-process payment', async () => {
      const { market, accepted, payments } = scenario(engine);
      const { buyer, request } = await accepted();
      payments.nextStatus = 'in_process';
      expect((await market.payments.payWithCard(buyer, request.id, validBilling, 'tok')).status).toBe('in_process');
    });

    it('says Pago Cancelado for a cancelled payment', async () => {
      const { market, accepted, payments } = scenario(engine);
      const { buyer, request } = await accepted();
      payments.nextStatus = 'cancelled';
      expect((await rejection(market.payments.payWithCard(buyer, request.id, validBilling, 'tok'))).title).toBe(
        'Pago Cancelado',
      );
    });

    it('refuses a second payment with Pedido ya pagado', async () => {
      const { market, paid, traveller, forbidden } = scenario(engine);
      const { request } = await paid();
      const e = await rejection(market.payments.quote(await traveller(), request.id));
      expect(e.code).toBe(forbidden);
      const again = await paid();
      const e2 = await rejection(market.payments.payWithCard(again.buyer, again.request.id, validBilling, 'tok'));
      expect([e2.code, e2.title]).toEqual(['already_paid', 'Pedido ya pagado']);
    });

    it('validates billing data with the spec messages', async () => {
      const { market, accepted } = scenario(engine);
      const { buyer, request } = await accepted();
      const e = await rejection(
        market.payments.payWithCard(buyer, request.id, { name: '', email: 'x', address: '' }, 'tok'),
      );
      expect(e.title).toBe('Error de validación');
      expect(e.description).toBe('Por favor, completa todos los campos de facturación.');
      expect(e.fieldErrors).toEqual({
        name: 'El nombre es obligatorio.',
        email: 'El formato del email es inválido.',
        address: 'La dirección es obligatoria.',
      });
    });

    it('freezes the quote while the provider decides, and confirms against that frozen total', async () => {
      const { market, accepted, payments } = scenario(engine);
      const { buyer, request } = await accepted();
      const breakdown = await market.payments.quote(buyer, request.id);
      payments.nextStatus = 'in_process';
      expect((await market.payments.payWithCard(buyer, request.id, validBilling, 'tok')).status).toBe('in_process');
      expect((await market.payments.pending(buyer, request.id))?.breakdown.totalUsdCents).toBe(breakdown.totalUsdCents);
      payments.record({
        externalReference: request.id,
        status: 'approved',
        amountCents: breakdown.totalUsdCents,
        currency: 'USD',
      });
      expect((await market.payments.confirm(buyer, request.id)).status).toBe('paid');
      expect(await market.payments.pending(buyer, request.id)).toBeNull();
    });

    it('turns a provider outage into a Spanish error', async () => {
      const { market, accepted, payments } = scenario(engine);
      const { buyer, request } = await accepted();
      payments.down = true;
      const e = await rejection(market.payments.payWithCard(buyer, request.id, validBilling, 'tok'));
      expect([e.code, e.title]).toEqual(['provider_unavailable', 'Servicio no disponible']);
      expect((await rejection(market.payments.confirm(buyer, request.id))).code).toBe('provider_unavailable');
    });
  });

  describe('the security code', () => {
    it('is shown only to the buyer', async () => {
      const { market, paid, user } = scenario(engine);
      const { buyer, traveller, request, code } = await paid();
      expect(await market.requests.securityCode(buyer, request.id)).toBe(code);
      expect(await market.requests.securityCode(traveller, request.id)).toBeNull();
      expect(await market.requests.securityCode(await user(), request.id)).toBeNull();
      expect(await market.requests.securityCode(null, request.id)).toBeNull();
      expect(await market.requests.securityCode(buyer, 'nope')).toBeNull();
    });
  });

  describe('confirming delivery', () => {
    it('completes with the right code and credits the price advanced plus reward minus commission', async () => {
      const { market, paid } = scenario(engine);
      const { traveller, request, code } = await paid();
      const out = await market.requests.confirmDelivery(traveller, request.id, code);
      expect(out.request.status).toBe('completed');
      expect(out.request.completedAt).toBeTruthy();
      // Decision 049: the price she advanced (US$ 249,99, no receipt) + the reward less commission.
      expect(out.payoutCents).toBe(request.estimatedPriceCents + request.rewardCents * (1 - PLATFORM_COMMISSION_RATE));
      expect((await market.wallet.wallet(traveller)).availableCents).toBe(out.payoutCents);
    });

    it.each(['12345', '1234567', 'abcdef', ''])('rejects the malformed code "%s"', async (bad) => {
      const { market, paid } = scenario(engine);
      const { traveller, request } = await paid();
      const e = await rejection(market.requests.confirmDelivery(traveller, request.id, bad));
      expect([e.title, e.description]).toEqual(['Código inválido', 'El código debe tener 6 dígitos.']);
    });

    it('counts a wrong code and says Código incorrecto', async () => {
      const { market, paid } = scenario(engine);
      const { buyer, traveller, request, code } = await paid();
      const wrong = code === '111111' ? '222222' : '111111';
      const e = await rejection(market.requests.confirmDelivery(traveller, request.id, wrong));
      expect([e.title, e.description]).toEqual([
        'Código incorrecto',
        'El código de seguridad no coincide. Inténtalo de nuevo.',
      ]);
      expect((await market.requests.order(buyer, request.id))?.codeAttempts).toBe(1);
    });

    it('locks after 5 wrong codes until the buyer issues a new one', async () => {
      const { market, paid, forbidden } = scenario(engine);
      const { buyer, traveller, request, code } = await paid();
      const wrong = code === '111111' ? '222222' : '111111';
      for (let i = 1; i < MAX_CODE_ATTEMPTS; i++) {
        expect((await rejection(market.requests.confirmDelivery(traveller, request.id, wrong))).code).toBe(
          'wrong_code',
        );
      }
      expect((await rejection(market.requests.confirmDelivery(traveller, request.id, wrong))).code).toBe('code_locked');
      expect((await rejection(market.requests.confirmDelivery(traveller, request.id, code))).code).toBe('code_locked');
      expect((await rejection(market.requests.reissueCode(traveller, request.id))).code).toBe(forbidden);
      const fresh = await market.requests.reissueCode(buyer, request.id);
      expect(fresh).toMatch(/^\d{6}$/);
      expect((await market.requests.confirmDelivery(traveller, request.id, fresh)).request.status).toBe('completed');
    });

    it('tells the buyer once, when the fifth wrong try locks her code, and nobody else', async () => {
      const { market, paid } = scenario(engine);
      const { buyer, traveller, request, code } = await paid();
      const wrong = code === '111111' ? '222222' : '111111';
      const locks = async () => (await market.notifications.list(buyer)).filter((n) => n.kind === 'code_locked');
      for (let i = 1; i < MAX_CODE_ATTEMPTS; i++)
        await rejection(market.requests.confirmDelivery(traveller, request.id, wrong));
      expect(await locks()).toEqual([]);
      await rejection(market.requests.confirmDelivery(traveller, request.id, wrong));
      // Tries on the locked code are refused and tell her nothing more.
      await rejection(market.requests.confirmDelivery(traveller, request.id, code));
      expect(await locks()).toEqual([
        expect.objectContaining({
          title: 'Tu código de entrega se bloqueó',
          text: 'Se ingresó un código incorrecto 5 veces para "Nintendo Switch OLED" y ya no sirve. Genera un código nuevo desde Mi Cuenta y dalo solo cuando tengas el producto en tus manos.',
          link: '/dashboard',
          orderId: request.id,
          readAt: null,
        }),
      ]);
      expect((await market.notifications.list(traveller)).some((n) => n.kind === 'code_locked')).toBe(false);
    });

    it('a new code resets the tries, kills the old one and tells the traveller', async () => {
      const { market, paid } = scenario(engine);
      const { buyer, traveller, request, code } = await paid();
      const wrong = code === '111111' ? '222222' : '111111';
      for (let i = 0; i < MAX_CODE_ATTEMPTS; i++)
        await rejection(market.requests.confirmDelivery(traveller, request.id, wrong));
      expect(await market.requests.order(buyer, request.id)).toMatchObject({ codeLocked: true, codeAttempts: 5 });

      const fresh = await market.requests.reissueCode(buyer, request.id);
      expect(fresh).not.toBe(code);
      expect(await market.requests.securityCode(buyer, request.id)).toBe(fresh);
      expect(await market.requests.order(buyer, request.id)).toMatchObject({ codeLocked: false, codeAttempts: 0 });

      const [news] = await market.notifications.list(traveller);
      expect(news).toMatchObject({
        kind: 'code_reissued',
        title: 'Nuevo código de entrega',
        text: 'Quien compró generó un nuevo código de seguridad para "Nintendo Switch OLED". El anterior ya no sirve: pídele el nuevo cuando le entregues el producto.',
        link: `/confirmar-entrega/${request.id}`,
        orderId: request.id,
        readAt: null,
      });
      expect((await market.notifications.list(buyer)).some((n) => n.kind === 'code_reissued')).toBe(false);

      const old = await rejection(market.requests.confirmDelivery(traveller, request.id, code));
      expect([old.code, old.title]).toEqual(['wrong_code', 'Código incorrecto']);
      expect((await market.requests.order(buyer, request.id))?.codeAttempts).toBe(1);
      expect((await market.requests.confirmDelivery(traveller, request.id, fresh)).request.status).toBe('completed');
      expect((await rejection(market.requests.reissueCode(buyer, request.id))).code).toBe('invalid_transition');
    });

    it('is for the accepting traveller only', async () => {
      const { market, paid, user, forbidden } = scenario(engine);
      const { buyer, request, code } = await paid();
      for (const actor of [buyer, await user()]) {
        expect((await rejection(market.requests.confirmDelivery(actor, request.id, code))).code).toBe(forbidden);
      }
      expect((await rejection(market.requests.confirmDelivery(null, request.id, code))).code).toBe('login_required');
    });

    it('refuses an order that is not paid', async () => {
      const { market, accepted } = scenario(engine);
      const { traveller, request } = await accepted();
      const e = await rejection(market.requests.confirmDelivery(traveller, request.id, '123456'));
      expect([e.title, e.description]).toEqual(['Acción no permitida', 'Este pedido no está listo para confirmación']);
    });

    it('lists the dashboard tabs', async () => {
      const { market, paid } = scenario(engine);
      const { buyer, traveller, request } = await paid();
      expect((await market.requests.mine(buyer)).map((r) => r.id)).toEqual([request.id]);
      expect((await market.requests.deliveries(traveller)).map((r) => r.id)).toEqual([request.id]);
      expect((await rejection(market.requests.mine(null))).description).toBe(
        'Debes iniciar sesión para acceder a tu cuenta',
      );
    });
  });
}
