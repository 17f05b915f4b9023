/** Cards people saved with the payment provider (decision 027): one default per person. */
import { and, eq } from 'drizzle-orm';
import type { PaymentMethod } from '@cg/domain';
import type { Repositories } from '@cg/domain/server';
import * as t from '#src/schema';
import { withoutSeq } from '#src/repositories/lists';
import type { Runner } from '#src/repositories/runner';

const paymentMethodOf = (row: typeof t.paymentMethods.$inferSelect): PaymentMethod => withoutSeq(row);

export function sqlPaymentMethods(q: Runner): Repositories['paymentMethods'] {
  const m = t.paymentMethods;
  const theirs = (userId: string, id: string) => and(eq(m.userId, userId), eq(m.id, id));
  return {
    async forUser(userId) {
      const rows = await q.select().from(m).where(eq(m.userId, userId)).orderBy(m.seq);
      return rows.map(paymentMethodOf);
    },
    async insert(method) {
      const inserted = await q
        .insert(m)
        .values(method)
        .onConflictDoNothing({ target: [m.userId, m.providerCardId] })
        .returning({ id: m.id });
      return inserted.length > 0;
    },
    async setDefault(userId, id) {
      const [card] = await q.select({ id: m.id }).from(m).where(theirs(userId, id)).for('update');
      if (!card) return false;
      // Off first, then on: the partial unique index allows one default per person at any moment.
      await q
        .update(m)
        .set({ isDefault: false })
        .where(and(eq(m.userId, userId), eq(m.isDefault, true)));
      const changed = await q.update(m).set({ isDefault: true }).where(theirs(userId, id)).returning({ id: m.id });
      return changed.length > 0;
    },
    async remove(userId, id) {
      const removed = await q.delete(m).where(theirs(userId, id)).returning({ id: m.id });
      return removed.length > 0;
    },
    async removeForUser(userId) {
      await q.delete(m).where(eq(m.userId, userId));
    },
  };
}
