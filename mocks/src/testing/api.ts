/**
 * The API's answers for stories (decision 028): MSW handlers on the API's real paths, with the
 * shapes the API answers — the domain's contract types for a success, `ApiErrorBody` for a
 * refusal — so a screen fed through the domain's HTTP adapter shows the server's states without
 * a server. Each group answers one route one way; a story picks the group in `parameters.msw`.
 */
import { HttpResponse, delay, http, type JsonBodyType } from 'msw';
import type { ApiErrorBody } from '@cg/domain/http';
import type { RequestPage } from '@cg/domain';
import { API_BASE, apiPath, routes } from '@cg/domain/api';

/** Where the site's HTTP adapter finds the API (same origin). */
export const apiBaseUrl = API_BASE;

// The route's path as the API registers it (the core's definition, decision 035).
const requestPagePath = apiPath(routes.requests.searchPage);

/** The API's 429 (apps/api/src/market/limits.ts), before the adapter adds when to try again. */
const tooMany: ApiErrorBody = {
  code: 'rate_limited',
  title: 'Demasiados intentos',
  description: 'Hiciste demasiados intentos seguidos. Espera unos minutos y vuelve a intentarlo.',
};

/** `GET /api/requests/page` (`requests.searchPage`, the list of `/pedidos`). */
export const apiRequestPage = {
  /** Answers this page, whatever the filters. */
  answers: (page: RequestPage) => [http.get(requestPagePath, () => HttpResponse.json(page as unknown as JsonBodyType))],
  /** Never answers: the screen stays as it is while it waits (no timer to race a screenshot). */
  waiting: () => [
    http.get(requestPagePath, async () => {
      await delay('infinite');
      return HttpResponse.error();
    }),
  ],
  /** The server cannot be reached: the request fails as a network error does. */
  unreachable: () => [http.get(requestPagePath, () => HttpResponse.error())],
  /** Unreachable once, then back with this page (a retry that works). */
  backAfterOneFailure: (page: RequestPage) => [
    http.get(requestPagePath, () => HttpResponse.error(), { once: true }),
    http.get(requestPagePath, () => HttpResponse.json(page as unknown as JsonBodyType)),
  ],
  /** Too many requests from this address: 429 with `Retry-After` in seconds. */
  rateLimited: (retryAfterSeconds: number) => [
    http.get(requestPagePath, () =>
      HttpResponse.json(tooMany as unknown as JsonBodyType, {
        status: 429,
        headers: { 'Retry-After': String(retryAfterSeconds) },
      }),
    ),
  ],
} as const;
