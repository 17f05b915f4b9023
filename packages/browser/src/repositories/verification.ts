/** A person's identity verification: the session started and the provider's decision, on their user. */
import type { DocumentAccess } from '#src/adapters/browser/documents-unit';
import { updateUser } from '#src/adapters/browser/repositories/users';
import type { Repositories } from '#src/ports/repositories';
import type { User } from '#src/schemas/user';
import type { DocumentDef } from '#src/storage/store';

export function browserVerification(d: DocumentAccess, users: DocumentDef<User[]>): Repositories['verification'] {
  return {
    start: (userId, session) =>
      updateUser(d, users, userId, (u) =>
        u.verificationStatus === 'not_verified' || u.verificationStatus === 'declined'
          ? {
              ...u,
              verificationStatus: 'pending',
              verificationDocumentType: session.documentType,
              verificationSessionId: session.sessionId,
              verificationSubmittedAt: session.submittedAt,
            }
          : null,
      ),
    decide: (userId, sessionId, status) =>
      updateUser(d, users, userId, (u) =>
        u.verificationStatus === 'pending' && u.verificationSessionId === sessionId
          ? { ...u, verificationStatus: status }
          : null,
      ),
  };
}
