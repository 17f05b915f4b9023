/**
 * Offers (decision 045): a verified traveller proposes a reward, a trip and a delivery date for an
 * active request; its buyer accepts one, declines, or counters once; the traveller answers a
 * counter. Each step is one transaction that reads the request first (SQL: `FOR UPDATE`; the
 * browser: its document's lock) and then changes the offer by compare-and-set, so a withdrawal and
 * an accept, or two accepts, serialize on the request: one outcome. Accepting makes the order
 * through `makeOrder`, the function the direct accept calls.
 */
import type { OfferView, OffersArea } from '#src/contract/offers';
import { argentinaDay } from '#src/format';
import { formatMoney } from '#src/money';
import { orderView } from '#src/projections';
import type { Repositories } from '#src/ports/repositories';
import { orderPriceUsd } from '#src/rules/allowance';
import { shortNameOf } from '#src/rules/lifecycle';
import { deliveryWindow, isRewardInRange, offerFits, offerStatusOn, rewardRange } from '#src/rules/offers';
import { dateOnlySchema, userIdOf, type Actor } from '#src/schemas/common';
import { OFFER_MESSAGE_MAX, type Offer, type OfferInput } from '#src/schemas/offer';
import type { ProductRequest } from '#src/schemas/product-request';
import type { User } from '#src/schemas/user';
import type { Context } from '#src/services/context';
import { allowanceCheckFor, assertWithinTrust, offerCustomsPayer } from '#src/services/customs';
import { makeOrder, offerTerms } from '#src/services/order-making';
import { NOTIFICATION_TEXTS, notify } from '#src/services/notifications';
import type { Change } from '#src/ports/changes';

const LIVE = ['open', 'countered'] as const;

/** The field messages of the offer form. */
const OFFER_FIELD_MESSAGES = {
  tripId: 'Elige el viaje en el que traes el pedido.',
  deliveryDate: 'Elige una fecha de entrega válida.',
  message: `El mensaje no puede superar los ${String(OFFER_MESSAGE_MAX)} caracteres.`,
} as const;

function rewardMessage(buyerRewardCents: number): string {
  const { minCents, maxCents } = rewardRange(buyerRewardCents);
  return `La recompensa debe estar entre ${formatMoney(minCents)} y ${formatMoney(maxCents)}, en pasos de US$ 5.`;
}

/** Who hears of a change of offers on a request: its buyer and the travellers concerned. */
const offersChanged = (request: ProductRequest, travellerIds: readonly string[]): Change => ({
  topic: 'requests',
  ids: [request.id],
  audience: [...new Set([request.userId, ...travellerIds])],
});

