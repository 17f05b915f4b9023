// The marketplace's HTTP face (issue 15, decision 035): the core's route definitions
// (`@cg/domain/api`), each implemented by its area's module. Every route takes the actor from the
// session cookie (an actor is never read from the request body), checks its input's shape, calls
// one use case of the contract and answers its projection as JSON; the domain validates the
// content itself, with its own Spanish messages, and refusals keep the domain's stable codes.
import { Hono, type Context } from 'hono';
import { shapes } from '@cg/domain/api';
import { clientAddress } from '#src/address';
import type { AppEnv } from '#src/app';
import type { Logger } from '#src/log';
import { actorMiddleware, type ApiEnv, sessionCookies } from '#src/market/actor';
import type { ServerMarketplace } from '#src/market/compose';
import { idempotent } from '#src/market/idempotency';
import { createPublicCache, type PublicCacheOptions } from '#src/market/public-cache';
import { createLimiter, type RateLimits } from '#src/market/limits';
import { accountRoutes } from '#src/market/routes/accounts';
import { chatRoutes } from '#src/market/routes/chats';
import { contactRoutes } from '#src/market/routes/contact';
import { offerRoutes } from '#src/market/routes/offers';
import { matchingRoutes } from '#src/market/routes/matching';
import { couponRoutes } from '#src/market/routes/coupons';
import { dataRoutes } from '#src/market/routes/data';
import { disputeRoutes } from '#src/market/routes/disputes';
import { notificationRoutes } from '#src/market/routes/notifications';
import { orderRoutes } from '#src/market/routes/orders';
import { paymentMethodRoutes } from '#src/market/routes/payment-methods';
import { paymentRoutes } from '#src/market/routes/payments';
import { photoRoutes } from '#src/market/routes/photos';
import { requestRoutes } from '#src/market/routes/requests';
import { reviewRoutes } from '#src/market/routes/reviews';
import { tripRoutes } from '#src/market/routes/trips';
import { verificationRoutes } from '#src/market/routes/verification';
import { walletRoutes } from '#src/market/routes/wallet';
import { receiptRoutes } from '#src/market/routes/receipts';
import { topUpRoutes } from '#src/market/routes/top-ups';
import { type Kit, register } from '#src/market/serve';

export interface RoutesOptions {
  readonly market: ServerMarketplace;
  readonly limits?: Partial<RateLimits>;
  readonly trustProxy?: boolean;
  /** The client's address (the socket's, or the proxy's X-Forwarded-For when trusted). */
  readonly addressOf?: (c: Context) => string;
  /** Where a failure of work no answer waits for is told (a password-reset link not issued). */
  readonly logger?: Logger;
  /** The public reads' shared cache (decision 039). Default: 32 MiB, 10 s. */
  readonly publicCache?: PublicCacheOptions;
}

/** Every area's module, in the order of the core's definitions. */
const AREAS = [
  accountRoutes,
  requestRoutes,
  orderRoutes,
  paymentRoutes,
  chatRoutes,
  tripRoutes,
  verificationRoutes,
  walletRoutes,
  reviewRoutes,
  notificationRoutes,
  couponRoutes,
  paymentMethodRoutes,
  disputeRoutes,
  photoRoutes,
  dataRoutes,
  contactRoutes,
  offerRoutes,
  matchingRoutes,
  receiptRoutes,
  topUpRoutes,
];

export function createMarketplaceRoutes(options: RoutesOptions): Hono<AppEnv> {
  const { market } = options;
  const trustProxy = options.trustProxy ?? false;
  // Behind a trusted proxy, the address the proxy appended (src/address.ts).
  const addressOf = options.addressOf ?? ((c: Context) => clientAddress(c, trustProxy));
  const api = new Hono<ApiEnv>();
  api.use('*', actorMiddleware(market, trustProxy));
  const kit: Kit = {
    market,
    m: market.marketplace,
    limiter: createLimiter(market, options.limits, addressOf),
    sessions: sessionCookies(market),
    addressOf,
    logger: options.logger,
    shapes: shapes(),
  };
  // Creating routes answer a retry of one submission (its Idempotency-Key) with the first answer.
  const once = idempotent({
    store: market.idempotency,
    now: () => market.clock.now(),
    actorOf: (c) => (c as Context<ApiEnv>).get('actor'),
  });
  // A visitor's public reads, kept until the change feed says something public changed.
  // Its age counts on the marketplace's clock, as every rule does (a test's clock that moves past
  // Argentina's midnight ends a trip listed in an entry read before it).
  const cache = createPublicCache(market.changes, {
    now: () => market.clock.now().getTime(),
    ...options.publicCache,
  });
  // Where the change feed stood when each read began (decision 038): a page that opens its own
  // live stream asks for the changes after the lowest id its first reads carried.
  api.use('*', async (c, next) => {
    const at = c.req.method === 'GET' ? cache.lastHeard : null;
    await next();
    if (at === null) return;
    try {
      c.res.headers.set('X-Change-Id', String(at));
    } catch {
      // A response whose headers cannot change (none here today) goes without it.
    }
  });
  register(
    api,
    AREAS.flatMap((area) => area(kit)),
    once,
    cache,
  );
  // Mounted in the app as any router: the variables it adds are set by its own first middleware.
  return api as unknown as Hono<AppEnv>;
}
