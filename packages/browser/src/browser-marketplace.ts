import { type SupportAccountInput, setUpSupportAccount } from '@cg/domain/services/support-accounts';
import { type PhotoRead, readPhoto } from '@cg/domain/services/photos';
import type { Actor } from '@cg/domain/schemas/common';
import type { Delays } from '@cg/domain/constants';
import type { Marketplace } from '@cg/domain/contract';
import type { ImageProcessor, ImageStore } from '#src/images/image-store';
import { createMarketplace } from '@cg/domain/marketplace';
import type { EmailSender } from '@cg/domain/ports/email';
import type { PaymentGateway } from '@cg/domain/ports/payment';
import type { PayoutProvider } from '@cg/domain/ports/payout';
import type { VerificationProvider } from '@cg/domain/ports/verification';
import type { Clock, Mutex, PasswordHasher, RandomSource, Sleep } from '@cg/domain/ports/runtime';
import { createContext, type MarketplacePorts } from '@cg/domain/services/context';
import type { KeyValueStorage } from '#src/storage/key-value-storage';
import { createStore, type StorageProblem } from '#src/storage/store';
import { createBrowserChangeFeed } from '#src/change-feed';
import { createDataRights } from '#src/data';
import { browserDocuments, type BrowserDocumentsContext } from '#src/documents';
import { createDocumentsUnit } from '#src/documents-unit';
import { createExamples } from '#src/examples';
import { createBrowserUnitOfWork } from '#src/repositories';
import { type BrowserSession, createBrowserSession } from '#src/session';
import type { ChangeFeed } from '@cg/domain/ports/changes';
import type { Repositories } from '@cg/domain/ports/repositories';
import type { Coupon, CouponInput } from '@cg/domain/schemas/coupon';
import { issueCoupons } from '@cg/domain/services/coupons';

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
  readonly payouts: PayoutProvider;
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
  readonly examples: ReturnType<typeof createExamples>;
  /** "Your data": everything this browser stores, as one file and back, or deleted. */
  readonly data: ReturnType<typeof createDataRights>;
  /** Delays in use (the site shows 'Verificando...' for `codeCheck` and so on). */
  readonly delays: Delays;
  /** Problems found in stored data (corrupted keys set aside), for a banner. */
  storageProblems(): readonly StorageProblem[];
  onStorageProblem(listener: (problem: StorageProblem) => void): () => void;
  /** What changed, published by this tab's use cases or heard from another tab's writes. */
  readonly changes: ChangeFeed;
  /** Issues coupons by configuration (the static demo's seed; decision 023), never a person. */
  issueCoupons(coupons: readonly CouponInput[]): Promise<readonly Coupon[]>;
  /** Sets up a support account by configuration (decision 026), never a person. */
  setUpSupportAccount(input: SupportAccountInput): Promise<{ userId: string; created: boolean }>;
  /** A stored photo as `actor` may read it (dispute photos: the parties and support only). */
  readPhoto(actor: Actor, id: string): Promise<PhotoRead | null>;
}

/** For tests: the contract suite wraps the repositories of each transaction to inject failures. */
export interface BrowserTestHooks {
  readonly decorateRepositories?: (repos: Repositories) => Repositories;
  /** Given the ports the marketplace runs over (the contract suite runs a server's provider events on them). */
  readonly onPorts?: (ports: MarketplacePorts) => void;
}

export function createBrowserMarketplace(deps: MarketplaceDeps, hooks: BrowserTestHooks = {}): BrowserMarketplace {
  const store = createStore(deps.storage, deps.clock);
  if (deps.onProblem) store.onProblem(deps.onProblem);
  const docs = browserDocuments(deps.hasher, deps.images);
  const unit = createDocumentsUnit(store, deps.mutex);
  const changes = createBrowserChangeFeed(deps.storage);
  const uow = createBrowserUnitOfWork(unit, docs, hooks.decorateRepositories);
  const ports = { ...deps, uow, changes };
  hooks.onPorts?.(ports);
  const ctx = createContext(ports);
  const local: BrowserDocumentsContext = {
    unit,
    docs,
    storage: deps.storage,
    images: deps.images,
    clock: deps.clock,
    changes,
  };
  return {
    marketplace: createMarketplace(ctx),
    session: createBrowserSession(local, () => deps.random.id()),
    examples: createExamples(local),
    data: createDataRights(local),
    delays: ctx.delays,
    storageProblems: () => store.problems(),
    onStorageProblem: (listener) => store.onProblem(listener),
    changes,
    issueCoupons: (coupons) => issueCoupons(uow, coupons),
    setUpSupportAccount: (input) => setUpSupportAccount({ ...deps, uow }, input),
    readPhoto: (actor, id) => readPhoto({ uow, images: deps.images }, actor, id),
  };
}
