// The API server's application: everything a request meets, in order, as one Hono app that tests
// drive in-process with `app.request(…)`. What varies between production and tests (the health
// check, the logger, the site's files, limits, proxies, the API's own routes) comes in as options.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { type ApiError, badRequest, errorResponse, internalError, notFound, tooLarge, unavailable } from '#src/errors';
import { jsonLogger, type Logger } from '#src/log';
import { hostCheck, originCheck, type PublicOrigins } from '#src/origin';
import { matchesAny } from '#src/paths';
import { inlineScriptHashes, inlineStyleHashes, securityHeaders } from '#src/security';
import {
  documentResponse,
  fileResponse,
  fillRequestShell,
  isForbiddenPath,
  loadStaticSite,
  type RequestShellData,
} from '#src/static';

/** Resolves when the server can do its work; rejects (or times out) when it cannot. */
export type HealthCheck = () => Promise<void>;

export interface AppEnv {
  Variables: { requestId: string };
}

export interface AppOptions {
  /** Checked by GET /api/health. The database's check plugs in here. Default: always healthy. */
  readonly health?: HealthCheck;
  /** A health check slower than this fails. Default: 2 s. */
  readonly healthTimeoutMs?: number;
  /** Where request lines and errors go. Default: JSON lines on stdout. */
  readonly logger?: Logger;
  /** The site's static build (apps/site/build/client); without it the server answers /api only. */
  readonly staticRoot?: string;
  readonly limits?: {
    /** Largest request body, in bytes, on every route. Default: 1 MB. */
    readonly bodyBytes?: number;
    /** Largest body on the upload paths. Default: 10 MB. */
    readonly uploadBytes?: number;
  };
  /** Paths that take `limits.uploadBytes` (exact, or a prefix ending in `*`). Default: none. */
  readonly uploadPaths?: readonly string[];
  /**
   * Behind a reverse proxy: trust its X-Forwarded-Proto and X-Forwarded-Host (https detection
   * for HSTS, this site's origin for the Origin check). Never set it without such a proxy.
   */
  readonly trustProxy?: boolean;
  /**
   * The origins this site is served at (PUBLIC_ORIGIN, or main.ts's defaults; a function when the
   * list is known only once listening): a request addressed to another name is refused (421, DNS
   * rebinding), and an unsafe API request must carry one of them as `Origin`. Unset — in-process
   * tests only — any name passes and `Origin` must be the request's own (decision 032).
   */
  readonly publicOrigins?: readonly string[] | PublicOrigins;
  /** Paths exempt from the Host and Origin checks, such as provider webhooks (`/api/webhooks/*`). */
  readonly originCheckExempt?: readonly string[];
  /** The API's routes, mounted under /api. */
  readonly api?: Hono<AppEnv>;
  /**
   * What a visitor may see of a request, for `/pedidos/:id`'s document (decision 024): its name
   * and photo are written into the shell, so they paint with the HTML. `null` for an unknown id.
   * Without it, or past `requestShellTimeoutMs`, the shell goes out as built.
   */
  readonly requestShell?: (id: string) => Promise<RequestShellData | null>;
  /** How long a document waits for `requestShell`. Default: 150 ms. */
  readonly requestShellTimeoutMs?: number;
}

const MB = 1024 * 1024;
/** nginx's status for a request whose client closed the connection first (no answer reaches anyone). */
const CLIENT_CLOSED = 499;

function withinTime<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took more than ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The path of a request's URL as `new URL(url).pathname` gives it, without parsing it again: the
 * URL is already the parsed, normalised `href` (no fragment), so the path runs from the first `/`
 * after the scheme's `//` to the query. @internal Exported for the tests.
 */
export function pathnameOf(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  if (start < 0) return '/';
  const query = url.indexOf('?', start);
  return query < 0 ? url.slice(start) : url.slice(start, query);
}

/** Whether a path's last segment is a file name (`/favicon.ico`, `/robots.txt`), not a page. */
const namesAFile = (urlPath: string) => /\.[A-Za-z0-9]{1,10}$/.test(urlPath.slice(urlPath.lastIndexOf('/')));

