/**
 * Repository ports, one per aggregate, and the unit of work (decision 012). Each method is one
 * small query an SQL adapter runs as one statement (by id, by owner, a filtered page), never
 * "load the whole document". State transitions are compare-and-set: `requests.update(id,
 * expected, patch)` is `UPDATE … WHERE id = $1 AND status = $expected …` and says whether it won.
 *
 * Adapters: the browser's (adapters/browser: the spec's localStorage documents, a Web Lock per
 * storage key), and `packages/db` (PGlite, PostgreSQL; decision 014).
 */
import type { NotificationKind, Notification } from '#src/schemas/notification';
import type { ChatMessage } from '#src/schemas/chat';
import type { PendingPayment } from '#src/schemas/pending-payment';
import type { DisputeStatus, ProductRequest } from '#src/schemas/product-request';
import type { Review } from '#src/schemas/review';
import type { TravelerTrip, TripEditableField } from '#src/schemas/trip';
import type { Session, User } from '#src/schemas/user';
import type { RequestFilters, TripFilters } from '#src/rules/filters';
import type { RequestStatus, DocumentType } from '#src/enums';
import type { EmailToken } from '#src/schemas/email-token';
import type { Coupon, CouponRedemption } from '#src/schemas/coupon';
import type { PaymentMethod } from '#src/schemas/payment-method';
import type { Withdrawal, WithdrawalStatus } from '#src/schemas/withdrawal';
import type { Offer, OfferStatus } from '#src/schemas/offer';
import type { AlertSettings, Invitation } from '#src/schemas/matching';

export interface UsersRepository {
  byId(id: string): Promise<User | null>;
  byIds(ids: readonly string[]): Promise<User[]>;
  /** By e-mail, compared trimmed and lower-cased. */
  byEmail(email: string): Promise<User | null>;
  /** False when another account has the e-mail (a unique index in SQL). */
  add(user: User): Promise<boolean>;
  /** The fields of `patch`; false for an unknown id. */
  update(id: string, patch: Partial<Omit<User, 'id'>>): Promise<boolean>;
  /** The support accounts (`isAdmin`), oldest first: who the contact form reaches. */
  supportAccounts(): Promise<User[]>;
}

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
  /** Newest first. */
  list(query?: RequestQuery): Promise<ProductRequest[]>;
  /**
   * The list pages: in `search.status` and matching its filters, newest first, at most `limit`
   * (the status is applied before the limit, so the home page still gets four).
   */
  search(search: RequestSearch, limit?: number, after?: RequestCursor): Promise<ProductRequest[]>;
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

/** Which trips can carry a request (decision 046). */
export interface RequestMatch {
  /** The request's country of purchase: the trips' origin. */
  readonly country: string;
  /** `YYYY-MM-DD` (Argentina's today): trips returning on or after it. */
  readonly returnFrom: string;
  /** The request's buyer: their own trips do not carry it. */
  readonly exceptTraveller: string;
  readonly limit: number;
}

/** How many trips one person may have ahead when one more is added (issue 32). */
export interface ActiveTripsCap {
  /** `YYYY-MM-DD`: trips returning on or after it are still ahead. */
  readonly from: string;
  /** At most this many, the new one included. */
  readonly max: number;
}

/** A trips list's search: the person's filters, and (the public lists) only trips returning on or after `returnFrom`. */
export interface TripSearch extends TripFilters {
  /** `YYYY-MM-DD`: a trip that ended before it is not available (issue 35 item 11). */
  readonly returnFrom?: string;
}

export interface TripsRepository {
  /**
   * Adds `trip` only while its traveller's trips returning on or after `cap.from`, this one
   * included, stay within `cap.max`; false otherwise. Two at once for one person are serialized
   * (SQL: the user's row locked `FOR UPDATE`; the browser: the document's lock), so they cannot
   * both pass the cap.
   */
  add(trip: TravelerTrip, cap: ActiveTripsCap): Promise<boolean>;
  /**
   * One trip. Inside a transaction it is held until the commit (SQL: `FOR UPDATE`; the browser:
   * the document's lock), so accepting an order on it and changing or deleting it are serialized.
   */
  byId(id: string): Promise<TravelerTrip | null>;
  /** Newest first. */
  byUser(userId: string): Promise<TravelerTrip[]>;
  /** The fields of `patch`; false for an unknown id. */
  update(id: string, patch: Partial<Pick<TravelerTrip, TripEditableField>>): Promise<boolean>;
  /** Deletes the trip; false for an unknown id. */
  remove(id: string): Promise<boolean>;
  /**
   * Matching `filters`, newest first, at most `limit`, strictly after `after` when given (a keyset
   * page, in the same order as the requests' list).
   */
  search(filters: TripSearch, limit?: number, after?: RequestCursor): Promise<TravelerTrip[]>;
  /** How many trips `search` would find with no limit; counting stops at `upTo` when given. */
  count(filters: TripSearch, upTo?: number): Promise<number>;
  /** Deletes every trip of the user (their account is deleted); how many. */
  removeByUser(userId: string): Promise<number>;
  /**
   * A request's matching trips (issue 36, decision 046): from `match.country`, returning on or after
   * `match.returnFrom`, not `match.exceptTraveller`'s; the soonest return first, at most `match.limit`.
   */
  matchingRequest(match: RequestMatch): Promise<TravelerTrip[]>;
}

