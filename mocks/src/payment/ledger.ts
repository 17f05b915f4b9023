import type { paymentWire } from '../domain';
import { PersistedState, createMemoryStorage, type KeyValueStorage } from '../storage';
import { mockStorageKeys } from '../config';
import { brandOf, luhnValid, outcomeOf, type CardOutcome } from './cards';

type PaymentWire = paymentWire.PaymentWire;
type PreferenceWire = paymentWire.PreferenceWire;
type CardTokenWire = paymentWire.CardTokenWire;
type CreatePreferenceRequestWire = paymentWire.CreatePreferenceRequestWire;
type CreateCardTokenRequestWire = paymentWire.CreateCardTokenRequestWire;
type CreatePaymentRequestWire = paymentWire.CreatePaymentRequestWire;
type PaymentErrorWire = paymentWire.PaymentErrorWire;
type RefundWire = paymentWire.RefundWire;
type CustomerWire = paymentWire.CustomerWire;
type CustomerCardWire = paymentWire.CustomerCardWire;

interface StoredToken {
  readonly wire: CardTokenWire;
  readonly outcome: CardOutcome;
  readonly cardholderName: string;
}

interface StoredPayment {
  wire: PaymentWire;
  /** For `in_process` payments: when they become approved (epoch ms). */
  resolvesAt: number | null;
}

interface LedgerState {
  version: 1;
  sequence: number;
  preferences: Record<string, PreferenceWire>;
  tokens: Record<string, StoredToken>;
  payments: Record<string, StoredPayment>;
  /** Idempotency key → payment id. */
  idempotency: Record<string, string>;
  /** Refunds by id (added later: a ledger stored before has none). */
  refunds?: Record<string, RefundWire>;
  /** Refund idempotency key → refund id. */
  refundKeys?: Record<string, string>;
  /** Customers and the cards kept under each (decision 027; a ledger stored before has none). */
  customers?: Record<string, StoredCustomer>;
}

interface StoredCustomer {
  readonly id: string;
  readonly email: string;
  cards: Record<string, StoredCard>;
}

interface StoredCard {
  readonly wire: CustomerCardWire;
  readonly outcome: CardOutcome;
}

export type LedgerResult<T> =
  | { readonly ok: true; readonly status: number; readonly body: T }
  | { readonly ok: false; readonly status: number; readonly body: PaymentErrorWire };

export interface PaymentLedgerOptions {
  /** Where the ledger lives. @default memory (pass `localStorage` in the browser) */
  readonly storage?: KeyValueStorage | undefined;
  /** @default 'mock:paymentProvider' */
  readonly key?: string | undefined;
  /** @default Date.now */
  readonly now?: (() => number) | undefined;
  /** How long an `in_process` payment stays so before it is approved. @default 5000 */
  readonly inProcessMs?: number | undefined;
  /** Hosted checkout origin used in `init_point`. */
  readonly checkoutOrigin?: string | undefined;
  /**
   * Told after a payment is created or changes status (the change is already stored). The sandbox
   * process sends its webhooks from here; in-process use (browser, stories) leaves it unset.
   */
  readonly onPaymentChange?: ((payment: PaymentWire) => void) | undefined;
}

const firstPaymentId = 1_320_000_001;

function fail(status: number, error: string, message: string, code?: number): LedgerResult<never> {
  return {
    ok: false,
    status,
    body: { status, error, message, ...(code === undefined ? {} : { cause: [{ code, description: message }] }) },
  };
}

/**
 * The simulated provider's books: preferences, card tokens and payments, keyed by idempotency
 * key. One per worker/server; optionally persisted (the browser's page reloads lose the
 * in-memory handlers, so the site persists it under `mock:paymentProvider`).
 */
export class PaymentLedger {
  readonly #store: PersistedState<LedgerState>;
  readonly #now: () => number;
  readonly #inProcessMs: number;
  readonly #checkoutOrigin: string;
  readonly #onPaymentChange: ((payment: PaymentWire) => void) | undefined;

