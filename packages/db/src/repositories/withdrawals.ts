/** Withdrawals of released earnings: reserved against the balance under the user's row lock, then settled. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Repositories } from '@cg/domain/server';
import type { Withdrawal } from '@cg/domain';
import * as t from '#src/schema';
import { byIdBytes, newest } from '#src/repositories/lists';
import { lockUserRow, type Runner } from '#src/repositories/runner';

function withdrawalOf(row: typeof t.withdrawals.$inferSelect): Withdrawal {
  return {
    ...row,
    destinationKind: row.destinationKind as Withdrawal['destinationKind'],
    status: row.status as Withdrawal['status'],
  };
}

export function sqlWithdrawals(q: Runner): Repositories['withdrawals'] {
  const w = t.withdrawals;
  return {
    async byId(id) {
      const [row] = await q.select().from(w).where(eq(w.id, id));
      return row ? withdrawalOf(row) : null;
    },
    async forUser(userId) {
      const rows = await q.select().from(w).where(eq(w.userId, userId)).orderBy(newest(w.createdAt), byIdBytes(w.id));
      return rows.map(withdrawalOf);
    },
    async pending() {
      // A sweep now and then: the few pending rows are found by a scan (no index on status).
      const rows = await q.select().from(w).where(eq(w.status, 'pending')).orderBy(asc(w.createdAt), byIdBytes(w.id));
      return rows.map(withdrawalOf);
    },
    async reserve(withdrawal, earnedCents) {
      // The user's row is the lock: a second reservation for the same person waits, then counts this one.
      if (!(await lockUserRow(q, withdrawal.userId))) return false;
      const [held] = await q
        .select({ cents: sql<string | number>`coalesce(sum(${w.amountCents}), 0)` })
        .from(w)
        .where(and(eq(w.userId, withdrawal.userId), sql`${w.status} <> 'failed'`));
      if (Number(held?.cents ?? 0) + withdrawal.amountCents > earnedCents) return false;
      const inserted = await q
        .insert(w)
        .values(withdrawal)
        .onConflictDoNothing({ target: w.id })
        .returning({ id: w.id });
      return inserted.length > 0;
    },
    async update(id, expected, patch) {
      const changed = await q
        .update(w)
        .set(patch)
        .where(and(eq(w.id, id), eq(w.status, expected)))
        .returning({ id: w.id });
      return changed.length > 0;
    },
  };
}
