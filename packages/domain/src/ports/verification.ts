/**
 * Port for the identity-verification provider (document + selfie check).
 * HTTP implementation in `@cg/providers`; fake in `@cg/testkit`.
 */

/** Document types offered for verification (spec §3). */
export type VerificationDocumentType = 'DNI' | 'Pasaporte' | 'Registro vehicular';

export type VerificationImageKind = 'front' | 'back' | 'selfie';

export type VerificationDecisionStatus = 'pending' | 'verified' | 'declined';

export interface VerificationSession {
  readonly sessionId: string;
}

export interface VerificationDecision {
  readonly status: VerificationDecisionStatus;
  /** Provider's reason when declined. */
  readonly reason?: string;
  /**
   * Whose session it is, as the provider knows it (the `userId` given to `createSession`; Veriff's
   * `vendorData`), once decided. A provider's notification names only the session: this is how
   * the decision finds its traveller.
   */
  readonly userId?: string;
}

export interface CreateVerificationSessionInput {
  readonly userId: string;
  readonly documentType: VerificationDocumentType;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
}

export interface VerificationProvider {
  createSession(input: CreateVerificationSessionInput): Promise<VerificationSession>;
  /** The resolved value is ignored (adapters may return the provider's media id). */
  upload(sessionId: string, kind: VerificationImageKind, image: Blob): Promise<unknown>;
  submit(sessionId: string): Promise<unknown>;
  getDecision(sessionId: string): Promise<VerificationDecision>;
}
