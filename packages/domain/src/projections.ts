/**
 * What a read returns depends on who asks. This module is the one place that turns stored records
 * into what a viewer may see (decision 012); every read of the contract goes through it.
 *
 * - Nobody ever gets a guest token, a password hash, a document number or a provider session id.
 * - The delivery code goes to the order's buyer only, while the order is paid.
 * - Other people appear by first name and last initial; the two parties of an order see each
 *   other's full names. E-mail and phone appear on a public profile only when that person chose
 *   to show them (`showContact`, off by default), and only to logged-in people.
 */
import type { VerificationStatus } from '#src/enums';
import { shortNameOf } from '#src/rules/lifecycle';
import type { ChatMessage } from '#src/schemas/chat';
import {
  PUBLIC_REQUEST_KEYS,
  type DisputeSnapshot,
  type PaymentSnapshot,
  type ProductRequest,
  type PurchaseReceipt,
  type CustomsClause,
  type PublicRequestKey,
  type RefundSnapshot,
  type TopUpSnapshot,
} from '#src/schemas/product-request';
import { deadlineOf } from '#src/rules/disputes';
import type { Review } from '#src/schemas/review';
import type { TravelerTrip } from '#src/schemas/trip';
import type { Session, User } from '#src/schemas/user';

/** A request as anyone may see it (lists, the request page): its public keys (`PUBLIC_REQUEST_KEYS`). */
export type RequestView = Pick<ProductRequest, PublicRequestKey>;

/** A refund as the order's parties see it (the provider's idempotency key stays inside). */
export type RefundView = Omit<RefundSnapshot, 'attemptKey'>;

/** A request as one of its two parties sees it (dashboard, chat, checkout, delivery). */
export interface OrderView extends RequestView {
  /** The 6-digit delivery code: the buyer's, while the order is paid; otherwise null. */
  readonly securityCode: string | null;
  readonly codeAttempts: number;
  readonly codeLocked: boolean;
  readonly payment: PaymentSnapshot | null;
  /** Which party proposed cancelling the order, while the other has not answered (decision 022). */
  readonly cancelProposedBy: string | null;
  readonly cancelProposedAt: string | null;
  /** The refund of the payment, once one was asked for: both parties see its state. */
  readonly refund: RefundView | null;
  /** The accepting traveller's trip that brings it (decision 026); null: accepted on the 30-day rule. */
  readonly tripId: string | null;
  /**
   * When the buyer may cancel for a refund if nothing was delivered (decision 026): set at
   * acceptance on a trip (its return + 7 days); on the 30-day rule, null until paid.
   */
  readonly deliveryDeadline: string | null;
  /** The dispute, with both parties' statements; to the parties and to support. */
  readonly dispute: DisputeSnapshot | null;
  /** Decision 045: the reward agreed on an accepted offer (the order's money); null: the buyer's `rewardCents`. */
  readonly agreedRewardCents: number | null;
  /** Decision 045: the delivery date agreed on an accepted offer; null: none was. */
  readonly agreedDeliveryDate: string | null;
  /** Issue 37: the purchase receipt the traveller uploaded, to both parties; null: none yet. */
  readonly purchaseReceipt: PurchaseReceipt | null;
  /** Issue 37 (decision 047): who pays the tax on the excess, to both parties; null: the order stays within the franchise. */
  readonly customsClause: CustomsClause | null;
  /** Decision 049: the partial refunds (a lower receipt's difference), oldest first, to both parties. */
  readonly refunds: readonly RefundView[];
  /** Issue 37 (decision 052): the top-up after a higher receipt, to both parties (without its keys); null: none asked. */
  readonly topUp: TopUpView | null;
}

/** The top-up as its parties see it: no idempotency key, no compare-and-set token. */
export type TopUpView = Omit<TopUpSnapshot, 'attemptKey' | 'claim'>;

/** Another person, as the viewer may see them. */
export interface PublicUser {
  readonly id: string;
  /** Full name to themselves and to the other party of a shared order; otherwise `shortName`. */
  readonly name: string;
  /** First name and last initial ("Ana G."). */
  readonly shortName: string;
  readonly firstName: string;
  readonly profilePicture: string | null;
  readonly location: string;
  readonly createdAt: string;
  readonly verificationStatus: VerificationStatus;
  readonly isExample: boolean;
  /** Only when the person chose to show it (and to logged-in viewers); otherwise null. */
  readonly email: string | null;
  readonly phone: string | null;
}

/** The acting user's own account (no password hash, document number or provider session id). */
export type OwnProfile = Omit<User, 'password' | 'documentNumber' | 'birthDate' | 'verificationSessionId'>;

/** Who looks: the viewer's user id (null for guests and visitors). */
export type ViewerId = string | null;

/** True when `viewerId` is the buyer or the accepting traveller of `request`. */
export function isPartyOf(request: Pick<ProductRequest, 'userId' | 'acceptedBy'>, viewerId: ViewerId): boolean {
  return viewerId !== null && (request.userId === viewerId || request.acceptedBy === viewerId);
}

