import type { Delays } from '#src/constants';
import type { Marketplace } from '#src/contract';
import type { ImageProcessor, ImageStore } from '#src/images/image-store';
import { createMarketplace } from '#src/marketplace';
import type { EmailSender } from '#src/ports/email';
import type { PaymentGateway } from '#src/ports/payment';
import type { VerificationProvider } from '#src/ports/verification';
import type { Clock, Mutex, PasswordHasher, RandomSource, Sleep } from '#src/runtime/ports';
import { createContext, type LegacyDocuments } from '#src/services/context';
import { createDataService } from '#src/services/data';
import { createExamplesService } from '#src/services/examples';
import {
  chatReadsDocument,
  chatsDocument,
  examplesDocument,
  notificationsDocument,
  requestsDocument,
  reviewsDocument,
  sessionDocument,
  tripsDocument,
  usersDocument,
} from '#src/storage/documents';
import type { KeyValueStorage } from '#src/storage/key-value-storage';
import { createStore, type StorageProblem } from '#src/storage/store';
import { createBrowserChangeFeed } from '#src/adapters/browser/change-feed';
import { createDocumentsUnit } from '#src/adapters/browser/documents-unit';
import { createBrowserUnitOfWork } from '#src/adapters/browser/repositories';
import { type BrowserSession, createBrowserSession } from '#src/adapters/browser/session';
import type { ChangeFeed } from '#src/ports/changes';
import type { Repositories } from '#src/ports/repositories';

/** Everything the browser adapter needs. The site passes browser globals' adapters; tests memory ones. */
export interface MarketplaceDeps {
  readonly storage: KeyValueStorage;
  readonly images: ImageStore;
  readonly imageProcessor: ImageProcessor;
  readonly clock: Clock;
  readonly random: RandomSource;
  readonly sleep: Sleep;
  /** Locks per storage key, shared by the tabs (`navigator.locks`). */
  readonly mutex: Mutex;
  readonly hasher: PasswordHasher;
  readonly payments: PaymentGateway;
  readonly verification: VerificationProvider;
  readonly email: EmailSender;
  /** Simulated delays; defaults are the spec's. */
  readonly delays?: Partial<Delays>;
  /** Called when stored data had to be set aside (corrupted key, invalid records). */
  readonly onProblem?: (problem: StorageProblem) => void;
}

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

/** For tests: the contract suite wraps the repositories of each transaction to inject failures. */
export interface BrowserTestHooks {
  readonly decorateRepositories?: (repos: Repositories) => Repositories;
}

export function createBrowserMarketplace(deps: MarketplaceDeps, hooks: BrowserTestHooks = {}): BrowserMarketplace {
  const store = createStore(deps.storage, deps.clock);
  if (deps.onProblem) store.onProblem(deps.onProblem);
  /** Prototype photos (data URLs) move into the image store when their request is migrated. */
  const importImage = async (dataUrl: string) => {
    const match = /^data:([^;,]*)(;base64)?,(.*)$/s.exec(dataUrl);
    if (!match) return null;
    try {
      const payload = match[3] ?? '';
      const bytes = match[2]
        ? Uint8Array.from(atob(payload), (c) => c.charCodeAt(0))
        : new TextEncoder().encode(decodeURIComponent(payload));
      return await deps.images.put(new Blob([bytes], { type: match[1] ?? '' }));
    } catch {
      return null;
    }
  };
  const docs = {
    users: usersDocument(deps.hasher),
    session: sessionDocument,
    requests: requestsDocument(importImage),
    trips: tripsDocument,
    chats: chatsDocument,
    examples: examplesDocument,
    reviews: reviewsDocument,
    notifications: notificationsDocument,
    chatReads: chatReadsDocument,
  } as const;
  const unit = createDocumentsUnit(store, deps.mutex);
  const everyKey = Object.values(docs)
    .map((d) => d.key)
    .sort();
  const legacy: LegacyDocuments = {
    store,
    docs,
    storage: deps.storage,
    exclusive: (task) =>
      unit.transaction(async (access) => {
        for (const key of everyKey) await access.lock(key);
        return task();
      }),
  };
  const changes = createBrowserChangeFeed(deps.storage);
  const ctx = createContext(
    { ...deps, uow: createBrowserUnitOfWork(unit, docs, hooks.decorateRepositories), changes },
    legacy,
  );
  return {
    marketplace: createMarketplace(ctx),
    session: createBrowserSession(ctx),
    examples: createExamplesService(ctx),
    data: createDataService(ctx),
    delays: ctx.delays,
    storageProblems: () => store.problems(),
    onStorageProblem: (listener) => store.onProblem(listener),
    changes,
  };
}
