import { type BrowserMarketplace, type BrowserTestHooks, createBrowserMarketplace } from '#src/browser-marketplace';
import type { EngineFactory } from '@cg/testkit';
import { helpers } from '@cg/testkit';
import type { MarketplaceDeps } from '#src/browser-marketplace';
import type { MemoryStorage } from '#src/storage/key-value-storage';
import { createMemoryDeps } from '#src/testing/memory-deps';

export { helpers, newGuest, registrationInput, rejection, validBilling, validRequestInput } from '@cg/testkit';

/** The browser adapter over memory storage, with its deps (for storage-level assertions). */
export function setup(
  overrides: Partial<MarketplaceDeps> & { storage?: MemoryStorage } = {},
  hooks: BrowserTestHooks = {},
) {
  const deps = createMemoryDeps(overrides);
  const browser: BrowserMarketplace = createBrowserMarketplace(deps, hooks);
  const market = browser.marketplace;
  return { deps, browser, market, ...helpers(market) };
}

/** The contract suite's engine for the browser adapter over memory storage. */
export const memoryBrowserEngine: EngineFactory = ({ decorateRepositories, ...options } = {}) => {
  const { deps, browser, market } = setup(options, decorateRepositories ? { decorateRepositories } : {});
  return {
    market,
    payments: deps.payments,
    verification: deps.verification,
    email: deps.email,
    payouts: deps.payouts,
    images: { count: () => Promise.resolve(deps.images.size()), get: (id) => deps.images.get(id) },
    changes: browser.changes,
    issueCoupons: (coupons) => browser.issueCoupons(coupons),
    setUpSupportAccount: (input) => browser.setUpSupportAccount(input),
    readPhoto: (actor, id) => browser.readPhoto(actor, id),
  };
};
