import type { DocumentType } from '#src/enums';

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
