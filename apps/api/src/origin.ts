// Cross-site request forgery: a browser on another site can make a person's browser send a
// POST here. Every unsafe method under /api/ therefore has to come from this site, as the
// browser itself says in `Origin` (or, without it, `Sec-Fetch-Site`). A request that carries
// neither does not come from a browser page, so it cannot ride on a person's session; it goes
// through. Provider webhooks (server to server, any origin) are listed as exempt paths.
import type { MiddlewareHandler } from 'hono';
import { errorResponse, foreignOrigin } from '#src/errors';
import { matchesAny } from '#src/paths';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface OriginCheckOptions {
  /** Trust X-Forwarded-Proto and X-Forwarded-Host from the proxy in front of the server. */
  readonly trustProxy: boolean;
  /** Other origins allowed to call the API (e.g. the public https origin behind a proxy). */
  readonly allowedOrigins: readonly string[];
  /** Paths exempt from the check: exact, or a prefix when ending in `*` (`/api/webhooks/*`). */
  readonly exemptPaths: readonly string[];
}

/** The first of a comma-separated header's values (a chain of proxies lists several). */
function first(value: string | null): string | undefined {
  const head = value?.split(',')[0]?.trim();
  return head === '' ? undefined : head;
}

/** The origin this request was addressed to, as the browser saw it. */
function ownOrigin(url: string, headers: Headers, trustProxy: boolean): string {
  const target = new URL(url);
  if (trustProxy) {
    const proto = first(headers.get('x-forwarded-proto'));
    const host = first(headers.get('x-forwarded-host'));
    if (proto) target.protocol = `${proto}:`;
    if (host) target.host = host;
  }
  return target.origin;
}

/** Whether an unsafe request may proceed. */
function isSameOriginRequest(
  request: { url: string; headers: Headers },
  options: Pick<OriginCheckOptions, 'trustProxy' | 'allowedOrigins'>,
): boolean {
  const origin = request.headers.get('origin');
  if (origin !== null) {
    // `Origin: null` (sandboxed frames, some redirects) is never this site.
    if (origin === 'null') return false;
    return (
      origin === ownOrigin(request.url, request.headers, options.trustProxy) || options.allowedOrigins.includes(origin)
    );
  }
  const site = request.headers.get('sec-fetch-site');
  if (site !== null) return site === 'same-origin' || site === 'none';
  return true;
}

export function originCheck(options: OriginCheckOptions): MiddlewareHandler {
  return async (c, next) => {
    if (!UNSAFE.has(c.req.method) || matchesAny(c.req.path, options.exemptPaths)) return next();
    if (!isSameOriginRequest(c.req.raw, options)) return errorResponse(c, 403, foreignOrigin);
    return next();
  };
}
