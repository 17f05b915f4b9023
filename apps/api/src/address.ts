// The client's address, for the limits kept per address (rate limits, open live streams).
import type { Context } from 'hono';

/**
 * The socket's remote address; behind a trusted proxy (a load balancer in front of several API
 * processes) every socket is the proxy's, so the client is the address the proxy appended, the
 * last of X-Forwarded-For. Earlier entries are whatever the client sent and are never trusted
 * (one could dodge a limit with them). `local` in-process (tests through `app.request`).
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('X-Forwarded-For')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'local';
}
