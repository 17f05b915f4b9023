/** A person's identity verification: the session started and the provider's decision, on their user row. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Repositories } from '@cg/domain/server';
import * as t from '#src/schema';
import type { Runner } from '#src/repositories/runner';

export function sqlVerification(q: Runner): Repositories['verification'] {
  return {
    async start(userId, session) {
      const changed = await q
        .update(t.users)
        .set({
          verificationStatus: 'pending',
          verificationDocumentType: session.documentType,
          verificationSessionId: session.sessionId,
          verificationSubmittedAt: session.submittedAt,
        })
        .where(and(eq(t.users.id, userId), inArray(t.users.verificationStatus, ['not_verified', 'declined'])))
        .returning({ id: t.users.id });
      return changed.length > 0;
    },
    async decide(userId, sessionId, status) {
      const changed = await q
        .update(t.users)
        .set({ verificationStatus: status })
        .where(
          and(
            eq(t.users.id, userId),
            eq(t.users.verificationStatus, 'pending'),
            eq(t.users.verificationSessionId, sessionId),
          ),
        )
        .returning({ id: t.users.id });
      return changed.length > 0;
    },
  };
}
