// The public reads' shared cache (issue 34, decision 039): a visitor's list pages (with their
// counts), the home's sections, a request's detail and the trips are the same for every visitor, so
// each API process keeps the last answer per query and serves it until the change feed says
// something public changed: this process's own publish, heard before the writer's answer goes out,
// and every process's stored change (on PostgreSQL, LISTEN/NOTIFY: every process hears every write).
//
// - Only a visitor's request (no session, no guest cookie) reads or fills an entry: a person's or a
//   guest's answer is computed for them, never stored here, never served from here (decision 030).
// - An entry is tagged with the feed's position when its read starts (the count of invalidations
//   heard); an invalidation heard before the read ends drops the answer (it may hold what the change
//   replaced): the next request reads again. A use case publishes once its writes are committed, so
//   a read that starts after an invalidation sees them.
// - Concurrent misses of one query at one position share one read.
// - Answers carry a strong ETag (`If-None-Match` answers 304), `Cache-Control: public, max-age=0,
//   s-maxage=1` (a CDN in front serves an answer at most a second old; a browser revalidates each
//   time) and `Vary: Cookie`; a person's answer on these routes is `private, no-store`.
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { Change, ChangeTopic } from '@cg/domain/server';

/** What the cache needs of the change feed. */
export interface CacheFeed {
  /** Every process's changes, once stored (on PostgreSQL through NOTIFY), with their ids. */
  subscribe(listener: (change: Change, id: number) => void): () => void;
  /** This process's changes as they are published (before the writer's answer goes out). */
  onPublish?(listener: (change: Change) => void): () => void;
  /** The last stored change's id (read once at start, so `lastHeard` is known before any change). */
  latestId?(): Promise<number>;
}

export interface PublicCacheOptions {
  /** The most bytes of answers kept (least recently used dropped first). Default 32 MiB; 0: no cache. */
  readonly maxBytes?: number;
  /**
   * How long an entry is served without a change (a safety net: a listener connection lost and
   * not yet caught up). Default 10 s.
   */
  readonly ttlMs?: number;
  /** Milliseconds now (tests move it). */
  readonly now?: () => number;
}

/** The defaults (decision 039). */
const PUBLIC_CACHE_DEFAULTS = { maxBytes: 32 * 1024 * 1024, ttlMs: 10_000 } as const;

/**
 * Topics that never change a visitor's answer: a chat, a notification, a session are their
 * people's alone. Every other change (a request, a trip, a person's public name or rating, a
 * payment moving a request off the list, everything at once) empties the cache.
 */
const PRIVATE_TOPICS: ReadonlySet<ChangeTopic> = new Set(['chats', 'notifications', 'session']);

/**
 * The query parameter a page may add to its refresh after an event (`?v=<event id>`): a CDN sees a
 * new address; here it is not part of the key, and an entry is served for it only once this
 * process has heard that event (else the refresh could beat the NOTIFY to this process).
 */
const VERSION_PARAM = 'v';
const VERSION = /^\d{1,15}$/;

/** @internal Exported for the tests. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=1';
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

interface Entry {
  readonly body: Uint8Array;
  readonly etag: string;
  readonly at: number;
}

/** A read's outcome: JSON to share, or whatever else the handler answered (a 404, a Response). */
type Outcome = { readonly kind: 'json'; readonly body: Uint8Array; readonly etag: string } | { readonly kind: 'other' };

export interface CacheStats {
  readonly hits: number;
  readonly misses: number;
  /** Answers read while an invalidation arrived: served to their request, not kept. */
  readonly dropped: number;
  readonly entries: number;
  readonly bytes: number;
  /** Invalidations heard (the position entries are tagged with). */
  readonly position: number;
  /** The highest event id heard. */
  readonly heard: number;
}

export interface PublicCache {
  /**
   * A visitor's answer: from the entry of this query, or read (once for concurrent misses) and
   * kept unless an invalidation arrived meanwhile. `read` answers the route's JSON value, or
   * anything else (`other`: a missing thing, a whole Response), which is neither shared nor kept.
   */
  answer<T>(c: Context, read: () => Promise<T>, other: (answer: T) => boolean): Promise<Response | T>;
  /**
   * A visitor's answer from a fresh entry of this query, or null. Asked before the route reads its
   * input (issue 34): an entry exists only for a query whose input was valid, and the same key is
   * the same input (`v` aside, which no input reads).
   */
  hit(c: Context): Response | null;
  readonly stats: CacheStats;
  /**
   * The highest change id this process knows is stored (null until known): every answer read after
   * this moment holds at least the changes up to it. Sent as `X-Change-Id` (decision 038): a page
   * opening its own stream asks the server to replay from there, so a change between its reads and
   * its stream is not missed. Never ahead of the database: an id is heard once it is stored.
   */
  readonly lastHeard: number | null;
  /** Stops hearing the feed and forgets every entry. */
  close(): void;
}

/** The entry's key: the path and its query, parameters sorted, without `v`. @internal Exported for the tests. */
export function cacheKeyOf(url: string): { key: string; version: number | null } {
  const parsed = new URL(url);
  const v = parsed.searchParams.get(VERSION_PARAM);
  parsed.searchParams.delete(VERSION_PARAM);
  parsed.searchParams.sort();
  const query = parsed.searchParams.toString();
  return {
    key: query === '' ? parsed.pathname : `${parsed.pathname}?${query}`,
    version: v !== null && VERSION.test(v) ? Number(v) : null,
  };
}

