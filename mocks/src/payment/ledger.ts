/**
 * The simulated payment provider's books: checkout preferences and payments here (charged once per
 * idempotency key, `in_process` ones settled when their time has come, cancelled); what it holds
 * of cards in vault.ts, refunds in refunds.ts, the stored document in ledger-books.ts.
 */
import type { paymentWire } from '../domain';
import { createMemoryStorage, type KeyValueStorage } from '../storage';
import { mockStorageKeys } from '../config';
import type { CardOutcome } from './cards';
import { fail, firstPaymentId, LedgerBooks, type LedgerResult } from './ledger-books';
import { RefundBook } from './refunds';
import { CardVault } from './vault';

type PaymentWire = paymentWire.PaymentWire;
type CardTokenWire = paymentWire.CardTokenWire;
type PreferenceWire = paymentWire.PreferenceWire;
type CustomerCardWire = paymentWire.CustomerCardWire;
type RefundWire = paymentWire.RefundWire;

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

/**
 * The simulated provider's books: preferences, card tokens, payments and refunds, keyed by
 * idempotency key. One per worker/server; optionally persisted (the browser's page reloads lose the
 * in-memory handlers, so the site persists it under `mock:paymentProvider`).
 */
export class PaymentLedger {
  readonly #books: LedgerBooks;
  readonly #vault: CardVault;
  readonly #refunds: RefundBook;
  readonly #inProcessMs: number;
  readonly #checkoutOrigin: string;
  readonly #onPaymentChange: ((payment: PaymentWire) => void) | undefined;

