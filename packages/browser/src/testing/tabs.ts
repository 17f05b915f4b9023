import { createWebLocksMutex, type LockManagerLike } from '@cg/domain/runtime/adapters';
import type { Mutex } from '@cg/domain/ports/runtime';
import type { MarketplaceDeps } from '#src/browser-marketplace';
import type { MemoryStorage } from '#src/storage/key-value-storage';

/**
 * One origin's `navigator.locks`, as every tab of a browser shares it: exclusive locks granted in
 * request order per name, each released when its callback settles. `requested` lists the names asked for.
 */
export function createFakeLockManager(): LockManagerLike & { readonly requested: readonly string[] } {
  const held = new Map<string, Promise<void>>();
  const requested: string[] = [];
  return {
    requested,
    request<T>(name: string, _options: { mode: 'exclusive' }, callback: () => Promise<T>): Promise<T> {
      requested.push(name);
      const before = held.get(name) ?? Promise.resolve();
      const granted = before.then(() => callback());
      const released = granted.then(
        () => undefined,
        () => undefined,
      );
      held.set(name, released);
      void released.then(() => {
        if (held.get(name) === released) held.delete(name);
      });
      return granted;
    },
  };
}

/** A mutex that excludes nothing: the control that shows what the locks prevent. */
export const noLock: Mutex = { run: (_name, task) => task() };

/**
 * The deps of another tab of the same browser: its own storage handle (each hears the other's
 * writes) and its own Web Locks mutex over the shared lock manager — never the first tab's objects.
 */
export function anotherTab<D extends MarketplaceDeps & { storage: MemoryStorage }>(
  deps: D,
  locks: LockManagerLike | null,
): D {
  return { ...deps, storage: deps.storage.openTab(), mutex: locks ? createWebLocksMutex(locks) : noLock };
}