export interface ChatsRepository {
  /** Oldest first; empty for a chat not opened. */
  messages(orderId: string): Promise<ChatMessage[]>;
  /** Messages of several chats at once (the conversations list). */
  messagesOf(orderIds: readonly string[]): Promise<Map<string, ChatMessage[]>>;
  /** Creates the empty chat of an accepted order (nothing when it exists). */
  open(orderId: string): Promise<void>;
  append(orderId: string, message: ChatMessage): Promise<void>;
  /** When `userId` last read each chat: order id → instant. */
  readMarks(userId: string): Promise<Map<string, string>>;
  markRead(userId: string, orderId: string, at: string): Promise<void>;
  /** Renames the sender of every message `senderId` wrote (their account was deleted). */
  renameSender(senderId: string, name: string): Promise<void>;
}

export interface ReviewsRepository {
  /** False when the author already reviewed the order (unique (order, author) in SQL). */
  add(review: Review): Promise<boolean>;
  /** Newest first. */
  aboutUser(userId: string): Promise<Review[]>;
  byAuthor(userId: string): Promise<Review[]>;
  /** Newest first. */
  forOrder(orderId: string): Promise<Review[]>;
  /** Renames the author of every review `authorId` wrote (their account was deleted). */
  renameAuthor(authorId: string, name: string): Promise<void>;
}

/** Which of a user's unread notifications. */
export interface NotificationSelection {
  readonly ids?: readonly string[];
  readonly kind?: NotificationKind;
  readonly orderId?: string;
}

export interface NotificationsRepository {
  /** Newest first. */
  forUser(userId: string): Promise<Notification[]>;
  /** The unread "new message" notification of one chat, if any (merged into, not piled up). */
  openMessage(userId: string, orderId: string): Promise<Notification | null>;
  /** Adds, or replaces the one with the same id (then it counts as the newest); keeps the newest `keep` per user. */
  put(notification: Notification, keep: number): Promise<void>;
  /** Marks the selected unread ones read; their ids. */
  markRead(userId: string, selection: NotificationSelection, at: string): Promise<string[]>;
  /** Deletes every notification of the user (their account is deleted). */
  removeForUser(userId: string): Promise<void>;
}

/** The quote frozen while a payment is in flight (the ledger itself is each order's `payment`). */
export interface PaymentsRepository {
  pending(orderId: string): Promise<PendingPayment | null>;
  /**
   * Stores the order's frozen quote. With `expected`, compare-and-set: `null` adds it only while the
   * order has none; an attempt updates it only while the stored one still has that key and
   * `inFlightSince`. False when the comparison failed (another payment of the order got there first).
   */
  savePending(
    pending: PendingPayment,
    expected?: Pick<PendingPayment, 'attemptKey' | 'inFlightSince'> | null,
  ): Promise<boolean>;
  dropPending(orderId: string): Promise<void>;
}

/** A user's identity verification with the provider. Transitions are compare-and-set. */
export interface VerificationRepository {
  /** not_verified or declined → pending with the provider's session; false from any other state. */
  start(
    userId: string,
    session: { sessionId: string; documentType: DocumentType; submittedAt: string },
  ): Promise<boolean>;
  /** pending with `sessionId` → the decision; false when no longer pending with it. */
  decide(userId: string, sessionId: string, status: 'verified' | 'declined'): Promise<boolean>;
}

/** Single-use e-mail tokens (password reset), by their hash. */
export interface EmailTokensRepository {
  add(token: EmailToken): Promise<void>;
  /**
   * Uses the token once: its user's id while it is unused, unexpired at `now` and for `purpose`;
   * null otherwise (compare-and-set: of two uses, one wins).
   */
  consume(tokenHash: string, purpose: EmailToken['purpose'], now: string): Promise<string | null>;
  /** Retires every unused token of the user for `purpose` (a new one was made, or one was used). */
  retire(userId: string, purpose: EmailToken['purpose'], now: string): Promise<void>;
}

/** Withdrawals of released earnings (issue 18 item 5). */
export interface WithdrawalsRepository {
  byId(id: string): Promise<Withdrawal | null>;
  /** The user's, newest first. */
  forUser(userId: string): Promise<Withdrawal[]>;
  /** Everyone's still pending, oldest first (the server's sweep asks the provider about them; decision 031). */
  pending(): Promise<Withdrawal[]>;
  /**
   * Adds `withdrawal` only while the user's withdrawals that have not failed, plus this one, stay
   * within `earnedCents`; false otherwise. Two at once for one user are serialized (SQL: the
   * user's row locked `FOR UPDATE`; the browser: the document's lock), so two tabs never overdraw.
   */
  reserve(withdrawal: Withdrawal, earnedCents: number): Promise<boolean>;
  /** Applies `patch` only while the withdrawal is still in `expected` state; false otherwise. */
  update(
    id: string,
    expected: WithdrawalStatus,
    patch: Partial<Pick<Withdrawal, 'status' | 'providerId' | 'failureReason' | 'settledAt'>>,
  ): Promise<boolean>;
}

