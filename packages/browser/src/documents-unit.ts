import type { Mutex } from '@cg/domain/ports/runtime';
import { type DocumentDef, put, putRaw, type Store, type WriteEntry } from '#src/storage/store';

/**
 * Transactions over the spec's storage documents, for the browser's repositories (decision 012).
 *
 * Locks follow the storage keys, not the aggregates (two requests live in one key): a
 * transaction takes the Web Lock of each key it touches, in ascending key order, and holds them
 * until it has written. A key touched out of order (`chats` after `productRequests`) restarts the
 * transaction with that key taken up front, so locks are always taken in one order and two
 * transactions never wait on each other in a circle. Writes are buffered and stored at the end
 * in one all-or-nothing `store.write` (a full storage puts every key back): a step failing
 * mid-transaction leaves nothing half-written. There is no global lock.
 */
export interface DocumentAccess {
  get<T>(doc: DocumentDef<T>): Promise<T>;
  set<T>(doc: DocumentDef<T>, value: T): Promise<void>;
  /** A key without a document (`pendingPayment:{id}`). */
  getRaw(key: string): Promise<string | null>;
  setRaw(key: string, raw: string | null): Promise<void>;
  /** Takes the lock of `key` without reading it (a wipe of every key). */
  lock(key: string): Promise<void>;
}

export interface DocumentsUnit {
  transaction<T>(work: (access: DocumentAccess) => Promise<T>): Promise<T>;
  /** Reads without locks (each read is one committed key); writing throws. */
  read<T>(work: (access: DocumentAccess) => Promise<T>): Promise<T>;
}

/** Thrown inside an attempt that touched a key out of order; never leaves `transaction`. */
class Restart extends Error {
  constructor(readonly key: string) {
    super(`Lock order: restart with ${key} taken first`);
  }
}

/** Takes the named lock through the mutex port and keeps it until the returned release is called. */
function acquire(mutex: Mutex, key: string): Promise<() => void> {
  return new Promise((granted, failed) => {
    mutex
      .run(
        key,
        () =>
          new Promise<void>((release) => {
            let released = false;
            granted(() => {
              if (released) return;
              released = true;
              release();
            });
          }),
      )
      .catch(failed);
  });
}

interface Slot {
  readonly entry: () => WriteEntry;
  value: unknown;
  dirty: boolean;
}

function attempt(store: Store, mutex: Mutex) {
  const requested = new Map<string, Promise<() => void>>();
  let chain: Promise<unknown> = Promise.resolve();
  let closed = false;
  let restart: Restart | null = null;
  const slots = new Map<string, Slot>();

  async function lock(key: string): Promise<void> {
    if (restart) throw restart;
    const held = requested.get(key);
    if (held) {
      await held;
      return;
    }
    const highest = [...requested.keys()].sort().at(-1);
    if (highest !== undefined && key < highest) {
      restart = new Restart(key);
      throw restart;
    }
    // One after the other: a lock is asked for only once the previous one is held.
    const granted = chain.then(async () => {
      const release = await acquire(mutex, key);
      if (closed) release();
      return release;
    });
    chain = granted.catch(() => undefined);
    requested.set(key, granted);
    await granted;
  }

  const access: DocumentAccess = {
    lock,
    async get<T>(doc: DocumentDef<T>): Promise<T> {
      await lock(doc.key);
      const slot = slots.get(doc.key);
      if (slot) return slot.value as T;
      const value = await store.read(doc);
      slots.set(doc.key, { entry: () => put(doc, slots.get(doc.key)?.value as T), value, dirty: false });
      return value;
    },
    async set<T>(doc: DocumentDef<T>, value: T): Promise<void> {
      await lock(doc.key);
      slots.set(doc.key, { entry: () => put(doc, slots.get(doc.key)?.value as T), value, dirty: true });
    },
    async getRaw(key) {
      await lock(key);
      const slot = slots.get(key);
      if (slot) return slot.value as string | null;
      const value = store.readRaw(key);
      slots.set(key, { entry: () => putRaw(key, slots.get(key)?.value as string | null), value, dirty: false });
      return value;
    },
    async setRaw(key, raw) {
      await lock(key);
      slots.set(key, { entry: () => putRaw(key, slots.get(key)?.value as string | null), value: raw, dirty: true });
    },
  };

  return {
    access,
    lock,
    /** The key this attempt touched out of order (even if `work` caught the restart), or null. */
    restartKey: () => restart?.key ?? null,
    async commit() {
      if (restart) throw restart;
      const entries = [...slots.values()].filter((s) => s.dirty).map((s) => s.entry());
      if (entries.length > 0) await store.write(entries);
    },
    /** Releases every lock, now or as soon as one still on its way is granted. */
    close() {
      closed = true;
      for (const granted of requested.values()) void granted.then((release) => release()).catch(() => undefined);
    },
  };
}

export function createDocumentsUnit(store: Store, mutex: Mutex): DocumentsUnit {
  const reader: DocumentAccess = {
    get: (doc) => store.read(doc),
    getRaw: async (key) => store.readRaw(key),
    lock: async () => undefined,
    set: () => Promise.reject(new Error('A read cannot write: use a transaction.')),
    setRaw: () => Promise.reject(new Error('A read cannot write: use a transaction.')),
  };
  return {
    async transaction(work) {
      const first = new Set<string>();
      for (;;) {
        const run = attempt(store, mutex);
        try {
          for (const key of [...first].sort()) await run.lock(key);
          const result = await work(run.access);
          await run.commit();
          return result;
        } catch (error) {
          const key = run.restartKey();
          if (key === null || first.has(key)) throw error;
          first.add(key);
        } finally {
          run.close();
        }
      }
    },
    read: (work) => work(reader),
  };
}
