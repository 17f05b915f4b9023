/**
 * The API's routes as data (decision 035): one definition per route says its method, its path
 * (`/orders/:id/accept`), where its input travels, its success status, whether it takes an
 * `Idempotency-Key`, how a 404 reads on the client, and — as types — its input and its answer.
 * The API (`apps/api`) registers each definition; the HTTP adapter (`adapters/http`) calls them;
 * the stories' MSW handlers take their paths from them. Nothing here imports zod: the site's
 * server-mode backend carries these definitions without the schemas (decision 024's budget); the
 * zod shapes the API checks are each area's `…Shapes()` (see `shape.ts`).
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Where a route's input travels besides its path: nowhere, the query string, a JSON body, a
 * multipart form (files and repeated fields), or a JSON document sent as it is (a "your data"
 * file, not parsed and encoded again).
 */
export type Via = 'none' | 'query' | 'json' | 'form' | 'text';

/** The prefix every route of the API is served under (same origin as the site). */
export const API_BASE = '/api';

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path's parameters by name: `/orders/:id/accept` → `{ id: string }`. */
export type ParamsOf<P extends string> = Readonly<Record<ParamNames<P>, string>>;

export interface Route<
  M extends Method = Method,
  P extends string = string,
  V extends Via = Via,
  I = unknown,
  O = unknown,
  N extends 'null' | 'error' = 'null' | 'error',
> {
  readonly method: M;
  readonly path: P;
  readonly via: V;
  /** The status of a success. 204 answers no body. */
  readonly status: 200 | 201 | 202 | 204;
  /** A creating route: a retry under the same `Idempotency-Key` gets the first answer (issue 32). */
  readonly idempotent: boolean;
  /**
   * How a 404 reads on the client: `null` — "not there for you" (someone else's order, an unknown
   * id); `error` — the API's `not_found` as a `DomainError`.
   */
  readonly missing: N;
  /** Types only, never set: what the route takes at `via` and what it answers. */
  readonly types?: { readonly input: I; readonly output: O };
}

/** Any route, whatever its types (read through InputOf and OutputOf). */
export type AnyRoute = Route;

/** What the route takes, by place: its path's parameters, and its input at `via`. */
export type InputOf<R extends AnyRoute> = (ParamNames<R['path']> extends never
  ? unknown
  : { readonly params: ParamsOf<R['path']> }) &
  (R['via'] extends 'none' ? unknown : Readonly<Record<R['via'], NonNullable<R['types']>['input']>>);

/** What the route answers (null when its 404 reads as null). */
export type OutputOf<R extends AnyRoute> =
  NonNullable<R['types']>['output'] | (R['missing'] extends 'null' ? null : never);

/** The route's input at `via` (the shape the API checks). */
export type BodyOf<R extends AnyRoute> = NonNullable<R['types']>['input'];

interface Options<V extends Via, N extends 'null' | 'error'> {
  readonly via?: V;
  readonly status?: 200 | 201 | 202 | 204;
  readonly idempotent?: boolean;
  readonly missing?: N;
}

/**
 * A route answering `O`, taking `I` at its `via`: `route<OrderView>()('POST', '/orders/:id/accept')`,
 * `route<RequestView, PublishRequestCommand>()('POST', '/requests', { via: 'form', status: 201 })`.
 * (Two calls: the types are given, the method and path are inferred as literals.)
 */
export function route<O, I = never>() {
  return <
    const M extends Method,
    const P extends string,
    const V extends Via = 'none',
    const N extends 'null' | 'error' = 'error',
  >(
    method: M,
    path: P,
    options: Options<V, N> = {},
  ): Route<M, P, V, I, O, N> => ({
    method,
    path,
    via: options.via ?? ('none' as V),
    status: options.status ?? 200,
    idempotent: options.idempotent ?? false,
    missing: options.missing ?? ('error' as N),
  });
}

/** The path with its parameters put in, each encoded as one segment. */
export function pathOf(route: AnyRoute, params: Readonly<Record<string, string>> = {}): string {
  return route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/**
 * A query string from an object (`?after=…&minReward=10`): keys in alphabetical order, so one
 * input is always one URL (the document's preload and the adapter's request are the same, decision
 * 024); empty, null and absent values are left out.
 */
export function queryOf(input: object | undefined): string {
  const search = new URLSearchParams();
  const entries = Object.entries(input ?? {}) as [string, unknown][];
  for (const [key, value] of entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The route's path under the API, as the API registers it and MSW matches it (`/api/orders/:id`). */
export const apiPath = (route: AnyRoute) => `${API_BASE}${route.path}`;

/** The route's URL under the API for this input (`/api/photos/…`). */
export const apiUrl = (route: AnyRoute, params?: Readonly<Record<string, string>>) =>
  `${API_BASE}${pathOf(route, params)}`;
