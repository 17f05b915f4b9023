import { DEFAULT_DELAYS, type Delays } from '#src/constants';
import { DomainError, MESSAGES, type MessageKey, type DomainErrorCode } from '#src/errors';
import type { ImageProcessor, ImageStore } from '#src/images/image-store';
import type { EmailSender } from '#src/ports/email';
import type { Change, ChangeFeed } from '#src/ports/changes';
import type { PaymentGateway } from '#src/ports/payment';
import type { VerificationProvider } from '#src/ports/verification';
import type { Clock, Mutex, PasswordHasher, RandomSource, Sleep } from '#src/runtime/ports';
import { type Actor, userIdOf } from '#src/schemas/common';
import type { User } from '#src/schemas/user';
import {
  chatReadsDocument,
  chatsDocument,
  examplesDocument,
  notificationsDocument,
  reviewsDocument,
  requestsDocument,
  sessionDocument,
  tripsDocument,
  usersDocument,
} from '#src/storage/documents';
import type { KeyValueStorage } from '#src/storage/key-value-storage';
import { createStore, type StorageProblem, type Store } from '#src/storage/store';

/** Everything the marketplace needs from outside. The site passes browser adapters; tests memory ones. */
export interface MarketplaceDeps {
  readonly storage: KeyValueStorage;
  readonly images: ImageStore;
  readonly imageProcessor: ImageProcessor;
  readonly clock: Clock;
  readonly random: RandomSource;
  readonly sleep: Sleep;
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

/** `changes`: where use cases say what they changed (the browser's feed, later a server's). */
export function createContext(deps: MarketplaceDeps, changes: ChangeFeed) {
  const store: Store = createStore(deps.storage, deps.clock);
  if (deps.onProblem) store.onProblem(deps.onProblem);
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
  const delays: Delays = { ...DEFAULT_DELAYS, ...deps.delays };

  const fail = (code: DomainErrorCode, key: MessageKey, fieldErrors: Record<string, string> = {}): never => {
    const [title, description] = MESSAGES[key];
    throw new DomainError(code, title, description, fieldErrors);
  };

  async function findUser(id: string): Promise<User | null> {
    const users = await store.read(docs.users);
    return users.find((u) => u.id === id) ?? null;
  }

  return {
    deps,
    store,
    changes,
    /** Tells subscribers what was just stored (call after the write succeeded). */
    publish(...list: readonly (Change | null)[]) {
      for (const change of list) if (change) changes.publish(change);
    },
    docs,
    delays,
    fail,
    findUser,
    now: () => deps.clock.now().toISOString(),
    wait: (kind: keyof Delays) => deps.sleep(delays[kind]),
    /** The fresh record of the acting user, or the given error when a visitor / unknown account. */
    async requireUser(actor: Actor, code: DomainErrorCode, key: MessageKey): Promise<User> {
      const id = userIdOf(actor);
      const user = id === null ? null : await findUser(id);
      return user ?? fail(code, key);
    },
    /** Whether the two are the buyer and the accepting traveller of one order (either way round). */
    async sharesOrder(viewerId: string | null, subjectId: string): Promise<boolean> {
      if (viewerId === null || viewerId === subjectId) return false;
      const requests = await store.read(docs.requests);
      return requests.some(
        (r) =>
          (r.userId === viewerId && r.acceptedBy === subjectId) ||
          (r.userId === subjectId && r.acceptedBy === viewerId),
      );
    },
  };
}

export type Context = ReturnType<typeof createContext>;
