/** What every repository runs its statements on, and the lock a person's own limits are counted under. */
import { eq } from 'drizzle-orm';
import type { Db } from '#src/database';
import * as t from '#src/schema';

/** A query runner: the database itself or one transaction of it (same builder API). */
export type Runner = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/**
 * Locks the user's row to the end of the transaction, false for an unknown user: a second writer
 * counting the same person's rows (their trips ahead, their withdrawals) waits here until the
 * first commits, then (READ COMMITTED: each statement sees what committed) counts what it added.
 */
export async function lockUserRow(q: Runner, userId: string): Promise<boolean> {
  const locked = await q.select({ id: t.users.id }).from(t.users).where(eq(t.users.id, userId)).for('update');
  return locked.length > 0;
}