export function createApp(options: AppOptions = {}): Hono<AppEnv> {
  const logger = options.logger ?? jsonLogger();
  const health = options.health ?? (() => Promise.resolve());
  const bodyBytes = options.limits?.bodyBytes ?? MB;
  const uploadBytes = options.limits?.uploadBytes ?? 10 * MB;
  const uploadPaths = options.uploadPaths ?? [];
  const trustProxy = options.trustProxy ?? false;
  const site = options.staticRoot === undefined ? undefined : loadStaticSite(options.staticRoot);
  const requestShell = options.requestShell;
  const requestShellMs = options.requestShellTimeoutMs ?? 150;

  const app = new Hono<AppEnv>();

  // One log line per request, with an id the client also gets back (X-Request-Id).
  app.use('*', async (c, next) => {
    const started = performance.now();
    const requestId = randomUUID();
    c.set('requestId', requestId);
    await next();
    // On the response itself: `c.header()` here would rebuild it around its body's stream (issue 34).
    c.res.headers.set('X-Request-Id', requestId);
    logger.info('request', {
      method: c.req.method,
      path: pathnameOf(c.req.url),
      status: c.res.status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      requestId,
    });
  });

  app.use(
    '*',
    securityHeaders({
      scriptHashes: site ? [...new Set(site.documentsHtml.flatMap(inlineScriptHashes))] : [],
      styleHashes: site ? [...new Set(site.documentsHtml.flatMap(inlineStyleHashes))] : [],
      trustProxy,
    }),
  );

  const given = options.publicOrigins;
  const origins = {
    trustProxy,
    exemptPaths: options.originCheckExempt ?? [],
    ...(given !== undefined && { publicOrigins: typeof given === 'function' ? given : () => given }),
  };
  app.use('*', hostCheck(origins));
  app.use('/api/*', originCheck(origins));

  const limitOf = (maxSize: number): MiddlewareHandler<AppEnv> =>
    bodyLimit({ maxSize, onError: (c) => errorResponse(c, 413, tooLarge(maxSize)) });
  const bodyLimitDefault = limitOf(bodyBytes);
  const bodyLimitUpload = limitOf(uploadBytes);
  const limitBody: MiddlewareHandler<AppEnv> = (c, next) =>
    // A GET or HEAD has no body here (@hono/node-server never gives it one: `c.req.raw.body` is
    // null and the limit lets it through) — but asking for it builds the platform's Request, with
    // its AbortSignal, for every read: ~7 % of a cached list's CPU (issue 34).
    c.req.method === 'GET' || c.req.method === 'HEAD'
      ? next()
      : (matchesAny(c.req.path, uploadPaths) ? bodyLimitUpload : bodyLimitDefault)(c, next);
  app.use('*', limitBody);

  // API answers are about one person at one moment: never kept by a cache unless a route says so.
  app.use('/api/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });

  app.get('/api/health', async (c) => {
    try {
      await withinTime(health(), options.healthTimeoutMs ?? 2000, 'health check');
      return c.json({ ok: true });
    } catch (error) {
      logger.warn('health check failed', { requestId: c.get('requestId'), error });
      return errorResponse(c, 503, unavailable);
    }
  });

  if (options.api) app.route('/api', options.api);

  app.all('/api', (c) => errorResponse(c, 404, notFound));
  app.all('/api/*', (c) => errorResponse(c, 404, notFound));

  if (site) {
    app.get('*', async (c) => {
      const pathname = new URL(c.req.url).pathname;
      if (isForbiddenPath(pathname)) return errorResponse(c, 404, notFound);
      const urlPath = decodeURIComponent(pathname);
      const request = { acceptEncoding: c.req.header('Accept-Encoding'), ifNoneMatch: c.req.header('If-None-Match') };
      const file = site.files.get(urlPath);
      if (file) return fileResponse(file, urlPath, request);
      // A missing file is a real 404: answering index.html would hand a script tag, an icon or a
      // crawler's robots.txt an HTML page. Hashed assets, and any path whose last segment names a
      // file (an extension: no route of the site has one; decision 032).
      if (urlPath.startsWith('/assets/') || namesAFile(urlPath)) return errorResponse(c, 404, notFound);
      // The route's own first paint when the build wrote one (decision 024), else index.html.
      const document = site.documentFor(urlPath);
      const id = document.pattern === '/pedidos/:id' ? urlPath.split('/').filter(Boolean)[1] : undefined;
      if (id && requestShell) {
        const data = await withinTime(requestShell(id), requestShellMs, 'request shell').catch((error: unknown) => {
          logger.warn('request shell left unfilled', { requestId: c.get('requestId'), error });
          return null;
        });
        const filled = data && fillRequestShell(document.html, data);
        if (filled) return documentResponse(filled, request);
      }
      return fileResponse(document.file, document.urlPath, request);
    });
  }

  app.notFound((c) => errorResponse(c, 404, notFound));

  app.onError((error, c) => {
    // The connection closed while the body was being read: the client left, or server.ts ended a
    // stalled body (and logged why). Nobody reads an answer, and it is no server error: logged as
    // 499 (a client's closed request, as nginx writes it).
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    if ((error as { code?: unknown }).code === 'ECONNRESET' && incoming?.destroyed) {
      return new Response(null, { status: CLIENT_CLOSED });
    }
    if (error instanceof HTTPException && error.status < 500) {
      const body: ApiError = error.status === 413 ? tooLarge(bodyBytes) : error.status === 404 ? notFound : badRequest;
      return errorResponse(c, error.status, body);
    }
    logger.error('unhandled error', {
      requestId: c.get('requestId'),
      method: c.req.method,
      path: new URL(c.req.url).pathname,
      error,
    });
    return errorResponse(c, 500, internalError);
  });

  return app;
}
