import { Hono } from 'hono';
import type { AppEnv } from '#src/app';
import type { Logger } from '#src/log';
import type { ServerMarketplace } from '#src/market/compose';
import { createMarketplaceRoutes, type RateLimits } from '#src/market/routes';
import { createWebhookRoutes } from '#src/market/webhooks';

export interface ApiOptions {
  readonly market: ServerMarketplace;
  readonly logger: Logger;
  /** The secret the payment provider signs its notifications with. */
  readonly webhookSecret: string;
  readonly limits?: Partial<RateLimits>;
  readonly trustProxy?: boolean;
}

/** Paths the Origin check lets through: a provider's notification is checked by its signature. */
export const WEBHOOK_PATHS = ['/api/webhooks/*'];
/** Paths whose bodies may be photos (the larger body limit). */
export const UPLOAD_PATHS = ['/api/requests', '/api/verification'];
/** Three documents of at most 8 MB each, and the form around them. */
export const UPLOAD_BODY_BYTES = 26 * 1024 * 1024;

/** Everything under /api: the providers' notifications, then the marketplace's routes. */
export function createApi(options: ApiOptions): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.route(
    '/',
    createWebhookRoutes({
      secret: options.webhookSecret,
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
      ...(options.limits && { limits: options.limits }),
      ...(options.trustProxy !== undefined && { trustProxy: options.trustProxy }),
    }),
  );
  return api;
}
