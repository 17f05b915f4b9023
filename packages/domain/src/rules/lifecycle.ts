import { MAX_CODE_ATTEMPTS } from '#src/constants';
import { DomainError, MESSAGES, type DomainErrorCode, type MessageKey } from '#src/errors';
import type { RequestStatus } from '#src/enums';
import type { EscrowBreakdown } from '#src/money';
import type { ProductRequest } from '#src/schemas/product-request';
import { type Actor, guestTokenOf, userIdOf } from '#src/schemas/common';
import type { User } from '#src/schemas/user';

/** The only moves a request can make: one step forward, never back, never skipping. */
const TRANSITIONS: Readonly<Record<RequestStatus, readonly RequestStatus[]>> = {
  active: ['accepted'],
  accepted: ['paid'],
  paid: ['completed'],
  completed: [],
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
  if (!canTransition(request.status, 'accepted')) return refuse('already_accepted', 'alreadyAccepted');
  return {
    ...request,
    status: 'accepted',
    acceptedBy: traveller.id,
    acceptedByName: shortNameOf(traveller),
    acceptedAt: now,
  };
}

/** Buyer-only checks before any money moves. 'Pedido ya pagado' when paid or completed. */
export function assertCanPay(request: ProductRequest, actorId: string | null): void {
  if (actorId === null) refuse('login_required', 'actionRequired');
  if (request.userId !== actorId) refuse('forbidden', 'onlyBuyerPays');
  if (request.status === 'paid' || request.status === 'completed') refuse('already_paid', 'alreadyPaid');
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
export type RequestAction = 'own_request' | 'go_to_chat' | 'already_accepted' | 'accept';
export function requestActionFor(
  request: Pick<ProductRequest, 'userId' | 'status' | 'acceptedBy' | 'guestToken'>,
  actor: Actor,
): RequestAction {
  if (isOwnerOf(request, actor)) return 'own_request';
  const actorId = userIdOf(actor);
  if (request.status !== 'active') {
    return actorId !== null && request.acceptedBy === actorId ? 'go_to_chat' : 'already_accepted';
  }
  return 'accept';
}
