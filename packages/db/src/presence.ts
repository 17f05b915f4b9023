// Presence across API processes (see `presence` in the schema): which users have an event stream
// open on some process. A process marks its users when their first stream opens, refreshes them
// every few seconds, and removes them when their last stream closes or the process stops; a row
// not refreshed within `staleMs` (a killed process) counts for nothing.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '#src/database';
import * as t from '#src/schema';

export interface SqlPresence {
  /** This process holds a stream of each of these users now (marks or refreshes them). */
  mark(userIds: readonly string[]): Promise<void>;
  /** This process no longer holds any stream of the user. */
  leave(userId: string): Promise<void>;
  /** This process is stopping: none of its rows holds any more. */
  leaveAll(): Promise<void>;
  /** Whether any process holds a stream of the user, refreshed within `staleMs`. */
  isOnline(userId: string): Promise<boolean>;
}

export function createSqlPresence(
  db: Db,
  options: { processId: string; staleMs: number; now?: () => Date },
): SqlPresence {
  const now = options.now ?? (() => new Date());
  const mine = eq(t.presence.processId, options.processId);
  return {
    async mark(userIds) {
      if (userIds.length === 0) return;
      const seenAt = now().toISOString();
      await db
        .insert(t.presence)
        .values(userIds.map((userId) => ({ userId, processId: options.processId, seenAt })))
        .onConflictDoUpdate({ target: [t.presence.userId, t.presence.processId], set: { seenAt } });
    },
    async leave(userId) {
      await db.delete(t.presence).where(and(mine, eq(t.presence.userId, userId)));
    },
    async leaveAll() {
      await db.delete(t.presence).where(mine);
    },
    async isOnline(userId) {
      const since = new Date(now().getTime() - options.staleMs).toISOString();
      const rows = await db
        .select({ one: sql<number>`1` })
        .from(t.presence)
        .where(and(eq(t.presence.userId, userId), gt(t.presence.seenAt, since)))
        .limit(1);
      return rows.length > 0;
    },
  };
}

/** Rows older than `olderThan` (processes gone without saying so), for the periodic cleanup. */
export async function prunePresence(db: Db, olderThan: Date): Promise<void> {
  await db.delete(t.presence).where(sql`${t.presence.seenAt} < ${olderThan.toISOString()}`);
}
