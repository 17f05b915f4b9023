import type { BrowserDocumentsContext } from '#src/documents';
import type { Change } from '@cg/domain/ports/changes';
import type { SessionsRepository } from '@cg/domain/ports/repositories';
import type { Actor, GuestActor } from '@cg/domain/schemas/common';
import type { Session } from '@cg/domain/schemas/user';
import { STORAGE_KEYS } from '#src/storage/documents';

/**
 * This browser's session and guest token, kept where the spec keeps them (`currentUser`, and our
 * `guestToken`). The site reads the actor here and passes it into every use case; the domain's
 * use cases never read it themselves (decision 012).
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
  ensureGuest(): Promise<GuestActor>;
  /** Forgets the guest token (its requests were claimed by an account). */
  forgetGuest(): Promise<void>;
}

/** The browser keeps one session, under the spec's `currentUser` key (its key is that name). */
function createBrowserSessions({ unit, docs }: BrowserDocumentsContext): SessionsRepository {
  return {
    async start(session) {
      await unit.transaction((d) => d.set(docs.session, session));
      return docs.session.key;
    },
    async find(key) {
      return key === docs.session.key ? unit.read((d) => d.get(docs.session)) : null;
    },
    async end(key) {
      if (key === docs.session.key) await unit.transaction((d) => d.set(docs.session, null));
    },
  };
}

/** This browser's session is this browser's business: nobody else hears of it. */
const sessionChanged: Change = { topic: 'session', ids: [], audience: [] };

export function createBrowserSession(context: BrowserDocumentsContext, newToken: () => string): BrowserSession {
  const { unit, docs, storage, changes } = context;
  const sessions = createBrowserSessions(context);
  const current = () => sessions.find(docs.session.key);
  const guest = (): GuestActor | null => {
    const token = storage.get(STORAGE_KEYS.guestToken);
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
      await sessions.start(session);
      changes.publish(sessionChanged);
    },
    async end() {
      await sessions.end(docs.session.key);
      changes.publish(sessionChanged);
    },
    guest,
    async ensureGuest() {
      const token = await unit.transaction(async (d) => {
        const existing = await d.getRaw(STORAGE_KEYS.guestToken);
        if (existing) return existing;
        const created = newToken();
        await d.setRaw(STORAGE_KEYS.guestToken, created);
        return created;
      });
      changes.publish(sessionChanged);
      return { guestToken: token };
    },
    async forgetGuest() {
      if (storage.get(STORAGE_KEYS.guestToken) === null) return;
      await unit.transaction((d) => d.setRaw(STORAGE_KEYS.guestToken, null));
      changes.publish(sessionChanged);
    },
  };
}
