import { describe, expect, it } from 'vitest';
import type { Marketplace } from '@cg/domain/contract';
import {
  type EngineFactory,
  newGuest,
  registrationInput,
  scenario,
  validBilling,
  validRequestInput,
} from '#src/contract-suite/engine';
import type { Actor } from '@cg/domain/schemas/common';
import { pngBlob } from '#src/png';

/** Names and numbers no stranger may ever read (distinctive, so a match is never a coincidence). */
const BUYER = {
  firstName: 'Ana',
  lastName: 'Zubizarreta',
  email: 'ana.zubizarreta@example.com',
  phone: '11 4321 9876',
  documentNumber: '27999888',
};
const TRAVELLER = {
  firstName: 'Tomás',
  lastName: 'Etcheverry',
  email: 'tomas.etcheverry@example.com',
  phone: '11 8765 1234',
  documentNumber: '28777666',
};

type Call = (m: Marketplace, as: Actor) => Promise<unknown>;

/** A marketplace after a whole loop, and what must never reach a third party. */
const OFFER_SECRET = 'mensaje-privado-de-la-oferta';

async function afterTheLoop(engine: EngineFactory) {
  const s = scenario(engine);
  const { market } = s;
  const buyer = await s.user(BUYER);
  const traveller = await s.user(TRAVELLER);
  await s.verify(traveller);
  // One order goes all the way (chat, payment, delivery, reviews, notifications)…
  const done = await s.publish(buyer, { productName: 'Kindle Paperwhite' });
  await market.requests.accept(traveller, done.id);
  await market.chats.send(buyer, done.id, 'Hola, ¿cuándo llegás?');
  await market.chats.send(traveller, done.id, 'El 15');
  await market.payments.payWithCard(buyer, done.id, validBilling, 'tok_visa');
  const firstCode = (await market.requests.securityCode(buyer, done.id)) ?? '';
  await market.requests.confirmDelivery(traveller, done.id, firstCode);
  await market.reviews.leave(buyer, done.id, { rating: 5, comment: 'Impecable' });
  await market.reviews.leave(traveller, done.id, { rating: 4, comment: 'Muy amable' });
  // …another stays paid, its delivery code live; a third was published by a guest.
  const live = await s.publish(buyer, { productName: 'Nintendo Switch OLED' });
  await market.requests.accept(traveller, live.id);
  await market.payments.payWithCard(buyer, live.id, validBilling, 'tok_visa');
  const code = (await market.requests.securityCode(buyer, live.id)) ?? '';
  expect(code).toMatch(/^\d{6}$/);
  const guestOwner = newGuest();
  const guestRequest = await market.requests.publish(guestOwner, { ...validRequestInput, image: pngBlob() });
  const trip = await market.trips.register(traveller, {
    originCountry: 'España',
    province: 'Córdoba',
    departureDate: '2026-12-01',
    returnDate: '2026-12-15',
    availableSpace: 'medium',
  });
  // Decision 045: an open offer on a request from the trip's country, its message the buyer's and its traveller's alone.
  const offered = await s.publish(buyer, { productName: 'Turrón de Jijona', country: 'España' });
  const offer = await market.offers.make(traveller, offered.id, {
    tripId: trip.id,
    reward: 30,
    deliveryDate: '2026-12-16',
    message: OFFER_SECRET,
  });
  const buyerNotification = (await market.notifications.list(buyer)).at(0);
  // The buyer's saved card (decision 027): its ids are nobody else's to read.
  const buyerCard = await market.paymentMethods.save(buyer, { cardToken: 'tok_visa_4242' });
  const forbidden = [
    code,
    guestOwner.guestToken,
    'guestToken',
    'securityCode',
    'password',
    'PBKDF2',
    '"salt"',
    'documentNumber',
    BUYER.documentNumber,
    TRAVELLER.documentNumber,
    'verificationSessionId',
    'attemptKey',
    BUYER.email,
    BUYER.phone,
    TRAVELLER.email,
    TRAVELLER.phone,
    BUYER.lastName,
    TRAVELLER.lastName,
    buyerCard.id,
    buyerCard.providerCardId,
    OFFER_SECRET,
  ];
  return {
    ...s,
    buyer,
    traveller,
    done,
    live,
    guestRequest,
    trip,
    buyerNotification,
    buyerCard,
    forbidden,
    offered,
    offer,
  };
}