/**
 * Coupons the platform issued (by configuration, never by a person) and each person's redeemed
 * ones (decision 023). One redemption per (person, code): a unique index in SQL.
 */
export interface CouponsRepository {
  /** The issued coupon with that (normalised) code, active or not. */
  byCode(code: string): Promise<Coupon | null>;
  byCodes(codes: readonly string[]): Promise<Coupon[]>;
  /** Issues the coupon, or replaces the one with its code (its redemptions stay). */
  issue(coupon: Coupon): Promise<void>;
  /** Stores the person's redemption; false when they already redeemed that code. */
  redeem(redemption: CouponRedemption): Promise<boolean>;
  redemption(userId: string, code: string): Promise<CouponRedemption | null>;
  /** The person's redeemed coupons, newest first. */
  redemptions(userId: string): Promise<CouponRedemption[]>;
  /**
   * Spends the person's redemption on `orderId` (compare-and-set: while unused, or already this
   * order's); false otherwise. Of two payments with one coupon, one wins.
   */
  use(userId: string, code: string, orderId: string, at: string): Promise<boolean>;
  /** Deletes the person's redemptions (their account is deleted). */
  removeForUser(userId: string): Promise<void>;
}

/**
 * Where the caller keeps sessions. Use cases never read it (they receive the actor); the
 * composition root does: the browser keeps its one session under `currentUser`, a server keeps
 * one per cookie.
 */
export interface SessionsRepository {
  /** Stores the session; returns the key that finds it again. */
  start(session: Session): Promise<string>;
  find(key: string): Promise<Session | null>;
  end(key: string): Promise<void>;
}

/** The cards people saved with the provider (decision 027); each only ever read by its owner. */
export interface PaymentMethodsRepository {
  /** The person's cards, oldest first. */
  forUser(userId: string): Promise<PaymentMethod[]>;
  /** Stores a new card; false when the person already has that provider card (kept as it was). */
  insert(method: PaymentMethod): Promise<boolean>;
  /** Makes `id` the person's one default card; false when `id` is not theirs. */
  setDefault(userId: string, id: string): Promise<boolean>;
  /** Deletes the person's card `id`; false when it is not theirs. */
  remove(userId: string, id: string): Promise<boolean>;
  /** Deletes all of the person's cards (their account is deleted). */
  removeForUser(userId: string): Promise<void>;
}

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

/** Matching's own records (issue 36, decision 046): invitations. */
export interface MatchingRepository {
  /** Stores the invitation; false when that request already invited that trip (one per pair). */
  invite(invitation: Invitation): Promise<boolean>;
  /** The trips a request invited (their ids). */
  invitedTrips(requestId: string): Promise<string[]>;
  /** The person's alerts; null when they never set them (the defaults apply). */
  alerts(userId: string): Promise<AlertSettings | null>;
  /** Stores the person's alerts, replacing what they had. */
  setAlerts(userId: string, settings: AlertSettings, at: string): Promise<void>;
  /** Who follows `country`'s trips, `exceptUser` left out; at most `limit` (SQL: a GIN index). */
  tripWatchers(country: string, exceptUser: string, limit: number): Promise<string[]>;
  /**
   * The travellers with a trip from `match.country` returning on or after `match.returnFrom`
   * whose request alerts are on (never set counts as on), `match.exceptTraveller` left out; each
   * once, at most `match.limit`.
   */
  requestWatchers(match: RequestMatch): Promise<string[]>;
  /** Forgets the person's alerts (their account is deleted). */
  removeAlerts(userId: string): Promise<void>;
}

export interface Repositories {
  readonly users: UsersRepository;
  readonly requests: RequestsRepository;
  readonly trips: TripsRepository;
  readonly chats: ChatsRepository;
  readonly reviews: ReviewsRepository;
  readonly notifications: NotificationsRepository;
  readonly payments: PaymentsRepository;
  readonly verification: VerificationRepository;
  readonly tokens: EmailTokensRepository;
  readonly coupons: CouponsRepository;
  readonly withdrawals: WithdrawalsRepository;
  readonly paymentMethods: PaymentMethodsRepository;
  readonly offers: OffersRepository;
  readonly matching: MatchingRepository;
}

export interface UnitOfWork {
  /**
   * Runs `work` so that its reads and writes commit together or not at all. `work` may be run
   * more than once (the browser adapter restarts it to take its locks in order), so it must act
   * only through `tx`: no provider calls, nothing it cannot repeat.
   */
  transaction<T>(work: (tx: Repositories) => Promise<T>): Promise<T>;
  /** Reads outside a transaction: each sees committed data; writing through it throws. */
  read<T>(work: (repos: Repositories) => Promise<T>): Promise<T>;
}
