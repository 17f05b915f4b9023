/** Reviews the two parties of a delivered order leave each other. */
import { asc, eq, type SQL } from 'drizzle-orm';
import type { Repositories } from '@cg/domain/server';
import type { Review } from '@cg/domain';
import * as t from '#src/schema';
import { newestStoredFirst, withoutSeq } from '#src/repositories/lists';
import type { Runner } from '#src/repositories/runner';

function reviewOf(row: typeof t.reviews.$inferSelect): Review {
  return {
    ...withoutSeq(row),
    // A deleted account's reviews stay, with no one behind them.
    authorId: row.authorId ?? '',
    authorRole: row.authorRole as Review['authorRole'],
    subjectId: row.subjectId ?? '',
  };
}

export function sqlReviews(q: Runner): Repositories['reviews'] {
  const newestWhere = async (where: SQL) =>
    (
      await q
        .select()
        .from(t.reviews)
        .where(where)
        .orderBy(...newestStoredFirst(t.reviews.createdAt, t.reviews.seq))
    ).map(reviewOf);
  return {
    async add(review) {
      const added = await q.insert(t.reviews).values(review).onConflictDoNothing().returning({ id: t.reviews.id });
      return added.length > 0;
    },
    aboutUser: (userId) => newestWhere(eq(t.reviews.subjectId, userId)),
    async byAuthor(userId) {
      const rows = await q.select().from(t.reviews).where(eq(t.reviews.authorId, userId)).orderBy(asc(t.reviews.seq));
      return rows.map(reviewOf);
    },
    forOrder: (orderId) => newestWhere(eq(t.reviews.orderId, orderId)),
    async renameAuthor(authorId, name) {
      await q.update(t.reviews).set({ authorName: name }).where(eq(t.reviews.authorId, authorId));
    },
  };
}
