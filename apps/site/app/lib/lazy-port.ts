/**
 * A port whose implementation is loaded on first use. Every method of a provider port is
 * async, so each call simply waits for the module, then delegates.
 */
export function lazyPort<T extends object>(load: () => Promise<T>): T {
  let loaded: Promise<T> | null = null;
  return new Proxy({} as T, {
    get(_target, name) {
      if (name === 'then') return undefined; // never look like a promise
      return (...args: unknown[]) => {
        loaded ??= load().catch((error: unknown) => {
          loaded = null; // a failed load (offline, blocked) may be retried
          throw error;
        });
        return loaded.then((port) => {
          const method = (port as Record<PropertyKey, unknown>)[name];
          if (typeof method !== 'function') throw new TypeError(`El proveedor no ofrece ${String(name)}`);
          return (method as (...a: unknown[]) => unknown).apply(port, args);
        });
      };
    },
  });
}
