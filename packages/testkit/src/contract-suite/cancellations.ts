import { describe, expect, it } from 'vitest';
import { DomainError } from '@cg/domain/errors';
import { type EngineFactory, rejection, scenario, validBilling, validRequestInput } from '#src/contract-suite/engine';
import { pngBlob } from '#src/png';

const codeOf = (r: PromiseSettledResult<unknown>) =>
  r.status === 'rejected' && r.reason instanceof DomainError ? r.reason.code : r.status;

/** Editing, withdrawing and cancelling by agreement, with the refund (decision 022). */
export function cancellationsContract(engine: EngineFactory) {
  describe('editing and withdrawing a request', () => {
    it('lets its owner edit it with the publish form rules, keeping the photo unless a new one comes', async () => {
      const s = scenario(engine);
      const buyer = await s.user();
      const request = await s.publish(buyer);
      const edited = await s.market.requests.edit(buyer, request.id, {
        ...validRequestInput,
        productName: 'Nintendo Switch 2',
        estimatedPrice: '449,50',
        reward: 40,
      });
      expect(edited).toMatchObject({
        id: request.id,
        productName: 'Nintendo Switch 2',
        estimatedPriceCents: 44950,
        rewardCents: 4000,
        imageId: request.imageId,
        status: 'active',
      });
      expect((await s.market.requests.get(null, request.id))?.productName).toBe('Nintendo Switch 2');
      const photos = await s.images.count();
      const rephotographed = await s.market.requests.edit(buyer, request.id, {
        ...validRequestInput,
        image: pngBlob(),
      });
      expect(rephotographed.imageId).not.toBe(request.imageId);
      expect(await s.images.count()).toBe(photos); // the old photo went with the change

      const e = await rejection(s.market.requests.edit(buyer, request.id, { ...validRequestInput, productName: ' ' }));
      expect([e.code, e.title, e.fieldErrors.productName]).toEqual([
        'validation',
        'Campos requeridos',
        'El nombre del producto es obligatorio.',
      ]);
      const forbidden = await rejection(
        s.market.requests.edit(buyer, request.id, { ...validRequestInput, productName: 'Pistola de aire comprimido' }),
      );
      expect(forbidden.code).toBe('forbidden_item');
    });

    it('refuses an edit or a withdrawal by anyone else, and after a traveller accepted', async () => {
      const s = scenario(engine);
      const { buyer, traveller, request } = await s.accepted();
      const other = await s.user();
      const fresh = await s.publish(buyer);
      expect((await rejection(s.market.requests.edit(other, fresh.id, validRequestInput))).code).toBe(s.forbidden);
      expect((await rejection(s.market.requests.cancel(other, fresh.id))).code).toBe(s.forbidden);
      expect((await rejection(s.market.requests.cancel(null, fresh.id))).code).toBe('login_required');
      const late = await rejection(s.market.requests.edit(buyer, request.id, validRequestInput));
      expect([late.code, late.title]).toEqual(['already_accepted', 'Pedido ya aceptado']);
      expect((await rejection(s.market.requests.cancel(buyer, request.id))).code).toBe('already_accepted');
      expect((await rejection(s.market.requests.cancel(traveller, request.id))).code).toBe(s.forbidden);
    });

    it('withdraws a request nobody accepted: it leaves the lists and can no longer be accepted', async () => {
      const s = scenario(engine);
      const buyer = await s.user();
      const traveller = await s.traveller();
      const request = await s.publish(buyer);
      const cancelled = await s.market.requests.cancel(buyer, request.id);
      expect(cancelled).toMatchObject({ status: 'cancelled' });
      expect(cancelled.cancelledAt).toBeTruthy();
      expect((await s.market.requests.search(null, {})).map((r) => r.id)).not.toContain(request.id);
      expect((await s.market.requests.home(null)).map((r) => r.id)).not.toContain(request.id);
      expect((await s.market.requests.get(null, request.id))?.status).toBe('cancelled');
      expect(await s.market.requests.actionFor(traveller, request.id)).toBe('cancelled');
      const e = await rejection(s.market.requests.accept(traveller, request.id));
      expect([e.code, e.title]).toEqual(['already_cancelled', 'Pedido cancelado']);
      expect((await rejection(s.market.requests.cancel(buyer, request.id))).code).toBe('already_cancelled');
      expect((await rejection(s.market.requests.edit(buyer, request.id, validRequestInput))).code).toBe(
        'already_cancelled',
      );
    });

    it('lets a guest withdraw what it published, with its token', async () => {
      const s = scenario(engine);
      const guest = { guestToken: 'guest-token-cancel' };
      const request = await s.publish(guest);
      expect((await rejection(s.market.requests.cancel({ guestToken: 'another' }, request.id))).code).toBe(s.forbidden);
      expect((await s.market.requests.cancel(guest, request.id)).status).toBe('cancelled');
    });

    it('of a withdrawal and an accept at the same moment, exactly one wins', async () => {
      const s = scenario(engine);
      const buyer = await s.user();
      const traveller = await s.traveller();
      const request = await s.publish(buyer);
      const [cancel, accept] = await Promise.allSettled([
        s.market.requests.cancel(buyer, request.id),
        s.market.requests.accept(traveller, request.id),
      ]);
      const codes = [codeOf(cancel), codeOf(accept)];
      expect(codes.filter((c) => c === 'fulfilled')).toHaveLength(1);
      const stored = await s.market.requests.get(null, request.id);
      if (codeOf(cancel) === 'fulfilled') {
        expect(stored?.status).toBe('cancelled');
        expect(codeOf(accept)).toBe('already_cancelled');
      } else {
        expect(stored?.status).toBe('accepted');
        expect(codeOf(cancel)).toBe('already_accepted');
      }
    });
  });

  describe('cancelling an accepted order by agreement', () => {
    it('one proposes, the other is told and accepts: the order is cancelled and both are told', async () => {
      const s = scenario(engine);
      const { buyer, traveller, request } = await s.accepted();
      const proposed = await s.market.requests.proposeCancellation(traveller, request.id);
      expect(proposed.cancelProposedBy).toBe(traveller.id);
      const told = (await s.market.notifications.list(buyer)).find((n) => n.kind === 'cancellation_proposed');
      expect(told).toMatchObject({ title: 'Propuesta de cancelación', link: `/pedidos/${request.id}` });
      // The proposer cannot answer their own proposal, nor propose twice; nobody pays meanwhile.
      const own = await rejection(s.market.requests.acceptCancellation(traveller, request.id));
      expect([own.code, own.description]).toEqual([
        'invalid_transition',
        'Tú propusiste la cancelación: la otra parte debe aceptarla o rechazarla.',
      ]);
      expect((await rejection(s.market.requests.proposeCancellation(buyer, request.id))).code).toBe(
        'cancellation_pending',
      );
      expect((await rejection(s.market.payments.quote(buyer, request.id))).code).toBe('cancellation_pending');
      const outsider = await s.user();
      expect((await rejection(s.market.requests.acceptCancellation(outsider, request.id))).code).toBe(s.forbidden);

      const done = await s.market.requests.acceptCancellation(buyer, request.id);
      expect(done).toMatchObject({ status: 'cancelled', refund: null });
      for (const party of [buyer, traveller]) {
        const news = (await s.market.notifications.list(party)).filter((n) => n.kind === 'order_cancelled');
        expect(news).toHaveLength(1);
      }
      expect((await s.market.requests.order(traveller, request.id))?.status).toBe('cancelled');
      expect(s.payments.refunds).toHaveLength(0);
    });

    it('a declined or withdrawn proposal leaves the order as it was', async () => {
      const s = scenario(engine);
      const { buyer, traveller, request } = await s.accepted();
      await s.market.requests.proposeCancellation(buyer, request.id);
      const declined = await s.market.requests.declineCancellation(traveller, request.id);
      expect(declined).toMatchObject({ status: 'accepted', cancelProposedBy: null });
      const news = (await s.market.notifications.list(buyer)).find((n) => n.kind === 'cancellation_declined');
      expect(news?.title).toBe('Cancelación rechazada');
      expect((await rejection(s.market.requests.acceptCancellation(traveller, request.id))).code).toBe(
        'cancellation_not_proposed',
      );
      await s.market.requests.proposeCancellation(traveller, request.id);
      expect((await s.market.requests.declineCancellation(traveller, request.id)).cancelProposedBy).toBeNull();
      const withdrawn = (await s.market.notifications.list(buyer)).find(
        (n) => n.title === 'Propuesta de cancelación retirada',
      );
      expect(withdrawn).toBeTruthy();
      // …and the buyer can pay again.
      expect((await s.market.payments.quote(buyer, request.id)).totalUsdCents).toBeGreaterThan(0);
    });

    it('a proposal and an answer race: the answer counts only for the proposal it saw', async () => {
      const s = scenario(engine);
      const { buyer, traveller, request } = await s.accepted();
      await s.market.requests.proposeCancellation(traveller, request.id);
      const results = await Promise.allSettled([
        s.market.requests.acceptCancellation(buyer, request.id),
        s.market.requests.declineCancellation(traveller, request.id),
      ]);
      expect(results.map(codeOf).filter((c) => c === 'fulfilled')).toHaveLength(1);
      const order = await s.market.requests.order(buyer, request.id);
      if (codeOf(results[0]) === 'fulfilled') expect(order?.status).toBe('cancelled');
      else expect(order).toMatchObject({ status: 'accepted', cancelProposedBy: null });
    });
  });

  describe('cancelling a paid order refunds it', () => {
    it('refunds the total through the provider and cancels; both see the refund', async () => {
      const s = scenario(engine);
      const { buyer, traveller, request } = await s.paid();
      await s.market.requests.proposeCancellation(buyer, request.id);
      const done = await s.market.requests.acceptCancellation(traveller, request.id);
      const paid = (await s.market.requests.order(buyer, request.id))?.payment?.totalUsdCents;
      expect(done.status).toBe('cancelled');
      expect(done.refund).toMatchObject({ status: 'approved', reason: 'cancellation', amountUsdCents: paid });
      expect(JSON.stringify(done)).not.toContain('attemptKey');
      expect((await s.market.requests.order(buyer, request.id))?.refund?.status).toBe('approved');
      expect((await s.market.requests.order(buyer, request.id))?.securityCode).toBeNull();
      expect(s.payments.refunds).toHaveLength(1);
      expect(s.payments.refunds[0]?.amountCents).toBe(paid);
      // The buyer's history keeps the payment and shows the refund.
      const history = await s.market.wallet.history(buyer);
      expect(history.map((h) => [h.type, h.amountCents])).toEqual(
        expect.arrayContaining([
          ['Pago Pedido', -(paid ?? 0)],
          ['Reembolso', paid],
        ]),
      );
      // The buyer reads her refund in the second person; the traveller, whose it went to.
      const told = (await s.market.notifications.list(buyer)).find((n) => n.kind === 'order_cancelled');
      expect(told?.text).toMatch(/Se te reembolsaron US\$\s[\d.,]+\.$/);
      const toTraveller = (await s.market.notifications.list(traveller)).find((n) => n.kind === 'order_cancelled');
      expect(toTraveller?.text).toMatch(/Se reembolsaron US\$\s[\d.,]+ a quien compró\.$/);
      // Nobody can deliver it any more, nor cancel it again.
      const code = '123456';
      expect((await rejection(s.market.requests.confirmDelivery(traveller, request.id, code))).code).toBe(
        'invalid_transition',
      );
      expect((await rejection(s.market.requests.acceptCancellation(buyer, request.id))).code).toBe('already_cancelled');
    });

    it('a payment started before the cancellation and approved after it is refunded once, both told', async () => {
      const s = scenario(engine);
      const { buyer, traveller, request } = await s.accepted();
      s.payments.nextStatus = 'in_process';
      const started = await s.market.payments.payWithCard(buyer, request.id, validBilling, 'tok_visa');
      expect(started.status).toBe('in_process');
      await s.market.requests.proposeCancellation(traveller, request.id);
      expect((await s.market.requests.acceptCancellation(buyer, request.id)).status).toBe('cancelled');
      expect(s.payments.refunds).toHaveLength(0);
      // The provider approves the payment only now.
      const index = s.payments.payments.findIndex((p) => p.externalReference === request.id);
      const held = s.payments.payments[index];
      if (!held) throw new Error('expected the started payment');
      s.payments.payments[index] = { ...held, status: 'approved' };
      // Its confirmation arrives twice at once (the buyer's return and a second tab): one refund.
      const results = await Promise.allSettled([
        s.market.payments.confirm(buyer, request.id),
        s.market.payments.confirm(buyer, request.id),
      ]);
      expect(results.map(codeOf)).toContain('already_cancelled');
      expect(s.payments.refunds).toHaveLength(1);
      expect(s.payments.refunds[0]).toMatchObject({ paymentId: held.id, amountCents: held.amountCents });
      const order = await s.market.requests.order(buyer, request.id);
      expect(order).toMatchObject({
        status: 'cancelled',
        payment: null,
        securityCode: null,
        refund: { status: 'approved', reason: 'cancellation', amountUsdCents: held.amountCents },
      });
      for (const party of [buyer, traveller]) {
        const told = (await s.market.notifications.list(party)).filter((n) => n.title === 'Pago devuelto');
        expect(told).toHaveLength(1);
        expect(told[0]?.text).toMatch(/después de la cancelación/);
      }
      // A replay asks nobody for anything again.
      expect((await rejection(s.market.payments.confirm(buyer, request.id))).code).toBe('already_cancelled');
      expect(s.payments.refunds).toHaveLength(1);
    });

    it('a late payment confirmed again by a caller held up since before the refund is not refunded twice', async () => {
      const s = scenario(engine);
      const { buyer, traveller, request } = await s.accepted();
      s.payments.nextStatus = 'in_process';
      await s.market.payments.payWithCard(buyer, request.id, validBilling, 'tok_visa');
      await s.market.requests.proposeCancellation(traveller, request.id);
      await s.market.requests.acceptCancellation(buyer, request.id);
      const index = s.payments.payments.findIndex((p) => p.externalReference === request.id);
      const held = s.payments.payments[index];
      if (!held) throw new Error('expected the started payment');
      s.payments.payments[index] = { ...held, status: 'approved' };
      // The second tab read the cancelled order with no refund, then waited for the provider…
      let release: (() => void) | undefined;
      const waiting = new Promise<void>((reached) => {
        s.payments.lookupGate = () => {
          reached();
          return new Promise<void>((resolve) => (release = resolve));
        };
      });
      const late = Promise.allSettled([s.market.payments.confirm(buyer, request.id)]).then((r) => r.map(codeOf)[0]);
      await waiting;
      // …while the first one refunded the payment to the end.
      expect((await rejection(s.market.payments.confirm(buyer, request.id))).code).toBe('already_cancelled');
      expect(s.payments.refunds).toHaveLength(1);
      release?.();
      expect(await late).toBe('already_cancelled');
      expect(s.payments.refunds).toHaveLength(1);
      const told = (await s.market.notifications.list(buyer)).filter((n) => n.title === 'Pago devuelto');
      expect(told).toHaveLength(1);
    });

    it('a cancelled order with no approved payment refunds nothing', async () => {
      const s = scenario(engine);
      const { buyer, traveller, request } = await s.accepted();
      s.payments.nextStatus = 'rejected';
      await rejection(s.market.payments.payWithCard(buyer, request.id, validBilling, 'tok_visa'));
      await s.market.requests.proposeCancellation(buyer, request.id);
      await s.market.requests.acceptCancellation(traveller, request.id);
      expect((await rejection(s.market.payments.confirm(buyer, request.id))).code).toBe('already_cancelled');
      expect(s.payments.refunds).toHaveLength(0);
      expect((await s.market.requests.order(buyer, request.id))?.refund).toBeNull();
    });

    it('a refused refund leaves the order paid and says so; trying again refunds once', async () => {
      const s = scenario(engine);
      const { buyer, traveller, request } = await s.paid();
      await s.market.requests.proposeCancellation(traveller, request.id);
      s.payments.nextRefundStatus = 'rejected';
      const e = await rejection(s.market.requests.acceptCancellation(buyer, request.id));
      expect([e.code, e.title]).toEqual(['refund_failed', 'Reembolso rechazado']);
      expect(e.description).toMatch(/no se perdió nada/);
      const after = await s.market.requests.order(buyer, request.id);
      expect(after).toMatchObject({ status: 'paid', refund: { status: 'rejected' } });
      expect(after?.securityCode).toMatch(/^\d{6}$/); // still in escrow: the code still delivers
      s.payments.nextRefundStatus = 'approved';
      // The agreement stands: either party may try again (here the proposer).
      expect((await s.market.requests.acceptCancellation(traveller, request.id)).status).toBe('cancelled');
      expect(s.payments.refunds.filter((r) => r.status === 'approved')).toHaveLength(1);
    });

    it('a provider that does not answer loses nothing; the retry uses the same key', async () => {
      const s = scenario(engine);
      const { buyer, traveller, request } = await s.paid();
      await s.market.requests.proposeCancellation(buyer, request.id);
      s.payments.down = true;
      const e = await rejection(s.market.requests.acceptCancellation(traveller, request.id));
      expect([e.code, e.title]).toEqual(['provider_unavailable', 'Servicio no disponible']);
      expect(e.description).toMatch(/sigue pagado/);
      expect(await s.market.requests.order(buyer, request.id)).toMatchObject({
        status: 'paid',
        refund: { status: 'failed' },
      });
      s.payments.down = false;
      expect((await s.market.requests.acceptCancellation(traveller, request.id)).status).toBe('cancelled');
      expect(s.payments.refunds).toHaveLength(1);
    });

    it('a refund whose answer was lost: the order neither delivers nor goes on, and the retry under its key refunds once', async () => {
      const s = scenario(engine);
      const { buyer, traveller, request, code } = await s.paid();
      await s.market.requests.proposeCancellation(buyer, request.id);
      s.payments.lostRefundAnswers = 1;
      const e = await rejection(s.market.requests.acceptCancellation(traveller, request.id));
      expect(e.code).toBe('provider_unavailable');
      expect(e.description).toMatch(/todavía no sabemos si hizo el reembolso/);
      // The provider made it: the buyer has the money back. Delivering or declining now would
      // pay the traveller from an escrow that is gone (decision 031).
      expect(s.payments.refunds).toHaveLength(1);
      const delivered = await rejection(s.market.requests.confirmDelivery(traveller, request.id, code));
      expect([delivered.code, delivered.title]).toEqual(['refund_in_progress', 'Reembolso sin confirmar']);
      expect((await rejection(s.market.requests.declineCancellation(buyer, request.id))).code).toBe(
        'refund_in_progress',
      );
      expect((await s.market.requests.order(buyer, request.id))?.status).toBe('paid');
      expect((await s.market.wallet.wallet(traveller)).availableCents).toBe(0);
      // Either party asks again: the same key finds the refund already made.
      expect((await s.market.requests.acceptCancellation(buyer, request.id)).status).toBe('cancelled');
      expect(s.payments.refunds).toHaveLength(1);
    });

    it('a refund refused before it was made (a 4xx) is a refusal: the order goes on, the next try is a new refund', async () => {
      const s = scenario(engine);
      const { buyer, traveller, request, code } = await s.paid();
      await s.market.requests.proposeCancellation(buyer, request.id);
      s.payments.refundRefusal = 400;
      const e = await rejection(s.market.requests.acceptCancellation(traveller, request.id));
      expect([e.code, e.title]).toEqual(['refund_failed', 'Reembolso rechazado']);
      expect((await s.market.requests.order(buyer, request.id))?.refund?.status).toBe('rejected');
      // Nothing moved: the parties may change their minds and the delivery pays as usual.
      await s.market.requests.declineCancellation(buyer, request.id);
      expect((await s.market.requests.confirmDelivery(traveller, request.id, code)).request.status).toBe('completed');
      expect(s.payments.refunds).toHaveLength(0);
      // A 409 (the key busy) or a 429 is no refusal: unknown, kept under its key.
      const t = scenario(engine);
      const other = await t.paid();
      await t.market.requests.proposeCancellation(other.buyer, other.request.id);
      t.payments.refundRefusal = 409;
      expect((await rejection(t.market.requests.acceptCancellation(other.traveller, other.request.id))).code).toBe(
        'provider_unavailable',
      );
      expect((await t.market.requests.order(other.buyer, other.request.id))?.refund?.status).toBe('failed');
    });

    it('two tabs agreeing at the same moment refund once', async () => {
      const s = scenario(engine);
      const { buyer, traveller, request } = await s.paid();
      await s.market.requests.proposeCancellation(buyer, request.id);
      let open: () => void = () => undefined;
      s.payments.refundGate = new Promise<void>((resolve) => {
        open = resolve;
      });
      const settled = Promise.allSettled([
        s.market.requests.acceptCancellation(traveller, request.id),
        s.market.requests.acceptCancellation(traveller, request.id),
      ]);
      await new Promise((resolve) => setTimeout(resolve, 50));
      open();
      const results = await settled;
      expect(results.map(codeOf).filter((c) => c === 'fulfilled')).toHaveLength(1);
      // The others read that a refund is under way, or (a slower storage) that it is done.
      const losers = results.map(codeOf).filter((c) => c !== 'fulfilled');
      expect(losers).toHaveLength(1);
      for (const c of losers) expect(['refund_in_progress', 'already_cancelled']).toContain(c);
      expect(s.payments.refunds).toHaveLength(1);
      expect((await s.market.requests.order(buyer, request.id))?.status).toBe('cancelled');
    });

    it('a yes and a no at the same moment: one counts, and the money moves only on the yes', async () => {
      const s = scenario(engine);
      const { buyer, traveller, request } = await s.paid();
      await s.market.requests.proposeCancellation(buyer, request.id);
      const [yes, no] = await Promise.allSettled([
        s.market.requests.acceptCancellation(traveller, request.id),
        s.market.requests.declineCancellation(buyer, request.id),
      ]);
      expect([codeOf(yes), codeOf(no)].filter((c) => c === 'fulfilled')).toHaveLength(1);
      const order = await s.market.requests.order(buyer, request.id);
      if (codeOf(yes) === 'fulfilled') {
        expect(order?.status).toBe('cancelled');
        expect(s.payments.refunds).toHaveLength(1);
      } else {
        expect(order).toMatchObject({ status: 'paid', cancelProposedBy: null, refund: null });
        expect(s.payments.refunds).toHaveLength(0);
      }
    });
  });
}
