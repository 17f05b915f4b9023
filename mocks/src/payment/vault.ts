/**
 * What the simulated provider holds of a card: the single-use tokens a card (or a kept card) is
 * paid with, and the customers with the cards kept under each (decision 027).
 */
import type { paymentWire } from '../domain';
import { brandOf, luhnValid, outcomeOf, type CardOutcome } from './cards';
import { fail, type LedgerBooks, type LedgerResult } from './ledger-books';

type CardTokenWire = paymentWire.CardTokenWire;
type CustomerCardWire = paymentWire.CustomerCardWire;

/** The card a token is cut from (a typed card or a kept one). */
type TokenCard = Pick<
  CardTokenWire,
  'first_six_digits' | 'last_four_digits' | 'expiration_month' | 'expiration_year' | 'payment_method_id'
>;

const tokenLifetimeMs = 7 * 24 * 3600 * 1000;
const securityCode = /^\d{3,4}$/;

export class CardVault {
  readonly #books: LedgerBooks;

  constructor(books: LedgerBooks) {
    this.#books = books;
  }

  /** A token that pays with `outcome` in the name of `cardholderName`. */
  #issueToken(card: TokenCard, outcome: CardOutcome, cardholderName: string): LedgerResult<CardTokenWire> {
    return this.#books.store.update((state) => {
      const wire: CardTokenWire = {
        id: this.#books.nextId(state, 'sim-tok-'),
        ...card,
        status: 'active',
        date_created: this.#books.iso(),
        date_due: new Date(this.#books.now() + tokenLifetimeMs).toISOString(),
      };
      state.tokens[wire.id] = { wire, outcome, cardholderName };
      return { ok: true, status: 201, body: wire };
    });
  }

  createCardToken(request: paymentWire.CreateCardTokenRequestWire): LedgerResult<CardTokenWire> {
    const digits = request.card_number.replace(/\s+/g, '');
    if (!luhnValid(digits)) return fail(400, 'bad_request', 'invalid parameter card_number', 205);
    const expiry = new Date(Date.UTC(request.expiration_year, request.expiration_month, 1));
    if (request.expiration_month < 1 || request.expiration_month > 12 || expiry.getTime() <= this.#books.now()) {
      return fail(400, 'bad_request', 'invalid parameter expiration_year', 301);
    }
    if (!securityCode.test(request.security_code)) {
      return fail(400, 'bad_request', 'invalid parameter security_code', 224);
    }
    const card: TokenCard = {
      first_six_digits: digits.slice(0, 6),
      last_four_digits: digits.slice(-4),
      expiration_month: request.expiration_month,
      expiration_year: request.expiration_year,
      payment_method_id: brandOf(digits),
    };
    return this.#issueToken(card, outcomeOf(digits), request.cardholder.name);
  }

  /**
   * `POST /v1/customers`: a customer for that e-mail (the sandbox gives back the one it already
   * has rather than refuse a second, as Mercado Pago does).
   */
  createCustomer(email: string): LedgerResult<paymentWire.CustomerWire> {
    const known = Object.values(this.#books.state.customers ?? {}).find((c) => c.email === email);
    if (known) return { ok: true, status: 200, body: { id: known.id, email } };
    return this.#books.store.update((state) => {
      const id = this.#books.nextId(state, 'sim-cus-');
      state.customers = { ...state.customers, [id]: { id, email, cards: {} } };
      return { ok: true, status: 201, body: { id, email } };
    });
  }

  /**
   * `POST /v1/customers/{id}/cards` with a card token: keeps the card (the same card again is the
   * same card). `rejected` (the `cardSaveRejected` scenario) refuses it as the provider would.
   */
  saveCard(customerId: string, tokenId: string, rejected = false): LedgerResult<CustomerCardWire> {
    const customer = this.#books.state.customers?.[customerId];
    if (!customer) return fail(404, 'not_found', 'Customer not found');
    const token = this.#books.state.tokens[tokenId];
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
    return this.#books.store.update((state) => {
      const id = this.#books.nextId(state, 'sim-card-');
      const wire: CustomerCardWire = {
        id,
        customer_id: customerId,
        first_six_digits: token.wire.first_six_digits,
        last_four_digits: token.wire.last_four_digits,
        expiration_month: token.wire.expiration_month,
        expiration_year: token.wire.expiration_year,
        payment_method: { id: token.wire.payment_method_id, name: token.wire.payment_method_id },
        cardholder: { name: token.cardholderName },
        date_created: this.#books.iso(),
      };
      const stored = state.customers?.[customerId];
      if (stored) stored.cards = { ...stored.cards, [id]: { wire, outcome: token.outcome } };
      return { ok: true, status: 201, body: wire };
    });
  }

  /** `DELETE /v1/customers/{id}/cards/{card}`. */
  removeCard(customerId: string, cardId: string): LedgerResult<CustomerCardWire> {
    const card = this.#books.state.customers?.[customerId]?.cards[cardId];
    if (!card) return fail(404, 'not_found', 'Card not found');
    this.#books.store.update((state) => {
      const stored = state.customers?.[customerId];
      if (stored) stored.cards = Object.fromEntries(Object.entries(stored.cards).filter(([id]) => id !== cardId));
    });
    return { ok: true, status: 200, body: card.wire };
  }

  /** `POST /v1/card_tokens` with `card_id`: a token for a kept card, which pays as that card does. */
  createSavedCardToken(cardId: string, code: string): LedgerResult<CardTokenWire> {
    const card = Object.values(this.#books.state.customers ?? {})
      .map((c) => c.cards[cardId])
      .find((c) => c !== undefined);
    if (!card) return fail(404, 'not_found', 'Card not found');
    if (!securityCode.test(code)) return fail(400, 'bad_request', 'invalid parameter security_code', 224);
    const { wire } = card;
    return this.#issueToken(
      {
        first_six_digits: wire.first_six_digits,
        last_four_digits: wire.last_four_digits,
        expiration_month: wire.expiration_month,
        expiration_year: wire.expiration_year,
        payment_method_id: wire.payment_method.id,
      },
      card.outcome,
      wire.cardholder.name,
    );
  }
}
