import { describe, expect, it } from 'vitest';
import { DomainError } from '@cg/domain/errors';
import { PLATFORM_COMMISSION_RATE } from '@cg/domain/constants';
import { type EngineFactory, rejection, scenario, validBilling } from '#src/contract-suite/engine';
import { fixedClock } from '@cg/domain/runtime/adapters';
import { orderEnding, orderHistory } from '@cg/domain/rules/order-story';
import { pngBlob } from '#src/png';

const codeOf = (r: PromiseSettledResult<unknown>) =>
  r.status === 'rejected' && r.reason instanceof DomainError ? r.reason.code : r.status;

const SUPPORT = { email: 'soporte@example.com', password: 'soporte-secreto', firstName: 'Sofía', lastName: 'Soporte' };

const statement = { reason: 'not_delivered', text: 'Pasó el viaje y no recibí el producto.' };

/** Support's message to both parties when it resolves. */
const NOTE = 'Revisamos las fotos y el chat: corresponde el reembolso.';

/** Delivery deadlines, disputes and support's resolutions (decision 026). */
export function disputesContract(engine: EngineFactory) {
  /** A paid order under a clock the test moves, and a support account. */
  async function paidWithSupport() {
    const clock = fixedClock('2026-11-21T12:00:00.000Z', 1000);
    const s = scenario(engine, { clock });
    const buyer = await s.user();
    const traveller = await s.traveller();
    const trip = await s.market.trips.register(traveller, {
      originCountry: 'Estados Unidos',
      province: 'Buenos Aires',
      departureDate: '2026-11-25',
      returnDate: '2026-12-10',
      availableSpace: 'medium',
    });
    const request = await s.publish(buyer);
    await s.market.requests.accept(traveller, request.id, trip.id);
    await s.market.payments.payWithCard(buyer, request.id, validBilling, 'tok_visa');
    const code = (await s.market.requests.securityCode(buyer, request.id)) ?? '';
    const { userId } = await s.setUpSupportAccount(SUPPORT);
    const admin = { id: userId };
    return { s, clock, buyer, traveller, request, code, admin };
  }

  describe('the delivery deadline', () => {
    it("is the traveller's return date plus 7 days, shown to both parties", async () => {
      const { s, buyer, traveller, request } = await paidWithSupport();
      const expected = '2026-12-18T00:00:00.000Z';
      expect((await s.market.requests.order(buyer, request.id))?.deliveryDeadline).toBe(expected);
      expect((await s.market.requests.order(traveller, request.id))?.deliveryDeadline).toBe(expected);
    });

    it('lets the buyer cancel for a full refund only after it, by the server clock', async () => {
      const { s, clock, buyer, traveller, request } = await paidWithSupport();
      const early = await rejection(s.market.disputes.cancelOverdue(buyer, request.id));
      expect([early.code, early.title]).toEqual(['deadline_not_passed', 'Todavía no']);
      clock.set('2026-12-17T23:59:00.000Z');
      expect((await rejection(s.market.disputes.cancelOverdue(buyer, request.id))).code).toBe('deadline_not_passed');
      expect(s.payments.refunds).toHaveLength(0);
      clock.set('2026-12-18T00:00:01.000Z');
      expect((await rejection(s.market.disputes.cancelOverdue(traveller, request.id))).code).toBe(s.forbidden);
      const done = await s.market.disputes.cancelOverdue(buyer, request.id);
      const paid = done.payment?.totalUsdCents;
      expect(done).toMatchObject({ status: 'cancelled', refund: { status: 'approved', amountUsdCents: paid } });
      expect(s.payments.refunds).toHaveLength(1);
      const told = (await s.market.notifications.list(traveller)).find((n) => n.kind === 'order_cancelled');
      expect(told?.text).toMatch(/fecha límite/);
    });
  });

  describe('disputes', () => {
    it('either party opens one with photos; the other is told and adds their side; delivery waits', async () => {
      const { s, buyer, traveller, request, code } = await paidWithSupport();
      const opened = await s.market.disputes.open(buyer, request.id, { ...statement, photos: [pngBlob()] });
      expect(opened.dispute).toMatchObject({ status: 'open', openedBy: buyer.id });
      expect(opened.dispute?.statements[0]).toMatchObject({ role: 'buyer', reason: 'not_delivered' });
      expect(opened.dispute?.statements[0]?.photos).toHaveLength(1);
      const told = (await s.market.notifications.list(traveller)).find((n) => n.kind === 'dispute_opened');
      expect(told?.title).toBe('Disputa abierta');
      // The money stays held: the right code is refused while support looks.
      const refused = await rejection(s.market.requests.confirmDelivery(traveller, request.id, code));
      expect([refused.code, refused.title]).toEqual(['dispute_open', 'Disputa abierta']);
      expect((await s.market.requests.order(buyer, request.id))?.status).toBe('paid');
      // The buyer told their side already; the traveller adds theirs.
      expect((await rejection(s.market.disputes.open(buyer, request.id, statement))).code).toBe('dispute_open');
      const both = await s.market.disputes.open(traveller, request.id, {
        reason: 'code_not_given',
        text: 'Entregué el producto y no me quiso dar el código.',
      });
      expect(both.dispute?.statements.map((x) => x.role)).toEqual(['buyer', 'traveller']);
      // An overdue cancellation waits for support too.
      expect((await rejection(s.market.disputes.cancelOverdue(buyer, request.id))).code).toBe('dispute_open');
    });

    it('validates the reason, the text and the photos, in Spanish, storing nothing', async () => {
      const { s, buyer, request } = await paidWithSupport();
      const photos = await s.images.count();
      const bad = await rejection(s.market.disputes.open(buyer, request.id, { reason: 'whatever', text: 'corto' }));
      expect(bad.code).toBe('validation');
      expect(bad.fieldErrors.reason).toBe('Elige un motivo de la lista.');
      expect(bad.fieldErrors.text).toMatch(/Cuenta qué pasó/);
      const many = await rejection(
        s.market.disputes.open(buyer, request.id, {
          ...statement,
          photos: [pngBlob(), pngBlob(), pngBlob(), pngBlob()],
        }),
      );
      expect(many.fieldErrors.photos).toBe('Puedes adjuntar hasta 3 fotos.');
      const notImage = await rejection(
        s.market.disputes.open(buyer, request.id, {
          ...statement,
          photos: [new Blob(['<svg/>'], { type: 'image/png' })],
        }),
      );
      expect(notImage.code).toBe('image_invalid');
      expect(await s.images.count()).toBe(photos);
      expect((await s.market.requests.order(buyer, request.id))?.dispute).toBeNull();
    });

    it('is only for the parties of a paid order', async () => {
      const { s, buyer, request } = await paidWithSupport();
      const stranger = await s.user();
      expect((await rejection(s.market.disputes.open(stranger, request.id, statement))).code).toBe(s.forbidden);
      expect((await rejection(s.market.disputes.open(null, request.id, statement))).code).toBe('login_required');
      const active = await s.publish(buyer);
      expect((await rejection(s.market.disputes.open(buyer, active.id, statement))).code).toBe('invalid_transition');
      const accepted = await s.accepted();
      const e = await rejection(s.market.disputes.open(accepted.buyer, accepted.request.id, statement));
      expect(e.code).toBe('invalid_transition');
    });

    it("shows its photos to the two parties and support only; the request's photo stays public", async () => {
      const { s, buyer, traveller, request, admin } = await paidWithSupport();
      const opened = await s.market.disputes.open(buyer, request.id, { ...statement, photos: [pngBlob()] });
      const photoId = opened.dispute?.statements[0]?.photos[0] ?? '';
      for (const reader of [buyer, traveller, admin]) {
        expect(await s.readPhoto(reader, photoId)).toMatchObject({ restricted: true, blob: { type: 'image/png' } });
      }
      const stranger = await s.user();
      expect(await s.readPhoto(stranger, photoId)).toBeNull();
      expect(await s.readPhoto(null, photoId)).toBeNull();
      expect(await s.readPhoto({ guestToken: 'guest-token-of-nobody' }, photoId)).toBeNull();
      // The request's own photo is public with the request, whoever asks.
      const requestPhoto = request.imageId ?? '';
      expect(await s.readPhoto(null, requestPhoto)).toMatchObject({ restricted: false });
      expect(await s.readPhoto(stranger, requestPhoto)).toMatchObject({ restricted: false });
      expect(await s.readPhoto(null, 'no-such-photo')).toBeNull();
    });
  });

  describe('support', () => {
    it('is set up by configuration only: registering with its e-mail gives no role', async () => {
      const s = scenario(engine);
      const person = await s.user({ email: 'quiere-ser-soporte@example.com' });
      expect(await s.market.disputes.isSupport(person)).toBe(false);
      await expect(s.setUpSupportAccount({ ...SUPPORT, email: 'quiere-ser-soporte@example.com' })).rejects.toThrow(
        /Ya existe una cuenta/,
      );
      expect(await s.market.disputes.isSupport(person)).toBe(false);
      expect((await rejection(s.market.disputes.listOpen(person))).code).toBe('not_found');
      const { userId } = await s.setUpSupportAccount(SUPPORT);
      expect(await s.market.disputes.isSupport({ id: userId })).toBe(true);
      const login = await s.market.accounts.login(null, { email: SUPPORT.email, password: SUPPORT.password });
      expect(login.user.id).toBe(userId);
    });

    it('only support lists and resolves; the parties and strangers change nothing', async () => {
      const { s, buyer, traveller, request, admin } = await paidWithSupport();
      await s.market.disputes.open(buyer, request.id, { ...statement, photos: [pngBlob()] });
      const stranger = await s.user();
      for (const actor of [buyer, traveller, stranger, null]) {
        expect((await rejection(s.market.disputes.listOpen(actor))).code).toBe('not_found');
        expect((await rejection(s.market.disputes.resolve(actor, request.id, 'release', NOTE))).code).toBe('not_found');
        expect((await rejection(s.market.disputes.resolve(actor, request.id, 'refund', NOTE))).code).toBe('not_found');
      }
      expect((await s.market.requests.order(buyer, request.id))?.dispute?.status).toBe('open');
      const list = await s.market.disputes.listOpen(admin);
      expect(list).toHaveLength(1);
      expect(list[0]?.order.id).toBe(request.id);
      expect(list[0]?.order.securityCode).toBeNull();
      expect(list[0]?.buyerName).toBe(buyer.user.name);
      expect(list[0]?.travellerName).toBe(traveller.user.name);
      expect(list[0]?.order.dispute?.statements).toHaveLength(1);
    });

    it('resolves by refund through the provider: the order is cancelled, both told', async () => {
      const { s, buyer, traveller, request, admin } = await paidWithSupport();
      await s.market.disputes.open(traveller, request.id, { reason: 'code_not_given', text: 'No me da el código.' });
      const done = await s.market.disputes.resolve(admin, request.id, 'refund', NOTE);
      expect(done).toMatchObject({ status: 'cancelled', refund: { status: 'approved', reason: 'dispute' } });
      expect(done.dispute).toMatchObject({ status: 'refunded', resolvedBy: admin.id });
      expect(s.payments.refunds).toHaveLength(1);
      for (const party of [buyer, traveller]) {
        const n = (await s.market.notifications.list(party)).find((x) => x.kind === 'dispute_resolved');
        expect(n?.text).toMatch(/reembolso/);
      }
      // The buyer reads the refund as hers (issue 35 item 16).
      const toBuyer = (await s.market.notifications.list(buyer)).find((x) => x.kind === 'dispute_resolved');
      expect(toBuyer?.text).toMatch(/vuelven a ti /);
      expect(toBuyer?.text).not.toMatch(/quien compró/);
      expect(await s.market.disputes.listOpen(admin)).toHaveLength(0);
      expect((await s.market.wallet.wallet(traveller)).availableCents).toBe(0);
    });

    it("resolves by release as a delivery does: the traveller's wallet is credited, both told", async () => {
      const { s, buyer, traveller, request, admin } = await paidWithSupport();
      await s.market.disputes.open(buyer, request.id, statement);
      const done = await s.market.disputes.resolve(admin, request.id, 'release', NOTE);
      expect(done).toMatchObject({ status: 'completed', dispute: { status: 'released' } });
      expect(s.payments.refunds).toHaveLength(0);
      expect((await s.market.wallet.wallet(traveller)).availableCents).toBeGreaterThan(0);
      for (const party of [buyer, traveller]) {
        const n = (await s.market.notifications.list(party)).find((x) => x.kind === 'dispute_resolved');
        expect(n?.text).toMatch(/a favor del viajero/);
      }
      expect((await rejection(s.market.disputes.resolve(admin, request.id, 'refund', NOTE))).code).toBe(
        'dispute_not_open',
      );
    });

    it('a refund whose answer was lost is never released on top: support asks again under its key', async () => {
      const { s, buyer, traveller, request, admin } = await paidWithSupport();
      await s.market.disputes.open(buyer, request.id, statement);
      s.payments.lostRefundAnswers = 1;
      expect((await rejection(s.market.disputes.resolve(admin, request.id, 'refund', NOTE))).code).toBe(
        'provider_unavailable',
      );
      // The buyer has the money back: releasing it to the traveller too would pay it twice.
      const release = await rejection(s.market.disputes.resolve(admin, request.id, 'release', NOTE));
      expect([release.code, release.title]).toEqual(['refund_in_progress', 'Reembolso sin confirmar']);
      expect((await s.market.wallet.wallet(traveller)).availableCents).toBe(0);
      const done = await s.market.disputes.resolve(admin, request.id, 'refund', NOTE);
      expect(done).toMatchObject({ status: 'cancelled', dispute: { status: 'refunded' } });
      expect(s.payments.refunds).toHaveLength(1);
      expect((await s.market.requests.order(buyer, request.id))?.status).toBe('cancelled');
    });

    it('of two resolutions at the same moment, one outcome', async () => {
      const { s, buyer, request, admin } = await paidWithSupport();
      await s.market.disputes.open(buyer, request.id, statement);
      const results = await Promise.allSettled([
        s.market.disputes.resolve(admin, request.id, 'refund', NOTE),
        s.market.disputes.resolve(admin, request.id, 'release', NOTE),
        s.market.disputes.resolve(admin, request.id, 'release', NOTE),
      ]);
      const order = await s.market.requests.order(buyer, request.id);
      const winners = results.filter((r) => r.status === 'fulfilled');
      expect(winners).toHaveLength(1);
      for (const c of results.map(codeOf).filter((c) => c !== 'fulfilled'))
        expect(['dispute_not_open', 'refund_in_progress']).toContain(c);
      if (order?.status === 'cancelled') {
        expect(order.dispute?.status).toBe('refunded');
        expect(s.payments.refunds).toHaveLength(1);
      } else {
        expect(order).toMatchObject({ status: 'completed', dispute: { status: 'released' } });
        expect(s.payments.refunds.filter((r) => r.status === 'approved')).toHaveLength(0);
      }
    });
  });

  // Issue 35 items 1–3: reasons per role, support's case (the chat only under an open dispute, its
  // read told in the chat), a message to both parties, and one story of how the order ended.
  describe("support's case and one story", () => {
    it("refuses a reason the party's role is not offered, storing nothing", async () => {
      const { s, buyer, traveller, request } = await paidWithSupport();
      const bad = await rejection(
        s.market.disputes.open(buyer, request.id, { ...statement, reason: 'code_not_given' }),
      );
      expect([bad.code, bad.fieldErrors.reason]).toEqual(['validation', 'Elige un motivo de la lista.']);
      const wrong = await rejection(s.market.disputes.open(traveller, request.id, statement));
      expect(wrong.fieldErrors.reason).toBe('Elige un motivo de la lista.');
      expect((await s.market.requests.order(buyer, request.id))?.dispute).toBeNull();
    });

    it('shows support the case with the chat only while the dispute is open, and tells the parties once', async () => {
      const { s, buyer, traveller, request, admin } = await paidWithSupport();
      await s.market.chats.send(buyer, request.id, '¿Cuándo llegás con la cámara?');
      // No dispute: no case, for support either.
      expect((await rejection(s.market.disputes.caseOf(admin, request.id))).code).toBe('not_found');
      await s.market.disputes.open(buyer, request.id, statement);
      const stranger = await s.user();
      for (const actor of [buyer, traveller, stranger, null])
        expect((await rejection(s.market.disputes.caseOf(actor, request.id))).code).toBe('not_found');
      // Nobody but support read it: the chat holds only the buyer's message.
      expect(await s.market.chats.messages(buyer, request.id)).toHaveLength(1);
      const first = await s.market.disputes.caseOf(admin, request.id);
      expect(first.chat?.map((m) => m.senderName)).toEqual([buyer.user.firstName, 'Soporte']);
      expect(first.money).toMatchObject({ totalUsdCents: first.order.payment?.totalUsdCents });
      expect(first.money?.refundUsdCents).toBe(first.order.payment?.totalUsdCents);
      // Decision 049: the price she advanced + the reward less the commission.
      expect(first.money?.releaseUsdCents).toBe(
        (first.order.payment?.priceUsdCents ?? 0) + first.order.rewardCents * (1 - PLATFORM_COMMISSION_RATE),
      );
      expect(first.history.map((h) => h.text)).toEqual([
        expect.stringMatching(/publicó el pedido/),
        expect.stringMatching(/aceptó llevarlo/),
        expect.stringMatching(/pagó US\$/),
        expect.stringMatching(/abrió una disputa: El producto no fue entregado/),
      ]);
      // Both parties read in their chat that support read it; a second read adds nothing.
      for (const party of [buyer, traveller]) {
        const chat = await s.market.chats.messages(party, request.id);
        expect(chat.at(-1)?.text).toMatch(/^Soporte leyó este chat/);
      }
      expect((await s.market.disputes.caseOf(admin, request.id)).chat).toHaveLength(2);
      // Resolved: the chat is the parties' again.
      await s.market.disputes.resolve(admin, request.id, 'release', NOTE);
      const after = await s.market.disputes.caseOf(admin, request.id);
      expect(after.chat).toBeNull();
      expect(after.history.at(-1)?.text).toMatch(/a favor de .* Mensaje de soporte: «Revisamos/);
    });

    it('asks support for a message both parties receive, and keeps it in the history', async () => {
      const { s, buyer, traveller, request, admin } = await paidWithSupport();
      await s.market.disputes.open(buyer, request.id, statement);
      const missing = await rejection(s.market.disputes.resolve(admin, request.id, 'refund', ' corto '));
      expect([missing.code, missing.fieldErrors.message]).toEqual(['validation', expect.stringMatching(/10 a 1000/)]);
      expect(s.payments.refunds).toHaveLength(0);
      const done = await s.market.disputes.resolve(admin, request.id, 'refund', NOTE);
      expect(done.dispute?.message).toBe(NOTE);
      for (const party of [buyer, traveller]) {
        const n = (await s.market.notifications.list(party)).find((x) => x.kind === 'dispute_resolved');
        expect(n?.text).toContain(`Mensaje de soporte: «${NOTE}»`);
      }
    });

    it('tells one story per ending: support refunded, agreed during a dispute, overdue', async () => {
      const names = { buyer: 'Ana', traveller: 'Tomás' };
      const refunded = await paidWithSupport();
      await refunded.s.market.disputes.open(refunded.buyer, refunded.request.id, statement);
      const bySupport = await refunded.s.market.disputes.resolve(refunded.admin, refunded.request.id, 'refund', NOTE);
      expect(orderEnding(bySupport)).toEqual({ kind: 'supportRefund' });
      const story = orderHistory(bySupport, names).map((h) => h.text);
      expect(story.filter((t) => t.includes('reembols'))).toHaveLength(1);
      expect(story.join(' ')).not.toMatch(/común acuerdo/);

      const agreed = await paidWithSupport();
      await agreed.s.market.disputes.open(agreed.buyer, agreed.request.id, statement);
      await agreed.s.market.requests.proposeCancellation(agreed.traveller, agreed.request.id);
      const both = await agreed.s.market.requests.acceptCancellation(agreed.buyer, agreed.request.id);
      expect(orderEnding(both)).toEqual({ kind: 'agreed', disputeClosed: true });
      expect(
        orderHistory(both, names)
          .map((h) => h.text)
          .join(' '),
      ).not.toMatch(/Soporte resolvió/);

      const late = await paidWithSupport();
      late.clock.set('2026-12-18T00:00:01.000Z');
      const overdue = await late.s.market.disputes.cancelOverdue(late.buyer, late.request.id);
      expect(overdue.refund?.reason).toBe('overdue');
      expect(orderHistory(overdue, names).at(-1)?.text).toMatch(/^Ana canceló el pedido porque pasó la fecha límite/);
    });
  });
}
