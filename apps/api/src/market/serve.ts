// The API implements the core's route definitions (decision 035): each area module gives, for
// every route of its area, what runs before the body is read (a rate limit) and the use case it
// calls. This registers them: the route's method and path, its `Idempotency-Key` middleware when it
// takes one, its path parameters (an id that names nothing is a 404), its input checked by the
// area's shape (400 'Solicitud no válida' in Spanish; a file over 8 MB 413), the use case's answer
// with the route's status, and a domain refusal as the domain's Spanish error body.
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { Marketplace } from '@cg/domain';
import { idParam, type AnyRoute, type InputOf, type shapes, type ShapesOf } from '@cg/domain/api';
import { badRequest, errorResponse, notFound, tooLarge } from '#src/errors';
import type { Logger } from '#src/log';
import { type ApiEnv, hasNul, type Sessions } from '#src/market/actor';
import type { ServerMarketplace } from '#src/market/compose';
import { domainErrorResponse } from '#src/market/domain-errors';
import type { Limiter } from '#src/market/limits';
import { PRIVATE_CACHE_CONTROL, type PublicCache } from '#src/market/public-cache';

/** What an area module works with. */
export interface Kit {
  readonly market: ServerMarketplace;
  /** The use cases (the contract), called with the request's actor. */
  readonly m: Marketplace;
  readonly limiter: Limiter;
  readonly sessions: Sessions;
  /** The client's address (the socket's, or the proxy's X-Forwarded-For when trusted). */
  readonly addressOf: (c: Context) => string;
  /** Where a failure of work no answer waits for is told (a password-reset link not issued). */
  readonly logger?: Logger | undefined;
  /** The shapes of every area's inputs (built once). */
  readonly shapes: ReturnType<typeof shapes>;
}

/** Answers the 404 of a missing thing ('No encontrado'), whatever the route's answer type. */
export const missing: unique symbol = Symbol('missing');

type Output<R extends AnyRoute> = NonNullable<R['types']>['output'];

/** How the API answers one route. */
export interface Handler<R extends AnyRoute> {
  /** Before the body is read: a 429 when over a limit, else null. */
  readonly limit?: (c: Context<ApiEnv>) => Promise<Response | null>;
  /**
   * The use case: the route's answer, `missing` for a 404, or a whole response (a photo, a 429
   * that needed the body to know its key). A domain refusal thrown here is answered as the domain's.
   * A route answering nothing (204) may run a use case that returns anything: its answer is not sent.
   */
  readonly handle: (
    c: Context<ApiEnv>,
    input: InputOf<R>,
  ) => Promise<[Output<R>] extends [undefined] ? unknown : Output<R> | typeof missing | Response>;
  /**
   * A public read: its answer is the same for every visitor, so a visitor's is served from the
   * process's shared cache (ETag, 304, `Cache-Control` for a CDN); anyone else's is computed for
   * them and marked `private, no-store` (decision 039).
   */
  readonly shared?: true;
}

/** Every route of an area, each with its handler: the compiler refuses an area left half done. */
export type Implementation<A extends Record<string, AnyRoute>> = { readonly [K in keyof A]: Handler<A[K]> };

/** One route ready to register. */
export interface Registration {
  readonly route: AnyRoute;
  readonly shape: { safeParse(value: unknown): { success: boolean; data?: unknown } } | undefined;
  readonly handler: Handler<AnyRoute>;
}

/** An area's routes with their shapes and handlers, to register. */
export function implement<A extends Record<string, AnyRoute>>(
  area: A,
  shapes: ShapesOf<A>,
  implementation: Implementation<A>,
): Registration[] {
  const byName = shapes as Partial<Record<string, Registration['shape']>>;
  return Object.entries(area).map(([name, route]) => ({
    route,
    shape: byName[name],
    handler: implementation[name] as unknown as Handler<AnyRoute>,
  }));
}

/** The largest photo or document accepted, per file (the body limit covers the three of a verification). */
const FILE_BYTES = 8 * 1024 * 1024;

