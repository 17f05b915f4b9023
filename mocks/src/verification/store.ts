import type { verificationWire } from '../domain';
import { PersistedState, createMemoryStorage, type KeyValueStorage } from '../storage';
import { defaultLatency, mockStorageKeys } from '../config';

type MediaContext = verificationWire.MediaContext;
type DecisionWire = verificationWire.DecisionWire;

/** What the provider decides for a submitted session. */
export type VerificationOutcome = 'approved' | 'declined' | 'resubmission_requested';

interface StoredSession {
  id: string;
  vendorData: string;
  person: { firstName: string; lastName: string };
  documentType: string;
  status: 'created' | 'started' | 'submitted';
  media: Partial<Record<MediaContext, { id: string; size: number; mimetype: string; timestamp: string }>>;
  submittedAt: number | null;
  outcome: VerificationOutcome | null;
  createdAt: string;
}

interface StoreState {
  version: 1;
  sequence: number;
  sessions: Record<string, StoredSession>;
}

export interface VerificationStoreOptions {
  /** @default memory (pass `localStorage` in the browser) */
  readonly storage?: KeyValueStorage | undefined;
  /** @default 'mock:verificationProvider' */
  readonly key?: string | undefined;
  /** @default Date.now */
  readonly now?: (() => number) | undefined;
  /** From submit to decision. @default 5000 (spec: "verified automatically about 5 seconds later") */
  readonly decisionDelayMs?: number | undefined;
}

/** Reason codes and provider texts (English, as a real provider's) per outcome. */
const reasons: Record<Exclude<VerificationOutcome, 'approved'>, { code: number; text: string }> = {
  declined: { code: 103, text: 'Person showing the document does not appear to match document photo' },
  resubmission_requested: { code: 204, text: 'Poor image quality' },
};

const decisionCodes: Record<VerificationOutcome, number> = {
  approved: 9001,
  declined: 9102,
  resubmission_requested: 9103,
};

/** The simulated verification provider's sessions, optionally persisted (`mock:verificationProvider`). */
export class VerificationStore {
  readonly #store: PersistedState<StoreState>;
  readonly #now: () => number;
  readonly decisionDelayMs: number;

  constructor(options: VerificationStoreOptions = {}) {
    this.#store = new PersistedState<StoreState>(
      options.storage ?? createMemoryStorage(),
      options.key ?? mockStorageKeys.verification,
      () => ({ version: 1, sequence: 0, sessions: {} }),
    );
    this.#now = options.now ?? Date.now;
    this.decisionDelayMs = options.decisionDelayMs ?? defaultLatency.verificationDecision;
  }

  createSession(input: {
    vendorData: string;
    firstName: string;
    lastName: string;
    documentType: string;
  }): StoredSession {
    return this.#store.update((state) => {
      state.sequence += 1;
      const id = `sim-vrf-${String(state.sequence).padStart(6, '0')}`;
      const session: StoredSession = {
        id,
        vendorData: input.vendorData,
        person: { firstName: input.firstName, lastName: input.lastName },
        documentType: input.documentType,
        status: 'created',
        media: {},
        submittedAt: null,
        outcome: null,
        createdAt: new Date(this.#now()).toISOString(),
      };
      state.sessions[id] = session;
      return session;
    });
  }

  get(id: string): StoredSession | undefined {
    return this.#store.state.sessions[id];
  }

  addMedia(id: string, context: MediaContext, size: number, mimetype: string) {
    return this.#store.update((state) => {
      const session = state.sessions[id];
      if (!session) return undefined;
      state.sequence += 1;
      const media = {
        id: `sim-media-${state.sequence}`,
        size,
        mimetype,
        timestamp: new Date(this.#now()).toISOString(),
      };
      session.media[context] = media;
      if (session.status === 'created') session.status = 'started';
      return { ...media, context };
    });
  }

  /** Marks the session submitted and fixes its outcome now; the decision shows after the delay. */
  submit(id: string, outcome: VerificationOutcome): StoredSession | undefined {
    return this.#store.update((state) => {
      const session = state.sessions[id];
      if (!session) return undefined;
      if (session.status !== 'submitted') {
        session.status = 'submitted';
        session.submittedAt = this.#now();
        session.outcome = outcome;
      }
      return session;
    });
  }

  /** Whether any earlier session was declined (for `verificationDeclinedThenApproved`). */
  hasDeclined(): boolean {
    return Object.values(this.#store.state.sessions).some((session) => session.outcome === 'declined');
  }

  /** The decision body: `verification: null` until `decisionDelayMs` after submit. */
  decision(id: string): DecisionWire | undefined {
    const session = this.get(id);
    if (!session) return undefined;
    if (session.submittedAt === null || session.outcome === null) return { status: 'success', verification: null };
    const decidedAt = session.submittedAt + this.decisionDelayMs;
    if (this.#now() < decidedAt) return { status: 'success', verification: null };
    const reason = session.outcome === 'approved' ? null : reasons[session.outcome];
    return {
      status: 'success',
      verification: {
        id: session.id,
        status: session.outcome,
        code: decisionCodes[session.outcome],
        reason: reason?.text ?? null,
        reasonCode: reason?.code ?? null,
        decisionTime: new Date(decidedAt).toISOString(),
        vendorData: session.vendorData,
      },
    };
  }

  /**
   * The sessions whose decision shows now (`decisionDelayMs` after their submit), with it: what
   * the sandbox's verification webhooks announce.
   */
  decided(): { readonly id: string; readonly status: VerificationOutcome }[] {
    const now = this.#now();
    const decided: { id: string; status: VerificationOutcome }[] = [];
    for (const session of Object.values(this.#store.state.sessions)) {
      if (session.submittedAt === null || session.outcome === null) continue;
      if (now >= session.submittedAt + this.decisionDelayMs) decided.push({ id: session.id, status: session.outcome });
    }
    return decided;
  }

  sessions(): StoredSession[] {
    return Object.values(this.#store.state.sessions);
  }

  reset(): void {
    this.#store.reset();
  }
}

export function createVerificationStore(options: VerificationStoreOptions = {}): VerificationStore {
  return new VerificationStore(options);
}
