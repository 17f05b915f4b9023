// Server mode's backend (issue 16): the marketplace contract over HTTP to the API on this origin.
// The session is the API's HttpOnly cookie — nothing private is kept in this browser's storage —
// and changes arrive over one live stream per browser (live.client.ts).
import { createHttpMarketplace, endHttpSession, ensureHttpGuest } from '@cg/domain/http';
import { API_BASE, apiUrl, routes } from '@cg/domain/api';
import type { ConnectionStatus, SiteBackend } from './backend';
import { EVERYTHING, type SiteChange } from './change-concerns';

/**
 * The adapter's fetch: a GET that the document's early script (public/early-request.js) already
 * started is handed that answer, once — the first load of `/pedidos/{id}` — and asked anew if
 * that early request failed; everything else goes to the network.
 */
function earlyOrFetch(input: string, init?: RequestInit): Promise<Response> {
  const early = (window as { cgEarly?: Record<string, Promise<Response> | undefined> }).cgEarly;
  const started = (init?.method ?? 'GET') === 'GET' ? early?.[input] : undefined;
  if (!early || !started) return fetch(input, init).then(noteChangeId);
  early[input] = undefined;
  return started.then(noteChangeId, () => fetch(input, init).then(noteChangeId));
}

/**
 * The lowest `X-Change-Id` of this page's answers: where the change feed stood when its data was
 * read. A tab that opens its own live stream asks for the changes after it (decision 038), so a
 * change made between the page's first reads and its stream is not missed.
 */
let readFrom: number | null = null;
function noteChangeId(response: Response): Response {
  const raw = response.headers.get('X-Change-Id');
  const id = raw === null ? Number.NaN : Number(raw);
  if (Number.isSafeInteger(id) && id >= 0) readFrom = readFrom === null ? id : Math.min(readFrom, id);
  return response;
}

const api = { baseUrl: API_BASE, fetch: earlyOrFetch } as const;

type Live = (() => void) & { readonly retryNow: () => void };

export function createServerBackend(): SiteBackend {
  const marketplace = createHttpMarketplace(api);
  const changeListeners = new Set<(change: SiteChange) => void>();
  const statusListeners = new Set<(status: ConnectionStatus) => void>();
  let status: ConnectionStatus = 'connecting';
  let live: Promise<Live> | null = null;

  const changed = (change: SiteChange) => {
    for (const listener of [...changeListeners]) listener(change);
  };
  /** Another person may be here now: everything the page shows may differ. */
  const everythingChanged = () => changed({ topic: EVERYTHING, ids: [] });
  const setStatus = (next: ConnectionStatus) => {
    status = next;
    for (const listener of [...statusListeners]) listener(next);
  };

  // A login or logout in one tab changes the cookie of every tab: each restarts its stream (the
  // leader's was opened as the previous person) and reloads what it shows.
  const sessions = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('cg-session');
  if (sessions) {
    sessions.onmessage = () => {
      void reconnect().then(everythingChanged);
    };
  }
  async function sessionChanged() {
    sessions?.postMessage('changed');
    await reconnect();
    everythingChanged();
  }

  /** The stream starts with the first subscriber; a new session (login, logout) restarts it. */
  function connect() {
    live ??= import('./live.client').then(({ startLive }) =>
      startLive(changed, setStatus, { readFrom: () => readFrom }),
    );
  }
  async function reconnect() {
    const running = live;
    live = null;
    if (running) (await running)();
    if (changeListeners.size > 0 || statusListeners.size > 0) connect();
  }

  return {
    marketplace,
    session: {
      actor: () => Promise.resolve(null),
      guest: () => null,
      async ensureGuest() {
        await ensureHttpGuest(api);
        return null;
      },
      async start() {
        // The API set the session cookie in its answer; the stream follows the new person.
        await sessionChanged();
      },
      async end() {
        await endHttpSession(api);
        await sessionChanged();
      },
    },
    examples: {
      present: () => Promise.resolve(false),
      remove: () => Promise.resolve({ requests: 0, trips: 0 }),
      seed: () => Promise.resolve(),
    },
    delays: { emailToast: 0 },
    changes: {
      subscribe(listener) {
        changeListeners.add(listener);
        connect();
        return () => changeListeners.delete(listener);
      },
    },
    connection: {
      subscribe(listener) {
        statusListeners.add(listener);
        listener(status);
        connect();
        return () => statusListeners.delete(listener);
      },
      retryNow() {
        void live?.then((l) => l.retryNow());
      },
    },
    browserData: null,
    // Photos are public with their request and cached as immutable by the API.
    imageUrl: (id) => Promise.resolve(apiUrl(routes.photos.read, { id })),
    // The API answers it as an attachment with its own name, to the order's parties (decision 050).
    receiptDownload: (_actor, orderId) =>
      Promise.resolve({ href: apiUrl(routes.receipts.download, { id: orderId }), fileName: '' }),
    // The pack's PDF is made by the API alone (decision 053).
    packPdfHref: (orderId) => apiUrl(routes.receipts.pack, { id: orderId }),
  };
}