export function requestView(request: ProductRequest): RequestView {
  const view: Partial<Record<keyof RequestView, unknown>> = {};
  for (const key of PUBLIC_REQUEST_KEYS) view[key] = request[key];
  return view as RequestView;
}

/** The order as `viewerId` (one of its parties) sees it; the code only for the buyer while paid. */
export function orderView(request: ProductRequest, viewerId: ViewerId): OrderView {
  const buyerSeesCode = viewerId !== null && request.userId === viewerId && request.status === 'paid';
  return {
    ...requestView(request),
    securityCode: buyerSeesCode ? request.securityCode : null,
    codeAttempts: request.codeAttempts,
    codeLocked: request.codeLocked,
    payment: request.payment,
    cancelProposedBy: request.cancelProposedBy,
    cancelProposedAt: request.cancelProposedAt,
    refund: refundView(request.refund),
    tripId: request.tripId,
    deliveryDeadline: request.deliveryDeadline ?? (request.paidAt ? deadlineOf(request) : null),
    dispute: request.dispute,
    agreedRewardCents: request.agreedRewardCents,
    agreedDeliveryDate: request.agreedDeliveryDate,
    purchaseReceipt: request.purchaseReceipt,
    customsClause: request.customsClause,
    refunds: request.refunds.map((r) => refundView(r)),
    topUp: topUpView(request.topUp),
  };
}

function topUpView(topUp: TopUpSnapshot | null): TopUpView | null {
  if (topUp === null) return null;
  const { attemptKey: _key, claim: _claim, ...view } = topUp;
  return view;
}

function refundView(refund: RefundSnapshot): RefundView;
function refundView(refund: RefundSnapshot | null): RefundView | null;
function refundView(refund: RefundSnapshot | null): RefundView | null {
  if (refund === null) return null;
  const { attemptKey: _key, ...view } = refund;
  return view;
}

/**
 * `subject` as `viewerId` sees them. `sharesOrder`: the two are the parties of one order (then the
 * full name is shown).
 */
export function publicUser(subject: User, viewerId: ViewerId, sharesOrder: boolean): PublicUser {
  const self = viewerId !== null && viewerId === subject.id;
  const contact = self || (viewerId !== null && subject.showContact);
  const shortName = shortNameOf(subject);
  return {
    id: subject.id,
    name: self || sharesOrder ? subject.name : shortName,
    shortName,
    firstName: subject.firstName,
    profilePicture: subject.profilePicture,
    location: subject.location,
    createdAt: subject.createdAt,
    verificationStatus: subject.verificationStatus,
    isExample: subject.isExample,
    email: contact ? subject.email : null,
    phone: contact && subject.phone ? subject.phone : null,
  };
}

export function ownProfile(user: User): OwnProfile {
  const { password: _p, documentNumber: _d, birthDate: _b, verificationSessionId: _s, ...rest } = user;
  return rest;
}

/** A trip as anyone may see it (lists, the home page, the traveller's dashboard). */
export interface TripView extends TravelerTrip {
  /**
   * The traveller's identity is verified now (their `verificationStatus`, read when the trip is
   * read, not stored with it): the only thing that earns the "Viajero verificado" badge.
   */
  readonly travellerVerified: boolean;
  /**
   * The traveller's picture as it is now (an image id), by reference: a trip never keeps a copy
   * (issue 32: a megabyte of text set as a picture was copied into every trip).
   */
  readonly userAvatar: string | null;
}

/** `trip` with what its traveller's account says now; `traveller` missing counts as not verified. */
export function tripView(
  trip: TravelerTrip,
  traveller: Pick<User, 'verificationStatus' | 'profilePicture' | 'firstName' | 'lastName'> | null | undefined,
): TripView {
  return {
    ...trip,
    // The name as the account says it now (a rename shows on the trips too).
    userName: traveller ? shortNameOf(traveller) : trip.userName,
    userAvatar: traveller?.profilePicture ?? null,
    travellerVerified: traveller?.verificationStatus === 'verified',
  };
}

/** A chat of the messages dropdown. */
export interface Conversation {
  readonly request: OrderView;
  readonly last: ChatMessage | null;
  /** Messages from the other party after the viewer last read the chat or wrote in it. */
  readonly unread: number;
}

/** A completed order the viewer took part in and has not reviewed yet. */
export interface PendingReview {
  readonly request: OrderView;
  /** The viewer's side in the order. */
  readonly role: Review['authorRole'];
  /** Who the viewer would rate. */
  readonly subjectId: string;
  readonly subjectName: string;
}

/** What register and login hand back to the caller, which keeps the session (decision 012). */
export interface AuthResult {
  readonly user: OwnProfile;
  /** Guest requests of the acting guest token now owned by the account. */
  readonly claimedRequests: number;
  /**
   * The session to keep (the browser stores it under `currentUser`). Absent over HTTP: the server
   * keeps the session in an HttpOnly cookie the page never reads.
   */
  readonly session?: Session;
}

export interface RegistrationResult extends AuthResult {
  /** False when the confirmation e-mail could not be sent (the account exists anyway). */
  readonly emailSent: boolean;
}
