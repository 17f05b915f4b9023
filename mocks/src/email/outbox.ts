import type { emailWire } from '../domain';
import { PersistedState, createMemoryStorage, type KeyValueStorage } from '../storage';
import { mockStorageKeys } from '../config';

/** A message the simulated provider accepted. */
export interface OutboxEmail extends emailWire.SendEmailRequestWire {
  readonly id: string;
  readonly sentAt: string;
}

interface OutboxState {
  version: 1;
  sequence: number;
  emails: OutboxEmail[];
}

export interface EmailOutboxOptions {
  /** @default memory (pass `localStorage` in the browser) */
  readonly storage?: KeyValueStorage | undefined;
  /** @default 'mock:emailOutbox' */
  readonly key?: string | undefined;
  /** @default Date.now */
  readonly now?: (() => number) | undefined;
}

/** Every e-mail the simulated provider "sent", oldest first; visible to tests and stories. */
export class EmailOutbox {
  readonly #store: PersistedState<OutboxState>;
  readonly #now: () => number;

  constructor(options: EmailOutboxOptions = {}) {
    this.#store = new PersistedState<OutboxState>(
      options.storage ?? createMemoryStorage(),
      options.key ?? mockStorageKeys.email,
      () => ({ version: 1, sequence: 0, emails: [] }),
    );
    this.#now = options.now ?? Date.now;
  }

  add(message: emailWire.SendEmailRequestWire): OutboxEmail {
    return this.#store.update((state) => {
      state.sequence += 1;
      const email: OutboxEmail = {
        ...message,
        id: `sim-email-${String(state.sequence).padStart(6, '0')}`,
        sentAt: new Date(this.#now()).toISOString(),
      };
      state.emails.push(email);
      return email;
    });
  }

  list(): readonly OutboxEmail[] {
    return [...this.#store.state.emails];
  }

  /** Messages sent to that address, oldest first. */
  to(address: string): readonly OutboxEmail[] {
    const wanted = address.toLowerCase();
    return this.list().filter((email) => email.to.some((to) => to.toLowerCase() === wanted));
  }

  last(): OutboxEmail | undefined {
    return this.#store.state.emails.at(-1);
  }

  clear(): void {
    this.#store.reset();
  }
}

export function createEmailOutbox(options: EmailOutboxOptions = {}): EmailOutbox {
  return new EmailOutbox(options);
}
