// What the site needs from wherever its data lives (issue 16): the marketplace contract and the few
// things around it that differ between the two builds of one site.
//   - static demo: everything in this browser (localStorage, IndexedDB, MSW for the providers);
//   - server mode: the API on the same origin (HTTP adapter, its session cookie, live events).
// Routes and components call this interface and never ask which build they are in.
import type { Actor, AuthResult, GuestActor, Marketplace } from '@cg/domain';
import type { BrowserMarketplace } from '@cg/browser';
import type { SiteChange } from './change-concerns';

/** Whether this build talks to the API (chosen at build time: `VITE_CG_BACKEND=server`). */
export const SERVER_MODE = import.meta.env.VITE_CG_BACKEND === 'server';

/** The state of the live connection to the server; the static demo is always 'open'. */
export type ConnectionStatus = 'connecting' | 'open' | 'reconnecting' | 'polling' | 'offline';

export interface SiteSession {
  /** Who acts: the browser's stored session (static), or null on a server (its cookie says who). */
  actor(): Promise<Actor>;
  /** This browser's guest when it published as one (static); on a server the cookie carries it. */
  guest(): GuestActor | null;
  /** Who publishes as a visitor: a guest token made now (static), or a guest cookie (server). */
  ensureGuest(): Promise<Actor>;
  /** Keeps what a login or registration returned; the guest's requests are the account's now. */
  start(result: AuthResult): Promise<void>;
  end(): Promise<void>;
}

export interface SiteBackend {
  readonly marketplace: Marketplace;
  readonly session: SiteSession;
  /** The first-visit examples of the static demo; a server has none unless started with `--seed`. */
  readonly examples: {
    present(): Promise<boolean>;
    remove(): Promise<{ requests: number; trips: number }>;
    seed(): Promise<unknown>;
  };
  readonly delays: { readonly emailToast: number };
  /**
   * Something changed (this tab, another tab, another person on the server): its topic and ids,
   * for the routes to tell whether it concerns them (change-concerns.ts).
   */
  readonly changes: { subscribe(listener: (change: SiteChange) => void): () => void };
  /** The live connection's state, for the "cannot reach the server" banner. */
  readonly connection: {
    subscribe(listener: (status: ConnectionStatus) => void): () => void;
    retryNow(): void;
  };
  /** This browser's whole data, to download, bring back or delete (static demo only). */
  readonly browserData: BrowserMarketplace['data'] | null;
  /** A URL for a stored photo, or null when it is gone. */
  imageUrl(id: string): Promise<string | null>;
  /**
   * Where an order's purchase receipt downloads from (decision 050): the API's route, which names
   * the file itself; in the static demo this browser's copy. Null when the file is not here.
   */
  receiptDownload(actor: Actor, orderId: string, fileId: string): Promise<ReceiptDownload | null>;
  /** Where an order's receipts pack downloads as a PDF (decision 053): the API's route; null in the static demo. */
  packPdfHref(orderId: string): string | null;
}

/** A purchase receipt's download: its URL and the name to save it as ('': the server's). */
export interface ReceiptDownload {
  readonly href: string;
  readonly fileName: string;
}
