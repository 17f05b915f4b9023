import type { payoutWire } from '../domain';
import { PersistedState, createMemoryStorage, type KeyValueStorage } from '../storage';
import { defaultLatency, mockStorageKeys } from '../config';

type PayoutWire = payoutWire.PayoutWire;
type CreatePayoutRequestWire = payoutWire.CreatePayoutRequestWire;

/** What the provider will do with a payout once its settlement delay has passed. */
export type PayoutOutcome = 'transferred' | 'rejected';

interface StoredPayout {
  id: string;
  idempotencyKey: string;
  request: CreatePayoutRequestWire;
  outcome: PayoutOutcome;
  createdAt: number;
}

interface StoreState {
  version: 1;
  sequence: number;
  payouts: Record<string, StoredPayout>;
}

export interface PayoutStoreOptions {
  /** @default memory (pass `localStorage` in the browser) */
  readonly storage?: KeyValueStorage | undefined;
  /** @default 'mock:payoutProvider' */
  readonly key?: string | undefined;
  /** @default Date.now */
  readonly now?: (() => number) | undefined;
  /** From the order to the transfer (or its rejection). @default 4000 */
  readonly settleDelayMs?: number | undefined;
}

/**
 * The simulated payout provider's transfers, optionally persisted (`mock:payoutProvider`). A
 * payout is `pending` for `settleDelayMs`, then `transferred` or `rejected` as the scenario said
 * when it was created; the same idempotency key returns the same payout.
 */
export class PayoutStore {
  readonly #store: PersistedState<StoreState>;
  readonly #now: () => number;
  readonly settleDelayMs: number;

  constructor(options: PayoutStoreOptions = {}) {
    this.#store = new PersistedState<StoreState>(
      options.storage ?? createMemoryStorage(),
      options.key ?? mockStorageKeys.payout,
      () => ({ version: 1, sequence: 0, payouts: {} }),
    );
    this.#now = options.now ?? Date.now;
    this.settleDelayMs = options.settleDelayMs ?? defaultLatency.payoutSettle;
  }

  create(request: CreatePayoutRequestWire, idempotencyKey: string, outcome: PayoutOutcome): PayoutWire {
    const known = Object.values(this.#store.state.payouts).find((p) => p.idempotencyKey === idempotencyKey);
    if (known) return this.#wire(known);
    const stored = this.#store.update((state) => {
      state.sequence += 1;
      const payout: StoredPayout = {
        id: `sim-po-${String(state.sequence).padStart(6, '0')}`,
        idempotencyKey,
        request,
        outcome,
        createdAt: this.#now(),
      };
      state.payouts[payout.id] = payout;
      return payout;
    });
    return this.#wire(stored);
  }

  get(id: string): PayoutWire | undefined {
    const stored = Object.hasOwn(this.#store.state.payouts, id) ? this.#store.state.payouts[id] : undefined;
    return stored ? this.#wire(stored) : undefined;
  }

  /** The payouts made under `reference` (the client's `external_reference`), newest first. */
  byReference(reference: string): PayoutWire[] {
    return Object.values(this.#store.state.payouts)
      .filter((p) => p.request.external_reference === reference)
      .sort((a, b) => b.createdAt - a.createdAt || b.id.localeCompare(a.id))
      .map((p) => this.#wire(p));
  }

  /** Payouts whose final state is known now (transferred or rejected), for their notifications. */
  settled(): { readonly id: string; readonly status: PayoutOutcome }[] {
    return Object.values(this.#store.state.payouts)
      .filter((p) => this.#now() >= p.createdAt + this.settleDelayMs)
      .map((p) => ({ id: p.id, status: p.outcome }));
  }

  #wire(p: StoredPayout): PayoutWire {
    const settledAt = p.createdAt + this.settleDelayMs;
    const settled = this.#now() >= settledAt;
    return {
      id: p.id,
      status: settled ? p.outcome : 'pending',
      status_detail: settled && p.outcome === 'rejected' ? 'destination_not_found' : null,
      amount_cents: p.request.amount_cents,
      currency: p.request.currency,
      external_reference: p.request.external_reference,
      date_created: new Date(p.createdAt).toISOString(),
      date_settled: settled ? new Date(settledAt).toISOString() : null,
    };
  }
}

export function createPayoutStore(options: PayoutStoreOptions = {}): PayoutStore {
  return new PayoutStore(options);
}
