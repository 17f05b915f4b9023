// The change feed over SQL: every change a use case publishes is kept in `domain_events` (so a
// client that reconnects can replay what it missed, by event id) and delivered to the subscribers
// of every API process. On PostgreSQL the processes hear each other through LISTEN/NOTIFY on one
// dedicated connection per process (the payload is the event ids; the listener reads the rows, a
// new request's card with them: never in the payload, decision 048). On
// PGlite there is one process by construction (the data directory is locked), so delivery is
// in-process, once the row is stored.
import { and, asc, gt, lt, max, or, sql, inArray } from 'drizzle-orm';
import pg from 'pg';
import type { Change, ChangeFeed, ChangeTopic } from '@cg/domain/server';
import type { Database } from '#src/database';
import * as t from '#src/schema';

/** A stored change and its id (increasing, but not in commit order across processes). */
export interface StoredChange {
  readonly id: number;
  readonly change: Change;
}

export interface SqlChangeFeed extends ChangeFeed {
  /**
   * The listener hears every change stored from now on, by any process, with its event id (a
   * listener written for the port, `(change) => void`, simply ignores the id). Returns unsubscribe.
   */
  subscribe(listener: (change: Change, id: number) => void): () => void;
  /**
   * The stored changes after `lastId`, oldest first, at most `limit`: those for everyone and, when
   * `audienceUserId` is a user, those addressed to that user.
   */
  since(lastId: number, audienceUserId: string | null, limit?: number): Promise<StoredChange[]>;
  /** The highest event id stored so far (0 when none). */
  latestId(): Promise<number>;
  /** Deletes the events older than `keepDays` before `now`; returns how many. */
  sweep(now: Date, keepDays?: number): Promise<number>;
  /** Resolves once this process listens to the other processes' events (at once on PGlite). */
  ready(): Promise<void>;
  /** Resolves once every change published so far is stored (and, on PGlite, delivered). */
  flush(): Promise<void>;
  /** Stores what is still pending, then stops listening. Publishing afterwards does nothing. */
  close(): Promise<void>;
}

export interface SqlChangeFeedOptions {
  /** Told about what cannot be thrown to anyone: a failed insert, a lost listener, a listener that threw. */
  readonly onError?: (error: unknown, context: string) => void;
  /** The NOTIFY channel (the same for every process of this application). */
  readonly channel?: string;
  /** First wait before the listener connection is opened again after it was lost; doubles up to 30 s. */
  readonly reconnectMs?: number;
}

/** How long events are kept by default: far longer than any client stays away and still replays. */
const KEEP_DAYS = 7;
/** Rows `since` answers by default. */
const SINCE_LIMIT = 500;
/** Ids become visible out of order: after a lost listener, catch up from this many ids back. */
const CATCH_UP_OVERLAP = 50;
/** Delivered ids remembered to drop a second delivery (a catch-up overlapping live events). */
const REMEMBERED_IDS = 2000;
const MAX_RECONNECT_MS = 30_000;
const DAY_MS = 24 * 60 * 60 * 1000;

type Row = typeof t.domainEvents.$inferSelect;
type NewRow = typeof t.domainEvents.$inferInsert;

/**
 * The audience as stored: an empty array is everyone (the column's documented meaning). A change
 * addressed to an empty list of users concerns nobody and is not stored at all.
 */
function toRow(change: Change): NewRow | null {
  if (change.audience !== 'everyone' && change.audience.length === 0) return null;
  return {
    topic: change.topic,
    // Every id, as a JSON array: ids are opaque strings to the feed (a comma could be in one).
    entityId: JSON.stringify(change.ids),
    audience: change.audience === 'everyone' ? [] : [...new Set(change.audience)],
    // A public card goes with a public change only (decision 048; publish drops any other).
    card: change.card === undefined ? null : { ...change.card },
  };
}

function idsOf(entityId: string | null): string[] {
  if (entityId === null) return [];
  try {
    const parsed: unknown = JSON.parse(entityId);
    if (Array.isArray(parsed)) return parsed.filter((id): id is string => typeof id === 'string');
  } catch {
    // A row written by hand: one id.
  }
  return [entityId];
}

function fromRow(row: Pick<Row, 'id' | 'topic' | 'entityId' | 'audience' | 'card'>): StoredChange {
  return {
    id: row.id,
    change: {
      // Only this feed writes the table, with the port's topics.
      topic: row.topic as ChangeTopic,
      ids: idsOf(row.entityId),
      audience: row.audience.length === 0 ? 'everyone' : row.audience,
      ...(row.card !== null && { card: row.card }),
    },
  };
}