  constructor(options: PaymentLedgerOptions = {}) {
    this.#store = new PersistedState<LedgerState>(
      options.storage ?? createMemoryStorage(),
      options.key ?? mockStorageKeys.payment,
      () => ({ version: 1, sequence: 0, preferences: {}, tokens: {}, payments: {}, idempotency: {} }),
    );
    this.#now = options.now ?? Date.now;
    this.#inProcessMs = options.inProcessMs ?? 5000;
    this.#checkoutOrigin = options.checkoutOrigin ?? 'https://www.mercadopago-sim.com.ar';
    this.#onPaymentChange = options.onPaymentChange;
  }

  #changed<R extends LedgerResult<PaymentWire>>(result: R): R {
    if (result.ok) this.#onPaymentChange?.(result.body);
    return result;
  }

  #iso(): string {
    return new Date(this.#now()).toISOString();
  }

  #next(state: LedgerState): number {
    state.sequence += 1;
    return state.sequence;
  }

  createPreference(request: CreatePreferenceRequestWire): LedgerResult<PreferenceWire> {
    return this.#store.update((state) => {
      const id = `5549-sim-pref-${String(this.#next(state)).padStart(6, '0')}`;
      const preference: PreferenceWire = {
        id,
        init_point: `${this.#checkoutOrigin}/checkout/v1/redirect?pref_id=${id}`,
        sandbox_init_point: `${this.#checkoutOrigin}/checkout/v1/sandbox/redirect?pref_id=${id}`,
        external_reference: request.external_reference,
        date_created: this.#iso(),
        items: request.items,
      };
      state.preferences[id] = preference;
      return { ok: true, status: 201, body: preference };
    });
  }

  createCardToken(request: CreateCardTokenRequestWire): LedgerResult<CardTokenWire> {
    const digits = request.card_number.replace(/\s+/g, '');
    if (!luhnValid(digits)) return fail(400, 'bad_request', 'invalid parameter card_number', 205);
    const now = new Date(this.#now());
    const expiry = new Date(Date.UTC(request.expiration_year, request.expiration_month, 1));
    if (request.expiration_month < 1 || request.expiration_month > 12 || expiry <= now) {
      return fail(400, 'bad_request', 'invalid parameter expiration_year', 301);
    }
    if (!/^\d{3,4}$/.test(request.security_code)) {
      return fail(400, 'bad_request', 'invalid parameter security_code', 224);
    }
    return this.#store.update((state) => {
      const id = `sim-tok-${String(this.#next(state)).padStart(8, '0')}`;
      const wire: CardTokenWire = {
        id,
        first_six_digits: digits.slice(0, 6),
        last_four_digits: digits.slice(-4),
        expiration_month: request.expiration_month,
        expiration_year: request.expiration_year,
        payment_method_id: brandOf(digits),
        status: 'active',
        date_created: now.toISOString(),
        date_due: new Date(this.#now() + 7 * 24 * 3600 * 1000).toISOString(),
      };
      state.tokens[id] = { wire, outcome: outcomeOf(digits), cardholderName: request.cardholder.name };
      return { ok: true, status: 201, body: wire };
    });
  }

  /**
   * `POST /v1/customers`: a customer for that e-mail (the sandbox gives back the one it already
   * has rather than refuse a second, as Mercado Pago does).
   */
  createCustomer(email: string): LedgerResult<CustomerWire> {
    const known = Object.values(this.#store.state.customers ?? {}).find((c) => c.email === email);
    if (known) return { ok: true, status: 200, body: { id: known.id, email } };
    return this.#store.update((state) => {
      const id = `sim-cus-${String(this.#next(state)).padStart(8, '0')}`;
      state.customers = { ...state.customers, [id]: { id, email, cards: {} } };
      return { ok: true, status: 201, body: { id, email } };
    });
  }

  /**
   * `POST /v1/customers/{id}/cards` with a card token: keeps the card (the same card again is the
   * same card). `rejected` (the `cardSaveRejected` scenario) refuses it as the provider would.
   */
  saveCard(customerId: string, tokenId: string, rejected = false): LedgerResult<CustomerCardWire> {
    const customer = this.#store.state.customers?.[customerId];
    if (!customer) return fail(404, 'not_found', 'Customer not found');
    const token = this.#store.state.tokens[tokenId];
    if (!token) return fail(400, 'bad_request', 'Card Token not found', 2006);
    if (rejected) return fail(400, 'bad_request', 'card rejected by the issuer', 3034);
    const same = Object.values(customer.cards).find(
      (c) =>
        c.wire.first_six_digits === token.wire.first_six_digits &&
        c.wire.last_four_digits === token.wire.last_four_digits &&
        c.wire.expiration_year === token.wire.expiration_year &&
        c.wire.expiration_month === token.wire.expiration_month,
    );
    if (same) return { ok: true, status: 200, body: same.wire };
    return this.#store.update((state) => {
      const id = `sim-card-${String(this.#next(state)).padStart(8, '0')}`;
      const wire: CustomerCardWire = {
        id,
        customer_id: customerId,
        first_six_digits: token.wire.first_six_digits,
        last_four_digits: token.wire.last_four_digits,
        expiration_month: token.wire.expiration_month,
        expiration_year: token.wire.expiration_year,
        payment_method: { id: token.wire.payment_method_id, name: token.wire.payment_method_id },
        cardholder: { name: token.cardholderName },
        date_created: this.#iso(),
      };
      const stored = state.customers?.[customerId];
      if (stored) stored.cards = { ...stored.cards, [id]: { wire, outcome: token.outcome } };
      return { ok: true, status: 201, body: wire };
    });
  }

  /** `DELETE /v1/customers/{id}/cards/{card}`. */
  removeCard(customerId: string, cardId: string): LedgerResult<CustomerCardWire> {
    const card = this.#store.state.customers?.[customerId]?.cards[cardId];
    if (!card) return fail(404, 'not_found', 'Card not found');
    this.#store.update((state) => {
      const stored = state.customers?.[customerId];
      if (stored) stored.cards = Object.fromEntries(Object.entries(stored.cards).filter(([id]) => id !== cardId));
    });
    return { ok: true, status: 200, body: card.wire };
  }

  /** `POST /v1/card_tokens` with `card_id`: a token for a kept card, which pays as that card does. */
  createSavedCardToken(cardId: string, securityCode: string): LedgerResult<CardTokenWire> {
    const card = Object.values(this.#store.state.customers ?? {})
      .map((c) => c.cards[cardId])
      .find((c) => c !== undefined);
    if (!card) return fail(404, 'not_found', 'Card not found');
    if (!/^\d{3,4}$/.test(securityCode)) return fail(400, 'bad_request', 'invalid parameter security_code', 224);
    return this.#store.update((state) => {
      const id = `sim-tok-${String(this.#next(state)).padStart(8, '0')}`;
      const wire: CardTokenWire = {
        id,
        first_six_digits: card.wire.first_six_digits,
        last_four_digits: card.wire.last_four_digits,
        expiration_month: card.wire.expiration_month,
        expiration_year: card.wire.expiration_year,
        payment_method_id: card.wire.payment_method.id,
        status: 'active',
        date_created: this.#iso(),
        date_due: new Date(this.#now() + 7 * 24 * 3600 * 1000).toISOString(),
      };
      state.tokens[id] = { wire, outcome: card.outcome, cardholderName: card.wire.cardholder.name };
      return { ok: true, status: 201, body: wire };
    });
  }

  /** The payment a key already produced, if any (same key → same payment, no new charge). */
  findByIdempotencyKey(key: string): PaymentWire | undefined {
    const id = this.#store.state.idempotency[key];
    return id === undefined ? undefined : this.#read(id);
  }

  /**
   * Charges once per idempotency key. `forced` replaces the card's outcome (scenarios).
   * A new key for an order that already has an approved payment is refused (409 `already_paid`):
   * that is the simulator's guard against a double charge from two browser tabs.
   */
  createPayment(
    idempotencyKey: string,
    request: CreatePaymentRequestWire,
    forced?: CardOutcome,
  ): LedgerResult<PaymentWire> {
    const previous = this.findByIdempotencyKey(idempotencyKey);
    if (previous) return { ok: true, status: 200, body: previous };
    const token = this.#store.state.tokens[request.token];
    if (!token) return fail(400, 'bad_request', 'Card Token not found', 2006);
    const alreadyPaid = this.search(request.external_reference).some((payment) => payment.status === 'approved');
    if (alreadyPaid) return fail(409, 'already_paid', 'The order already has an approved payment');

    const outcome = forced ?? token.outcome;
    const created = this.#store.update((state): LedgerResult<PaymentWire> => {
      const id = firstPaymentId + this.#next(state);
      const now = this.#iso();
      const status = outcome === 'approved' ? 'approved' : outcome === 'in_process' ? 'in_process' : 'rejected';
      const wire: PaymentWire = {
        id,
        status,
        status_detail:
          outcome === 'approved' ? 'accredited' : outcome === 'in_process' ? 'pending_contingency' : outcome,
        transaction_amount: request.transaction_amount,
        currency_id: request.currency_id ?? 'ARS',
        description: request.description,
        external_reference: request.external_reference,
        date_created: now,
        date_approved: status === 'approved' ? now : null,
        date_last_updated: now,
        payment_method_id: request.payment_method_id ?? token.wire.payment_method_id,
        payment_type_id: 'credit_card',
        installments: request.installments,
        card: {
          first_six_digits: token.wire.first_six_digits,
          last_four_digits: token.wire.last_four_digits,
          cardholder: { name: token.cardholderName },
        },
        payer: { email: request.payer.email },
      };
      state.payments[String(id)] = {
        wire,
        resolvesAt: status === 'in_process' ? this.#now() + this.#inProcessMs : null,
      };
      state.idempotency[idempotencyKey] = String(id);
      return { ok: true, status: 201, body: wire };
    });
    return this.#changed(created);
  }

  /** Settles an `in_process` payment whose time has come (read-time, so no timers survive). */
  #read(id: string): PaymentWire | undefined {
    const stored = this.#store.state.payments[id];
    if (!stored) return undefined;
    if (stored.resolvesAt !== null && stored.wire.status === 'in_process' && this.#now() >= stored.resolvesAt) {
      this.#store.update(() => {
        const now = this.#iso();
        stored.wire = {
          ...stored.wire,
          status: 'approved',
          status_detail: 'accredited',
          date_approved: now,
          date_last_updated: now,
        };
        stored.resolvesAt = null;
      });
      this.#onPaymentChange?.(stored.wire);
    }
    return stored.wire;
  }

  /**
   * Settles every `in_process` payment whose time has come. Reads do that on their own; a process
   * that must notify the change without waiting for a read (the sandbox's webhooks) calls this on
   * a timer.
   */
  settleDue(): void {
    const now = this.#now();
    for (const [id, stored] of Object.entries(this.#store.state.payments)) {
      if (stored.resolvesAt !== null && now >= stored.resolvesAt) this.#read(id);
    }
  }

  getPayment(id: string): PaymentWire | undefined {
    return this.#read(id);
  }

  /** Payments for an external reference, newest first. */
  search(externalReference: string): PaymentWire[] {
    return Object.keys(this.#store.state.payments)
      .map((id) => this.#read(id))
      .filter((payment): payment is PaymentWire => payment?.external_reference === externalReference)
      .sort((a, b) => b.id - a.id);
  }

  cancel(id: string): LedgerResult<PaymentWire> {
    const payment = this.#read(id);
    if (!payment) return fail(404, 'not_found', 'Payment not found');
    if (payment.status !== 'in_process' && payment.status !== 'pending') {
      return fail(400, 'bad_request', `Payment in status ${payment.status} cannot be cancelled`);
    }
    const cancelled = this.#store.update((state): LedgerResult<PaymentWire> => {
      const stored = state.payments[id];
      const now = this.#iso();
      const wire: PaymentWire = { ...payment, status: 'cancelled', status_detail: 'by_payer', date_last_updated: now };
      if (stored) {
        stored.wire = wire;
        stored.resolvesAt = null;
      }
      return { ok: true, status: 200, body: wire };
    });
    return this.#changed(cancelled);
  }

  /** The refund a key already produced, if any (same key → same refund, money returned once). */
  findRefundByKey(key: string): RefundWire | undefined {
    const id = this.#store.state.refundKeys?.[key];
    return id === undefined ? undefined : this.#store.state.refunds?.[id];
  }

  /** Refunds of a payment, oldest first. */
  refundsOf(paymentId: string): RefundWire[] {
    return Object.values(this.#store.state.refunds ?? {})
      .filter((refund) => String(refund.payment_id) === paymentId)
      .sort((a, b) => a.id - b.id);
  }

  /**
   * Gives back `amount` (all that is left when absent) of an approved payment, once per
   * idempotency key. `forced: 'rejected'` answers a refusal (the `refundRejected` scenario). A
   * payment refunded in full becomes `refunded` (and is notified like any change).
   */
  refund(
    paymentId: string,
    idempotencyKey: string,
    amount: number | undefined,
    forced?: 'rejected',
  ): LedgerResult<RefundWire> {
    const previous = this.findRefundByKey(idempotencyKey);
    if (previous) return { ok: true, status: 200, body: previous };
    const payment = this.#read(paymentId);
    if (!payment) return fail(404, 'not_found', 'Payment not found');
    if (payment.status !== 'approved') {
      return fail(400, 'bad_request', `Payment in status ${payment.status} cannot be refunded`);
    }
    const refunded = this.refundsOf(paymentId)
      .filter((r) => r.status === 'approved')
      .reduce((sum, r) => sum + Math.round(r.amount * 100), 0);
    const leftCents = Math.round(payment.transaction_amount * 100) - refunded;
    const cents = amount === undefined ? leftCents : Math.round(amount * 100);
    if (cents <= 0 || cents > leftCents) return fail(400, 'bad_request', 'invalid refund amount', 4040);
    const result = this.#store.update((state): LedgerResult<RefundWire> => {
      const now = this.#iso();
      const refund: RefundWire = {
        id: firstPaymentId + this.#next(state),
        payment_id: payment.id,
        amount: cents / 100,
        status: forced ?? 'approved',
        date_created: now,
      };
      state.refunds = { ...state.refunds, [String(refund.id)]: refund };
      state.refundKeys = { ...state.refundKeys, [idempotencyKey]: String(refund.id) };
      const stored = state.payments[paymentId];
      if (stored && refund.status === 'approved' && cents === leftCents) {
        stored.wire = { ...stored.wire, status: 'refunded', status_detail: 'refunded', date_last_updated: now };
      }
      return { ok: true, status: 201, body: refund };
    });
    const after = this.#store.state.payments[paymentId]?.wire;
    if (after?.status === 'refunded' && result.ok && result.body.status === 'approved') this.#onPaymentChange?.(after);
    return result;
  }

  /** Every payment (for tests and the dev tools). */
  payments(): PaymentWire[] {
    return Object.keys(this.#store.state.payments)
      .map((id) => this.#read(id))
      .filter((payment): payment is PaymentWire => payment !== undefined);
  }

  reset(): void {
    this.#store.reset();
  }
}

export function createPaymentLedger(options: PaymentLedgerOptions = {}): PaymentLedger {
  return new PaymentLedger(options);
}
