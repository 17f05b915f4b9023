import { Hono } from 'hono';
import type { AppEnv } from '#src/app';
import type { Logger } from '#src/log';
import type { ServerMarketplace } from '#src/market/compose';
import { clientAddress } from '#src/address';
import { createEventRoutes } from '#src/market/events';
import { createEventStreams, type EventStreams, type StreamLimits } from '#src/market/event-streams';
import { API_BASE, everyRoute } from '@cg/domain/api';
import type { RateLimits } from '#src/market/limits';
import type { PublicCacheOptions } from '#src/market/public-cache';
import { createMarketplaceRoutes } from '#src/market/routes';
import { createSandboxProxy } from '#src/market/sandbox-proxy';
import { createWebhookRoutes } from '#src/market/webhooks';

export interface ApiOptions {
  readonly market: ServerMarketplace;
  readonly logger: Logger;
  /** The secret the payment provider signs its notifications with. */
  readonly webhookSecret: string;
  /** The secret the identity verification provider signs its notifications with. Default: `webhookSecret`. */
  readonly verificationWebhookSecret?: string;
  /** The secret the payout provider signs its notifications with. Default: `webhookSecret`. */
  readonly payoutWebhookSecret?: string;
  readonly limits?: Partial<RateLimits>;
  readonly trustProxy?: boolean;
  /** The public reads' shared cache (decision 039): its size, its safety-net age. */
  readonly publicCache?: PublicCacheOptions;
  /** The change streams (GET /api/events). */
  readonly events?: {
    /** The open streams, for the server to end them when it stops. Default: a registry of its own. */
    readonly streams?: EventStreams;
    /** Between heartbeat comments. Default 20 s. */
    readonly heartbeatMs?: number;
    /** Streams open at once per person and per address. Default: STREAM_LIMITS (tests raise them). */
    readonly limits?: Partial<StreamLimits>;
  };
}

/** Paths the Origin check lets through: a provider's notification is checked by its signature. */
export const WEBHOOK_PATHS = ['/api/webhooks/*'];
/**
 * Paths whose bodies may be photos (the larger body limit): every route whose input is a form (a
 * request's photo, an edit's new one, verification documents, a picture, a dispute's photos) or a
 * file sent as it is (a "your data" file carries its photos), from the core's definitions. A path
 * parameter stands for one segment (`:id` becomes `*`); one at the end, for what follows it.
 */
export const UPLOAD_PATHS = [
  ...new Set(
    everyRoute()
      .filter((route) => route.via === 'form' || route.via === 'text')
      .map((route) => `${API_BASE}${route.path}`.replace(/:[A-Za-z]+/g, '*')),
  ),
];
/** Three documents of at most 8 MB each, and the form around them. */
export const UPLOAD_BODY_BYTES = 26 * 1024 * 1024;

/**
 * Everything under /api: the providers' notifications, the payment sandbox's browser surface (card
 * SDK and card tokens), the marketplace's routes, then the change streams (after the marketplace's
 * routes: their session middleware tells who is listening).
 */
export function createApi(options: ApiOptions): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  // Only for the sandbox: a real provider's SDK is loaded from the provider itself.
  const sandboxFetch = options.market.sandboxPublicFetch;
  if (sandboxFetch) api.route('/', createSandboxProxy({ fetch: sandboxFetch, logger: options.logger }));
  api.route(
    '/',
    createWebhookRoutes({
      secret: options.webhookSecret,
      ...(options.verificationWebhookSecret && { verificationSecret: options.verificationWebhookSecret }),
      ...(options.payoutWebhookSecret && { payoutSecret: options.payoutWebhookSecret }),
      events: options.market.events,
      payments: options.market.paymentClient,
      now: () => options.market.clock.now(),
      logger: options.logger,
    }),
  );
  api.route(
    '/',
    createMarketplaceRoutes({
      market: options.market,
      logger: options.logger,
      ...(options.limits && { limits: options.limits }),
      ...(options.trustProxy !== undefined && { trustProxy: options.trustProxy }),
      ...(options.publicCache && { publicCache: options.publicCache }),
    }),
  );
  api.route(
    '/',
    createEventRoutes({
      feed: options.market.changes,
      streams: options.events?.streams ?? createEventStreams(),
      logger: options.logger,
      addressOf: (c) => clientAddress(c, options.trustProxy ?? false),
      ...(options.events?.limits && { limits: options.events.limits }),
      sessionAlive: async (token) => (await options.market.sessions.find(token, options.market.clock.now())) !== null,
      ...(options.events?.heartbeatMs !== undefined && { heartbeatMs: options.events.heartbeatMs }),
    }),
  );
  return api;
}
