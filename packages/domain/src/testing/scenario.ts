import { type BrowserMarketplace, createBrowserMarketplace } from '#src/adapters/browser/browser-marketplace';
import type { EngineFactory } from '#src/contract-suite/engine';
import { helpers } from '#src/contract-suite/engine';
import type { MarketplaceDeps } from '#src/services/context';
import type { MemoryStorage } from '#src/storage/key-value-storage';
import { createMemoryDeps } from '#src/testing/memory-deps';

export {
  helpers,
  newGuest,
  registrationInput,
  rejection,
  validBilling,
  validRequestInput,
} from '#src/contract-suite/engine';

/** The browser adapter over memory storage, with its deps (for storage-level assertions). */
export function setup(overrides: Partial<MarketplaceDeps> & { storage?: MemoryStorage } = {}) {
  const deps = createMemoryDeps(overrides);
  const browser: BrowserMarketplace = createBrowserMarketplace(deps);
  const market = browser.marketplace;
  return { deps, browser, market, ...helpers(market) };
}

/** The contract suite's engine for the browser adapter over memory storage. */
export const memoryBrowserEngine: EngineFactory = (options = {}) => {
  const { deps, browser, market } = setup(options);
  return {
    market,
    payments: deps.payments,
    verification: deps.verification,
    email: deps.email,
    images: deps.images,
    changes: browser.changes,
  };
};
