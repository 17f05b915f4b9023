import { createAccountsService } from '#src/services/accounts';
import { createChatsService } from '#src/services/chats';
import { createContext, type MarketplaceDeps } from '#src/services/context';
import { createExamplesService } from '#src/services/examples';
import { createPaymentsService } from '#src/services/payments';
import { createRequestsService } from '#src/services/requests';
import { createTripsService } from '#src/services/trips';
import { createVerificationService } from '#src/services/verification';
import { createWalletService } from '#src/services/wallet';
import { createReviewsService } from '#src/services/reviews';
import { createNotificationsService } from '#src/services/notifications';
import { createDataService } from '#src/services/data';

/** Composition root: one call with the adapters, back come the services the site uses. */
export function createMarketplace(deps: MarketplaceDeps) {
  const ctx = createContext(deps);
  return {
    accounts: createAccountsService(ctx),
    requests: createRequestsService(ctx),
    payments: createPaymentsService(ctx),
    trips: createTripsService(ctx),
    chats: createChatsService(ctx),
    verification: createVerificationService(ctx),
    wallet: createWalletService(ctx),
    examples: createExamplesService(ctx),
    reviews: createReviewsService(ctx),
    notifications: createNotificationsService(ctx),
    data: createDataService(ctx),
    /** Delays in use (the site shows 'Verificando...' for `codeCheck` and so on). */
    delays: ctx.delays,
    /** Problems found in stored data (corrupted keys set aside), for a banner. */
    storageProblems: () => ctx.store.problems(),
    onStorageProblem: (listener: Parameters<typeof ctx.store.onProblem>[0]) => ctx.store.onProblem(listener),
    /** Runs on any stored change, in this tab or another; returns unsubscribe. */
    subscribe: (listener: Parameters<typeof ctx.store.subscribe>[0]) => ctx.store.subscribe(listener),
  };
}

export type Marketplace = ReturnType<typeof createMarketplace>;
