// What changed, pushed to the browser: GET /api/events is a Server-Sent Events stream of the
// changes this person may hear (their own and everyone's), from the SQL change feed that every API
// process shares; GET /api/events/poll is the same, asked for now and then, for a browser without
// a stream. An event tells only what kind of thing changed and which ids; the site then fetches
// what it shows through the ordinary routes, which check who may see what.
//
// Event ids grow, but become visible out of commit order (several processes insert at once), so
// a replay starts REPLAY_OVERLAP ids before the id the client last saw: the client drops the
// events it already has, by id.
import type { ServerResponse } from 'node:http';
import { Hono, type Context } from 'hono';
import type { Change } from '@cg/domain/server';
import type { SqlChangeFeed } from '@cg/db';
import type { AppEnv } from '#src/app';
import { clientAddress } from '#src/address';
import { type ApiError, badRequest, errorResponse, unavailable } from '#src/errors';
import type { Logger } from '#src/log';
import type { ApiEnv } from '#src/market/actor';
import { type EventStreams, STREAM_LIMITS, type StreamLimits } from '#src/market/event-streams';

/** Ids replayed before the one the client last saw (ids are not in commit order). @internal */
export const REPLAY_OVERLAP = 50;
/** Past this many events to replay, the client is told to reload everything instead (`reset`). */
const REPLAY_LIMIT = 500;
/** A comment keeps proxies and the browser from closing a quiet stream. */
const HEARTBEAT_MS = 20_000;
/** How long the browser waits before reconnecting a stream that ended. */
const RETRY_MS = 3000;
/** Chunks queued for a client that does not read: past this its stream ends (it reconnects and replays). */
const MAX_QUEUED_CHUNKS = 1000;
/** The same on a Node server, in bytes not yet taken by the socket (a thousand events with their cards). */
const MAX_QUEUED_BYTES = 1024 * 1024;

/** What the routes need of the change feed. */
export type EventFeed = Pick<SqlChangeFeed, 'subscribe' | 'since' | 'latestId'>;

export interface EventRoutesOptions {
  readonly feed: EventFeed;
  readonly streams: EventStreams;
  readonly logger: Logger;
  /** Default 20 s. */
  readonly heartbeatMs?: number;
  /** The `retry:` hint, ms. Default 3 s. */
  readonly retryMs?: number;
  /** Streams open at once per person and per address. Default: STREAM_LIMITS; tests raise them. */
  readonly limits?: Partial<StreamLimits>;
  /** The client's address (src/address.ts). Default: the socket's. */
  readonly addressOf?: (c: Context) => string;
  /**
   * Whether the session a stream was opened with still holds (asked when its person hears a
   * `session` change: one of their sessions ended). Without it, streams do not end with sessions.
   */
  readonly sessionAlive?: (token: string) => Promise<boolean>;
}

/** Whether `userId` (null: a visitor or a guest) may hear the change. */
const hears = (change: Change, userId: string | null) =>
  change.audience === 'everyone' || (userId !== null && change.audience.includes(userId));

/** What the client is told of a change: never its audience; a new request's public card (decision 048). */
const publicChange = (change: Change) => ({
  topic: change.topic,
  ids: change.ids,
  ...(change.card !== undefined && change.audience === 'everyone' && { card: change.card }),
});

const encoder = new TextEncoder();
/** The heartbeat's bytes, the same for every stream. */
const PING = encoder.encode(': ping\n\n');
/** Events whose bytes are remembered: a burst heard by every stream, and the replays reading them again. */
const ENCODED_KEPT = 256;

/**
 * An event's bytes, made once for every stream that tells it (decision 048): what a stream is told
 * of a change does not depend on who listens (the audience decides only whether it is told), so
 * with N streams open a change costs one JSON serialisation and one encoding, not N. The last
 * ENCODED_KEPT events are kept (in insertion order; the oldest goes first).
 */
function createEventEncoder() {
  const kept = new Map<number, Uint8Array>();
  return (id: number, change: Change): Uint8Array => {
    let bytes = kept.get(id);
    if (!bytes) {
      bytes = encoder.encode(`id: ${String(id)}\nevent: change\ndata: ${JSON.stringify(publicChange(change))}\n\n`);
      kept.set(id, bytes);
      if (kept.size > ENCODED_KEPT) {
        const oldest = kept.keys().next().value;
        if (oldest !== undefined) kept.delete(oldest);
      }
    }
    return bytes;
  };
}

const EVENT_ID = /^\d{1,15}$/;
const eventIdOf = (value: string | undefined): number | null =>
  value !== undefined && EVENT_ID.test(value) ? Number(value) : null;