export function createOffersService(ctx: Context): OffersArea {
  const requireUser = (actor: Actor) => ctx.requireUser(actor, 'login_required', 'offerLoginRequired');
  const today = () => argentinaDay(ctx.now());

  /** The views of `offers`, with their traveller's standing and trip, as read now. */
  async function viewsOf(r: Repositories, offers: readonly Offer[]): Promise<OfferView[]> {
    const day = today();
    const requests = new Map<string, ProductRequest | null>();
    const standing = new Map<string, OfferView['traveller']>();
    const people = new Map((await r.users.byIds([...new Set(offers.map((o) => o.travellerId))])).map((u) => [u.id, u]));
    const out: OfferView[] = [];
    for (const offer of offers) {
      if (!requests.has(offer.requestId)) requests.set(offer.requestId, await r.requests.byId(offer.requestId));
      const request = requests.get(offer.requestId);
      if (!request) continue;
      let traveller = standing.get(offer.travellerId);
      if (!traveller) {
        const reviews = await r.reviews.aboutUser(offer.travellerId);
        const sum = reviews.reduce((total, review) => total + review.rating, 0);
        const delivered = await r.requests.list({ acceptedBy: offer.travellerId, status: 'completed' });
        traveller = {
          verified: people.get(offer.travellerId)?.verificationStatus === 'verified',
          rating: reviews.length === 0 ? 0 : Math.round((sum / reviews.length) * 10) / 10,
          reviews: reviews.length,
          deliveries: delivered.length,
        };
        standing.set(offer.travellerId, traveller);
      }
      const trip = await r.trips.byId(offer.tripId);
      const crossing =
        offer.customsPayer === null ? null : await allowanceCheckFor(r, offer.travellerId, request, trip, day);
      out.push({
        id: offer.id,
        requestId: offer.requestId,
        travellerId: offer.travellerId,
        travellerName: offer.travellerName,
        tripId: offer.tripId,
        rewardCents: offer.rewardCents,
        deliveryDate: offer.deliveryDate,
        message: offer.message,
        status: offerStatusOn(offer, trip, request, day),
        counterRewardCents: offer.counterRewardCents,
        counterDeclinedAt: offer.counterDeclinedAt,
        customsPayer: offer.customsPayer,
        customsTaxUsdCents: crossing?.crosses ? crossing.taxUsdCents : null,
        createdAt: offer.createdAt,
        updatedAt: offer.updatedAt,
        traveller,
        trip: trip
          ? { originCountry: trip.originCountry, departureDate: trip.departureDate, returnDate: trip.returnDate }
          : null,
      });
    }
    return out;
  }

  async function viewOf(offerId: string): Promise<OfferView> {
    const [view] = await ctx.read(async (r) => {
      const offer = await r.offers.byId(offerId);
      return offer ? viewsOf(r, [offer]) : [];
    });
    return view ?? ctx.fail('not_found', 'offerNotFound');
  }

  /** The offer and its request, the request read first (held in a transaction), for `role` alone. */
  async function held(tx: Repositories, offerId: string, user: User, role: 'buyer' | 'traveller') {
    const found = (await tx.offers.byId(offerId)) ?? ctx.fail('not_found', 'offerNotFound');
    const request = (await tx.requests.byId(found.requestId)) ?? ctx.fail('not_found', 'offerNotFound');
    // Read again once the request is held: what another transaction committed meanwhile.
    const offer = (await tx.offers.byId(offerId)) ?? ctx.fail('not_found', 'offerNotFound');
    const mine = role === 'buyer' ? request.userId === user.id : offer.travellerId === user.id;
    // Someone else's offer is not there for them (decision 030).
    if (!mine) return ctx.fail('not_found', 'offerNotFound');
    return { offer, request };
  }

  /** Whether the offer still fits on its trip today (expiry, evaluated when acted upon). */
  async function fitsNow(tx: Repositories, offer: Offer, request: ProductRequest): Promise<boolean> {
    return offerFits(offer, await tx.trips.byId(offer.tripId), request, today());
  }

  function checkInput(input: OfferInput, request: ProductRequest) {
    const fields: Record<string, string> = {};
    const tripId = typeof input.tripId === 'string' ? input.tripId.trim() : '';
    if (tripId === '') fields.tripId = OFFER_FIELD_MESSAGES.tripId;
    const reward = input.reward;
    if (
      !Number.isFinite(reward) ||
      !isRewardInRange(request.rewardCents, Math.round(reward * 100)) ||
      !Number.isInteger(reward)
    )
      fields.reward = rewardMessage(request.rewardCents);
    const date = typeof input.deliveryDate === 'string' ? input.deliveryDate.trim() : '';
    if (!dateOnlySchema.safeParse(date).success) fields.deliveryDate = OFFER_FIELD_MESSAGES.deliveryDate;
    const message = typeof input.message === 'string' ? input.message.trim() : '';
    if (input.message !== undefined && typeof input.message !== 'string') fields.message = OFFER_FIELD_MESSAGES.message;
    if (message.length > OFFER_MESSAGE_MAX) fields.message = OFFER_FIELD_MESSAGES.message;
    if (Object.keys(fields).length > 0) {
      return ctx.fail(
        'validation',
        fields.reward && Object.keys(fields).length === 1 ? 'offerRewardOutOfRange' : 'offerInvalid',
        fields,
      );
    }
    return { tripId, rewardCents: reward * 100, deliveryDate: date, message };
  }

  return {
    async make(actor, requestId, input) {
      const user = await requireUser(actor);
      const id = await ctx.transaction(async (tx, changed) => {
        const request = (await tx.requests.byId(requestId)) ?? ctx.fail('not_found', 'notFound');
        if (request.userId === user.id) return ctx.fail('own_request', 'offerOwnRequest');
        const traveller = (await tx.users.byId(user.id)) ?? ctx.fail('login_required', 'offerLoginRequired');
        if (traveller.verificationStatus !== 'verified')
          return ctx.fail('verification_required', 'verificationRequired');
        if (request.status !== 'active') return ctx.fail('invalid_transition', 'offerRequestNotActive');
        // Decision 047: an order beyond the traveller's trust tier is refused when it is offered, as
        // the direct accept refuses it (and `makeOrder` again when the offer is accepted: the open
        // total may have grown meanwhile). No form input could change it, so before the fields.
        await assertWithinTrust(tx, user.id, orderPriceUsd(request).cents);
        const terms = checkInput(input, request);
        const day = today();
        const trip = await tx.trips.byId(terms.tripId);
        if (trip?.userId !== user.id) return ctx.fail('not_found', 'tripNotFound');
        if (trip.originCountry !== request.country)
          return ctx.fail('validation', 'tripWrongCountry', {
            tripId: 'Este pedido se compra en otro país: elige un viaje que salga de ahí.',
          });
        if (trip.returnDate < day) return ctx.fail('validation', 'tripEnded', { tripId: 'Ese viaje ya terminó.' });
        const window = deliveryWindow(trip.returnDate);
        if (terms.deliveryDate < window.from || terms.deliveryDate > window.to) {
          return ctx.fail('validation', 'offerDateOutOfWindow', {
            deliveryDate: `Elige una fecha entre el ${window.from} y el ${window.to}.`,
          });
        }
        // Issue 37: who pays the tax on the excess, when this trip's month would cross the franchise.
        const customsPayer = await offerCustomsPayer(tx, user.id, request, trip, day, input.customsPayer);
        const now = ctx.now();
        // One live offer per traveller per request: one that stopped fitting is stored as expired
        // first, so the traveller may make a new one.
        for (const old of await tx.offers.forRequest(requestId)) {
          if (old.travellerId !== user.id || (old.status !== 'open' && old.status !== 'countered')) continue;
          if (await fitsNow(tx, old, request)) return ctx.fail('invalid_transition', 'offerAlreadyMade');
          await tx.offers.update(old.id, LIVE, { status: 'expired', updatedAt: now });
        }
        const offer: Offer = {
          id: ctx.deps.random.id(),
          requestId,
          travellerId: user.id,
          travellerName: shortNameOf(traveller),
          tripId: trip.id,
          rewardCents: terms.rewardCents,
          deliveryDate: terms.deliveryDate,
          message: terms.message,
          status: 'open',
          counterRewardCents: null,
          counterDeclinedAt: null,
          createdAt: now,
          updatedAt: now,
          customsPayer,
        };
        if (!(await tx.offers.add(offer))) return ctx.fail('invalid_transition', 'offerAlreadyMade');
        const news = await notify(ctx, tx, [
          NOTIFICATION_TEXTS.offerMade({
            buyerId: request.userId,
            requestId,
            productName: request.productName,
            travellerName: offer.travellerName,
            reward: formatMoney(offer.rewardCents),
          }),
        ]);
        changed(offersChanged(request, [user.id]), news);
        return offer.id;
      });
      return viewOf(id);
    },

    async forRequest(actor, requestId) {
      const viewerId = userIdOf(actor);
      return ctx.read(async (r) => {
        const request = await r.requests.byId(requestId);
        if (!request) return ctx.fail('not_found', 'notFound');
        if (viewerId === null) return [];
        const offers = await r.offers.forRequest(requestId);
        const visible = request.userId === viewerId ? offers : offers.filter((o) => o.travellerId === viewerId);
        return viewsOf(r, visible);
      });
    },

    async mine(actor) {
      const user = await requireUser(actor);
      return ctx.read(async (r) => viewsOf(r, await r.offers.forTraveller(user.id)));
    },

    async withdraw(actor, offerId) {
      const user = await requireUser(actor);
      await ctx.transaction(async (tx, changed) => {
        const { offer, request } = await held(tx, offerId, user, 'traveller');
        const won = await tx.offers.update(offer.id, LIVE, { status: 'withdrawn', updatedAt: ctx.now() });
        if (!won) return ctx.fail('invalid_transition', 'offerNotOpen');
        const news = await notify(ctx, tx, [
          NOTIFICATION_TEXTS.offerWithdrawn({
            buyerId: request.userId,
            requestId: request.id,
            productName: request.productName,
            travellerName: offer.travellerName,
          }),
        ]);
        changed(offersChanged(request, [offer.travellerId]), news);
      });
      return viewOf(offerId);
    },

    async decline(actor, offerId) {
      const user = await requireUser(actor);
      await ctx.transaction(async (tx, changed) => {
        const { offer, request } = await held(tx, offerId, user, 'buyer');
        const won = await tx.offers.update(offer.id, LIVE, { status: 'declined', updatedAt: ctx.now() });
        if (!won) return ctx.fail('invalid_transition', 'offerNotOpen');
        const news = await notify(ctx, tx, [
          NOTIFICATION_TEXTS.offerDeclined({
            travellerId: offer.travellerId,
            requestId: request.id,
            productName: request.productName,
          }),
        ]);
        changed(offersChanged(request, [offer.travellerId]), news);
      });
      return viewOf(offerId);
    },

    async counter(actor, offerId, reward) {
      const user = await requireUser(actor);
      await ctx.transaction(async (tx, changed) => {
        const { offer, request } = await held(tx, offerId, user, 'buyer');
        if (request.status !== 'active') return ctx.fail('invalid_transition', 'offerRequestNotActive');
        if (offer.counterRewardCents !== null) return ctx.fail('invalid_transition', 'offerAlreadyCountered');
        if (offer.status !== 'open') return ctx.fail('invalid_transition', 'offerNotOpen');
        if (!(await fitsNow(tx, offer, request))) return ctx.fail('invalid_transition', 'offerExpired');
        const cents = Math.round(reward * 100);
        if (!Number.isInteger(reward) || !isRewardInRange(request.rewardCents, cents)) {
          return ctx.fail('validation', 'offerRewardOutOfRange', { reward: rewardMessage(request.rewardCents) });
        }
        const won = await tx.offers.update(offer.id, ['open'], {
          status: 'countered',
          counterRewardCents: cents,
          updatedAt: ctx.now(),
        });
        if (!won) return ctx.fail('invalid_transition', 'offerNotOpen');
        const news = await notify(ctx, tx, [
          NOTIFICATION_TEXTS.offerCountered({
            travellerId: offer.travellerId,
            requestId: request.id,
            productName: request.productName,
            reward: formatMoney(cents),
          }),
        ]);
        changed(offersChanged(request, [offer.travellerId]), news);
      });
      return viewOf(offerId);
    },

    async accept(actor, offerId) {
      const user = await requireUser(actor);
      const order = await ctx.transaction(async (tx, changed) => {
        const { offer, request } = await held(tx, offerId, user, 'buyer');
        if (request.status !== 'active') return ctx.fail('already_accepted', 'alreadyAccepted');
        if (!(await fitsNow(tx, offer, request))) return ctx.fail('invalid_transition', 'offerExpired');
        const won = await tx.offers.update(offer.id, ['open'], { status: 'accepted', updatedAt: ctx.now() });
        if (!won) return ctx.fail('invalid_transition', 'offerNotOpen');
        return makeOrder(ctx, tx, changed, {
          requestId: request.id,
          travellerId: offer.travellerId,
          tripId: offer.tripId,
          terms: offerTerms(offer, offer.rewardCents, request),
          tell: (next) => [
            NOTIFICATION_TEXTS.offerAccepted({
              travellerId: offer.travellerId,
              orderId: next.id,
              productName: next.productName,
              reward: formatMoney(offer.rewardCents),
            }),
          ],
        });
      });
      return orderView(order, user.id);
    },

    async acceptCounter(actor, offerId) {
      const user = await requireUser(actor);
      const order = await ctx.transaction(async (tx, changed) => {
        const { offer, request } = await held(tx, offerId, user, 'traveller');
        if (offer.status !== 'countered' || offer.counterRewardCents === null) {
          return ctx.fail('invalid_transition', offer.status === 'open' ? 'offerNoCounter' : 'offerNotOpen');
        }
        if (request.status !== 'active') return ctx.fail('already_accepted', 'alreadyAccepted');
        const rewardCents = offer.counterRewardCents;
        if (!(await fitsNow(tx, offer, request))) return ctx.fail('invalid_transition', 'offerExpired');
        const won = await tx.offers.update(offer.id, ['countered'], { status: 'accepted', updatedAt: ctx.now() });
        if (!won) return ctx.fail('invalid_transition', 'offerNotOpen');
        return makeOrder(ctx, tx, changed, {
          requestId: request.id,
          travellerId: offer.travellerId,
          tripId: offer.tripId,
          terms: offerTerms(offer, rewardCents, request),
          tell: (next) => [
            NOTIFICATION_TEXTS.counterAccepted({
              buyerId: next.userId,
              orderId: next.id,
              productName: next.productName,
              travellerName: offer.travellerName,
              reward: formatMoney(rewardCents),
            }),
          ],
        });
      });
      return orderView(order, user.id);
    },

    async declineCounter(actor, offerId) {
      const user = await requireUser(actor);
      await ctx.transaction(async (tx, changed) => {
        const { offer, request } = await held(tx, offerId, user, 'traveller');
        if (offer.status !== 'countered') {
          return ctx.fail('invalid_transition', offer.status === 'open' ? 'offerNoCounter' : 'offerNotOpen');
        }
        const now = ctx.now();
        const won = await tx.offers.update(offer.id, ['countered'], {
          status: 'open',
          counterDeclinedAt: now,
          updatedAt: now,
        });
        if (!won) return ctx.fail('invalid_transition', 'offerNotOpen');
        const news = await notify(ctx, tx, [
          NOTIFICATION_TEXTS.counterDeclined({
            buyerId: request.userId,
            requestId: request.id,
            productName: request.productName,
            travellerName: offer.travellerName,
          }),
        ]);
        changed(offersChanged(request, [offer.travellerId]), news);
      });
      return viewOf(offerId);
    },
  };
}
