import { MAX_CODE_ATTEMPTS, REFUND_STALE_MS } from '#src/constants';
import { DomainError, MESSAGES, type DomainErrorCode, type MessageKey } from '#src/errors';
import type { RequestStatus } from '#src/enums';
import type { EscrowBreakdown } from '#src/money';
import type { ProductRequest } from '#src/schemas/product-request';
import { receiptHoldError } from '#src/rules/order-money';
import { type Actor, guestTokenOf, userIdOf } from '#src/schemas/common';
import type { User } from '#src/schemas/user';

/**
 * The only moves a request can make: one step forward, never back, never skipping — or out to
 * `cancelled` before delivery (decision 022: its buyer alone while nobody accepted it, both
 * parties' agreement after, with a refund once paid). Completed and cancelled are final.
 */
const TRANSITIONS: Readonly<Record<RequestStatus, readonly RequestStatus[]>> = {
  active: ['accepted', 'cancelled'],
  accepted: ['paid', 'cancelled'],
  paid: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

/** @internal */
export function canTransition(from: RequestStatus, to: RequestStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

function refuse(code: DomainErrorCode, key: MessageKey, fieldErrors: Record<string, string> = {}): never {
  const [title, description] = MESSAGES[key];
  throw new DomainError(code, title, description, fieldErrors);
}

export function shortNameOf(user: Pick<User, 'firstName' | 'lastName'>): string {
  const initial = user.lastName.trim().charAt(0);
  return initial ? `${user.firstName.trim()} ${initial.toUpperCase()}.` : user.firstName.trim();
}

/**
 * Accepting: logged in ('Acción requerida'), verified ('Verificación requerida'), not the requester
 * ('Acción no permitida'), and the request still active ('Pedido ya aceptado').
 */
export function accept(request: ProductRequest, traveller: User | null, now: string): ProductRequest {
  if (!traveller) return refuse('login_required', 'actionRequired');
  if (request.userId === traveller.id) return refuse('own_request', 'ownRequest');
  if (traveller.verificationStatus !== 'verified') return refuse('verification_required', 'verificationRequired');
  if (request.status === 'cancelled') return refuse('already_cancelled', 'requestCancelled');
  if (!canTransition(request.status, 'accepted')) return refuse('already_accepted', 'alreadyAccepted');
  return {
    ...request,
    status: 'accepted',
    acceptedBy: traveller.id,
    acceptedByName: shortNameOf(traveller),
    acceptedAt: now,
  };
}

/**
 * The owner may still change or withdraw the request: logged in or the guest who published it,
 * its owner ('Acción no permitida'), and nobody accepted it yet ('Pedido ya aceptado', which
 * points to proposing the cancellation) nor was it cancelled ('Pedido cancelado').
 */
export function assertOwnerCanChange(request: ProductRequest, actor: Actor): void {
  if (userIdOf(actor) === null && guestTokenOf(actor) === null) refuse('login_required', 'actionRequired');
  if (!isOwnerOf(request, actor)) refuse('forbidden', 'onlyOwnerChanges');
  if (request.status === 'cancelled') refuse('already_cancelled', 'requestCancelled');
  if (request.status !== 'active') refuse('already_accepted', 'changeAfterAccepted');
}

/** Withdraws a request nobody accepted yet (owner only). */
export function cancelUnaccepted(request: ProductRequest, actor: Actor, now: string): ProductRequest {
  assertOwnerCanChange(request, actor);
  return { ...request, status: 'cancelled', cancelledAt: now };
}

/** Accepted or paid and not cancelled or delivered: an order its two parties may agree to cancel. */
function assertPartyOfOpenOrder(request: ProductRequest, actorId: string | null): string {
  if (actorId === null) return refuse('login_required', 'actionRequired');
  if (request.userId !== actorId && request.acceptedBy !== actorId) return refuse('forbidden', 'onlyPartiesCancel');
  if (request.status === 'cancelled') return refuse('already_cancelled', 'requestCancelled');
  if (request.status !== 'accepted' && request.status !== 'paid')
    return refuse('invalid_transition', 'cannotCancelNow');
  return actorId;
}

/** A refund asked of the provider and not answered yet (or its asker stopped before the answer). */
const refundInFlight = (request: Pick<ProductRequest, 'refund'>): boolean => request.refund?.status === 'requested';

/**
 * A refund whose outcome the provider has not told (decision 031): asked and not answered yet, or
 * its answer lost (`failed`: a timeout, a 5xx). The buyer may already have the money back, so the
 * order may neither be delivered (the escrow may be gone) nor go on as if nobody had agreed to
 * cancel; asking again under the same key is how it ends. So is a cancelling refund's part on
 * another payment (the top-up's, decision 052) that was not refused: once it gave money back, the
 * cancellation must finish — escrow no longer holds what a delivery would release.
 */
export const refundUnsettled = (request: Pick<ProductRequest, 'refund' | 'refunds'>): boolean =>
  request.refund?.status === 'requested' ||
  request.refund?.status === 'failed' ||
  request.refunds.some((r) => r.reason !== 'reconciliation' && r.status !== 'rejected');

/**
 * One party proposes cancelling an accepted or paid order; the other must answer. Refused when a
 * proposal already waits ('Cancelación ya propuesta') or a refund is under way.
 */
export function proposeCancellation(request: ProductRequest, actorId: string | null, now: string): ProductRequest {
  const who = assertPartyOfOpenOrder(request, actorId);
  if (refundInFlight(request)) refuse('refund_in_progress', 'refundInProgress');
  if (request.cancelProposedBy !== null) refuse('cancellation_pending', 'cancellationAlreadyProposed');
  return { ...request, cancelProposedBy: who, cancelProposedAt: now };
}

/**
 * Either party answers no: the other declines, or the proposer withdraws. The order goes on as
 * before. Refused once a refund is under way (the answer was yes).
 */
export function declineCancellation(request: ProductRequest, actorId: string | null): ProductRequest {
  assertPartyOfOpenOrder(request, actorId);
  if (request.cancelProposedBy === null) refuse('cancellation_not_proposed', 'cancellationNotProposed');
  if (refundInFlight(request)) refuse('refund_in_progress', 'refundInProgress');
  if (refundUnsettled(request)) refuse('refund_in_progress', 'refundUnsettled');
  return { ...request, cancelProposedBy: null, cancelProposedAt: null, refund: null };
}

/**
 * The other party says yes. While accepted nothing was paid: the order is cancelled at once. While
 * paid the answer is a refund (`needsRefund`): the caller claims it, asks the provider and only then
 * cancels. After a refused or failed refund the agreement stands and either party may try again.
 */
export function agreeToCancel(
  request: ProductRequest,
  actorId: string | null,
  now: string,
): { readonly needsRefund: false; readonly request: ProductRequest } | { readonly needsRefund: true } {
  const who = assertPartyOfOpenOrder(request, actorId);
  if (request.cancelProposedBy === null) return refuse('cancellation_not_proposed', 'cancellationNotProposed');
  // A refund asked for and not answered is someone else's, unless its asker stopped long ago.
  const asked = request.refund?.status === 'requested' ? Date.parse(request.refund.requestedAt) : null;
  if (asked !== null && Date.parse(now) - asked < REFUND_STALE_MS)
    return refuse('refund_in_progress', 'refundInProgress');
  const retrying = request.refund !== null; // rejected or failed: the two already agreed
  if (request.cancelProposedBy === who && !retrying) return refuse('invalid_transition', 'ownCancellationProposal');
  if (request.status === 'paid') return { needsRefund: true };
  return { needsRefund: false, request: { ...request, status: 'cancelled', cancelledAt: now } };
}

/** Buyer-only checks before any money moves. 'Pedido ya pagado' when paid or completed. */
export function assertCanPay(request: ProductRequest, actorId: string | null): void {
  if (actorId === null) refuse('login_required', 'actionRequired');
  if (request.userId !== actorId) refuse('forbidden', 'onlyBuyerPays');
  if (request.status === 'paid' || request.status === 'completed') refuse('already_paid', 'alreadyPaid');
  if (request.status === 'cancelled') refuse('already_cancelled', 'requestCancelled');
  if (request.cancelProposedBy !== null) refuse('cancellation_pending', 'payWhileCancelling');
  if (!canTransition(request.status, 'paid')) refuse('invalid_transition', 'notReadyToPay');
}

/** Marks paid with the frozen amounts and a fresh code. Callers check the provider first. */
export function markPaid(
  request: ProductRequest,
  payment: { paymentId: string; breakdown: EscrowBreakdown },
  securityCode: string,
  now: string,
): ProductRequest {
  if (!canTransition(request.status, 'paid')) return refuse('invalid_transition', 'notReadyToPay');
  const b = payment.breakdown;
  return {
    ...request,
    status: 'paid',
    paidAt: now,
    securityCode,
    codeAttempts: 0,
    codeLocked: false,
    payment: {
      paymentId: payment.paymentId,
      priceUsdCents: b.priceUsdCents,
      rewardUsdCents: b.rewardUsdCents,
      serviceFeeUsdCents: b.serviceFeeUsdCents,
      totalUsdCents: b.totalUsdCents,
      customsTaxUsdCents: b.customsTaxUsdCents,
      ...(b.coupon ? { coupon: b.coupon } : {}),
      usdPerUnit: b.rate.usdPerUnit,
      rateDate: b.rate.date,
    },
  };
}

/** The delivery code, for the buyer only and only while it matters. */
export function securityCodeFor(request: ProductRequest, actorId: string | null): string | null {
  if (actorId === null || request.userId !== actorId) return null;
  return request.status === 'paid' ? request.securityCode : null;
}

export type DeliveryOutcome =
  | { readonly ok: true; readonly request: ProductRequest }
  | { readonly ok: false; readonly request: ProductRequest; readonly error: DomainError };

function timingSafeEqualText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * Checks a delivery code. A wrong code still returns the updated request (attempts counted) with
 * the error, so the caller persists the count before reporting it.
 */
export function confirmDelivery(
  request: ProductRequest,
  actorId: string | null,
  code: string,
  now: string,
): DeliveryOutcome {
  if (!/^\d{6}$/.test(code)) refuse('invalid_code', 'invalidCode', { code: MESSAGES.invalidCode[1] });
  if (actorId === null) refuse('login_required', 'actionRequired');
  if (request.acceptedBy !== actorId) refuse('forbidden', 'onlyTravellerConfirms');
  if (request.status !== 'paid' || request.securityCode === null) refuse('invalid_transition', 'notReadyToConfirm');
  if (refundUnsettled(request)) refuse('refund_in_progress', 'refundUnsettled');
  // Decision 049: a receipt above the price held keeps the money in escrow; no attempt is counted.
  const held = receiptHoldError(request);
  if (held !== null) throw held;
  if (request.codeLocked || request.codeAttempts >= MAX_CODE_ATTEMPTS) refuse('code_locked', 'codeLocked');
  if (timingSafeEqualText(code, request.securityCode)) {
    return { ok: true, request: { ...request, status: 'completed', completedAt: now, codeAttempts: 0 } };
  }
  const attempts = request.codeAttempts + 1;
  const locked = attempts >= MAX_CODE_ATTEMPTS;
  const [title, description] = locked ? MESSAGES.codeLocked : MESSAGES.wrongCode;
  return {
    ok: false,
    request: { ...request, codeAttempts: attempts, codeLocked: locked },
    error: new DomainError(locked ? 'code_locked' : 'wrong_code', title, description, { code: description }),
  };
}

/** Buyer issues a fresh code (after a lockout, or any time while paid). */
export function reissueCode(request: ProductRequest, actorId: string | null, newCode: string): ProductRequest {
  if (actorId === null) refuse('login_required', 'actionRequired');
  if (request.userId !== actorId) refuse('forbidden', 'onlyBuyerReissues');
  if (request.status !== 'paid') refuse('invalid_transition', 'notReadyToConfirm');
  return { ...request, securityCode: newCode, codeAttempts: 0, codeLocked: false };
}

/** Who may see and write in the request's chat. */
export function canChat(request: ProductRequest, actorId: string): boolean {
  return request.acceptedBy !== null && (request.userId === actorId || request.acceptedBy === actorId);
}

/**
 * The actor published `request`: its buyer, or the guest whose token published it (a guest's
 * request is stored as 'guest' with the token; the token never leaves the domain).
 */
function isOwnerOf(request: Pick<ProductRequest, 'userId' | 'guestToken'>, actor: Actor): boolean {
  const userId = userIdOf(actor);
  if (userId !== null) return request.userId === userId;
  const token = guestTokenOf(actor);
  return token !== null && request.userId === 'guest' && request.guestToken === token;
}

/** Action the request page shows (spec §2 /pedidos/{id}). */
export type RequestAction = 'own_request' | 'go_to_chat' | 'already_accepted' | 'accept' | 'cancelled';
export function requestActionFor(
  request: Pick<ProductRequest, 'userId' | 'status' | 'acceptedBy' | 'guestToken'>,
  actor: Actor,
): RequestAction {
  if (isOwnerOf(request, actor)) return 'own_request';
  const actorId = userIdOf(actor);
  if (request.status === 'cancelled' && request.acceptedBy !== actorId) return 'cancelled';
  if (request.status !== 'active') {
    return actorId !== null && request.acceptedBy === actorId ? 'go_to_chat' : 'already_accepted';
  }
  return 'accept';
}
