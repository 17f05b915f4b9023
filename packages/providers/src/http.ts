import type { z } from 'zod';
import type { ProviderErrorInit, ProviderErrorKind } from './errors';

/** The `fetch` the clients use; injected so node tests, the browser and a server share code. */
export type FetchFn = (input: string, init?: RequestInit) => Promise<Response>;

/** Options every provider client accepts. */
export interface HttpClientOptions {
  /**
   * Where the provider lives. A relative base (`/api/pagos`) works in the browser, where the
   * mock service worker answers; node needs an absolute one (`http://localhost/api/pagos`).
   */
  readonly baseUrl: string;
  /**
   * Defaults to the global `fetch`, looked up on every call (not at construction), so a mock
   * installed later (msw's `server.listen()`) still sees the requests.
   */
  readonly fetch?: FetchFn | undefined;
  /** Time limit for a whole request, body included. @default 10000 */
  readonly timeoutMs?: number | undefined;
}

const defaultTimeoutMs = 10_000;

export interface RequestOptions {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: string;
  readonly query?: Readonly<Record<string, string | number | undefined>>;
  readonly headers?: Readonly<Record<string, string | undefined>>;
  /** JSON-serialised unless it is a FormData. */
  readonly body?: unknown;
  readonly signal?: AbortSignal | undefined;
}

/** Turns a failure kind into the provider's typed error. */
export type ErrorFactory = (init: ProviderErrorInit) => Error;

export interface HttpFailureContext {
  readonly kind: ProviderErrorKind;
  readonly status?: number | undefined;
  readonly providerCode?: string | undefined;
  readonly cause?: unknown;
}

class TimeoutReason extends Error {
  constructor() {
    super('timeout');
    this.name = 'TimeoutReason';
  }
}

function joinUrl(baseUrl: string, path: string, query?: RequestOptions['query']): string {
  const base = baseUrl.endsWith('/') ? baseUrl.slice(0, -1) : baseUrl;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  const qs = search.toString();
  return `${base}${path}${qs ? `?${qs}` : ''}`;
}

function kindForStatus(status: number): ProviderErrorKind {
  if (status >= 500) return 'unavailable';
  if (status === 401 || status === 403) return 'unauthorized';
  if (status === 404) return 'notFound';
  if (status === 409) return 'conflict';
  if (status === 408 || status === 429) return 'unavailable';
  return 'rejected';
}

/** Reads a provider error code from the usual error bodies ({ error }, { code }, { message }). */
function providerCodeOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  for (const key of ['error', 'code', 'message'] as const) {
    const value = record[key];
    if (typeof value === 'string' || typeof value === 'number') return String(value);
  }
  return undefined;
}

/**
 * A small JSON-over-HTTP caller shared by the three clients: one time limit for the whole
 * exchange (AbortController), failures classified into {@link ProviderErrorKind}, and the
 * answer validated with a zod schema so a malformed answer never reaches the domain.
 */
export class HttpClient {
  readonly baseUrl: string;
  readonly timeoutMs: number;
  readonly #fetch: FetchFn | undefined;
  readonly #fail: (context: HttpFailureContext) => Error;

  constructor(options: HttpClientOptions, fail: (context: HttpFailureContext) => Error) {
    this.baseUrl = options.baseUrl;
    this.timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
    this.#fetch = options.fetch;
    this.#fail = fail;
  }

  async request<T>(schema: z.ZodType<T>, options: RequestOptions): Promise<T> {
    const { status, body } = await this.#exchange(options);
    if (status < 200 || status >= 300) {
      throw this.#fail({ kind: kindForStatus(status), status, providerCode: providerCodeOf(body) });
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw this.#fail({ kind: 'malformed', status, cause: parsed.error });
    }
    return parsed.data;
  }

  async #exchange(options: RequestOptions): Promise<{ status: number; body: unknown }> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new TimeoutReason()), this.timeoutMs);
    const outer = options.signal;
    const forward = () => controller.abort(outer?.reason);
    if (outer?.aborted) forward();
    else outer?.addEventListener('abort', forward, { once: true });

    const headers: Record<string, string> = { Accept: 'application/json' };
    for (const [key, value] of Object.entries(options.headers ?? {})) {
      if (value !== undefined) headers[key] = value;
    }
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) {
      body = options.body;
    } else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const fetchFn: FetchFn = this.#fetch ?? ((input, init) => globalThis.fetch(input, init));

    let response: Response;
    let text: string;
    try {
      response = await fetchFn(joinUrl(this.baseUrl, options.path, options.query), {
        method: options.method ?? 'GET',
        headers,
        body: body ?? null,
        signal: controller.signal,
      });
      text = await response.text();
    } catch (cause) {
      const reason: unknown = controller.signal.reason;
      if (controller.signal.aborted && reason instanceof TimeoutReason) {
        throw this.#fail({ kind: 'timeout', cause });
      }
      if (controller.signal.aborted) throw this.#fail({ kind: 'cancelled', cause: reason ?? cause });
      throw this.#fail({ kind: 'unavailable', cause });
    } finally {
      clearTimeout(timer);
      outer?.removeEventListener('abort', forward);
    }

    if (text.trim() === '') return { status: response.status, body: undefined };
    try {
      return { status: response.status, body: JSON.parse(text) as unknown };
    } catch (cause) {
      // A 5xx page in HTML is still "provider down"; only a 2xx that is not JSON is malformed.
      if (response.status >= 200 && response.status < 300) {
        throw this.#fail({ kind: 'malformed', status: response.status, cause });
      }
      return { status: response.status, body: text };
    }
  }
}
