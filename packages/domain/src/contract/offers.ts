/** Offers (decision 045): a traveller's terms for an active request, and the buyer's answer. */
import type { SubmissionOptions } from '#src/contract/call-options';
import type { OrderView } from '#src/projections';
import type { Actor } from '#src/schemas/common';
import type { OfferInput, OfferStatus } from '#src/schemas/offer';
import type { CustomsPayer } from '#src/schemas/product-request';

/** An offer as its buyer and its traveller see it (nobody else sees it). */
export interface OfferView {
  readonly id: string;
  readonly requestId: string;
  readonly travellerId: string;
  /** First name and last initial ("Tomás P."). */
  readonly travellerName: string;
  readonly tripId: string;
  readonly rewardCents: number;
  readonly deliveryDate: string;
  readonly message: string;
  /** As read now: a live offer whose trip or date stopped fitting reads `expired`; on a taken request, `closed`. */
  readonly status: OfferStatus;
  /** The buyer's one counter, once made. */
  readonly counterRewardCents: number | null;
  readonly counterDeclinedAt: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
  /** Issue 37 (decision 047): who the traveller proposes pays the tax on the excess; null: it did not cross when made. */
  readonly customsPayer: CustomsPayer | null;
  /**
   * Issue 37: the tax on the excess the proposed payer takes on, in USD cents, as the traveller's
   * month of entry reads now (what accepting would freeze in the clause); null with no payer, or
   * once the order no longer crosses on the offer's trip.
   */
  readonly customsTaxUsdCents: number | null;
  /** What the buyer weighs the traveller by. */
  readonly traveller: {
    readonly verified: boolean;
    /** Average rating (one decimal), 0 with no reviews. */
    readonly rating: number;
    readonly reviews: number;
    /** Orders they delivered. */
    readonly deliveries: number;
  };
  /** The trip it travels on; null once the trip was deleted. */
  readonly trip: { readonly originCountry: string; readonly departureDate: string; readonly returnDate: string } | null;
}

export interface OffersArea {
  /**
   * A verified traveller's offer on an active request, on one of their trips from its country.
   * Errors: `login_required`, `verification_required`, `own_request`, `not_found`, `validation`
   * (reward out of range, date out of the trip's window), `invalid_transition` (request not
   * active, a live offer already made).
   */
  make(actor: Actor, requestId: string, input: OfferInput, options?: SubmissionOptions): Promise<OfferView>;
  /** The request's offers the actor may see: all of them to its buyer, their own to a traveller, none to anyone else. */
  forRequest(actor: Actor, requestId: string): Promise<readonly OfferView[]>;
  /** The actor's own offers, newest first. */
  mine(actor: Actor): Promise<readonly OfferView[]>;
  /** The traveller withdraws their live offer. */
  withdraw(actor: Actor, offerId: string): Promise<OfferView>;
  /** The buyer declines an offer. */
  decline(actor: Actor, offerId: string): Promise<OfferView>;
  /** The buyer proposes another reward, once per offer (the same range as an offer's). */
  counter(actor: Actor, offerId: string, reward: number): Promise<OfferView>;
  /** The buyer accepts an open offer: the order is made on its terms; the other offers close. */
  accept(actor: Actor, offerId: string): Promise<OrderView>;
  /** The traveller accepts the buyer's counter: the order is made at the counter's reward. */
  acceptCounter(actor: Actor, offerId: string): Promise<OrderView>;
  /** The traveller declines the counter: the offer stays open on its own terms. */
  declineCounter(actor: Actor, offerId: string): Promise<OfferView>;
}
