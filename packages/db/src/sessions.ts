import { hash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '#src/database';
import * as t from '#src/schema';

/** How long a session lives (decision 015): 7 days without use, 30 days at most. */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** `last_seen_at` is written at most this often (a read per request, a write per minute). */
const TOUCH_EVERY_MS = 60 * 1000;

/**
 * SHA-256 of a token, hex: what the database keeps instead of the token. Every request with a
 * session or guest cookie hashes it: the one-shot `hash` (Node 20.12+) costs a third of a
 * `createHash` object's 6–9 µs here (issue 34), for the same digest.
 */
export const tokenHash = (token: string) => hash('sha256', token, 'hex');

/** A new 256-bit token, base64url (43 characters). */
export const newToken = () => randomBytes(32).toString('base64url');

interface SessionStoreOptions {
  /**
   * Told whose sessions were just deleted (logout, password change or reset, account deletion, the
   * sweep of expired ones), once the delete is done: the API ends the live streams opened with
   * them (decision 032). Each user once per call; not called when nothing was deleted.
   */
  readonly onEnded?: (userIds: readonly string[]) => void;
}

/**
 * Sessions by cookie token: only the token's SHA-256 is stored; a session ends after
 * `SESSION_IDLE_MS` unused or `SESSION_ABSOLUTE_MS` after it started, whichever comes first.
 */
export function createSqlSessionStore(db: Db, options: SessionStoreOptions = {}) {
  const ended = (rows: readonly { userId: string }[]) => {
    if (rows.length > 0) options.onEnded?.([...new Set(rows.map((row) => row.userId))]);
  };
  const userId = { userId: t.sessions.userId };
  return {
    /** Starts a session for `userId`; returns the token for the cookie (never stored). */
    async start(userId: string, now: Date): Promise<string> {
      const token = newToken();
      await db.insert(t.sessions).values({
        tokenHash: tokenHash(token),
        userId,
        createdAt: now.toISOString(),
        lastSeenAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
      });
      return token;
    },
    /** The user of a live session, or null (unknown, idle too long, or past its end). */
    async find(token: string, now: Date): Promise<{ userId: string } | null> {
      const hash = tokenHash(token);
      const [row] = await db
        .select({ userId: t.sessions.userId, lastSeenAt: t.sessions.lastSeenAt })
        .from(t.sessions)
        .where(
          and(
            eq(t.sessions.tokenHash, hash),
            gt(t.sessions.expiresAt, now.toISOString()),
            gt(t.sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS).toISOString()),
          ),
        );
      if (!row) return null;
      if (now.getTime() - Date.parse(row.lastSeenAt) > TOUCH_EVERY_MS) {
        await db.update(t.sessions).set({ lastSeenAt: now.toISOString() }).where(eq(t.sessions.tokenHash, hash));
      }
      return { userId: row.userId };
    },
    async end(token: string): Promise<void> {
      ended(
        await db
          .delete(t.sessions)
          .where(eq(t.sessions.tokenHash, tokenHash(token)))
          .returning(userId),
      );
    },
    /** Ends every other session of the user (after a password change). */
    async endOthers(user: string, keepToken: string): Promise<void> {
      ended(
        await db
          .delete(t.sessions)
          .where(and(eq(t.sessions.userId, user), ne(t.sessions.tokenHash, tokenHash(keepToken))))
          .returning(userId),
      );
    },
    /** Ends every session of the user (a password reset from an e-mailed link). */
    async endAll(user: string): Promise<void> {
      ended(await db.delete(t.sessions).where(eq(t.sessions.userId, user)).returning(userId));
    },
    /** Deletes sessions past their end (run now and then). */
    async sweep(now: Date): Promise<number> {
      const gone = await db
        .delete(t.sessions)
        .where(
          or(
            lt(t.sessions.expiresAt, now.toISOString()),
            lt(t.sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS).toISOString()),
          ),
        )
        .returning(userId);
      ended(gone);
      return gone.length;
    },
  };
}

export type SqlSessionStore = ReturnType<typeof createSqlSessionStore>;

/**
 * A key as stored: as given up to 200 characters, else its SHA-256 (a btree index row holds about
 * 2.7 KB: a longer key — an address or an e-mail as a client sent it — would fail the insert).
 */
const storedKey = (key: string) => (key.length <= 200 ? key : `sha256:${tokenHash(key)}`);

/** Rows older than this are nobody's window or mark any more (the longest in use is 30 days). */
const RATE_ROW_MAX_AGE_MS = 31 * 24 * 60 * 60 * 1000;

/**
 * Fixed-window counters in the database, so a limit holds across API processes: `hit` counts one
 * more in the current window and says whether it is still within `max`, and if not, in how many
 * seconds the window ends. The same table keeps marks (`remember` / `remembers`: "this happened
 * at"), such as an address a person logged in from (decision 033).
 */
export function createSqlRateLimiter(db: Db) {
  return {
    async hit(
      key: string,
      windowMs: number,
      max: number,
      now: Date,
    ): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
      const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs).toISOString();
      const [row] = await db
        .insert(t.rateLimits)
        .values({ key: storedKey(key), windowStart, count: 1 })
        .onConflictDoUpdate({
          target: t.rateLimits.key,
          set: {
            count: sql`case when ${t.rateLimits.windowStart} = ${windowStart} then ${t.rateLimits.count} + 1 else 1 end`,
            windowStart,
          },
        })
        .returning({ count: t.rateLimits.count });
      const count = row?.count ?? 1;
      const retryAfterSeconds = Math.max(1, Math.ceil((Date.parse(windowStart) + windowMs - now.getTime()) / 1000));
      return { allowed: count <= max, retryAfterSeconds };
    },
    /** Forgets a counter (or a mark): its next `hit` starts from one. */
    async clear(key: string): Promise<void> {
      await db.delete(t.rateLimits).where(eq(t.rateLimits.key, storedKey(key)));
    },
    /** Marks `key` as having happened at `now`. */
    async remember(key: string, now: Date): Promise<void> {
      const at = now.toISOString();
      await db
        .insert(t.rateLimits)
        .values({ key: storedKey(key), windowStart: at, count: 0 })
        .onConflictDoUpdate({ target: t.rateLimits.key, set: { windowStart: at, count: 0 } });
    },
    /** Whether `key` was marked within the last `withinMs`. */
    async remembers(key: string, withinMs: number, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ key: t.rateLimits.key })
        .from(t.rateLimits)
        .where(
          and(
            eq(t.rateLimits.key, storedKey(key)),
            gt(t.rateLimits.windowStart, new Date(now.getTime() - withinMs).toISOString()),
          ),
        );
      return row !== undefined;
    },
    /** Deletes counters and marks older than any window or mark in use (run now and then). */
    async sweep(now: Date): Promise<number> {
      const gone = await db
        .delete(t.rateLimits)
        .where(lt(t.rateLimits.windowStart, new Date(now.getTime() - RATE_ROW_MAX_AGE_MS).toISOString()))
        .returning({ key: t.rateLimits.key });
      return gone.length;
    },
  };
}

export type SqlRateLimiter = ReturnType<typeof createSqlRateLimiter>;
