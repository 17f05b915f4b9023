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
