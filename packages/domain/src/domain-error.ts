/**
 * Every refused action is a `DomainError` with a stable `code` for programs and the spec's
 * Spanish `title` and `description` for people (the site shows them as a toast).
 *
 * The class is in a module of its own, apart from every message (`#src/errors`): a page that only
 * tells a refusal from a bug (`isDomainError`) does not load the whole table (decision 024).
 */
export type DomainErrorCode =
  | 'validation'
  | 'login_required'
  | 'verification_required'
  | 'own_request'
  | 'already_accepted'
  | 'not_found'
  | 'forbidden'
  | 'invalid_transition'
  | 'already_paid'
  | 'payment_not_confirmed'
  | 'payment_failed'
  | 'payment_in_progress'
  | 'invalid_code'
  | 'wrong_code'
  | 'code_locked'
  | 'email_taken'
  | 'password_mismatch'
  | 'password_too_short'
  | 'wrong_password'
  | 'authentication_failed'
  | 'image_required'
  | 'image_invalid'
  | 'image_processing'
  | 'storage_full'
  | 'provider_unavailable'
  | 'verification_incomplete'
  | 'forbidden_item'
  | 'already_reviewed'
  | 'import_invalid'
  | 'invalid_token'
  | 'account_busy'
  | 'coupon_invalid'
  | 'card_rejected'
  | 'coupon_expired'
  | 'coupon_used'
  | 'coupon_redeemed'
  | 'email_unconfirmed'
  | 'insufficient_funds'
  | 'already_cancelled'
  | 'cancellation_pending'
  | 'cancellation_not_proposed'
  | 'refund_in_progress'
  | 'refund_failed'
  | 'dispute_open'
  | 'dispute_not_open'
  | 'deadline_not_passed'
  | 'too_many_trips'
  | 'trip_in_use'
  // Issue 37 (decision 047): an order beyond the traveller's trust tier.
  | 'trust_limit'
  // Issue 37 (decision 049): the purchase receipt is more than 10 % above the price held in escrow.
  | 'receipt_beyond_tolerance'
  // Over HTTP (the site in server mode): the server said to wait, or could not be reached.
  | 'rate_limited'
  | 'server_unreachable'
  // Issue 37 (decision 050): a file over its own cap (a PDF receipt), refused by the domain.
  | 'file_too_large'
  // Issue 37 (decision 052): a receipt up to 10 % above the price held, its top-up not approved yet.
  | 'top_up_required';

export class DomainError extends Error {
  override readonly name: string = 'DomainError';
  constructor(
    readonly code: DomainErrorCode,
    readonly title: string,
    readonly description: string,
    /** Per-field Spanish messages for forms, when the error comes from validation. */
    readonly fieldErrors: Readonly<Record<string, string>> = {},
    options?: { cause?: unknown },
  ) {
    super(description ? `${title} - ${description}` : title, options);
  }
}

/** Writing to browser storage failed because it is full. Previous data is untouched. */
export class StorageFullError extends DomainError {
  override readonly name = 'StorageFullError';
  constructor(
    readonly key: string,
    options?: { cause?: unknown },
  ) {
    super(
      'storage_full',
      'Almacenamiento lleno',
      'El navegador no tiene más espacio para guardar datos. Tus datos anteriores siguen intactos; libera espacio eliminando pedidos antiguos o imágenes e inténtalo de nuevo.',
      {},
      options,
    );
  }
}

/** The server answered 429: `retryAfterSeconds` says when to try again. */
export class RateLimitedError extends DomainError {
  override readonly name = 'RateLimitedError';
  constructor(
    title: string,
    description: string,
    readonly retryAfterSeconds: number,
  ) {
    super('rate_limited', title, description);
  }
}

export const isDomainError = (error: unknown): error is DomainError => error instanceof DomainError;
