// Who a request is from (decision 035): the session cookie's person, else the guest cookie's token
// (as its SHA-256: the domain stores and compares only that), else a visitor. An actor is never
// read from a request's body. The cookies themselves: names, options, a session started or ended.
import type { Context, MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { deleteCookie, setCookie } from 'hono/cookie';
import { parse } from 'hono/utils/cookie';
import type { Actor } from '@cg/domain';
import { SESSION_ABSOLUTE_MS, newToken, tokenHash } from '@cg/db';
import type { AppEnv } from '#src/app';
import { isHttps } from '#src/security';
import type { ServerMarketplace } from '#src/market/compose';

export interface ApiEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { actor: Actor; sessionToken: string | null; https: boolean };
}

const SESSION = 'cg_session';
const GUEST = 'cg_guest';
/** `__Host-` pins the cookie to this origin, https only: browsers drop it on http://localhost. */
const cookieName = (name: string, https: boolean) => (https ? `__Host-${name}` : name);
const cookieOptions = (https: boolean, maxAgeSeconds: number) =>
  ({ httpOnly: true, sameSite: 'Lax', path: '/', secure: https, maxAge: maxAgeSeconds }) as const;

/** Whether a value holds a NUL character anywhere (no text of ours has one; PostgreSQL refuses it). */
export function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  return Object.values(value).some((v) => hasNul(v, depth + 1));
}

export const actorOf = (c: Context<ApiEnv>) => c.get('actor');
export const userIdOf = (c: Context<ApiEnv>) => {
  const a = c.get('actor');
  return a && 'id' in a ? a.id : null;
};

/** The actor of every request, from its cookies; a NUL in the query is refused first (400). */
export function actorMiddleware(market: ServerMarketplace, trustProxy: boolean): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    if (hasNul(c.req.query())) throw new HTTPException(400);
    const https = isHttps(c.req.url, c.req.header('X-Forwarded-Proto'), trustProxy);
    c.set('https', https);
    const cookies = parse(c.req.header('Cookie') ?? '');
    const token = cookies[cookieName(SESSION, https)] ?? null;
    const session = token ? await market.sessions.find(token, market.clock.now()) : null;
    c.set('sessionToken', session ? token : null);
    if (session) {
      c.set('actor', { id: session.userId });
    } else {
      const guest = cookies[cookieName(GUEST, https)];
      c.set('actor', guest ? { guestToken: tokenHash(guest) } : null);
    }
    await next();
  };
}

export interface Sessions {
  /** A new session for this person (a new token on every login), the guest cookie done with. */
  start(c: Context<ApiEnv>, userId: string): Promise<void>;
  /** The session cookie cleared (the session itself is ended by the caller). */
  clearCookie(c: Context<ApiEnv>): void;
  /** Whether this browser already has a guest token. */
  hasGuest(c: Context<ApiEnv>): boolean;
  /** Gives this browser a guest token (a year). */
  giveGuest(c: Context<ApiEnv>): void;
}

export function sessionCookies(market: ServerMarketplace): Sessions {
  return {
    async start(c, userId) {
      const https = c.get('https');
      // A token fixed before login is never the one that gets in.
      const old = c.get('sessionToken');
      if (old) await market.sessions.end(old);
      const token = await market.sessions.start(userId, market.clock.now());
      setCookie(c, cookieName(SESSION, https), token, cookieOptions(https, SESSION_ABSOLUTE_MS / 1000));
      // The guest's requests were claimed by the account: the guest cookie has done its work.
      deleteCookie(c, cookieName(GUEST, https), { path: '/', secure: https });
    },
    clearCookie(c) {
      deleteCookie(c, cookieName(SESSION, c.get('https')), { path: '/', secure: c.get('https') });
    },
    hasGuest(c) {
      return Boolean(parse(c.req.header('Cookie') ?? '')[cookieName(GUEST, c.get('https'))]);
    },
    giveGuest(c) {
      const https = c.get('https');
      setCookie(c, cookieName(GUEST, https), newToken(), cookieOptions(https, 365 * 24 * 60 * 60));
    },
  };
}
