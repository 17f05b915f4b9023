import type { EmailToken } from '#src/schemas/email-token';

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
