import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '#src/database';
import * as t from '#src/schema';

/** A key's first answer, or a key whose first request is still running (`status` null). */
export interface StoredAnswer {
  readonly fingerprint: string;
  readonly status: number | null;
  readonly body: string | null;
}

/** How long a key names its request (issue 32): a day covers any retry a person or a network makes. */
const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * The answers of creating requests by `Idempotency-Key` (see `schema.ts`). `claim` runs inside the
 * request's first write transaction; `find` and `answer` outside it.
 */
export function createSqlIdempotency(db: Db) {
  return {
    /** The key's row while it lives (its answer, or null while the first request runs), or null. */
    async find(actor: string, key: string, now: Date): Promise<StoredAnswer | null> {
      const [row] = await db
        .select({
          fingerprint: t.idempotencyKeys.fingerprint,
          status: t.idempotencyKeys.status,
          body: t.idempotencyKeys.body,
        })
        .from(t.idempotencyKeys)
        .where(
          and(
            eq(t.idempotencyKeys.actor, actor),
            eq(t.idempotencyKeys.key, key),
            sql`${t.idempotencyKeys.expiresAt} > ${now.toISOString()}`,
          ),
        );
      return row ?? null;
    },
    /**
     * Takes the key for this request, in `tx` (the request's first write): false when another
     * request holds it (a concurrent one waits here until that one's transaction ends). An expired
     * row is taken over.
     */
    async claim(tx: Db, actor: string, key: string, fingerprint: string, now: Date): Promise<boolean> {
      const row = {
        actor,
        key,
        fingerprint,
        status: null,
        body: null,
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS).toISOString(),
      };
      const taken = await tx
        .insert(t.idempotencyKeys)
        .values(row)
        .onConflictDoUpdate({
          target: [t.idempotencyKeys.actor, t.idempotencyKeys.key],
          set: row,
          setWhere: lt(t.idempotencyKeys.expiresAt, now.toISOString()),
        })
        .returning({ key: t.idempotencyKeys.key });
      return taken.length === 1;
    },
    /** Writes the first request's answer under its key. */
    async answer(actor: string, key: string, status: number, body: string): Promise<void> {
      await db
        .update(t.idempotencyKeys)
        .set({ status, body })
        .where(and(eq(t.idempotencyKeys.actor, actor), eq(t.idempotencyKeys.key, key)));
    },
    /** Deletes the keys past their time; how many. */
    async sweep(now: Date): Promise<number> {
      const removed = await db
        .delete(t.idempotencyKeys)
        .where(lt(t.idempotencyKeys.expiresAt, now.toISOString()))
        .returning({ key: t.idempotencyKeys.key });
      return removed.length;
    },
  };
}

export type SqlIdempotency = ReturnType<typeof createSqlIdempotency>;
