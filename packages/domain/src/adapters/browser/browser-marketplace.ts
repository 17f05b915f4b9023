import type { Delays } from '#src/constants';
import type { Marketplace } from '#src/contract';
import { createMarketplace } from '#src/marketplace';
import { createBrowserChangeFeed } from '#src/adapters/browser/change-feed';
import type { ChangeFeed } from '#src/ports/changes';
import { createContext, type MarketplaceDeps } from '#src/services/context';
import { createDataService } from '#src/services/data';
import { createExamplesService } from '#src/services/examples';
import type { StorageProblem } from '#src/storage/store';
import { type BrowserSession, createBrowserSession } from '#src/adapters/browser/session';

/**
 * The marketplace over this browser's storage (localStorage under the spec's keys, photos in
 * IndexedDB), and what only a browser has: its session and guest token, the first-visit
 * examples, the export / import / delete of everything it stores, the problems found in stored
 * data, and the simulated delays. The site's composition root builds it once.
 */
export interface BrowserMarketplace {
  readonly marketplace: Marketplace;
  readonly session: BrowserSession;
  readonly examples: ReturnType<typeof createExamplesService>;
  /** "Your data": everything this browser stores, as one file and back, or deleted. */
  readonly data: ReturnType<typeof createDataService>;
  /** Delays in use (the site shows 'Verificando...' for `codeCheck` and so on). */
  readonly delays: Delays;
  /** Problems found in stored data (corrupted keys set aside), for a banner. */
  storageProblems(): readonly StorageProblem[];
  onStorageProblem(listener: (problem: StorageProblem) => void): () => void;
  /** What changed, published by this tab's use cases or heard from another tab's writes. */
  readonly changes: ChangeFeed;
}

export function createBrowserMarketplace(deps: MarketplaceDeps): BrowserMarketplace {
  const changes = createBrowserChangeFeed(deps.storage);
  const ctx = createContext(deps, changes);
  return {
    marketplace: createMarketplace(ctx),
    session: createBrowserSession(ctx),
    examples: createExamplesService(ctx),
    data: createDataService(ctx),
    delays: ctx.delays,
    storageProblems: () => ctx.store.problems(),
    onStorageProblem: (listener) => ctx.store.onProblem(listener),
    changes,
  };
}
