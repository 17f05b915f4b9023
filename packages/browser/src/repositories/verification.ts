/** A person's identity verification: the session started and the provider's decision, on their user. */
import type { DocumentAccess } from '#src/documents-unit';
import { updateUser } from '#src/repositories/users';
import type { Repositories } from '@cg/domain/ports/repositories';
import type { User } from '@cg/domain/schemas/user';
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
