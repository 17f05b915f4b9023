import type { Session, User } from '#src/schemas/user';

export interface UsersRepository {
  byId(id: string): Promise<User | null>;
  byIds(ids: readonly string[]): Promise<User[]>;
  /** By e-mail, compared trimmed and lower-cased. */
  byEmail(email: string): Promise<User | null>;
  /** False when another account has the e-mail (a unique index in SQL). */
  add(user: User): Promise<boolean>;
  /** The fields of `patch`; false for an unknown id. */
  update(id: string, patch: Partial<Omit<User, 'id'>>): Promise<boolean>;
  /**
   * Holds the user until the commit of the transaction it runs in (SQL: their row locked `FOR UPDATE`;
   * the browser: the document's lock), so two transactions counting what one person holds — their
   * open orders against their trust tier (decision 047) — run one after the other; false for an
   * unknown user.
   */
  hold(id: string): Promise<boolean>;
  /** The support accounts (`isAdmin`), oldest first: who the contact form reaches. */
  supportAccounts(): Promise<User[]>;
}

/**
 * Where the caller keeps sessions. Use cases never read it (they receive the actor); the
 * composition root does: the browser keeps its one session under `currentUser`, a server keeps
 * one per cookie.
 */
export interface SessionsRepository {
  /** Stores the session; returns the key that finds it again. */
  start(session: Session): Promise<string>;
  find(key: string): Promise<Session | null>;
  end(key: string): Promise<void>;
}