export function projectionsContract(engine: EngineFactory) {
  describe('public projections', () => {
    it('walks every read of the contract as a third party and finds no private field', async () => {
      const w = await afterTheLoop(engine);
      const { buyer, traveller, done, live, guestRequest } = w;
      const ids = [done.id, live.id, guestRequest.id, 'nope'];
      // Every method of the contract, as a read (walked) or a write (walked too: it must refuse
      // without telling anything). A method added to the contract fails this test until listed.
      const reads: Record<string, Call[]> = {
        'accounts.me': [(m, a) => m.accounts.me(a)],
        'accounts.profile': [(m, a) => m.accounts.profile(a, buyer.id), (m, a) => m.accounts.profile(a, traveller.id)],
        'requests.listNewestFirst': [(m, a) => m.requests.listNewestFirst(a)],
        'requests.search': [(m, a) => m.requests.search(a, {}), (m, a) => m.requests.search(a, { text: 'Kindle' })],
        'requests.searchPage': [
          (m, a) => m.requests.searchPage(a, {}),
          (m, a) => m.requests.searchPage(a, { text: 'Kindle' }),
        ],
        'requests.home': [(m, a) => m.requests.home(a)],
        'requests.get': ids.map((id) => (m: Marketplace, a: Actor) => m.requests.get(a, id)),
        'requests.actionFor': ids.map((id) => (m: Marketplace, a: Actor) => m.requests.actionFor(a, id)),
        'requests.order': ids.map((id) => (m: Marketplace, a: Actor) => m.requests.order(a, id)),
        'requests.mine': [(m, a) => m.requests.mine(a)],
        'requests.deliveries': [(m, a) => m.requests.deliveries(a)],
        'requests.securityCode': ids.map((id) => (m: Marketplace, a: Actor) => m.requests.securityCode(a, id)),
        'payments.quote': ids.map((id) => (m: Marketplace, a: Actor) => m.payments.quote(a, id)),
        'payments.pending': ids.map((id) => (m: Marketplace, a: Actor) => m.payments.pending(a, id)),
        'trips.searchPage': [(m, a) => m.trips.searchPage(a, {}), (m, a) => m.trips.searchPage(a, { text: 'a' })],
        'trips.home': [(m, a) => m.trips.home(a)],
        'trips.mine': [(m, a) => m.trips.mine(a)],
        'chats.messages': ids.map((id) => (m: Marketplace, a: Actor) => m.chats.messages(a, id)),
        'chats.conversations': [(m, a) => m.chats.conversations(a)],
        'verification.status': [(m, a) => m.verification.status(a)],
        'wallet.wallet': [(m, a) => m.wallet.wallet(a)],
        'wallet.history': [(m, a) => m.wallet.history(a)],
        'wallet.deliveredCount': [(m, a) => m.wallet.deliveredCount(a, traveller.id)],
        // The actor's own withdrawals only: asking settles nobody else's.
        'wallet.refreshWithdrawals': [(m, a) => m.wallet.refreshWithdrawals(a)],
        'reviews.forUser': [(m, a) => m.reviews.forUser(a, traveller.id), (m, a) => m.reviews.forUser(a, buyer.id)],
        'reviews.pendingFor': [(m, a) => m.reviews.pendingFor(a)],
        'notifications.list': [(m, a) => m.notifications.list(a)],
        'data.exportMine': [(m, a) => m.data.exportMine(a)],
        'coupons.mine': [(m, a) => m.coupons.mine(a)],
        // Support's list: anyone else is told it does not exist.
        'disputes.isSupport': [(m, a) => m.disputes.isSupport(a)],
        'disputes.listOpen': [(m, a) => m.disputes.listOpen(a)],
        // A disputed order's case and its chat: support only.
        'disputes.caseOf': ids.map((id) => (m: Marketplace, a: Actor) => m.disputes.caseOf(a, id)),
        'paymentMethods.list': [(m, a) => m.paymentMethods.list(a)],
        // Decision 045: a request's offers are its buyer's and each traveller's own.
        'offers.forRequest': [...ids, w.offered.id].map(
          (id) => (m: Marketplace, a: Actor) => m.offers.forRequest(a, id),
        ),
        'offers.mine': [(m, a) => m.offers.mine(a)],
        // Issue 37: one's own allowance ledger and trust tier only.
        'trips.standing': [(m, a) => m.trips.standing(a)],
        // A trip's or a request's matches (decision 046): its traveller's or buyer's only.
        'matching.forTrip': [w.trip.id, 'nope'].map((id) => (m: Marketplace, a: Actor) => m.matching.forTrip(a, id)),
        'matching.forRequest': ids.map((id) => (m: Marketplace, a: Actor) => m.matching.forRequest(a, id)),
        'matching.alerts': [(m, a) => m.matching.alerts(a)],
        'matching.rewardSuggestion': [
          (m, a) => m.matching.rewardSuggestion(a, { category: 'libros', country: 'Japón' }),
        ],
        // The purchase receipt's file (decision 050): its order's parties only.
        'receipts.file': ids.map((id) => (m: Marketplace, a: Actor) => m.receipts.file(a, id)),
        // The receipts pack's content (decision 053): its order's parties only.
        'receipts.pack': ids.map((id) => (m: Marketplace, a: Actor) => m.receipts.pack(a, id)),
      };
      const wrongCode = '000000';
      const writes: Record<string, Call[]> = {
        // Acting on one's own account only: nothing of anyone else to leak.
        'accounts.register': [],
        'accounts.login': [],
        'accounts.updateProfile': [],
        'accounts.setProfilePicture': [],
        'accounts.changePassword': [],
        // A stranger's reset request says the same as any; a reset needs the owner's e-mailed token.
        'accounts.requestPasswordReset': [],
        'accounts.resetPassword': [],
        // The acting person's own account, behind their password.
        'accounts.deleteAccount': [],
        // A confirmation link needs the token e-mailed to the owner; a new link goes to the actor's own e-mail.
        'accounts.confirmEmail': [],
        'accounts.resendEmailConfirmation': [],
        // Into the actor's own account, from a file they hold.
        'data.importMine': [],
        // A code for the actor's own list; nothing of anyone else's.
        'coupons.redeem': [(m, a) => m.coupons.redeem(a, 'NOEXISTE')],
        // Into the actor's own list; another person's card is not found.
        'paymentMethods.save': [],
        'paymentMethods.setDefault': [(m, a) => m.paymentMethods.setDefault(a, w.buyerCard.id)],
        'paymentMethods.remove': [(m, a) => m.paymentMethods.remove(a, w.buyerCard.id)],
        'requests.publish': [],
        'trips.register': [],
        // Someone else's trip is not found: nothing changed or deleted (decision 030).
        'trips.edit': [(m, a) => m.trips.edit(a, w.trip.id, { ...w.trip, returnDate: '2027-02-01' })],
        'trips.remove': [(m, a) => m.trips.remove(a, w.trip.id)],
        'verification.submit': [],
        'verification.refresh': [],
        // Acting on someone else's order or data: refused, and the refusal tells nothing.
        'requests.accept': ids.map((id) => (m: Marketplace, a: Actor) => m.requests.accept(a, id)),
        'requests.confirmDelivery': [(m, a) => m.requests.confirmDelivery(a, live.id, wrongCode)],
        'requests.reissueCode': [(m, a) => m.requests.reissueCode(a, live.id)],
        'requests.edit': [live.id, guestRequest.id, 'nope'].map(
          (id) => (m: Marketplace, a: Actor) => m.requests.edit(a, id, validRequestInput),
        ),
        'requests.cancel': ids.map((id) => (m: Marketplace, a: Actor) => m.requests.cancel(a, id)),
        'requests.proposeCancellation': ids.map(
          (id) => (m: Marketplace, a: Actor) => m.requests.proposeCancellation(a, id),
        ),
        'requests.acceptCancellation': ids.map(
          (id) => (m: Marketplace, a: Actor) => m.requests.acceptCancellation(a, id),
        ),
        'requests.declineCancellation': ids.map(
          (id) => (m: Marketplace, a: Actor) => m.requests.declineCancellation(a, id),
        ),
        'disputes.open': ids.map(
          (id) => (m: Marketplace, a: Actor) =>
            m.disputes.open(a, id, { reason: 'other', text: 'Quiero ver qué pasa con este pedido.' }),
        ),
        'disputes.cancelOverdue': ids.map((id) => (m: Marketplace, a: Actor) => m.disputes.cancelOverdue(a, id)),
        'disputes.resolve': ids.flatMap((id) => [
          (m: Marketplace, a: Actor) => m.disputes.resolve(a, id, 'refund', 'Se reembolsa por falta de entrega.'),
          (m: Marketplace, a: Actor) => m.disputes.resolve(a, id, 'release', 'Se libera: la entrega consta.'),
        ]),
        'payments.payWithCard': [(m, a) => m.payments.payWithCard(a, live.id, validBilling, 'tok_visa')],
        'payments.confirm': [(m, a) => m.payments.confirm(a, live.id)],
        'chats.send': [(m, a) => m.chats.send(a, done.id, 'hola')],
        'chats.markRead': [(m, a) => m.chats.markRead(a, done.id)],
        'reviews.leave': [(m, a) => m.reviews.leave(a, done.id, { rating: 1, comment: 'x' })],
        'notifications.markRead': [(m, a) => m.notifications.markRead(a, w.buyerNotification?.id ?? 'x')],
        'notifications.markAllRead': [(m, a) => m.notifications.markAllRead(a)],
        // Anyone may write to support (decision 044): the answer tells nothing of anyone.
        'contact.send': [(m, a) => m.contact.send(a, { name: 'Eva', email: 'eva@example.com', message: 'Hola' })],
        // The actor's own alerts only.
        'matching.setAlerts': [],
        // Only the buyer of an active request invites (decision 046): a stranger's is refused as not found.
        'matching.invite': ids.map((id) => (m: Marketplace, a: Actor) => m.matching.invite(a, id, w.trip.id)),
        // Only from the actor's own balance: a stranger has none (and no confirmed e-mail).
        'wallet.withdraw': [
          (m, a) => m.wallet.withdraw(a, { amountCents: 100, destination: '0110599520000001235579' }),
        ],
        // Someone else's offer is not found; a stranger (unverified), a guest or a visitor makes none.
        'offers.make': [
          (m, a) =>
            m.offers.make(a, w.offered.id, { tripId: w.trip.id, reward: 30, deliveryDate: '2026-12-16', message: '' }),
        ],
        'offers.withdraw': [(m, a) => m.offers.withdraw(a, w.offer.id)],
        'offers.decline': [(m, a) => m.offers.decline(a, w.offer.id)],
        'offers.counter': [(m, a) => m.offers.counter(a, w.offer.id, 25)],
        'offers.accept': [(m, a) => m.offers.accept(a, w.offer.id)],
        'offers.acceptCounter': [(m, a) => m.offers.acceptCounter(a, w.offer.id)],
        'offers.declineCounter': [(m, a) => m.offers.declineCounter(a, w.offer.id)],
        // Only the order's traveller uploads its receipt (decision 050): anyone else is refused.
        'receipts.upload': ids.map(
          (id) => (m: Marketplace, a: Actor) =>
            m.receipts.upload(a, id, { amount: '1', file: new Blob(['%PDF-1.4\n']) }),
        ),
        // Only the order's parties ask its partial refunds again (decision 049): anyone else is refused.
        'requests.retryRefunds': ids.map((id) => (m: Marketplace, a: Actor) => m.requests.retryRefunds(a, id)),
        // Only the order's buyer approves its top-up (decision 052): anyone else is refused.
        'topUps.approve': ids.map(
          (id) => (m: Marketplace, a: Actor) => m.topUps.approve(a, id, { cardToken: 'tok_visa' }),
        ),
      };
      const market = w.market as unknown as Record<string, Record<string, unknown>>;
      const methods = Object.keys(market).flatMap((area) =>
        Object.keys(market[area] ?? {}).map((method) => `${area}.${method}`),
      );
      expect(methods.filter((m) => !(m in reads) && !(m in writes))).toEqual([]);

      const stranger = await w.market.accounts.register(null, registrationInput({ firstName: 'Extraño' }));
      const viewers: Record<string, Actor> = { stranger: { id: stranger.user.id }, guest: newGuest(), visitor: null };
      for (const [who, actor] of Object.entries(viewers)) {
        for (const [name, calls] of Object.entries({ ...reads, ...writes })) {
          for (const call of calls) {
            const result: unknown = await call(w.market, actor).catch((e: unknown) => e);
            const json = result === undefined ? 'undefined' : JSON.stringify(result);
            for (const secret of w.forbidden) {
              expect(json.includes(secret), `${name} as ${who} shows ${secret}: ${json.slice(0, 300)}`).toBe(false);
            }
          }
        }
      }
      // The writes above were all refused: the orders are as they were.
      expect((await w.market.requests.order(buyer, live.id))?.securityCode).toBe(w.forbidden[0]);
      expect((await w.market.requests.order(buyer, live.id))?.codeAttempts).toBe(0);
      expect(await w.market.requests.order(buyer, live.id)).toMatchObject({
        status: 'paid',
        cancelProposedBy: null,
        dispute: null,
      });
      expect((await w.market.requests.get(null, guestRequest.id))?.status).toBe('active');
      expect((await w.market.offers.forRequest(buyer, w.offered.id)).map((o) => [o.id, o.status])).toEqual([
        [w.offer.id, 'open'],
      ]);
      expect((await w.market.trips.mine(traveller)).map((t) => [t.id, t.returnDate])).toEqual([
        [w.trip.id, w.trip.returnDate],
      ]);
    });

    it('shows other people by first name and last initial, full names to the two parties of an order', async () => {
      const w = await afterTheLoop(engine);
      const stranger = await w.user({ firstName: 'Extraño' });
      expect((await w.market.accounts.profile(stranger, w.buyer.id))?.name).toBe('Ana Z.');
      expect((await w.market.accounts.profile(null, w.traveller.id))?.name).toBe('Tomás E.');
      expect((await w.market.accounts.profile(w.traveller, w.buyer.id))?.name).toBe('Ana Zubizarreta');
      expect((await w.market.accounts.profile(w.buyer, w.traveller.id))?.name).toBe('Tomás Etcheverry');
      expect((await w.market.accounts.profile(w.buyer, w.buyer.id))?.name).toBe('Ana Zubizarreta');
    });

    it('shows e-mail and phone only when the person chose to, and only to logged-in people', async () => {
      const w = await afterTheLoop(engine);
      const stranger = await w.user({ firstName: 'Extraño' });
      expect(await w.market.accounts.profile(stranger, w.buyer.id)).toMatchObject({ email: null, phone: null });
      // A party of an order does not get them either: contact stays the person's choice.
      expect(await w.market.accounts.profile(w.traveller, w.buyer.id)).toMatchObject({ email: null, phone: null });
      await w.market.accounts.updateProfile(w.buyer, { showContact: true });
      expect(await w.market.accounts.profile(stranger, w.buyer.id)).toMatchObject({
        email: BUYER.email,
        phone: `+54 ${BUYER.phone}`,
      });
      expect(await w.market.accounts.profile(null, w.buyer.id)).toMatchObject({ email: null, phone: null });
      expect((await w.market.accounts.me(w.buyer))?.showContact).toBe(true);
    });

    it('gives the delivery code to the buyer of a paid order only', async () => {
      const w = await afterTheLoop(engine);
      const code = w.forbidden[0];
      expect((await w.market.requests.order(w.buyer, w.live.id))?.securityCode).toBe(code);
      expect((await w.market.requests.order(w.traveller, w.live.id))?.securityCode).toBeNull();
      expect((await w.market.requests.mine(w.buyer)).find((r) => r.id === w.live.id)?.securityCode).toBe(code);
      expect((await w.market.requests.deliveries(w.traveller)).every((r) => r.securityCode === null)).toBe(true);
      expect((await w.market.requests.order(w.buyer, w.done.id))?.securityCode).toBeNull();
    });
  });
}
