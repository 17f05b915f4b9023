import { StorageFullError } from '@cg/domain/errors';

import type { KeyValueStorage } from '@cg/domain/ports/key-value-storage';

// The port lives in ports/key-value-storage.ts (decision 037); re-exported for its adapters' importers.
export type { KeyValueStorage } from '@cg/domain/ports/key-value-storage';

/** The bits of `Storage` the adapter uses (so tests can pass a fake). */
export type WebStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** The bits of `Window` used to hear about changes from other tabs. */
export interface StorageEventSource {
  addEventListener(type: 'storage', listener: (event: { key: string | null; storageArea?: unknown }) => void): void;
  removeEventListener(type: 'storage', listener: (event: { key: string | null; storageArea?: unknown }) => void): void;
}

/** @internal */
export function isQuotaError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014;
}

/** Adapter over `window.localStorage`; pass `window` as `events` to hear other tabs. */
export function createWebStorage(storage: WebStorageLike, events?: StorageEventSource): KeyValueStorage {
  return {
    get: (key) => storage.getItem(key),
    set(key, value) {
      try {
        storage.setItem(key, value);
      } catch (error) {
        if (isQuotaError(error)) throw new StorageFullError(key, { cause: error });
        throw error;
      }
    },
    remove: (key) => storage.removeItem(key),
    keys() {
      const out: string[] = [];
      for (let i = 0; i < storage.length; i++) {
        const k = storage.key(i);
        if (k !== null) out.push(k);
      }
      return out;
    },
    subscribe(listener) {
      if (!events) return () => undefined;
      const handler = (event: { key: string | null; storageArea?: unknown }) => {
        if (event.storageArea !== undefined && event.storageArea !== storage) return;
        listener(event.key);
      };
      events.addEventListener('storage', handler);
      return () => events.removeEventListener('storage', handler);
    },
  };
}

export interface MemoryStorage extends KeyValueStorage {
  /** Another handle on the same data, like a second tab: each hears the other's writes. */
  openTab(): MemoryStorage;
  /** Everything, for assertions. */
  snapshot(): Record<string, string>;
}

/** In-memory store; `quotaBytes` (sum of key + value lengths) simulates a full browser storage. */
/** @internal */
export function createMemoryStorage(
  initial: Record<string, string> = {},
  options: { quotaBytes?: number } = {},
): MemoryStorage {
  const data = new Map<string, string>(Object.entries(initial));
  const tabs = new Set<Set<(key: string | null) => void>>();
  const size = () => {
    let n = 0;
    for (const [k, v] of data) n += k.length + v.length;
    return n;
  };
  function open(): MemoryStorage {
    const listeners = new Set<(key: string | null) => void>();
    tabs.add(listeners);
    const notifyOthers = (key: string) => {
      for (const tab of tabs) if (tab !== listeners) for (const l of tab) l(key);
    };
    return {
      get: (key) => data.get(key) ?? null,
      set(key, value) {
        if (options.quotaBytes !== undefined) {
          const next =
            size() - (data.has(key) ? key.length + (data.get(key) ?? '').length : 0) + key.length + value.length;
          if (next > options.quotaBytes) throw new StorageFullError(key);
        }
        data.set(key, value);
        notifyOthers(key);
      },
      remove(key) {
        data.delete(key);
        notifyOthers(key);
      },
      keys: () => [...data.keys()],
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      openTab: open,
      snapshot: () => Object.fromEntries(data),
    };
  }
  return open();
}
