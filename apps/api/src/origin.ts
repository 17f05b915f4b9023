// Two checks of where a request comes from and where it was addressed (decision 032).
//
// DNS rebinding: a page on the attacker's name (rebind.example) makes that name resolve to this
// server's address; its scripts then read this server's answers as their own origin's. The
// browser still sends the attacker's name as `Host` (it sends no cookie of ours, but the page can
// drive the API anonymously from the victim's address and read it). So every request must be
// addressed to one of this site's public origins (PUBLIC_ORIGIN; unset, this machine's loopback
// names and HOST at PORT), else it is refused with 421 — GETs and files too, since reading is the
// attack. Behind a trusted proxy the name is the proxy's `X-Forwarded-Host`, every entry of it.
//
// Cross-site request forgery: a browser on another site can make a person's browser send a POST
// here. Every unsafe method under /api/ therefore has to come from this site, as the browser
// itself says in `Origin` (or, without it, `Sec-Fetch-Site`). A request that carries neither does
// not come from a browser page, so it cannot ride on a person's session; it goes through.
// Provider webhooks (server to server, checked by their signatures) are exempt from both checks.
import type { MiddlewareHandler } from 'hono';
import { errorResponse, foreignOrigin, unknownHost } from '#src/errors';
import { matchesAny } from '#src/paths';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** This site's public origins, read per request (main.ts knows its port once listening). */
export type PublicOrigins = () => readonly string[];

export interface OriginCheckOptions {
  /** Trust X-Forwarded-Proto and X-Forwarded-Host from the proxy in front of the server. */
  readonly trustProxy: boolean;
  /**
   * The origins this site is served at: the only names a request may be addressed to, and the
   * only `Origin`s an unsafe request may carry. Unset (in-process tests only; main.ts always sets
   * them): any name, and `Origin` must be the request's own.
   */
  readonly publicOrigins?: PublicOrigins;
  /** Paths exempt from both checks: exact, or a prefix when ending in `*` (`/api/webhooks/*`). */
  readonly exemptPaths: readonly string[];
}

/** The values of a comma-separated header (a chain of proxies lists several), trimmed. */
function entries(value: string | null): string[] {
  return (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** The origin this request was addressed to, as the browser saw it (when no public origins are set). */
function ownOrigin(url: string, headers: Headers, trustProxy: boolean): string {
  const target = new URL(url);
  if (trustProxy) {
    const proto = entries(headers.get('x-forwarded-proto'))[0];
    const host = entries(headers.get('x-forwarded-host'))[0];
    if (proto) target.protocol = `${proto}:`;
    if (host) target.host = host;
  }
  return target.origin;
}

const DEFAULT_PORTS: Readonly<Record<string, string>> = { 'http:': '80', 'https:': '443' };

/** The `Host` values that name these origins: `host[:port]` lowercased, with and without a default port. */
function hostsOf(origins: readonly string[]): Set<string> {
  const hosts = new Set<string>();
  for (const origin of origins) {
    const url = new URL(origin);
    hosts.add(url.host);
    const port = DEFAULT_PORTS[url.protocol];
    if (url.port === '' && port) hosts.add(`${url.host}:${port}`);
  }
  return hosts;
}

/** A plain `name[:port]` or `[ipv6][:port]`, nothing else (no user, path or spaces). */
const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The `host[:port]` of an absolute URL as the server built it (`http://host:port/path…`, already
 * parsed and normalised by @hono/node-server): read by position, not parsed again by `new URL`
 * (issue 34: a request's fixed cost). Anything else is parsed.
 */
function hostOf(url: string): string {
  const start = url.indexOf('://');
  if (start > 0) {
    const end = url.indexOf('/', start + 3);
    const host = url.slice(start + 3, end < 0 ? undefined : end);
    if (host !== '' && !/[@?#\\]/.test(host)) return host;
  }
  return new URL(url).host;
}

/** The names this request was addressed to: the proxy's X-Forwarded-Host entries, else Host. */
function addressedTo(url: string, headers: Headers, trustProxy: boolean): string[] {
  const forwarded = trustProxy ? entries(headers.get('x-forwarded-host')) : [];
  return forwarded.length > 0 ? forwarded : [hostOf(url)];
}

/**
 * Refuses (421) a request addressed to a name that is not one of the public origins'. Exempt:
 * `exemptPaths`, and `GET /api/health` (a load balancer asks it by the process's own address; it
 * tells nothing).
 */
export function hostCheck(options: OriginCheckOptions): MiddlewareHandler {
  const { publicOrigins } = options;
  // Computed again only when the list changes (main.ts replaces it once, when its port is known).
  let known: readonly string[] = [];
  let hosts = new Set<string>();
  return async (c, next) => {
    if (!publicOrigins || matchesAny(c.req.path, options.exemptPaths)) return next();
    if (c.req.path === '/api/health' && (c.req.method === 'GET' || c.req.method === 'HEAD')) return next();
    const origins = publicOrigins();
    if (origins !== known) {
      known = origins;
      hosts = hostsOf(origins);
    }
    const names = addressedTo(c.req.url, c.req.raw.headers, options.trustProxy);
    if (!names.every((name) => HOST.test(name) && hosts.has(name.toLowerCase()))) {
      return errorResponse(c, 421, unknownHost);
    }
    return next();
  };
}

/** Whether an unsafe request may proceed. */
function isSameOriginRequest(request: { url: string; headers: Headers }, options: OriginCheckOptions): boolean {
  const origin = request.headers.get('origin');
  if (origin !== null) {
    // `Origin: null` (sandboxed frames, some redirects) is never this site.
    if (origin === 'null') return false;
    if (options.publicOrigins) return options.publicOrigins().includes(origin);
    return origin === ownOrigin(request.url, request.headers, options.trustProxy);
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

/** An origin as configured (`https://conexionglobal.com.ar/`), as a browser writes it; throws when it is not one. */
function originOf(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`PUBLIC_ORIGIN: "${text}" no es un origen (https://nombre[:puerto])`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) {
    throw new Error(`PUBLIC_ORIGIN: "${text}" no es un origen http o https`);
  }
  if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash) {
    throw new Error(`PUBLIC_ORIGIN: "${text}" lleva una ruta; el sitio se sirve en la raíz de su origen`);
  }
  return url.origin;
}

/** PUBLIC_ORIGIN: a comma-separated list of origins. Throws on an empty list or a value that is not an origin. */
export function parsePublicOrigins(value: string): string[] {
  const origins = [...new Set(entries(value).map(originOf))];
  if (origins.length === 0) throw new Error('PUBLIC_ORIGIN está vacío');
  return origins;
}

/** Without PUBLIC_ORIGIN: this machine's loopback names at the port, and HOST's. */
export function defaultPublicOrigins(host: string, port: number): string[] {
  const named = host.includes(':') ? `[${host}]` : host;
  return [
    ...new Set(
      ['127.0.0.1', 'localhost', '[::1]', named].map((name) => new URL(`http://${name}:${String(port)}`).origin),
    ),
  ];
}
