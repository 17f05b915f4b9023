import { createContext, type MarketplaceDeps } from '#src/services/context';
import { createRequestsService } from '#src/services/requests';

/** Composition root: one call with the adapters, back come the services the site uses. */
export function createMarketplace(deps: MarketplaceDeps) {
  const ctx = createContext(deps);
  const requests = createRequestsService(ctx);
  return {
    requests,
    /** Problems found in stored data (corrupted keys set aside), for a banner. */
    storageProblems: () => ctx.store.problems(),
    onStorageProblem: ctx.store.onProblem,
    /** Runs on any stored change, in this tab or another; returns unsubscribe. */
    subscribe: ctx.store.subscribe,
  };
}

export type Marketplace = ReturnType<typeof createMarketplace>;
