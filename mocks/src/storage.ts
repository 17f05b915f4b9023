/** The subset of the Web Storage API the mocks use; `localStorage` fits, so does the memory one. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** In-memory storage (node tests, stories): state lives as long as the object. */
export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

/**
 * A JSON document kept in a storage key. Reads once, writes on every change; unreadable or
 * foreign data is replaced by the initial state (this is a simulator's ledger, not user data).
 */
export class PersistedState<T extends { version: number }> {
  #state: T;
  readonly #storage: KeyValueStorage;
  readonly #key: string;
  readonly #initial: () => T;

  constructor(storage: KeyValueStorage, key: string, initial: () => T) {
    this.#storage = storage;
    this.#key = key;
    this.#initial = initial;
    this.#state = this.#load();
  }

  #load(): T {
    const fresh = this.#initial();
    try {
      const raw = this.#storage.getItem(this.#key);
      if (raw === null) return fresh;
      const parsed = JSON.parse(raw) as T | null;
      return parsed?.version === fresh.version ? parsed : fresh;
    } catch {
      return fresh;
    }
  }

  get state(): T {
    return this.#state;
  }

  /** Applies a change and persists it. A full storage keeps working in memory. */
  update<R>(change: (state: T) => R): R {
    const result = change(this.#state);
    try {
      this.#storage.setItem(this.#key, JSON.stringify(this.#state));
    } catch {
      // QuotaExceededError: the in-memory ledger stays correct for this page's life.
    }
    return result;
  }

  reset(): void {
    this.#state = this.#initial();
    this.#storage.removeItem(this.#key);
  }
}
