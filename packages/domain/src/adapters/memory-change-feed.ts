import type { Change, ChangeFeed } from '#src/ports/changes';

/**
 * A change feed within one process: what the use cases publish reaches the subscribers here (a
 * server's event streams on PGlite, tests). Across several processes a server relays it through
 * its database instead.
 */
export function createMemoryChangeFeed(): ChangeFeed {
  const listeners = new Set<(change: Change) => void>();
  return {
    publish(change) {
      for (const listener of [...listeners]) listener(change);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