  constructor(options: PaymentLedgerOptions = {}) {
    this.#books = new LedgerBooks(
      options.storage ?? createMemoryStorage(),
      options.key ?? mockStorageKeys.payment,
      options.now ?? Date.now,
    );
    this.#vault = new CardVault(this.#books);
    this.#refunds = new RefundBook(this.#books, (id) => this.#read(id), options.onPaymentChange);
    this.#inProcessMs = options.inProcessMs ?? 5000;
    this.#checkoutOrigin = options.checkoutOrigin ?? 'https://www.mercadopago-sim.com.ar';
    this.#onPaymentChange = options.onPaymentChange;
  }

  #changed<R extends LedgerResult<PaymentWire>>(result: R): R {
    if (result.ok) this.#onPaymentChange?.(result.body);
    return result;
  }

  createPreference(request: paymentWire.CreatePreferenceRequestWire): LedgerResult<PreferenceWire> {
    return this.#books.store.update((state) => {
      const id = this.#books.nextId(state, '5549-sim-pref-', 6);
      const preference: PreferenceWire = {
        id,
        init_point: `${this.#checkoutOrigin}/checkout/v1/redirect?pref_id=${id}`,
        sandbox_init_point: `${this.#checkoutOrigin}/checkout/v1/sandbox/redirect?pref_id=${id}`,
        external_reference: request.external_reference,
        date_created: this.#books.iso(),
        items: request.items,
      };
      state.preferences[id] = preference;
      return { ok: true, status: 201, body: preference };
    });
  }

  createCardToken(request: paymentWire.CreateCardTokenRequestWire): LedgerResult<CardTokenWire> {
    return this.#vault.createCardToken(request);
  }

  /** `POST /v1/customers` (see {@link CardVault.createCustomer}). */
  createCustomer(email: string): LedgerResult<paymentWire.CustomerWire> {
    return this.#vault.createCustomer(email);
  }

  /** `POST /v1/customers/{id}/cards` (see {@link CardVault.saveCard}). */
  saveCard(customerId: string, tokenId: string, rejected = false): LedgerResult<CustomerCardWire> {
    return this.#vault.saveCard(customerId, tokenId, rejected);
  }

  /** `DELETE /v1/customers/{id}/cards/{card}`. */
  removeCard(customerId: string, cardId: string): LedgerResult<CustomerCardWire> {
    return this.#vault.removeCard(customerId, cardId);
  }

  /** `POST /v1/card_tokens` with `card_id`: a token for a kept card, which pays as that card does. */
  createSavedCardToken(cardId: string, securityCode: string): LedgerResult<CardTokenWire> {
    return this.#vault.createSavedCardToken(cardId, securityCode);
  }

  /** The payment a key already produced, if any (same key → same payment, no new charge). */
  findByIdempotencyKey(key: string): PaymentWire | undefined {
    const id = this.#books.state.idempotency[key];
    return id === undefined ? undefined : this.#read(id);
  }

  /**
   * Charges once per idempotency key. `forced` replaces the card's outcome (scenarios).
   * A new key for an order that already has an approved payment is refused (409 `already_paid`):
   * that is the simulator's guard against a double charge from two browser tabs.
   */
  createPayment(
    idempotencyKey: string,
    request: paymentWire.CreatePaymentRequestWire,
    forced?: CardOutcome,
  ): LedgerResult<PaymentWire> {
    const previous = this.findByIdempotencyKey(idempotencyKey);
    if (previous) return { ok: true, status: 200, body: previous };
    const token = this.#books.state.tokens[request.token];
    if (!token) return fail(400, 'bad_request', 'Card Token not found', 2006);
    const alreadyPaid = this.search(request.external_reference).some((payment) => payment.status === 'approved');
    if (alreadyPaid) return fail(409, 'already_paid', 'The order already has an approved payment');

    const outcome = forced ?? token.outcome;
    const created = this.#books.store.update((state): LedgerResult<PaymentWire> => {
      const id = firstPaymentId + this.#books.next(state);
      const now = this.#books.iso();
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
        resolvesAt: status === 'in_process' ? this.#books.now() + this.#inProcessMs : null,
      };
      state.idempotency[idempotencyKey] = String(id);
      return { ok: true, status: 201, body: wire };
    });
    return this.#changed(created);
  }

  /** Settles an `in_process` payment whose time has come (read-time, so no timers survive). */
  #read(id: string): PaymentWire | undefined {
    const stored = this.#books.state.payments[id];
    if (!stored) return undefined;
    if (stored.resolvesAt !== null && stored.wire.status === 'in_process' && this.#books.now() >= stored.resolvesAt) {
      this.#books.store.update(() => {
        const now = this.#books.iso();
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
    const now = this.#books.now();
    for (const [id, stored] of Object.entries(this.#books.state.payments)) {
      if (stored.resolvesAt !== null && now >= stored.resolvesAt) this.#read(id);
    }
  }

  getPayment(id: string): PaymentWire | undefined {
    return this.#read(id);
  }

  /** Payments for an external reference, newest first. */
  search(externalReference: string): PaymentWire[] {
    return Object.keys(this.#books.state.payments)
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
    const cancelled = this.#books.store.update((state): LedgerResult<PaymentWire> => {
      const stored = state.payments[id];
      const now = this.#books.iso();
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
    return this.#refunds.findByKey(key);
  }

  /** Refunds of a payment, oldest first. */
  refundsOf(paymentId: string): RefundWire[] {
    return this.#refunds.of(paymentId);
  }

  /** Gives back `amount` (all that is left when absent) once per key (see {@link RefundBook.refund}). */
  refund(...args: Parameters<RefundBook['refund']>): LedgerResult<RefundWire> {
    return this.#refunds.refund(...args);
  }

  /** Every payment (for tests and the dev tools). */
  payments(): PaymentWire[] {
    return Object.keys(this.#books.state.payments)
      .map((id) => this.#read(id))
      .filter((payment): payment is PaymentWire => payment !== undefined);
  }

  reset(): void {
    this.#books.store.reset();
  }
}

export function createPaymentLedger(options: PaymentLedgerOptions = {}): PaymentLedger {
  return new PaymentLedger(options);
}
