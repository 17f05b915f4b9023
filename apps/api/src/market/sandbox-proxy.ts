// The payment sandbox's browser surface, served by the API: in server mode the card form loads the
// provider's SDK script from this site and the script creates card tokens here (the card number
// goes to the provider, never into the marketplace) and asks which instalments it offers. Exactly
// those three public paths are passed to the sandbox — its process over HTTP, or the in-process
// sandbox; the provider's private endpoints
// (payments, refunds, searches, preferences) answer 404 here, as any unknown path does.
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cardSdkPath, providerPaths } from '@cg/providers';
import type { AppEnv } from '#src/app';
import { type ApiError, errorResponse, tooLarge } from '#src/errors';
import type { Logger } from '#src/log';

/** The sandbox's public paths, as the browser asks for them (the same on the provider). */
const SANDBOX_PUBLIC_PATHS = {
  sdk: cardSdkPath,
  cardTokens: `${providerPaths.payment}/v1/card_tokens`,
  installments: `${providerPaths.payment}/v1/payment_methods/installments`,
} as const;

/** What the SDK's instalments question carries; no other query parameter goes to the provider. */
const INSTALLMENT_QUERY = ['public_key', 'amount', 'bin'] as const;

/** A card token's request is a few hundred bytes. @internal */
export const CARD_TOKEN_BODY_BYTES = 8 * 1024;

/** Answers a public path of the sandbox (`/api/pagos/sdk.js`…). */
export type SandboxPublicFetch = (path: string, init?: RequestInit) => Promise<Response>;

export interface SandboxProxyOptions {
  readonly fetch: SandboxPublicFetch;
  readonly logger: Logger;
}

const paymentsUnavailable: ApiError = {
  code: 'provider_unavailable',
  title: 'Servicio de pagos no disponible',
  description: 'No pudimos contactar al servicio de pagos. Inténtalo de nuevo en unos minutos.',
};

/** Routes under /api, so the paths lose that prefix. */
const underApi = (path: string) => path.replace(/^\/api(?=\/)/, '');

/** The sandbox's answer, with only the headers the browser needs (never the sandbox's others). */
async function passOn(upstream: Response, fallbackType: string): Promise<Response> {
  const body = await upstream.arrayBuffer();
  return new Response(body, {
    status: upstream.status,
    headers: {
      'Content-Type': upstream.headers.get('Content-Type') ?? fallbackType,
      'Cache-Control': upstream.headers.get('Cache-Control') ?? 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

export function createSandboxProxy(options: SandboxProxyOptions): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  const unreachable = (c: Context<AppEnv>, what: string, error: unknown) => {
    options.logger.warn('sandbox unreachable', { requestId: c.get('requestId'), what, error });
    return errorResponse(c, 502, paymentsUnavailable);
  };

  api.get(underApi(SANDBOX_PUBLIC_PATHS.sdk), async (c) => {
    try {
      const upstream = await options.fetch(SANDBOX_PUBLIC_PATHS.sdk, {
        method: 'GET',
        headers: { Accept: 'text/javascript, */*' },
      });
      return await passOn(upstream, 'text/javascript; charset=utf-8');
    } catch (error) {
      return unreachable(c, 'sdk', error);
    }
  });

  api.get(underApi(SANDBOX_PUBLIC_PATHS.installments), async (c) => {
    const query = new URLSearchParams();
    for (const name of INSTALLMENT_QUERY) {
      const value = c.req.query(name);
      if (value !== undefined) query.set(name, value);
    }
    try {
      const upstream = await options.fetch(`${SANDBOX_PUBLIC_PATHS.installments}?${query.toString()}`, {
        method: 'GET',
        headers: { Accept: 'application/json' },
      });
      return await passOn(upstream, 'application/json');
    } catch (error) {
      return unreachable(c, 'installments', error);
    }
  });

  api.post(
    underApi(SANDBOX_PUBLIC_PATHS.cardTokens),
    bodyLimit({
      maxSize: CARD_TOKEN_BODY_BYTES,
      onError: (c) => errorResponse(c, 413, tooLarge(CARD_TOKEN_BODY_BYTES)),
    }),
    async (c) => {
      const body = await c.req.text();
      // Only what the SDK sends: the public key in the query, the card as JSON. No cookie, no
      // other header of the browser's goes to the provider.
      const publicKey = c.req.query('public_key');
      const query = publicKey === undefined ? '' : `?public_key=${encodeURIComponent(publicKey)}`;
      try {
        const upstream = await options.fetch(`${SANDBOX_PUBLIC_PATHS.cardTokens}${query}`, {
          method: 'POST',
          headers: {
            'Content-Type': c.req.header('Content-Type') ?? 'application/json',
            Accept: 'application/json',
          },
          body,
        });
        return await passOn(upstream, 'application/json');
      } catch (error) {
        return unreachable(c, 'card token', error);
      }
    },
  );

  return api;
}
