import { type BrowserMarketplace, type BrowserTestHooks, createBrowserMarketplace } from '#src/browser-marketplace';
import type { EngineFactory } from '@cg/testkit';
import { helpers } from '@cg/testkit';
import type { MarketplaceDeps } from '#src/browser-marketplace';
import type { MemoryStorage } from '#src/storage/key-value-storage';
import { createMemoryDeps } from '#src/testing/memory-deps';
import type { MarketplacePorts } from '@cg/domain/services/context';
import { createProviderEvents } from '@cg/domain/services/provider-events';

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
  const given: MarketplacePorts[] = [];
  const { deps, browser, market } = setup(options, {
    ...(decorateRepositories && { decorateRepositories }),
    onPorts: (ports) => given.push(ports),
  });
  const [ports] = given;
  if (!ports) throw new Error('the browser marketplace gave no ports');
  // A server's provider events over this storage: the static demo has none, the contract runs them anyway.
  const events = createProviderEvents(ports);
  return {
    events,
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
