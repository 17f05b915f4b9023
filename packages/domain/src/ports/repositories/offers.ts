import type { Offer, OfferStatus } from '#src/schemas/offer';

/**
 * Travellers' offers on requests (decision 045). Transitions are compare-and-set on the stored
 * state, as the order's are; one live offer per traveller per request (SQL: a partial unique index).
 */
export interface OffersRepository {
  byId(id: string): Promise<Offer | null>;
  /** The request's offers, newest first. */
  forRequest(requestId: string): Promise<Offer[]>;
  /** The traveller's offers, newest first. */
  forTraveller(travellerId: string): Promise<Offer[]>;
  /** Adds the offer; false when the traveller already has a live one (open or countered) on the request. */
  add(offer: Offer): Promise<boolean>;
  /** Applies `patch` only while the stored offer is in one of `expected`; false otherwise. */
  update(
    id: string,
    expected: readonly OfferStatus[],
    patch: Partial<Pick<Offer, 'status' | 'counterRewardCents' | 'counterDeclinedAt' | 'updatedAt'>>,
  ): Promise<boolean>;
  /** Closes the request's live offers but `exceptId` (the order was made): the ones it closed. */
  closeLive(requestId: string, exceptId: string | null, at: string): Promise<Offer[]>;
}
