/**
 * What a provider adapter throws when the outside service fails (network, 5xx, timeout,
 * unexpected body). Use cases turn it into a Spanish `DomainError` for the user.
 */
export class ProviderError extends Error {
  override readonly name = 'ProviderError';
  constructor(
    readonly provider: 'payment' | 'verification' | 'email' | 'payout',
    message: string,
    /** HTTP status when there was one. */
    readonly status?: number,
    /** True when retrying later may succeed (network, 429, 5xx). */
    readonly retryable = false,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/**
 * 4xx answers that do not prove a write was refused before it was taken: 404 (a proxy or a
 * gateway says it too), 408 (the provider stopped reading, maybe after acting), 409 (the same
 * idempotency key is being processed, or was used), 423 (locked while something runs), 425 (too
 * early: a replay the provider would not risk), 429 (throttled; nothing says it was not queued),
 * 499 (a proxy's "client closed the request").
 */
const UNDECIDED_4XX: ReadonlySet<number> = new Set([404, 408, 409, 423, 425, 429, 499]);

/**
 * Whether a provider's error proves that a write (a payout, a refund) was **not** taken: a 4xx
 * answer given before acting — a request it found invalid (400, 422), credentials it refused
 * (401, 403), a method, size or type it does not take (405, 413, 415). Anything else — a timeout,
 * a network error, a 5xx, an answer that is not what the provider sends, the 4xx above, an error
 * that is not a provider's — is **unknown**: the write may have happened, so its key is kept and
 * the outcome is asked for again, never assumed (decision 031).
 */
export function isDefiniteRefusal(error: unknown): boolean {
  if (!(error instanceof ProviderError) || error.status === undefined) return false;
  return error.status >= 400 && error.status < 500 && !UNDECIDED_4XX.has(error.status);
}