/** The path's parameters, or null when one cannot name a thing here (404). */
function paramsOf(c: Context, route: AnyRoute): Record<string, string> | null {
  const names = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] ?? '');
  const params: Record<string, string> = {};
  for (const name of names) {
    const value = c.req.param(name) ?? '';
    if (!idParam.safeParse(value).success) return null;
    params[name] = value;
  }
  return params;
}

/** The input at the route's `via`, as its shape reads it, or the answer refusing it. */
async function inputOf(c: Context, route: AnyRoute, shape: Registration['shape']): Promise<unknown> {
  let raw: unknown;
  switch (route.via) {
    case 'none':
      return undefined;
    case 'text':
      return c.req.text();
    case 'query':
      // A key given twice (`?customsPayer=buyer&customsPayer=traveller`) is a request that is not
      // the site's — `queryOf` writes each key once — and is refused, never read as its first value,
      // as a repeated form field is never read as one.
      if (Object.values(c.req.queries()).some((values) => values.length > 1)) {
        return errorResponse(c, 400, badRequest);
      }
      raw = c.req.query();
      break;
    case 'json':
      try {
        raw = await c.req.json();
      } catch {
        return errorResponse(c, 400, badRequest);
      }
      break;
    case 'form': {
      // Every value is read (`all`): a repeated field is either a list the route asked for (a
      // dispute's photos) or a request that is not the site's — never read as its first or last.
      try {
        raw = await c.req.parseBody({ all: true });
      } catch {
        return errorResponse(c, 400, badRequest);
      }
      const files = Object.values(raw as Record<string, unknown>)
        .flat()
        .filter((v): v is Blob => v instanceof Blob);
      if (files.some((f) => f.size > FILE_BYTES)) return errorResponse(c, 413, tooLarge(FILE_BYTES));
      break;
    }
  }
  if (hasNul(raw)) return errorResponse(c, 400, badRequest);
  const read = shape?.safeParse(raw);
  if (!read?.success) return errorResponse(c, 400, badRequest);
  return read.data;
}

function handlerOf(registration: Registration, cache: PublicCache | undefined): MiddlewareHandler<ApiEnv> {
  const { route, shape, handler } = registration;
  return async (c) => {
    // A visitor's public read from its entry, before its input is read again (issue 34: parsing the
    // query was a tenth of a cached answer's CPU); the entry's query was valid when it was read.
    const visitorShared = handler.shared && cache && c.get('actor') === null;
    if (visitorShared) {
      const hit = cache.hit(c);
      if (hit) return hit;
    }
    const over = await handler.limit?.(c);
    if (over) return over;
    const params = paramsOf(c, route);
    if (params === null) return errorResponse(c, 404, notFound);
    const input = await inputOf(c, route, shape);
    if (input instanceof Response) return input;
    try {
      // The input by place, as the route types it (its shape read it so).
      const run = () => handler.handle(c, { params, [route.via]: input } as never);
      let answer: unknown;
      if (visitorShared) {
        // A visitor's: the same for every visitor (no session, no guest cookie).
        answer = await cache.answer(c, run, (a) => a === missing || a instanceof Response);
      } else {
        if (handler.shared) c.header('Cache-Control', PRIVATE_CACHE_CONTROL);
        if (handler.shared) c.header('Vary', 'Cookie');
        answer = await run();
      }
      if (answer instanceof Response) return answer;
      if (answer === missing) return errorResponse(c, 404, notFound);
      if (route.status === 204) return c.body(null, 204);
      return c.json(answer ?? null, route.status);
    } catch (error) {
      return domainErrorResponse(c, error);
    }
  };
}

/**
 * Registers every route on the API. A path without parameters first (`/orders/mine` before
 * `/orders/:id`: the first route that matches answers); otherwise in the areas' order.
 */
export function register(
  api: Hono<ApiEnv>,
  registrations: readonly Registration[],
  once: MiddlewareHandler<ApiEnv>,
  cache?: PublicCache,
): void {
  const ordered = [...registrations].sort(
    (a, b) => Number(a.route.path.includes(':')) - Number(b.route.path.includes(':')),
  );
  for (const registration of ordered) {
    const { method, path, idempotent } = registration.route;
    const handler = handlerOf(registration, cache);
    if (idempotent) api.on(method, path, once, handler);
    else api.on(method, path, handler);
  }
}
