// A domain refusal as the API answers it (decision 035): the domain's stable code and Spanish
// copy, with the HTTP status of its kind. Someone else's thing is a 404: its existence is not told.
import type { Context } from 'hono';
import { isDomainError, type DomainErrorCode } from '@cg/domain';
import { type ApiError, errorResponse, notFound } from '#src/errors';
import { ImagesBusy } from '#src/market/images';

/** HTTP status of each domain refusal (anything not listed is a 400). */
const STATUS: Partial<Record<DomainErrorCode, 400 | 401 | 402 | 403 | 404 | 409 | 413 | 422 | 423 | 502 | 503>> = {
  validation: 422,
  password_mismatch: 422,
  password_too_short: 422,
  wrong_password: 422,
  invalid_code: 422,
  image_required: 422,
  image_invalid: 422,
  image_processing: 422,
  forbidden_item: 422,
  verification_incomplete: 422,
  import_invalid: 422,
  invalid_token: 422,
  account_busy: 409,
  coupon_invalid: 422,
  coupon_expired: 422,
  coupon_used: 409,
  coupon_redeemed: 409,
  email_unconfirmed: 403,
  insufficient_funds: 409,
  already_cancelled: 409,
  cancellation_pending: 409,
  cancellation_not_proposed: 409,
  refund_in_progress: 409,
  refund_failed: 402,
  dispute_open: 409,
  dispute_not_open: 409,
  deadline_not_passed: 409,
  too_many_trips: 409,
  trip_in_use: 409,
  card_rejected: 402,
  login_required: 401,
  authentication_failed: 401,
  verification_required: 403,
  own_request: 403,
  not_found: 404,
  forbidden: 404,
  already_accepted: 409,
  invalid_transition: 409,
  already_paid: 409,
  already_reviewed: 409,
  email_taken: 409,
  wrong_code: 422,
  code_locked: 423,
  payment_failed: 402,
  payment_in_progress: 409,
  payment_not_confirmed: 409,
  storage_full: 503,
  provider_unavailable: 503,
  // Issue 37 (decision 047): an order beyond the traveller's trust tier — theirs to earn, not a conflict.
  trust_limit: 403,
  // Issue 37 (decision 050): a PDF receipt over its cap — as any file over the API's own (413).
  file_too_large: 413,
  // Issue 37 (decision 049): the receipt beyond 10 % above the price held — the order has to change first.
  receipt_beyond_tolerance: 409,
  // Issue 37 (decision 052): the code waits for the buyer's top-up — the order has to change first.
  top_up_required: 409,
};

/** Too many photos waiting to be processed on this process (decision 039): try again soon. */
const imagesBusy: ApiError = {
  code: 'images_busy',
  title: 'Estamos procesando muchas fotos',
  description: 'Hay muchas fotos en espera en este momento. Vuelve a intentarlo en unos segundos: no se guardó nada.',
};
/** What a client refused by the image queue is told to wait, seconds. */
const IMAGES_BUSY_RETRY_AFTER_SECONDS = 5;

/** The answer to a domain refusal; anything else is rethrown (the app answers it as a 500). */
export function domainErrorResponse(c: Context, error: unknown): Response {
  if (!isDomainError(error)) throw error;
  // The image queue was full: not the photo's fault (the domain calls any processing failure 'image_processing').
  if (error.code === 'image_processing' && error.cause instanceof ImagesBusy) {
    c.header('Retry-After', String(IMAGES_BUSY_RETRY_AFTER_SECONDS));
    return errorResponse(c, 503, imagesBusy);
  }
  const status = STATUS[error.code] ?? 400;
  if (error.code === 'forbidden') return errorResponse(c, 404, notFound);
  const body: ApiError = {
    code: error.code,
    title: error.title,
    description: error.description,
    ...(Object.keys(error.fieldErrors).length > 0 && { fieldErrors: error.fieldErrors }),
  };
  return errorResponse(c, status, body);
}