/** Keys of the URLs asked lately: a crowd asks a few URLs, each parsed once (cleared past 1,000). */
const KEYS_REMEMBERED = 1000;

/** Whether `If-None-Match` names this ETag (a list, weak forms compared weakly, or `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((part) => {
    const tag = part.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

const encoder = new TextEncoder();

function outcomeOf(value: unknown): Outcome {
  const body = encoder.encode(JSON.stringify(value ?? null));
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return { kind: 'json', body, etag };
}

function respond(c: Context, body: Uint8Array, etag: string, state: 'hit' | 'miss'): Response {
  const headers = {
    ETag: etag,
    'Cache-Control': PUBLIC_CACHE_CONTROL,
    Vary: 'Cookie',
    'X-Cache': state,
  };
  if (matches(c.req.header('If-None-Match'), etag)) return c.body(null, 304, headers);
  return c.body(body as Uint8Array<ArrayBuffer>, 200, { ...headers, 'Content-Type': 'application/json' });
}

export function createPublicCache(feed: CacheFeed, options: PublicCacheOptions = {}): PublicCache {
  const maxBytes = options.maxBytes ?? PUBLIC_CACHE_DEFAULTS.maxBytes;
  const ttlMs = options.ttlMs ?? PUBLIC_CACHE_DEFAULTS.ttlMs;
  const now = options.now ?? Date.now;
  /** In least-recently-used order (a hit moves its entry to the end). */
  const entries = new Map<string, Entry>();
  /** Reads under way, by position and key. */
  const flights = new Map<string, Promise<Outcome>>();
  let bytes = 0;
  let position = 0;
  let hits = 0;
  let misses = 0;
  let dropped = 0;

  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.body.byteLength + key.length;
  };
  const clear = () => {
    entries.clear();
    bytes = 0;
  };
  const keep = (key: string, entry: Entry) => {
    const size = entry.body.byteLength + key.length;
    if (size > maxBytes) return;
    forget(key);
    entries.set(key, entry);
    bytes += size;
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      forget(oldest);
    }
  };

  /** The highest event id heard (`?v=` is served from an entry only up to it). */
  let heard = 0;
  let heardKnown = false;
  void feed.latestId?.().then(
    (id) => {
      heard = Math.max(heard, id);
      heardKnown = true;
    },
    () => undefined,
  );
  const invalidate = (change: Change) => {
    if (PRIVATE_TOPICS.has(change.topic)) return;
    position += 1;
    clear();
  };
  const unsubscribe = feed.subscribe((change, id) => {
    heard = Math.max(heard, id);
    heardKnown = true;
    invalidate(change);
  });
  const unpublish = feed.onPublish?.(invalidate);

  const keys = new Map<string, ReturnType<typeof cacheKeyOf>>();
  const keyOf = (url: string) => {
    let known = keys.get(url);
    if (!known) {
      if (keys.size >= KEYS_REMEMBERED) keys.clear();
      known = cacheKeyOf(url);
      keys.set(url, known);
    }
    return known;
  };
  /** The answer of a fresh entry of this query (moved to the most recently used), or null. */
  const fromEntry = (c: Context, key: string, version: number | null): Response | null => {
    const entry = maxBytes > 0 && (version === null || version <= heard) ? entries.get(key) : undefined;
    if (!entry || now() - entry.at >= ttlMs) return null;
    hits += 1;
    entries.delete(key);
    entries.set(key, entry);
    return respond(c, entry.body, entry.etag, 'hit');
  };

  return {
    hit(c) {
      const { key, version } = keyOf(c.req.url);
      return fromEntry(c, key, version);
    },
    async answer(c, read, other) {
      const { key, version } = keyOf(c.req.url);
      const cached = fromEntry(c, key, version);
      if (cached) return cached;
      misses += 1;
      const tag = position;
      const flightKey = `${String(tag)} ${key}`;
      // This request's own answer when it was not JSON to share (set by the read it leads).
      const own: { box?: { value: Awaited<ReturnType<typeof read>> } } = {};
      let flight = flights.get(flightKey);
      if (!flight) {
        flight = (async (): Promise<Outcome> => {
          const value = await read();
          if (other(value)) {
            own.box = { value };
            return { kind: 'other' };
          }
          const outcome = outcomeOf(value);
          if (position !== tag) dropped += 1;
          else if (maxBytes > 0 && outcome.kind === 'json')
            keep(key, { body: outcome.body, etag: outcome.etag, at: now() });
          return outcome;
        })().finally(() => {
          flights.delete(flightKey);
        });
        flights.set(flightKey, flight);
      }
      const outcome = await flight;
      if (outcome.kind === 'json') return respond(c, outcome.body, outcome.etag, 'miss');
      // Not JSON to share (a missing thing): this request's own answer, or a read of its own.
      return own.box ? own.box.value : read();
    },
    get stats() {
      return { hits, misses, dropped, entries: entries.size, bytes, position, heard };
    },
    get lastHeard() {
      return heardKnown ? heard : null;
    },
    close() {
      unsubscribe();
      unpublish?.();
      clear();
    },
  };
}
