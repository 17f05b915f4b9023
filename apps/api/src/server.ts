// Runs an app on a port until SIGTERM or SIGINT, then shuts down gracefully: stop accepting,
// let the requests in flight finish (for at most `shutdownTimeoutMs`), close what the server
// holds (`onClose`: the database, later), exit 0.
import type { AddressInfo } from 'node:net';
import type { IncomingMessage, Server } from 'node:http';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import type { AppEnv } from '#src/app';
import type { Logger } from '#src/log';

/**
 * How long a client may take to send its request (decision 032). A person on a slow mobile link
 * uploading a photo must get through; a client that opens a connection and then sends nothing,
 * or a byte now and then, must not hold it. Answers are never bound: a live stream (GET
 * /api/events) stays open for hours, writing a heartbeat every 20 s.
 */
export interface ServerTimeouts {
  /** The request line and headers (a few hundred bytes, a packet or two) must arrive within this. */
  readonly headersMs: number;
  /**
   * The whole request, headers and body, must arrive within this (Node's `requestTimeout`, which
   * ends with 408; it stops counting once the request is in, so an answer that streams for hours
   * is not cut).
   */
  readonly requestMs: number;
  /** A body that receives no byte for this long is ended (the connection is closed). */
  readonly bodyIdleMs: number;
  /** Past `bodyGraceMs`, a body arriving slower than this on average is ended. */
  readonly bodyMinBytesPerSecond: number;
  readonly bodyGraceMs: number;
  /** How often bodies and headers are looked at (Node checks its own timeouts at this interval too). */
  readonly checkMs: number;
}

/**
 * The values, for the slowest link we serve: 8 KiB/s (64 kbit/s, a mobile data connection at the
 * edge of its cell; 3G sends 50 KiB/s and more). An 8 MB photo takes 17 min 4 s there, under the
 * request bound of 20 min; the verification's three photos (26 MB at most) need 22 KiB/s. A JSON
 * body (1 MB at most) is over within 2 min at that rate, so a client dripping bytes holds a
 * connection for at most 128 s outside the upload routes, and a stalled one for 30 s.
 * @internal Exported for the tests' server (which scales them down); the default.
 */
export const SERVER_TIMEOUTS: ServerTimeouts = {
  headersMs: 15_000,
  requestMs: 20 * 60_000,
  bodyIdleMs: 30_000,
  bodyMinBytesPerSecond: 8 * 1024,
  bodyGraceMs: 10_000,
  checkMs: 1000,
};

export interface ServeOptions {
  readonly port: number;
  readonly host: string;
  readonly logger: Logger;
  /** Called once the last connection is closed, before the process exits. */
  readonly onClose?: () => Promise<void>;
  /** How long requests in flight may take to finish once a stop is asked. Default: 10 s. */
  readonly shutdownTimeoutMs?: number;
  /** Default: SERVER_TIMEOUTS (tests pass shorter ones). */
  readonly timeouts?: ServerTimeouts;
}

function listen(app: Hono<AppEnv>, port: number, host: string, timeouts: ServerTimeouts): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = serve(
      {
        fetch: app.fetch,
        port,
        hostname: host,
        serverOptions: {
          headersTimeout: timeouts.headersMs,
          requestTimeout: timeouts.requestMs,
          // Node looks at its header and request timeouts this often (default 30 s: a 15 s bound
          // would have been 15 to 45 s).
          connectionsCheckingInterval: timeouts.checkMs,
        },
      },
      () => resolve(server),
    ) as Server;
    server.once('error', reject);
  });
}

/** Whether a request announces a body (a length, or chunks). */
const hasBody = (request: IncomingMessage) =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

interface WatchedBody {
  readonly request: IncomingMessage;
  /** Where the measure starts: when the headers were in, or when we last held the body up ourselves. */
  since: number;
  sinceBytes: number;
  /** The last time a byte arrived (or we held the body up). */
  lastAt: number;
  lastBytes: number;
}

/**
 * Ends the connection of a request whose body stalls (no byte for `bodyIdleMs`) or drips (slower
 * than `bodyMinBytesPerSecond` on average past `bodyGraceMs`), by the bytes its socket has read.
 * While the body waits on us instead (data unread in Node's buffer, or the stream paused), the
 * client is not counted late: the measure starts again.
 */
function watchBodies(server: Server, timeouts: ServerTimeouts, logger: Logger): void {
  const watched = new Set<WatchedBody>();
  server.on('request', (request: IncomingMessage) => {
    if (request.complete || !hasBody(request)) return;
    const now = performance.now();
    const bytes = request.socket.bytesRead;
    watched.add({ request, since: now, sinceBytes: bytes, lastAt: now, lastBytes: bytes });
  });
  const timer = setInterval(() => {
    const now = performance.now();
    for (const body of watched) {
      const { request } = body;
      if (request.complete || request.socket.destroyed) {
        watched.delete(body);
        continue;
      }
      const bytes = request.socket.bytesRead;
      if (request.readableLength > 0 || request.isPaused()) {
        body.since = body.lastAt = now;
        body.sinceBytes = body.lastBytes = bytes;
        continue;
      }
      if (bytes > body.lastBytes) {
        body.lastAt = now;
        body.lastBytes = bytes;
      }
      const elapsed = now - body.since;
      const stalled = now - body.lastAt >= timeouts.bodyIdleMs;
      const dripping =
        elapsed >= timeouts.bodyGraceMs &&
        ((bytes - body.sinceBytes) * 1000) / elapsed < timeouts.bodyMinBytesPerSecond;
      if (!stalled && !dripping) continue;
      watched.delete(body);
      logger.warn(stalled ? 'request body stalled' : 'request body too slow', {
        method: request.method,
        path: (request.url ?? '').split('?')[0],
        bytes: bytes - body.sinceBytes,
        ms: Math.round(elapsed),
      });
      request.socket.destroy();
    }
  }, timeouts.checkMs);
  timer.unref();
  server.once('close', () => {
    clearInterval(timer);
  });
}

/** Stops accepting, waits for the connections to end (closing them past the bound), then resolves. */
function drain(server: Server, timeoutMs: number): Promise<{ cutOff: boolean }> {
  return new Promise((resolve) => {
    let cutOff = false;
    // A keep-alive connection whose request has just finished sits idle: close it at once.
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    const bound = setTimeout(() => {
      cutOff = true;
      server.closeAllConnections();
    }, timeoutMs);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(bound);
      resolve({ cutOff });
    });
    server.closeIdleConnections();
  });
}

/** Listens, prints the URL, and resolves with the port (the one chosen when asked for 0). */
export async function serveUntilStopped(app: Hono<AppEnv>, options: ServeOptions): Promise<{ port: number }> {
  const timeouts = options.timeouts ?? SERVER_TIMEOUTS;
  const server = await listen(app, options.port, options.host, timeouts);
  watchBodies(server, timeouts, options.logger);
  const { port } = server.address() as AddressInfo;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  console.log(`Conexión Global: http://${host}:${port}/`);

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    options.logger.info('stopping', { signal });
    const { cutOff } = await drain(server, options.shutdownTimeoutMs ?? 10_000);
    if (cutOff) options.logger.warn('requests cut off at the shutdown bound', { ms: options.shutdownTimeoutMs });
    try {
      await options.onClose?.();
    } catch (error) {
      options.logger.error('closing failed', { error });
      process.exit(1);
    }
    options.logger.info('stopped');
    process.exit(0);
  };
  process.once('SIGTERM', (signal) => void stop(signal));
  process.once('SIGINT', (signal) => void stop(signal));
  return { port };
}
