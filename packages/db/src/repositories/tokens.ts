/** Single-use e-mail tokens (password reset, e-mail confirmation), stored as their hashes. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Repositories } from '@cg/domain/server';
import * as t from '#src/schema';
import type { Runner } from '#src/repositories/runner';

export function sqlTokens(q: Runner): Repositories['tokens'] {
  return {
    async add(token) {
      await q.insert(t.emailTokens).values(token);
    },
    async consume(tokenHash, purpose, now) {
      const [row] = await q
        .update(t.emailTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(t.emailTokens.tokenHash, tokenHash),
            eq(t.emailTokens.purpose, purpose),
            isNull(t.emailTokens.usedAt),
            sql`${t.emailTokens.expiresAt} > ${now}`,
          ),
        )
        .returning({ userId: t.emailTokens.userId });
      return row?.userId ?? null;
    },
    async retire(userId, purpose, now) {
      await q
        .update(t.emailTokens)
        .set({ usedAt: now })
        .where(and(eq(t.emailTokens.userId, userId), eq(t.emailTokens.purpose, purpose), isNull(t.emailTokens.usedAt)));
    },
  };
}
