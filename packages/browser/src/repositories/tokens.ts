/** Single-use e-mail tokens (`emailTokens`), stored as their hashes. */
import type { DocumentAccess } from '#src/documents-unit';
import { changeWhere } from '#src/repositories/lists';
import type { Repositories } from '@cg/domain/ports/repositories';
import { emailTokensDocument } from '#src/storage/documents';

export function browserTokens(d: DocumentAccess): Repositories['tokens'] {
  return {
    async add(token) {
      await d.set(emailTokensDocument, [...(await d.get(emailTokensDocument)), token]);
    },
    async consume(tokenHash, purpose, now) {
      const [used] = await changeWhere(
        d,
        emailTokensDocument,
        (t) => t.tokenHash === tokenHash && t.purpose === purpose && t.usedAt === null && t.expiresAt > now,
        (t) => ({ ...t, usedAt: now }),
      );
      return used?.userId ?? null;
    },
    async retire(userId, purpose, now) {
      await changeWhere(
        d,
        emailTokensDocument,
        (t) => t.userId === userId && t.purpose === purpose && t.usedAt === null,
        (t) => ({ ...t, usedAt: now }),
      );
    },
  };
}
