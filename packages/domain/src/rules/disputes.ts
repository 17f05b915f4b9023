/**
 * Delivery deadlines and disputes (decision 026): pure rules, the services apply them in a
 * transaction with the server's clock.
 */
import { DELIVERY_DAYS_WITHOUT_TRIP, DELIVERY_GRACE_DAYS, MAX_DISPUTE_PHOTOS } from '#src/constants';
import { DomainError, MESSAGES } from '#src/errors';
import { DISPUTE_REASONS_BY_ROLE } from '#src/labels';
import { formatMoney, type Cents } from '#src/money';
import { DISPUTE_REASONS, type DisputeReason, type ProductRequest } from '#src/schemas/product-request';
import type { TravelerTrip } from '#src/schemas/trip';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight UTC after `date` (YYYY-MM-DD) plus `days`: the whole last day counts. */
const endOfDayPlus = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00.000Z`) + (days + 1) * DAY_MS).toISOString();

/** The deadline of an order travelling on a trip returning on `returnDate`: that day plus {@link DELIVERY_GRACE_DAYS}. */
export const tripDeadline = (returnDate: string): string => endOfDayPlus(returnDate, DELIVERY_GRACE_DAYS);

/**
 * The traveller's trips that can bring an order bought in `country` (decision 026): from that
 * country, returning `today` (YYYY-MM-DD, Argentina's day: `argentinaDay`) or later, the soonest return first (the one a form
 * preselects).
 */
export function tripsThatBring<T extends Pick<TravelerTrip, 'originCountry' | 'returnDate'>>(
  country: string,
  trips: readonly T[],
  today: string,
): T[] {
  return trips
    .filter((t) => t.originCountry === country && t.returnDate >= today)
    .sort((a, b) => a.returnDate.localeCompare(b.returnDate));
}

/**
 * The trip an order travels on, as the accepting traveller chose it among `own` (their trips):
 * `tripId` must be one of them (else `not_found`, decision 030), from the request's country and
 * not over. With no `tripId`, a traveller who has a trip that can bring it must choose one
 * (`validation`); one with none accepts on the 30-day rule (`null`).
 */
export function tripForAccept(
  request: Pick<ProductRequest, 'country'>,
  own: readonly TravelerTrip[],
  tripId: string | null | undefined,
  today: string,
): TravelerTrip | null {
  const fail = (
    code: 'not_found' | 'validation',
    key: 'tripNotFound' | 'tripRequired' | 'tripWrongCountry' | 'tripEnded',
  ): never => {
    const [title, description] = MESSAGES[key];
    throw new DomainError(code, title, description, code === 'validation' ? { tripId: description } : {});
  };
  if (tripId === null || tripId === undefined || tripId === '') {
    return tripsThatBring(request.country, own, today).length > 0 ? fail('validation', 'tripRequired') : null;
  }
  const trip = own.find((t) => t.id === tripId) ?? fail('not_found', 'tripNotFound');
  if (trip.originCountry !== request.country) fail('validation', 'tripWrongCountry');
  if (trip.returnDate < today) fail('validation', 'tripEnded');
  return trip;
}

/**
 * The delivery deadline frozen when an order is paid: the one its trip set when it was accepted
 * ({@link tripDeadline}); an order accepted with no trip gets {@link DELIVERY_DAYS_WITHOUT_TRIP}
 * from the payment, plus {@link DELIVERY_GRACE_DAYS}.
 */
export function deliveryDeadlineFor(request: Pick<ProductRequest, 'deliveryDeadline'>, paidAt: string): string {
  return (
    request.deliveryDeadline ?? endOfDayPlus(paidAt.slice(0, 10), DELIVERY_DAYS_WITHOUT_TRIP + DELIVERY_GRACE_DAYS)
  );
}

/** The deadline of a paid order; orders paid before deadlines existed get the no-trip figure. */
export function deadlineOf(request: Pick<ProductRequest, 'deliveryDeadline' | 'paidAt' | 'createdAt'>): string {
  if (request.deliveryDeadline) return request.deliveryDeadline;
  const from = (request.paidAt ?? request.createdAt).slice(0, 10);
  return endOfDayPlus(from, DELIVERY_DAYS_WITHOUT_TRIP + DELIVERY_GRACE_DAYS);
}

const DISPUTE_TEXT = { min: 10, max: 1000 } as const;

const DISPUTE_FIELD_MESSAGES = {
  reason: 'Elige un motivo de la lista.',
  text: `Cuenta qué pasó en ${DISPUTE_TEXT.min} a ${DISPUTE_TEXT.max} caracteres.`,
  photos: `Puedes adjuntar hasta ${MAX_DISPUTE_PHOTOS} fotos.`,
} as const;

export interface DisputeStatementInput {
  readonly reason: DisputeReason;
  readonly text: string;
}

/**
 * Checks a party's statement; a `validation` error with per-field Spanish messages otherwise. A
 * reason the party's role is not offered (the buyer saying "Quien compró no entrega el código")
 * is refused as one not on the list.
 */
export function validateDisputeInput(
  reason: unknown,
  text: unknown,
  photoCount: number,
  role: 'buyer' | 'traveller',
): DisputeStatementInput {
  const fieldErrors: Record<string, string> = {};
  const okReason =
    typeof reason === 'string' &&
    Object.hasOwn(DISPUTE_REASONS, reason) &&
    DISPUTE_REASONS_BY_ROLE[role].includes(reason as DisputeReason);
  if (!okReason) fieldErrors.reason = DISPUTE_FIELD_MESSAGES.reason;
  const trimmed = typeof text === 'string' ? text.trim() : '';
  if (trimmed.length < DISPUTE_TEXT.min || trimmed.length > DISPUTE_TEXT.max)
    fieldErrors.text = DISPUTE_FIELD_MESSAGES.text;
  if (photoCount > MAX_DISPUTE_PHOTOS) fieldErrors.photos = DISPUTE_FIELD_MESSAGES.photos;
  if (Object.keys(fieldErrors).length > 0) {
    const [title, description] = MESSAGES.disputeInvalid;
    throw new DomainError('validation', title, description, fieldErrors);
  }
  return { reason: reason as DisputeReason, text: trimmed };
}

const RESOLUTION_MESSAGE = { min: 10, max: 1000 } as const;

/**
 * Support's message to both parties when it resolves a dispute (decision 026): required, 10–1000
 * characters, trimmed; a `validation` error (fieldErrors `message`) otherwise.
 */
export function validateResolutionMessage(message: unknown): string {
  const trimmed = typeof message === 'string' ? message.trim() : '';
  if (trimmed.length >= RESOLUTION_MESSAGE.min && trimmed.length <= RESOLUTION_MESSAGE.max) return trimmed;
  const [title, description] = MESSAGES.resolutionInvalid;
  throw new DomainError('validation', title, description, {
    message: `Escribe a las dos partes en ${RESOLUTION_MESSAGE.min} a ${RESOLUTION_MESSAGE.max} caracteres por qué se resolvió así.`,
  });
}

/**
 * What each of support's two outcomes of a dispute moves, in words (decision 026): the refund to the
 * buyer, or the release to the traveller — the price she advanced plus the reward, less the
 * commission (decisions 021, 049: `releasedCents`). The case's page and its story say these.
 */
export function disputeOutcomeTexts(
  money: { readonly refundUsdCents: Cents; readonly releaseUsdCents: Cents },
  names: { readonly buyerName: string; readonly travellerName: string },
): readonly [refund: string, release: string] {
  return [
    `Reembolsar: ${formatMoney(money.refundUsdCents, 'USD')} vuelven a ${names.buyerName} y el pedido queda cancelado.`,
    `Liberar: ${formatMoney(money.releaseUsdCents, 'USD')} (el precio del producto que adelantó más la recompensa, menos la comisión) a la billetera de ${names.travellerName}, y el pedido queda entregado.`,
  ];
}
