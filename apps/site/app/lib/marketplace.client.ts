// The site's composition root: in server mode the API (server-backend.client.ts), in the static
// demo the domain's services over this browser's adapters (static-backend.client.ts). The switch
// is a build-time constant, so each build carries only its own half.
//
// Neither half is part of the first load (issue 19, decision 024): the domain, its zod schemas
// and the HTTP adapter are a chunk of their own, requested by the first call that needs them
// (the root's clientLoader, in the same tick as the route's). Routes keep calling
// `getMarketplace()` and `getBackend()` synchronously: what they get are stand-ins that wait for
// the chunk, then delegate. Runs only in the browser (SPA mode); `.client.ts` keeps it out of the
// build's prerender.
import type { Marketplace } from '@cg/domain';
import { SERVER_MODE, type SiteBackend } from './backend';
import type { SiteChange } from './change-concerns';

let loading: Promise<SiteBackend> | null = null;
let loaded: SiteBackend | null = null;

/** The backend itself, once its chunk has arrived (the same object on every call). */
function loadBackend(): Promise<SiteBackend> {
  loading ??= (
    SERVER_MODE ? import('./server-backend.client').then((m) => m.createServerBackend()) : loadStaticBackend()
  ).then(
    (backend) => (loaded = backend),
    (error: unknown) => {
      loading = null; // a failed load (offline, a new deploy) may be retried by the next call
      throw error;
    },
  );
  return loading;
}

/** A task boundary: what comes after it runs in a task of its own, after input and rendering. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The static demo's backend in three tasks instead of one (issue 19): evaluating zod and the
 * domain's record schemas, evaluating the services, then wiring them to this browser's storage.
 * As one task they were the first load's longest (58 ms on this machine, four times that on a
 * phone), and a tap in the meantime waited for all of it. The schemas' chunk is asked for first,
 * the services' once it has run: one round trip more, for a page whose data is in this browser.
 */
async function loadStaticBackend(): Promise<SiteBackend> {
  await import('@cg/browser/documents');
  await nextTask();
  const { createStaticBackend } = await import('./static-backend.client');
  await nextTask();
  return createStaticBackend();
}

/**
 * An object whose every method, at any depth (`marketplace.requests.home(actor)`), waits for the
 * backend and calls the same method on it. Every use case of the contract is asynchronous.
 */
function deferred(pick: (backend: SiteBackend) => unknown, path: readonly string[] = []): object {
  const call = (...args: unknown[]): Promise<unknown> =>
    loadBackend().then((backend) => {
      let owner: unknown = pick(backend);
      for (const key of path.slice(0, -1)) owner = (owner as Record<string, unknown>)[key];
      const method = (owner as Record<string, unknown>)[path[path.length - 1] ?? ''];
      if (typeof method !== 'function') throw new TypeError(`No existe ${path.join('.')}`);
      return (method as (...a: unknown[]) => unknown).apply(owner, args);
    });
  return new Proxy(call, {
    get(_target, name) {
      if (typeof name !== 'string' || name === 'then') return undefined; // never look like a promise
      return deferred(pick, [...path, name]);
    },
  });
}

/** A subscription made now and carried out when the backend arrives; unsubscribing works either way. */
function deferredSubscribe<L>(subscribe: (backend: SiteBackend, listener: L) => () => void) {
  return (listener: L) => {
    if (loaded) return subscribe(loaded, listener);
    let cancelled = false;
    let stop: (() => void) | null = null;
    void loadBackend()
      .then((backend) => {
        if (!cancelled) stop = subscribe(backend, listener);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      stop?.();
    };
  };
}

const marketplace = deferred((b) => b.marketplace) as Marketplace;

const facade: SiteBackend = {
  marketplace,
  session: {
    actor: () => loadBackend().then((b) => b.session.actor()),
    // Read by login and registration, which run after the root's loader has loaded the backend.
    guest: () => loaded?.session.guest() ?? null,
    ensureGuest: () => loadBackend().then((b) => b.session.ensureGuest()),
    start: (result) => loadBackend().then((b) => b.session.start(result)),
    end: () => loadBackend().then((b) => b.session.end()),
  },
  examples: {
    present: () => loadBackend().then((b) => b.examples.present()),
    remove: () => loadBackend().then((b) => b.examples.remove()),
    seed: () => loadBackend().then((b) => b.examples.seed()),
  },
  delays: {
    get emailToast() {
      return loaded?.delays.emailToast ?? 0;
    },
  },
  changes: {
    subscribe: deferredSubscribe((b, listener: (change: SiteChange) => void) => b.changes.subscribe(listener)),
  },
  connection: {
    subscribe: deferredSubscribe((b, listener: Parameters<SiteBackend['connection']['subscribe']>[0]) =>
      b.connection.subscribe(listener),
    ),
    retryNow: () => loaded?.connection.retryNow(),
  },
  // Pages render after the root's loader, which waited for the backend.
  get browserData() {
    return loaded?.browserData ?? null;
  },
  imageUrl: (id) => loadBackend().then((b) => b.imageUrl(id)),
  receiptDownload: (actor, orderId, fileId) => loadBackend().then((b) => b.receiptDownload(actor, orderId, fileId)),
  // Pages render after the root's loader, which waited for the backend.
  packPdfHref: (orderId) => loaded?.packPdfHref(orderId) ?? null,
};

/** The marketplace contract: every use case, called with the actor (`#app/lib/session`). */
export function getMarketplace(): Marketplace {
  return marketplace;
}

/**
 * What surrounds the contract: the session, the first-visit examples, this browser's data, the
 * changes to react to, the live connection, the delays.
 */
export function getBackend(): SiteBackend {
  return facade;
}

/** A URL for a stored product photo (cached per page), or null when it is gone. */
export function imageUrl(id: string): Promise<string | null> {
  return facade.imageUrl(id);
}
