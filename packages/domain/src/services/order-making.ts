/**
 * The one place an order is made (decisions 026 and 045): the traveller's direct "Aceptar Pedido"
 * and an accepted offer both call it, inside their transaction, so every check on making an order
 * applies to both. Compare-and-set on the request's status: of concurrent makings exactly one wins.
 */
import { tripDeadline, tripForAccept } from '#src/rules/disputes';
import * as rules from '#src/rules/lifecycle';
import { argentinaDay } from '#src/format';
import { orderPriceUsd } from '#src/rules/allowance';
import { allowanceCheckFor, assertWithinTrustHeld } from '#src/services/customs';
import { customsClauseFor, offerClauseMissing } from '#src/rules/customs-clause';
import type { Change } from '#src/ports/changes';
import type { Repositories } from '#src/ports/repositories';
import type { CustomsPayer, ProductRequest } from '#src/schemas/product-request';
import type { TravelerTrip } from '#src/schemas/trip';
import type { Offer } from '#src/schemas/offer';
import { offerFits } from '#src/rules/offers';
import type { User } from '#src/schemas/user';
import type { Context } from '#src/services/context';
import { partiesOf, requestChanged } from '#src/services/audiences';
import { NOTIFICATION_TEXTS, notify, type NotificationDraft } from '#src/services/notifications';

/** The terms an accepted offer sets on the order (decision 045). */
export interface AgreedTerms {
  readonly offerId: string;
  readonly rewardCents: number;
  readonly deliveryDate: string;
  /** Whether the offer still fits on the trip as held (its date in the trip's window, …). */
  readonly fits: (trip: TravelerTrip, today: string) => boolean;
  /** Issue 37: who the offer proposed pays the tax on the excess (null: the offer named nobody). */
  readonly customsPayer: CustomsPayer | null;
}

/** The terms accepting `offer` at `rewardCents` makes the order on (its payer of the tax on the excess agreed to). */
export const offerTerms = (offer: Offer, rewardCents: number, request: ProductRequest): AgreedTerms => ({
  offerId: offer.id,
  rewardCents,
  deliveryDate: offer.deliveryDate,
  fits: (trip, day) => offerFits(offer, trip, request, day),
  customsPayer: offer.customsPayer,
});

export interface MakeOrder {
  readonly requestId: string;
  readonly travellerId: string | null;
  readonly tripId: string | null | undefined;
  /** Absent: the buyer's terms (the direct accept). */
  readonly terms?: AgreedTerms;
  /** Issue 37: on the direct accept, who the traveller says pays the tax on the excess (validated). */
  readonly customsPayer?: CustomsPayer | null;
  /** Who is told that the order was made (the other offers' travellers are told by this function). */
  readonly tell: (order: ProductRequest, traveller: User) => readonly NotificationDraft[];
}

export async function makeOrder(
  ctx: Context,
  tx: Repositories,
  changed: (...list: readonly (Change | null)[]) => void,
  order: MakeOrder,
): Promise<ProductRequest> {
  const request = (await tx.requests.byId(order.requestId)) ?? ctx.fail('not_found', 'notFound');
  const traveller = order.travellerId === null ? null : await tx.users.byId(order.travellerId);
  const now = ctx.now();
  const accepted = rules.accept(request, traveller, now);
  // Issue 37 (decision 047): within the traveller's trust tier, on the price in USD at today's
  // rate — for the direct accept and an accepted offer alike; the traveller held to the commit.
  if (traveller) await assertWithinTrustHeld(tx, traveller.id, orderPriceUsd(request).cents);
  // Decision 026: the trip that brings it, held (`byId` in the transaction) until the commit
  // so that it cannot be deleted or moved meanwhile, and checked again as held; its return
  // sets the deadline now.
  // The marketplace's day (decision 043): a trip returning today in Argentina still brings it.
  const today = argentinaDay(now);
  const own = traveller ? await tx.trips.byUser(traveller.id) : [];
  const chosen = tripForAccept(request, own, order.tripId, today);
  const held = chosen && (await tx.trips.byId(chosen.id));
  const trip = chosen && tripForAccept(request, held?.userId === chosen.userId ? [held] : [], chosen.id, today);
  if (order.terms && (!trip || !order.terms.fits(trip, today))) return ctx.fail('invalid_transition', 'offerExpired');
  // Issue 37 (decision 047): an order that takes the traveller's month beyond the franchise needs
  // the clause on who pays the tax on the excess, counted again here as the transaction sees it.
  const customsClause = traveller
    ? customsClauseFor(
        await allowanceCheckFor(tx, traveller.id, request, trip ?? null, today),
        order.terms ? order.terms.customsPayer : (order.customsPayer ?? null),
        now,
        order.terms ? offerClauseMissing : undefined,
      )
    : null;
  const next: ProductRequest = {
    ...accepted,
    tripId: trip?.id ?? null,
    deliveryDeadline: trip ? tripDeadline(trip.returnDate) : null,
    agreedRewardCents: order.terms?.rewardCents ?? null,
    agreedDeliveryDate: order.terms?.deliveryDate ?? null,
    customsClause,
  };
  const won = await tx.requests.update(
    order.requestId,
    { status: 'active' },
    {
      status: next.status,
      acceptedBy: next.acceptedBy,
      acceptedByName: next.acceptedByName,
      acceptedAt: next.acceptedAt,
      tripId: next.tripId,
      deliveryDeadline: next.deliveryDeadline,
      agreedRewardCents: next.agreedRewardCents,
      agreedDeliveryDate: next.agreedDeliveryDate,
      customsClause: next.customsClause,
    },
  );
  if (!won) return ctx.fail('already_accepted', 'alreadyAccepted');
  await tx.chats.open(order.requestId);
  // Decision 045: the request's other live offers close with it, each traveller told.
  const closed = await tx.offers.closeLive(order.requestId, order.terms?.offerId ?? null, now);
  const news = await notify(ctx, tx, [
    ...(traveller ? order.tell(next, traveller) : []),
    ...closed.map((o) =>
      NOTIFICATION_TEXTS.offerClosed({
        travellerId: o.travellerId,
        requestId: o.requestId,
        productName: next.productName,
      }),
    ),
  ]);
  changed(
    requestChanged(next, 'everyone'),
    { topic: 'chats', ids: [order.requestId], audience: partiesOf(next) },
    closed.length > 0
      ? { topic: 'requests', ids: [order.requestId], audience: closed.map((o) => o.travellerId) }
      : null,
    news,
  );
  return next;
}
