import type { DisputeStatus, ProductRequest } from '#src/schemas/product-request';
import type { RequestView } from '#src/projections';
import type { RequestFilters } from '#src/rules/filters';
import type { RequestStatus } from '#src/enums';

/** Which requests: every given field must match. */
export interface RequestQuery {
  readonly userId?: string;
  readonly acceptedBy?: string;
  /** The buyer or the accepting traveller. */
  readonly party?: string;
  readonly status?: RequestStatus;
  /** Decision 026: the requests whose dispute is in this state. */
  readonly disputeStatus?: DisputeStatus;
  /** Decision 026: the request whose dispute holds this photo (one of a statement's photo ids). */
  readonly disputePhoto?: string;
  /** The request whose photo this is. */
  readonly imageId?: string;
  /** Decision 026: the orders travelling on this trip. */
  readonly tripId?: string;
  /** Decision 050: the order whose purchase receipt is this stored file. */
  readonly receiptFile?: string;
}

/** The fields a compare-and-set may expect. */
export type RequestExpectation = Partial<
  Pick<ProductRequest, 'status' | 'codeAttempts' | 'codeLocked' | 'userId' | 'cancelProposedBy'>
> & {
  /** The attempt key of the stored refund (`null`: none was asked for). */
  readonly refundKey?: string | null;
  /** The dispute's state (`null`: none was opened). */
  readonly disputeStatus?: DisputeStatus | null;
  /** How many statements the dispute holds (0: none was opened). */
  readonly disputeStatements?: number;
  /** Decision 049: the partial refunds' keys and states as `refundsState` writes them ('' : none). */
  readonly refundsState?: string;
  /** Decision 052: the stored top-up's compare-and-set token (`null`: none was asked for). */
  readonly topUpClaim?: string | null;
};

/** A list page's search: the person's filters and the one status the list shows. */
export interface RequestSearch extends RequestFilters {
  readonly status: RequestStatus;
}

/**
 * Where a page of a list ends (keyset pagination): the last item's creation time and id. The next
 * page starts strictly after it in the lists' order (newest first, ties by id in byte order), so
 * pages stay fast as the table grows and a request published meanwhile shifts nothing. The trips'
 * list pages with the same cursor.
 */
export interface RequestCursor {
  readonly createdAt: string;
  readonly id: string;
}

export interface RequestsRepository {
  byId(id: string): Promise<ProductRequest | null>;
  /** The request `id` as anyone may see it (`requestView`; read as `searchViews` reads), or null. */
  viewById(id: string): Promise<RequestView | null>;
  /** Newest first. */
  list(query?: RequestQuery): Promise<ProductRequest[]>;
  /**
   * The list pages: in `search.status` and matching its filters, newest first, at most `limit`
   * (the status is applied before the limit, so the home page still gets four).
   */
  search(search: RequestSearch, limit?: number, after?: RequestCursor): Promise<ProductRequest[]>;
  /**
   * The same requests as `search`, as anyone may see them (`requestView`: the public keys only).
   * The public lists read this: a storage may read its rows straight into the view, without the
   * whole request in between (issue 34, decision 039).
   */
  searchViews(search: RequestSearch, limit?: number, after?: RequestCursor): Promise<RequestView[]>;
  /**
   * How many requests `search` would find with no limit — counting stops at `upTo` when given
   * (a count of the whole table grows with it; the list needs only "more than 1.000").
   */
  count(search: RequestSearch, upTo?: number): Promise<number>;
  add(request: ProductRequest): Promise<void>;
  /**
   * Applies `patch` only while the stored request still has every `expected` value; false when it
   * does not (or the id is unknown). Orders change only this way: accept while active, pay while
   * accepted, count a code try while paid and unlocked, confirm while paid.
   */
  update(id: string, expected: RequestExpectation, patch: Partial<Omit<ProductRequest, 'id'>>): Promise<boolean>;
  /** Deletes the request while it still has every `expected` value; false otherwise. */
  remove(id: string, expected: RequestExpectation): Promise<boolean>;
  /** Hands the requests published with a guest token to `userId`; their ids. */
  claimGuest(guestToken: string, userId: string): Promise<string[]>;
  /** Whether the two are the buyer and the accepting traveller of one order, either way round. */
  shareOrder(a: string, b: string): Promise<boolean>;
  /**
   * A trip's matching requests (issue 36, decision 046): active, bought in `match.country`, not
   * `match.exceptBuyer`'s own; the highest reward first (`byRewardFirst`), at most `match.limit`.
   */
  matchingTrip(match: TripMatch): Promise<ProductRequest[]>;
  /**
   * The completed deals of one category and country, the most recently completed first, at most
   * `limit`: what the reward suggestion reads (decision 046).
   */
  completedDeals(
    deals: CompletedDeals,
  ): Promise<Pick<ProductRequest, 'rewardCents' | 'estimatedPriceCents' | 'currency'>[]>;
  /**
   * Orders whose money the provider has not confirmed (decisions 049, 052): a partial refund
   * `requested` or `failed` (asked, no answer yet), or a top-up `charging` — by id in byte order,
   * after `afterId` when given, at most `limit`. What the owed-money sweep reads; on SQL a partial
   * index holds these orders alone (`requests_money_owed`).
   */
  moneyOwed(limit: number, afterId?: string): Promise<ProductRequest[]>;
}

/** Which completed deals the reward suggestion reads. */
export interface CompletedDeals {
  readonly category: string;
  readonly country: string;
  readonly limit: number;
}

/** Which requests a trip can carry (decision 046). */
export interface TripMatch {
  readonly country: string;
  /** The trip's traveller: their own requests are not theirs to carry. */
  readonly exceptBuyer: string;
  readonly limit: number;
}
