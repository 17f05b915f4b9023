import type { Change } from '#src/ports/changes';
import type { Actor, GuestActor } from '#src/schemas/common';
import type { Session } from '#src/schemas/user';
import type { Context } from '#src/services/context';
import { STORAGE_KEYS } from '#src/storage/documents';
import { put } from '#src/storage/store';

/**
 * This browser's session and guest token, kept where the spec keeps them (`currentUser`, and our
 * `guestToken`). The site reads the actor here and passes it into every use case; the domain's
 * use cases never read it themselves (decision 010).
 */
export interface BrowserSession {
  /** The stored session, or null. A prototype `currentUser` record is migrated to a session. */
  current(): Promise<Session | null>;
  /** Who this browser acts as: its session's user, else its guest when it has a token, else null. */
  actor(): Promise<Actor>;
  /** Keeps the session a login or registration returned. */
  start(session: Session): Promise<void>;
  end(): Promise<void>;
  /** This browser's guest when it has a token (it published as a visitor), else null. */
  guest(): GuestActor | null;
  /** This browser's guest, its token created on first use (publishing as a visitor). */
  ensureGuest(): GuestActor;
  /** Forgets the guest token (its requests were claimed by an account). */
  forgetGuest(): void;
}

/** This browser's session is this browser's business: nobody else hears of it. */
const sessionChanged: Change = { topic: 'session', ids: [], audience: [] };

export function createBrowserSession(ctx: Context): BrowserSession {
  const { store, docs, deps } = ctx;
  const current = () => store.read(docs.session);
  const guest = (): GuestActor | null => {
    const token = store.readRaw(STORAGE_KEYS.guestToken);
    return token ? { guestToken: token } : null;
  };
  return {
    current,
    async actor() {
      const session = await current();
      if (session) return { id: session.userId };
      return guest();
    },
    async start(session) {
      await store.write([put(docs.session, session)]);
      ctx.publish(sessionChanged);
    },
    async end() {
      await store.write([put(docs.session, null)]);
      ctx.publish(sessionChanged);
    },
    guest,
    ensureGuest() {
      const existing = store.readRaw(STORAGE_KEYS.guestToken);
      if (existing) return { guestToken: existing };
      const token = deps.random.id();
      store.writeRaw(STORAGE_KEYS.guestToken, token);
      ctx.publish(sessionChanged);
      return { guestToken: token };
    },
    forgetGuest() {
      if (store.readRaw(STORAGE_KEYS.guestToken) === null) return;
      store.writeRaw(STORAGE_KEYS.guestToken, null);
      ctx.publish(sessionChanged);
    },
  };
}