const columns = {
  id: t.domainEvents.id,
  topic: t.domainEvents.topic,
  entityId: t.domainEvents.entityId,
  audience: t.domainEvents.audience,
  card: t.domainEvents.card,
};

/** The pool behind a PostgreSQL database (drizzle keeps its client as `$client`). */
function poolOf(database: Database): pg.Pool {
  const client = (database.db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) throw new Error('change feed: the PostgreSQL database has no pg pool');
  return client;
}

export function createSqlChangeFeed(database: Database, options: SqlChangeFeedOptions = {}): SqlChangeFeed {
  const { db } = database;
  const channel = options.channel ?? 'cg_events';
  // Written into LISTEN as an identifier.
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`change feed: invalid channel name ${channel}`);
  const onError =
    options.onError ??
    ((error: unknown, context: string) => {
      console.error(`change feed: ${context}`, error);
    });
  const listeners = new Set<(change: Change, id: number) => void>();
  let closed = false;

  function deliver(event: StoredChange) {
    for (const listener of [...listeners]) {
      try {
        listener(event.change, event.id);
      } catch (error) {
        onError(error, 'a subscriber threw');
      }
    }
  }

  // ── storing: one insert at a time, in publish order; what is published meanwhile goes in the
  // next insert, as one statement (a use case publishes its changes together).
  let pending: Change[] = [];
  let storing: Promise<void> = Promise.resolve();
  let draining = false;

  async function store(batch: Change[]): Promise<void> {
    const rows = batch.map(toRow);
    const kept = batch.filter((_change, i) => rows[i] !== null);
    const values = rows.filter((row): row is NewRow => row !== null);
    if (values.length === 0) return;
    const inserted = await db.insert(t.domainEvents).values(values).returning({ id: t.domainEvents.id });
    // Identity values are drawn in the order of the VALUES list.
    const ids = inserted.map((r) => r.id).sort((a, b) => a - b);
    if (database.engine === 'postgres') {
      // Every process (this one too) hears it through its listener.
      await db.execute(sql`select pg_notify(${channel}, ${ids.join(',')})`);
    } else {
      kept.forEach((change, i) => {
        const id = ids[i];
        if (id !== undefined) deliver({ id, change });
      });
    }
  }

  function drain(): Promise<void> {
    if (draining) return storing;
    draining = true;
    storing = (async () => {
      while (pending.length > 0) {
        const batch = pending;
        pending = [];
        try {
          await store(batch);
        } catch (error) {
          onError(error, `storing ${String(batch.length)} change(s) failed`);
        }
      }
      draining = false;
    })();
    return storing;
  }

  async function latestId(): Promise<number> {
    const [row] = await db.select({ id: max(t.domainEvents.id) }).from(t.domainEvents);
    return row?.id ?? 0;
  }

  // ── listening (PostgreSQL): one connection of its own, opened when the first subscriber comes.
  const listener = database.engine === 'postgres' ? createListener() : null;

  function createListener() {
    const pool = poolOf(database);
    let client: pg.Client | null = null;
    let started = false;
    let readyPromise: Promise<void> | null = null;
    let retryMs = options.reconnectMs ?? 1000;
    let retryTimer: NodeJS.Timeout | null = null;
    /** Highest id delivered: after a lost connection, what may have been missed starts near it. */
    let highest: number | null = null;
    const delivered = new Set<number>();
    let notified: number[] = [];
    let reading: Promise<void> = Promise.resolve();
    let readingNow = false;

    function remember(id: number) {
      delivered.add(id);
      if (delivered.size > REMEMBERED_IDS) {
        const oldest = delivered.values().next().value;
        if (oldest !== undefined) delivered.delete(oldest);
      }
      if (highest === null || id > highest) highest = id;
    }

    function deliverOnce(events: readonly StoredChange[]) {
      for (const event of events) {
        if (delivered.has(event.id)) continue;
        remember(event.id);
        deliver(event);
      }
    }

    /** Reads the notified rows, in the order they were notified (commit order). */
    function readNotified(): Promise<void> {
      if (readingNow) return reading;
      readingNow = true;
      reading = (async () => {
        while (notified.length > 0 && !closed) {
          const ids = notified;
          notified = [];
          try {
            const rows = await db.select(columns).from(t.domainEvents).where(inArray(t.domainEvents.id, ids));
            const byId = new Map(rows.map((row) => [row.id, fromRow(row)]));
            deliverOnce(ids.map((id) => byId.get(id)).filter((e): e is StoredChange => e !== undefined));
          } catch (error) {
            onError(error, 'reading notified events failed');
          }
        }
        readingNow = false;
      })();
      return reading;
    }

    async function catchUp(after: number) {
      const rows = await db
        .select(columns)
        .from(t.domainEvents)
        .where(gt(t.domainEvents.id, Math.max(0, after)))
        .orderBy(asc(t.domainEvents.id))
        .limit(SINCE_LIMIT);
      deliverOnce(rows.map(fromRow));
    }

    async function connect(): Promise<void> {
      // The pool's own settings (the same server, user and TLS), on a connection outside the pool.
      const next = new pg.Client(pool.options);
      next.on('notification', (message) => {
        if (message.channel !== channel || !message.payload) return;
        for (const part of message.payload.split(',')) {
          const id = Number(part);
          if (Number.isSafeInteger(id) && id > 0) notified.push(id);
        }
        void readNotified();
      });
      next.on('error', (error) => {
        onError(error, 'the listener connection failed');
        lost(next);
      });
      next.on('end', () => {
        lost(next);
      });
      // Listening for the first time: what is stored from this moment on is delivered, even what a
      // NOTIFY sent before LISTEN took effect would miss.
      const first = highest === null;
      highest ??= await latestId();
      const from = first ? highest : highest - CATCH_UP_OVERLAP;
      await next.connect();
      await next.query(`listen ${channel}`);
      if (closed) {
        await next.end().catch(() => undefined);
        return;
      }
      client = next;
      retryMs = options.reconnectMs ?? 1000;
      // Listening again after a loss: what was stored meanwhile is read from the table (ids
      // become visible out of order, hence the overlap; what was delivered already is dropped).
      await catchUp(from);
    }

    function lost(which: pg.Client) {
      if (client !== which) return;
      client = null;
      which.removeAllListeners('notification');
      void which.end().catch(() => undefined);
      scheduleReconnect();
    }

    function scheduleReconnect() {
      if (closed || retryTimer) return;
      retryTimer = setTimeout(() => {
        retryTimer = null;
        if (closed) return;
        connect().catch((error: unknown) => {
          onError(error, 'reopening the listener connection failed');
          scheduleReconnect();
        });
      }, retryMs);
      retryMs = Math.min(retryMs * 2, MAX_RECONNECT_MS);
    }

    return {
      /** Opens the connection on first use; resolves once it listens (or once a first attempt failed). */
      start(): Promise<void> {
        if (!started) {
          started = true;
          readyPromise = connect().catch((error: unknown) => {
            onError(error, 'opening the listener connection failed');
            scheduleReconnect();
          });
        }
        return readyPromise ?? Promise.resolve();
      },
      async close() {
        if (retryTimer) clearTimeout(retryTimer);
        retryTimer = null;
        await readyPromise;
        const open = client;
        client = null;
        if (open) {
          open.removeAllListeners('notification');
          await open.end().catch(() => undefined);
        }
        await reading;
      },
    };
  }

  return {
    publish(change) {
      if (closed) return;
      // Delivered as stored (on PGlite, in-process): a card with a public change only.
      if (change.card !== undefined && change.audience !== 'everyone') {
        const { card: _private, ...rest } = change;
        pending.push(rest);
      } else pending.push(change);
      void drain();
    },
    subscribe(listenerFn) {
      listeners.add(listenerFn);
      void listener?.start();
      return () => {
        listeners.delete(listenerFn);
      };
    },
    async since(lastId, audienceUserId, limit = SINCE_LIMIT) {
      const forEveryone = sql`cardinality(${t.domainEvents.audience}) = 0`;
      const rows = await db
        .select(columns)
        .from(t.domainEvents)
        .where(
          and(
            gt(t.domainEvents.id, Math.max(0, Math.floor(lastId))),
            audienceUserId === null
              ? forEveryone
              : or(forEveryone, sql`${audienceUserId} = any(${t.domainEvents.audience})`),
          ),
        )
        .orderBy(asc(t.domainEvents.id))
        .limit(Math.max(1, Math.floor(limit)));
      return rows.map(fromRow);
    },
    latestId,
    async sweep(now, keepDays = KEEP_DAYS) {
      const before = new Date(now.getTime() - keepDays * DAY_MS).toISOString();
      const gone = await db
        .delete(t.domainEvents)
        .where(lt(t.domainEvents.createdAt, before))
        .returning({ id: t.domainEvents.id });
      return gone.length;
    },
    ready: () => listener?.start() ?? Promise.resolve(),
    flush: () => drain(),
    async close() {
      if (closed) return;
      await drain();
      closed = true;
      await listener?.close();
    },
  };
}