/**
 * Events after `after` the user may hear, from `after - REPLAY_OVERLAP`; `reset` when there are too
 * many, or when `after` is past the last id (the events were emptied or restored): the client
 * reloads everything it shows.
 */
async function replay(feed: EventFeed, after: number, userId: string | null) {
  const latest = await feed.latestId();
  if (after > latest) return { reset: true, events: [], latest } as const;
  const events = await feed.since(Math.max(0, after - REPLAY_OVERLAP), userId, REPLAY_LIMIT + 1);
  if (events.length > REPLAY_LIMIT) return { reset: true, events: [], latest } as const;
  return { reset: false, events, latest } as const;
}

const unavailableStream = {
  ...unavailable,
  description: 'El servidor se está reiniciando. La conexión se restablecerá en unos segundos.',
};

const tooManyStreams: ApiError = {
  code: 'too_many_streams',
  title: 'Demasiadas conexiones abiertas',
  description:
    'Hay demasiadas ventanas o dispositivos conectados a la vez desde tu cuenta o tu red. Las novedades se seguirán mostrando, cada pocos segundos.',
};
/** What a refused client is told to wait before another stream (the site's client polls meanwhile). */
const STREAMS_RETRY_AFTER_SECONDS = 60;

export function createEventRoutes(options: EventRoutesOptions): Hono<AppEnv> {
  const { feed, streams, logger } = options;
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const retryMs = options.retryMs ?? RETRY_MS;
  const limits: StreamLimits = { ...STREAM_LIMITS, ...options.limits };
  const addressOf = options.addressOf ?? ((c: Context) => clientAddress(c, false));
  const encodeEvent = createEventEncoder();
  const api = new Hono<ApiEnv>();

  // Visitors and guests hear what concerns everyone (public lists, profiles); a user also hears
  // what is addressed to them. The actor is set by the marketplace routes' session middleware,
  // mounted before these routes; without it, the request is a visitor's.
  const userIdOf = (c: Context<ApiEnv>): string | null => {
    const actor = c.get('actor') as ApiEnv['Variables']['actor'] | undefined;
    return actor && 'id' in actor ? actor.id : null;
  };

  api.get('/events', (c) => {
    const userId = userIdOf(c);
    // The session this stream speaks for (set by the marketplace routes' middleware with the actor).
    const sessionToken = userId === null ? null : ((c.get('sessionToken') as string | null | undefined) ?? null);
    const lastId = eventIdOf(c.req.header('Last-Event-ID') ?? c.req.query('lastEventId') ?? c.req.query('after'));
    // What the stream's closures keep of its request: its id for the log, never the context (which
    // holds the request, its headers and the responses the middleware made, for the stream's life).
    const requestId = c.get('requestId');
    let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
    let ended = false;
    let unsubscribe: (() => void) | null = null;
    let heartbeat: NodeJS.Timeout | undefined;
    let unregister: (() => void) | null = null;

    const end = (closeStream: boolean) => {
      if (ended) return;
      ended = true;
      unsubscribe?.();
      clearInterval(heartbeat);
      unregister?.();
      if (closeStream) {
        try {
          controller?.close();
        } catch {
          // Already closed by the client.
        }
      }
    };
    // Counted and registered in one turn (nothing awaited between), so parallel opens cannot all
    // pass the check.
    const owner = { userId, address: addressOf(c) };
    const open = streams.count(owner);
    if (open.user >= limits.perUser || open.address >= limits.perAddress) {
      c.header('Retry-After', String(STREAMS_RETRY_AFTER_SECONDS));
      return errorResponse(c, 429, tooManyStreams);
    }
    const registered = streams.add(() => {
      end(true);
    }, owner);
    if (!registered) return errorResponse(c, 503, unavailableStream);
    unregister = registered;

    // On a Node server (@hono/node-server; in-process requests have none), the stream writes to
    // the socket itself once the headers are out (decision 048): node-server writes a
    // ReadableStream body by chaining each read's promise to the next, which keeps ~130–450 bytes
    // per chunk until the stream ends — on a stream open for days, megabytes. The body's stream
    // then carries only the first chunk (`retry:`), and its end.
    const socket = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing ?? null;
    /** Bytes held until the headers are out (the first moments of a stream on a Node server). */
    let held: Uint8Array[] | null = socket ? [] : null;
    const flushWhenSent = () => {
      if (ended || !socket || held === null) return;
      if (!socket.headersSent) {
        setTimeout(flushWhenSent, 5);
        return;
      }
      const waiting = held;
      held = null;
      for (const bytes of waiting) send(bytes);
    };
    const send = (bytes: Uint8Array) => {
      if (ended || !controller) return;
      if (socket) {
        if (held !== null) {
          if (held.length >= MAX_QUEUED_CHUNKS) end(true);
          else held.push(bytes);
          return;
        }
        if (socket.writableLength > MAX_QUEUED_BYTES) {
          end(true);
          return;
        }
        if (!socket.writableEnded && !socket.destroyed) socket.write(bytes);
        return;
      }
      if ((controller.desiredSize ?? 0) < -MAX_QUEUED_CHUNKS) {
        end(true);
        return;
      }
      controller.enqueue(bytes);
    };
    const sendText = (text: string) => {
      send(encoder.encode(text));
    };
    const sendChange = (id: number, change: Change) => {
      send(encodeEvent(id, change));
    };
    // One of this person's sessions ended (logout, password change or reset, account deletion,
    // expiry), maybe on another process: if it is this stream's, the stream ends with it — it
    // would otherwise go on telling that person's changes to whoever holds the browser. Costs a
    // lookup per stream of that person, per ended session; nothing per heartbeat (decision 032).
    let checking = false;
    const checkSession = () => {
      const alive = options.sessionAlive;
      if (!alive || sessionToken === null || checking || ended) return;
      checking = true;
      alive(sessionToken)
        .then((holds) => {
          if (!holds) end(true);
        })
        .catch((error: unknown) => {
          // Unknown: ended rather than left speaking for a session that may be gone. The
          // browser reconnects (after `retry`) and its cookie decides again.
          logger.warn('event stream session check failed', { requestId, error });
          end(true);
        })
        .finally(() => {
          checking = false;
        });
    };

    const body = new ReadableStream<Uint8Array>({
      start(streamController) {
        controller = streamController;
        // Live changes wait while the replay is read, then go out unless the replay sent them.
        let waiting: { id: number; change: Change }[] | null = [];
        const sent = new Set<number>();
        unsubscribe = feed.subscribe((change, id) => {
          if (!hears(change, userId)) return;
          if (change.topic === 'session') checkSession();
          if (waiting) waiting.push({ id, change });
          else sendChange(id, change);
        });
        heartbeat = setInterval(() => {
          send(PING);
        }, heartbeatMs);
        // The first chunk goes through the body's stream on any server: the response's headers
        // and this go out together; then `held` is written to the socket (flushWhenSent).
        streamController.enqueue(encoder.encode(`retry: ${String(retryMs)}\n\n`));
        flushWhenSent();
        void (async () => {
          try {
            if (lastId === null) {
              // No event yet: the position to replay from if this stream drops before the first
              // one (an `id:` alone sets the browser's last event id and dispatches nothing).
              sendText(`id: ${String(await feed.latestId())}\n\n`);
            } else {
              const result = await replay(feed, lastId, userId);
              if (result.reset) sendText(`id: ${String(result.latest)}\nevent: reset\ndata: {}\n\n`);
              for (const event of result.events) {
                sent.add(event.id);
                sendChange(event.id, event.change);
              }
            }
            const live = waiting;
            waiting = null;
            for (const event of live) if (!sent.has(event.id)) sendChange(event.id, event.change);
          } catch (error) {
            // The browser reconnects (after `retry`) and asks again.
            logger.warn('event replay failed', { requestId, error });
            end(true);
          }
        })();
      },
      cancel() {
        // The client went away: nothing of it stays subscribed.
        end(false);
      },
    });

    return new Response(body, {
      headers: {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        // Proxies (nginx) must pass each event on as it comes.
        'X-Accel-Buffering': 'no',
      },
    });
  });

  // For a browser without a stream: `after` is the `last` of the previous answer (none: only
  // where things stand now). Answers `{ events: [{ id, topic, ids }], last }`, with `reset: true`
  // when the client must reload everything it shows.
  api.get('/events/poll', async (c) => {
    const userId = userIdOf(c);
    const raw = c.req.query('after');
    if (raw === undefined || raw === '') return c.json({ events: [], last: await feed.latestId() });
    const after = eventIdOf(raw);
    if (after === null) return errorResponse(c, 400, badRequest);
    const result = await replay(feed, after, userId);
    return c.json({
      events: result.events.map((e) => ({ id: e.id, ...publicChange(e.change) })),
      // Ids stored since `latest` was read may be among the events.
      last: Math.max(result.latest, ...result.events.map((e) => e.id)),
      ...(result.reset && { reset: true }),
    });
  });

  // Mounted after the marketplace routes, whose session middleware sets the actor.
  return api as unknown as Hono<AppEnv>;
}
