/**
 * The simulated payment provider's books as they are stored: one document (preferences, card
 * tokens, customers and their kept cards, payments, refunds, and the idempotency keys that found
 * them), its clock and its numbering, and what every ledger operation answers.
 */
import type { paymentWire } from '../domain';
import { PersistedState, type KeyValueStorage } from '../storage';
import type { CardOutcome } from './cards';

export interface StoredToken {
  readonly wire: paymentWire.CardTokenWire;
  readonly outcome: CardOutcome;
  readonly cardholderName: string;
}

export interface StoredPayment {
  wire: paymentWire.PaymentWire;
  /** For `in_process` payments: when they become approved (epoch ms). */
  resolvesAt: number | null;
}

export interface StoredCustomer {
  readonly id: string;
  readonly email: string;
  cards: Record<string, StoredCard>;
}

export interface StoredCard {
  readonly wire: paymentWire.CustomerCardWire;
  readonly outcome: CardOutcome;
}

export interface LedgerState {
  version: 1;
  sequence: number;
  preferences: Record<string, paymentWire.PreferenceWire>;
  tokens: Record<string, StoredToken>;
  payments: Record<string, StoredPayment>;
  /** Idempotency key → payment id. */
  idempotency: Record<string, string>;
  /** Refunds by id (added later: a ledger stored before has none). */
  refunds?: Record<string, paymentWire.RefundWire>;
  /** Refund idempotency key → refund id. */
  refundKeys?: Record<string, string>;
  /** Customers and the cards kept under each (decision 027; a ledger stored before has none). */
  customers?: Record<string, StoredCustomer>;
}

export type LedgerResult<T> =
  | { readonly ok: true; readonly status: number; readonly body: T }
  | { readonly ok: false; readonly status: number; readonly body: paymentWire.PaymentErrorWire };

/** A payment's or a refund's number: the provider's are large integers. */
export const firstPaymentId = 1_320_000_001;

export function fail(status: number, error: string, message: string, code?: number): LedgerResult<never> {
  return {
    ok: false,
    status,
    body: { status, error, message, ...(code === undefined ? {} : { cause: [{ code, description: message }] }) },
  };
}

/** The stored document, the clock, and the next number of the one sequence every id comes from. */
export class LedgerBooks {
  readonly store: PersistedState<LedgerState>;
  readonly now: () => number;

  constructor(storage: KeyValueStorage, key: string, now: () => number) {
    this.store = new PersistedState<LedgerState>(storage, key, () => ({
      version: 1,
      sequence: 0,
      preferences: {},
      tokens: {},
      payments: {},
      idempotency: {},
    }));
    this.now = now;
  }

  get state(): LedgerState {
    return this.store.state;
  }

  iso(): string {
    return new Date(this.now()).toISOString();
  }

  next(state: LedgerState): number {
    state.sequence += 1;
    return state.sequence;
  }

  /** The next id with the provider's look for that kind, e.g. `sim-tok-00000042`. */
  nextId(state: LedgerState, prefix: string, digits = 8): string {
    return `${prefix}${String(this.next(state)).padStart(digits, '0')}`;
  }
}
