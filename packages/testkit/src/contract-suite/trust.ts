import { describe, expect, it } from 'vitest';
import { type EngineFactory, rejection, scenario, validRequestInput } from '#src/contract-suite/engine';
import { ForbiddenItemError } from '@cg/domain/rules/restricted-items';
import { fixedClock } from '@cg/domain/runtime/adapters';
import { createFakeVerificationProvider } from '#src/fakes';
import { pngBlob } from '#src/png';
import type { Marketplace } from '@cg/domain/contract';
import type { Actor } from '@cg/domain/schemas/common';

/** What the header's bell counts: the actor's notifications not yet read. */
const unread = async (market: Marketplace, actor: Actor) =>
  (await market.notifications.list(actor)).filter((n) => n.readAt === null).length;
/** What the messages dropdown's dot counts: conversations with unread messages. */
const chatsWithUnread = async (market: Marketplace, actor: Actor) =>
  (await market.chats.conversations(actor)).filter((c) => c.unread > 0).length;

export function trustContract(engine: EngineFactory) {
  describe('publishing screens restricted items', () => {
    it('refuses a forbidden product naming the reason, and stores nothing', async () => {
      const { market, user, images, differences, allRequests } = scenario(engine);
      const buyer = await user();
      const e = await rejection(
        market.requests.publish(buyer, {
          ...validRequestInput,
          productName: 'Réplica Rolex Submariner',
          image: pngBlob(),
        }),
      );
      expect(e.code).toBe('forbidden_item');
      expect(e.title).toBe('Producto no permitido');
      expect(e.description).toMatch(/Falsificaciones y réplicas de marcas \("replica"\)/);
      expect(e.fieldErrors.productName).toMatch(/^Falsificaciones/);
      // The items themselves are the domain's class; over HTTP the refusal is its code and copy.
      if (differences.refusalClasses) {
        if (!(e instanceof ForbiddenItemError)) throw new Error('expected a ForbiddenItemError');
        expect(e.items[0]?.code).toBe('counterfeits');
      }
      expect(await allRequests()).toEqual([]);
      expect(await images.count()).toBe(0);
    });

    it('refuses a forbidden item mentioned in the notes, on the notes field', async () => {
      const { market } = scenario(engine);
      const e = await rejection(
        market.requests.publish(null, {
          ...validRequestInput,
          notes: 'Si podés, sumá unos fuegos artificiales',
          image: pngBlob(),
        }),
      );
      expect(e.fieldErrors).toEqual({ notes: expect.stringMatching(/^Explosivos y pirotecnia/) as unknown });
    });

    it('publishes a restricted product with its warning for travellers', async () => {
      const { market, publish } = scenario(engine);
      const r = await publish(null, { productName: 'Power bank Anker 20000 mAh' });
      expect(r.restrictions.map((x) => x.code)).toEqual(['lithium_batteries']);
      expect((await market.requests.get(null, r.id))?.restrictions[0]?.travellerNote).toMatch(/equipaje de mano/);
      expect((await publish(null)).restrictions).toEqual([]);
    });
  });

  describe('reviews', () => {
    async function completed() {
      const s = scenario(engine);
      const p = await s.paid();
      await s.market.requests.confirmDelivery(p.traveller, p.request.id, p.code);
      return { ...s, ...p };
    }

    it('lets buyer and traveller rate each other once after a completed delivery', async () => {
      const { market, buyer, traveller, request } = await completed();
      expect((await market.reviews.pendingFor(buyer)).map((x) => [x.role, x.subjectId, x.subjectName])).toEqual([
        ['buyer', traveller.id, 'Tomás P.'],
      ]);
      const r1 = await market.reviews.leave(buyer, request.id, { rating: 5, comment: '  Impecable, llegó sellado.  ' });
      expect(r1).toMatchObject({
        authorId: buyer.id,
        authorRole: 'buyer',
        subjectId: traveller.id,
        rating: 5,
        comment: 'Impecable, llegó sellado.',
        authorName: 'Ana G.',
      });
      await market.reviews.leave(traveller, request.id, { rating: '4', comment: 'Muy amable.' });
      expect(await market.reviews.pendingFor(buyer)).toEqual([]);
      expect(await market.reviews.pendingFor(traveller)).toEqual([]);
      expect(await market.reviews.forUser(null, traveller.id)).toMatchObject({ average: 5, count: 1 });
      expect((await market.reviews.forUser(null, buyer.id)).recent[0]?.comment).toBe('Muy amable.');
      expect(
        (await market.reviews.forUser(null, traveller.id)).count + (await market.reviews.forUser(null, buyer.id)).count,
      ).toBe(2);
      const again = await rejection(market.reviews.leave(buyer, request.id, { rating: 1, comment: 'otra vez' }));
      expect([again.code, again.title]).toEqual(['already_reviewed', 'Reseña ya enviada']);
    });

    it('averages to one decimal and lists the newest first', async () => {
      const { market, user, traveller, publish } = scenario(engine);
      const t = await traveller();
      for (const rating of [5, 4, 4]) {
        const b = await user();
        const req = await publish(b);
        // The third US$ 249.99 order of the month crosses the franchise: the clause (decision 047).
        await market.requests.accept(t, req.id, undefined, 'traveller');
        await market.payments.payWithCard(b, req.id, { name: 'A', email: 'a@b.com', address: 'Calle 1' }, 'tok_visa');
        const code = await market.requests.securityCode(b, req.id);
        await market.requests.confirmDelivery(t, req.id, code ?? '');
        await market.reviews.leave(b, req.id, { rating, comment: `Nota ${rating}` });
      }
      const s = await market.reviews.forUser(null, t.id);
      expect(s).toMatchObject({ average: 4.3, count: 3 });
      expect(s.recent.map((r) => r.comment)).toEqual(['Nota 4', 'Nota 4', 'Nota 5']);
      expect(await market.reviews.forUser(null, 'nobody')).toEqual({ average: 0, count: 0, recent: [] });
    });

    it('refuses visitors, outsiders, unfinished orders and invalid input in Spanish', async () => {
      const s = scenario(engine);
      const p = await s.paid();
      const outsider = await s.user();
      const cases = [
        [
          await rejection(s.market.reviews.leave(null, p.request.id, { rating: 5, comment: 'x' })),
          'login_required',
          'Debes iniciar sesión para dejar una reseña.',
        ],
        [
          await rejection(s.market.reviews.leave(outsider, p.request.id, { rating: 5, comment: 'x' })),
          s.forbidden,
          s.forbiddenCopy('Solo quien compró y el viajero de este pedido pueden calificarse.'),
        ],
        [
          await rejection(s.market.reviews.leave(p.buyer, p.request.id, { rating: 5, comment: 'x' })),
          'invalid_transition',
          'Podrás calificar cuando la entrega esté confirmada.',
        ],
        [
          await rejection(s.market.reviews.leave(p.buyer, 'missing', { rating: 5, comment: 'x' })),
          'not_found',
          'El pedido no existe o fue eliminado.',
        ],
      ] as const;
      for (const [e, code, description] of cases) expect([e.code, e.description]).toEqual([code, description]);
      const invalid = await rejection(s.market.reviews.leave(p.buyer, p.request.id, { rating: 6, comment: ' ' }));
      expect(invalid.title).toBe('Reseña incompleta');
      expect(invalid.fieldErrors).toEqual({
        rating: 'Elige una calificación de 1 a 5 estrellas.',
        comment: 'Escribe un comentario.',
      });
      expect(await s.market.reviews.pendingFor(null)).toEqual([]);
      expect(await s.market.reviews.pendingFor({ id: 'ghost' })).toEqual([]);
    });
  });

  describe('notifications', () => {
    it('records what happened along an order, each to the right person, with links', async () => {
      const s = scenario(engine);
      const p = await s.paid();
      await s.market.chats.send(p.buyer, p.request.id, 'Hola, ¿cuándo llegás?');
      await s.market.requests.confirmDelivery(p.traveller, p.request.id, p.code);
      await s.market.reviews.leave(p.buyer, p.request.id, { rating: 5, comment: 'Excelente' });

      const buyerKinds = (await s.market.notifications.list(p.buyer)).map((n) => [n.kind, n.link]);
      expect(buyerKinds).toEqual([
        ['delivery_confirmed', '/dashboard'],
        ['request_accepted', `/chat/${p.request.id}`],
      ]);
      const travellerList = await s.market.notifications.list(p.traveller);
      expect(travellerList.map((n) => n.kind)).toEqual([
        'review_received',
        'new_message',
        'payment_held',
        'verification_finished',
      ]);
      expect(travellerList[0]).toMatchObject({
        title: 'Recibiste una reseña',
        link: `/profile/${p.traveller.id}`,
        readAt: null,
      });
      expect(travellerList[0]?.text).toBe('Ana G. te calificó con 5 estrellas por "Nintendo Switch OLED".');
      expect(travellerList[1]).toMatchObject({ title: 'Nuevo mensaje de Ana', text: 'Hola, ¿cuándo llegás?' });
      expect(travellerList[3]).toMatchObject({ title: '¡Verificación completada!', link: '/dashboard' });
      expect(await unread(s.market, p.traveller)).toBe(4);
    });

    it('marks one or all as read, only the actor’s own', async () => {
      const s = scenario(engine);
      const a = await s.accepted();
      const [n] = await s.market.notifications.list(a.buyer);
      expect(await s.market.notifications.markRead(a.traveller, n?.id ?? '')).toBe(false);
      expect(await s.market.notifications.markRead(a.buyer, n?.id ?? '')).toBe(true);
      expect(await s.market.notifications.markRead(a.buyer, n?.id ?? '')).toBe(false);
      expect(await unread(s.market, a.buyer)).toBe(0);
      expect(await s.market.notifications.markAllRead(a.traveller)).toBe(1);
      expect(await unread(s.market, a.traveller)).toBe(0);
      const e = await rejection(s.market.notifications.list(null));
      expect(e.description).toBe('Debes iniciar sesión para ver tus notificaciones.');
    });

    it('tells the user when verification is declined too', async () => {
      const verification = createFakeVerificationProvider();
      verification.decision = { status: 'declined', reason: 'blurry' };
      const s = scenario(engine, { verification });
      const u = await s.user();
      await s.verify(u);
      const [n] = await s.market.notifications.list(u);
      expect(n).toMatchObject({ kind: 'verification_finished', title: 'Verificación rechazada' });
    });

    it('merges unread messages of one chat into one notification, and reading the chat clears it', async () => {
      const s = scenario(engine);
      const a = await s.accepted();
      const heard: number[] = [];
      const off = s.onChange('notifications', () => heard.push(1));
      await s.market.chats.send(a.buyer, a.request.id, 'Uno');
      await s.market.chats.send(a.buyer, a.request.id, 'Dos');
      await s.market.chats.send(a.buyer, a.request.id, 'Tres');
      off();
      expect(heard.length).toBeGreaterThanOrEqual(3);
      const messages = (await s.market.notifications.list(a.traveller)).filter((n) => n.kind === 'new_message');
      expect(messages.map((n) => [n.title, n.text])).toEqual([['3 mensajes nuevos de Ana', 'Tres']]);
      let [conv] = await s.market.chats.conversations(a.traveller);
      expect(conv?.unread).toBe(3);
      expect(await chatsWithUnread(s.market, a.traveller)).toBe(1);
      expect((await s.market.chats.conversations(a.buyer))[0]?.unread).toBe(0);
      await s.market.chats.markRead(a.traveller, a.request.id);
      [conv] = await s.market.chats.conversations(a.traveller);
      expect(conv?.unread).toBe(0);
      expect(await chatsWithUnread(s.market, a.traveller)).toBe(0);
      expect(
        (await s.market.notifications.list(a.traveller)).find((n) => n.kind === 'new_message')?.readAt,
      ).not.toBeNull();
      await s.market.chats.send(a.buyer, a.request.id, 'Cuatro');
      const fresh = (await s.market.notifications.list(a.traveller)).filter((n) => n.kind === 'new_message');
      expect(fresh.map((n) => [n.title, n.readAt === null])).toEqual([
        ['Nuevo mensaje de Ana', true],
        ['3 mensajes nuevos de Ana', false],
      ]);
      await s.market.chats.markRead(a.traveller, a.request.id);
      await s.market.chats.markRead(a.traveller, a.request.id);
    });

    it('keeps at most 100 per user, dropping the oldest', async () => {
      const s = scenario(engine);
      const a = await s.accepted();
      for (let i = 0; i < 105; i++) {
        await s.market.chats.send(a.buyer, a.request.id, `m${i}`);
        await s.market.chats.markRead(a.traveller, a.request.id);
      }
      const list = await s.market.notifications.list(a.traveller);
      expect(list.length).toBe(100);
      expect(list[0]?.text).toBe('m104');
    });

    it('notifies nobody for a guest buyer', async () => {
      const s = scenario(engine);
      const t = await s.traveller();
      const r = await s.publish(null);
      await s.market.requests.accept(t, r.id);
      await s.market.chats.send(t, r.id, 'Hola');
      expect((await s.market.notifications.list(t)).map((n) => n.kind)).toEqual(['verification_finished']);
    });
  });

  describe('ordering under a clock that does not move', () => {
    it('lists same-instant notifications newest first', async () => {
      const s = scenario(engine, { clock: fixedClock('2026-11-21T12:00:00.000Z', 0) });
      const a = await s.accepted();
      await s.market.chats.send(a.traveller, a.request.id, 'Hola');
      expect((await s.market.notifications.list(a.buyer)).map((n) => n.kind)).toEqual([
        'new_message',
        'request_accepted',
      ]);
    });
  });
}
