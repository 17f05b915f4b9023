/** A checkout in progress: the frozen quote and billing, and the attempt under way at the provider. */
import { and, eq, isNull } from 'drizzle-orm';
import type { PendingPayment, Repositories } from '@cg/domain/server';
import * as t from '#src/schema';
import type { Runner } from '#src/repositories/runner';

export function sqlPayments(q: Runner): Repositories['payments'] {
  return {
    async pending(orderId) {
      const [row] = await q.select().from(t.pendingPayments).where(eq(t.pendingPayments.orderId, orderId));
      if (!row) return null;
      return {
        v: 2,
        ...row,
        breakdown: row.breakdown as PendingPayment['breakdown'],
        billing: row.billing as PendingPayment['billing'],
      };
    },
    async savePending(pending, expected) {
      const { v: _v, ...row } = pending;
      // Every column but the key, as the row is written again.
      const { orderId: _key, ...set } = row;
      if (expected === undefined) {
        await q.insert(t.pendingPayments).values(row).onConflictDoUpdate({ target: t.pendingPayments.orderId, set });
        return true;
      }
      if (expected === null) {
        // Of two first attempts at once, the second waits for the first's row and finds it there.
        const added = await q
          .insert(t.pendingPayments)
          .values(row)
          .onConflictDoNothing()
          .returning({ id: t.pendingPayments.orderId });
        return added.length === 1;
      }
      // Compare-and-set: a concurrent update holds the row; once it commits, the condition is
      // checked again on what it wrote (READ COMMITTED), so only one of two attempts matches.
      const updated = await q
        .update(t.pendingPayments)
        .set(set)
        .where(
          and(
            eq(t.pendingPayments.orderId, row.orderId),
            eq(t.pendingPayments.attemptKey, expected.attemptKey),
            expected.inFlightSince === null
              ? isNull(t.pendingPayments.inFlightSince)
              : eq(t.pendingPayments.inFlightSince, expected.inFlightSince),
          ),
        )
        .returning({ id: t.pendingPayments.orderId });
      return updated.length === 1;
    },
    async dropPending(orderId) {
      await q.delete(t.pendingPayments).where(eq(t.pendingPayments.orderId, orderId));
    },
  };
}
