// Runs an app on a port until SIGTERM or SIGINT, then shuts down gracefully: stop accepting,
// let the requests in flight finish (for at most `shutdownTimeoutMs`), close what the server
// holds (`onClose`: the database, later), exit 0.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import type { AppEnv } from '#src/app';
import type { Logger } from '#src/log';

export interface ServeOptions {
  readonly port: number;
  readonly host: string;
  readonly logger: Logger;
  /** Called once the last connection is closed, before the process exits. */
  readonly onClose?: () => Promise<void>;
  /** How long requests in flight may take to finish once a stop is asked. Default: 10 s. */
  readonly shutdownTimeoutMs?: number;
}

function listen(app: Hono<AppEnv>, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname: host }, () => resolve(server)) as Server;
    server.once('error', reject);
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
  const server = await listen(app, options.port, options.host);
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
