/**
 * Port over a string key-value store (browser localStorage, memory, later anything).
 * Synchronous because localStorage is; repositories above it are async.
 */
export interface KeyValueStorage {
  get(key: string): string | null;
  /** Throws `StorageFullError` when the store is full; the previous value stays as it was. */
  set(key: string, value: string): void;
  remove(key: string): void;
  keys(): readonly string[];
  /**
   * Listener runs when ANOTHER context (another tab, another handle) changed `key`
   * (`null` = everything cleared). Returns the unsubscribe function.
   */
  subscribe(listener: (key: string | null) => void): () => void;
}
