import type { z } from 'zod';
import {
  cardTokenWire,
  customerCardWire,
  customerWire,
  idempotencyHeader,
  paymentSearchWire,
  paymentWire,
  preferenceWire,
  refundWire,
} from './wire';
import {
  fromCents,
  toCardToken,
  toCents,
  toPaymentRecord,
  type CardCheckout,
  type CardPaymentRecord,
  type CardToken,
  type OrderPaymentCheck,
} from './records';
import { HttpClient, type HttpClientOptions, type HttpFailureContext, type RequestOptions } from '../http';
import { PaymentProviderError, paymentMessages } from '../errors';
import type {
  CheckoutOrder,
  CreatePaymentInput,
  Payer,
  PaymentGateway,
  RefundInput,
  RefundRecord,
  ReturnUrls,
  SaveCardInput,
  SavedCardRecord,
} from '@cg/domain/ports/index';

export interface CardDetails {
  /** Digits, spaces allowed ("4509 9535 6623 3704"). */
  readonly cardNumber: string;
  readonly expirationMonth: number;
  readonly expirationYear: number;
  readonly securityCode: string;
  readonly cardholderName: string;
  readonly identification?: { readonly type: string; readonly number: string } | undefined;
}

export interface PaymentProviderClientOptions extends HttpClientOptions {
  /** Server credential (`Authorization: Bearer …`). Test credentials start with `TEST-`. */
  readonly accessToken: string;
  /** Browser credential used to tokenise cards. Needed only by {@link PaymentProviderClient.createCardToken}. */
  readonly publicKey?: string | undefined;
  /**
   * Source of idempotency keys for new payment attempts.
   * @default () => globalThis.crypto.randomUUID()
   */
  readonly newIdempotencyKey?: (() => string) | undefined;
}

export interface CallOptions {
  readonly signal?: AbortSignal | undefined;
}

export interface CreatePaymentOptions extends CallOptions {
  /** Extra automatic tries after a retryable failure (down, timeout), same key. @default 0 */
  readonly retries?: number | undefined;
}

/** One payment attempt: its key is fixed, so submitting it again can never charge twice. */
export interface PaymentAttempt {
  readonly idempotencyKey: string;
  submit(options?: CreatePaymentOptions): Promise<CardPaymentRecord>;
}

function paymentFailure(context: HttpFailureContext, idempotencyKey?: string): PaymentProviderError {
  const copy =
    context.kind === 'conflict' && context.providerCode === 'already_paid'
      ? paymentMessages.alreadyPaid
      : context.kind === 'cancelled'
        ? paymentMessages.cancelled
        : paymentMessages.error;
  return new PaymentProviderError({ ...context, ...copy, idempotencyKey });
}

function splitName(name: string): { name: string; surname: string | undefined } {
  const trimmed = name.trim();
  const space = trimmed.indexOf(' ');
  if (space < 0) return { name: trimmed, surname: undefined };
  return { name: trimmed.slice(0, space), surname: trimmed.slice(space + 1) };
}

/**
 * HTTP client of the card payment provider (Mercado Pago-like); implements the domain's
 * {@link PaymentGateway}. Pure: no browser globals at module level, `fetch` injected or looked
 * up per call.
 */
export class PaymentProviderClient implements PaymentGateway {
  readonly #http: HttpClient;
  readonly #accessToken: string;
  readonly #publicKey: string | undefined;
  readonly #newKey: () => string;

  constructor(options: PaymentProviderClientOptions) {
    this.#http = new HttpClient(options, (context) => paymentFailure(context));
    this.#accessToken = options.accessToken;
    this.#publicKey = options.publicKey;
    this.#newKey = options.newIdempotencyKey ?? (() => globalThis.crypto.randomUUID());
  }

  /** A fresh idempotency key for a new payment attempt. */
  newIdempotencyKey(): string {
    return this.#newKey();
  }

  /** A call with the server credential (`Authorization`), and its idempotency key when it has one. */
  #call<T>(
    schema: z.ZodType<T>,
    request: Omit<RequestOptions, 'headers' | 'signal'>,
    options: CallOptions,
    idempotencyKey?: string,
  ): Promise<T> {
    const key = idempotencyKey === undefined ? {} : { [idempotencyHeader]: idempotencyKey };
    return this.#http.request(schema, {
      ...request,
      headers: { Authorization: `Bearer ${this.#accessToken}`, ...key },
      signal: options.signal,
    });
  }

  /** Creates a checkout preference (the provider's hosted checkout for the order). */
  async createCheckout(
    order: CheckoutOrder,
    payer: Payer,
    returnUrls: ReturnUrls,
    externalReference: string,
    options: CallOptions = {},
  ): Promise<CardCheckout> {
    const { name, surname } = splitName(payer.name);
    const wire = await this.#call(
      preferenceWire,
      {
        method: 'POST',
        path: '/checkout/preferences',
        body: {
          items: [
            {
              id: order.orderId,
              title: order.title,
              quantity: 1,
              currency_id: order.currency,
              unit_price: fromCents(order.amountCents),
            },
          ],
          payer: {
            name,
            surname,
            email: payer.email,
            address: payer.address === undefined ? undefined : { street_name: payer.address },
          },
          back_urls: returnUrls,
          auto_return: 'approved',
          external_reference: externalReference,
          statement_descriptor: 'CONEXION GLOBAL',
        },
      },
      options,
    );
    return { id: wire.id, redirectUrl: wire.init_point, sandboxRedirectUrl: wire.sandbox_init_point };
  }

  /** Tokenises a card with the public key (what the card SDK does in the browser). */
  async createCardToken(card: CardDetails, options: CallOptions = {}): Promise<CardToken> {
    const wire = await this.#http.request(cardTokenWire, {
      method: 'POST',
      path: '/v1/card_tokens',
      query: { public_key: this.#publicKey },
      signal: options.signal,
      body: {
        card_number: card.cardNumber.replace(/\s+/g, ''),
        expiration_month: card.expirationMonth,
        expiration_year: card.expirationYear,
        security_code: card.securityCode,
        cardholder: { name: card.cardholderName, identification: card.identification },
      },
    });
    return toCardToken(wire);
  }

  /**
   * A token for a card the provider keeps (decision 027), with its security code: what the card
   * SDK does in the browser when the buyer pays with a saved card.
   */
  async createSavedCardToken(cardId: string, securityCode: string, options: CallOptions = {}): Promise<CardToken> {
    const wire = await this.#http.request(cardTokenWire, {
      method: 'POST',
      path: '/v1/card_tokens',
      query: { public_key: this.#publicKey },
      signal: options.signal,
      body: { card_id: cardId, security_code: securityCode },
    });
    return toCardToken(wire);
  }

  /**
   * Keeps the card a token stands for under the person's customer, making the customer first when
   * there is none yet (`POST /v1/customers`, then `POST /v1/customers/{id}/cards`).
   */
  async saveCard(input: SaveCardInput, options: CallOptions = {}): Promise<SavedCardRecord> {
    let customerId = input.customerId;
    if (customerId === null) {
      const customer = await this.#call(
        customerWire,
        {
          method: 'POST',
          path: '/v1/customers',
          body: { email: input.email },
        },
        options,
      );
      customerId = customer.id;
    }
    const card = await this.#call(
      customerCardWire,
      {
        method: 'POST',
        path: `/v1/customers/${encodeURIComponent(customerId)}/cards`,
        body: { token: input.cardToken },
      },
      options,
    );
    return {
      id: card.id,
      customerId: card.customer_id,
      brand: card.payment_method.id,
      lastFour: card.last_four_digits,
      expirationMonth: card.expiration_month,
      expirationYear: card.expiration_year,
      holderName: card.cardholder.name,
    };
  }

  /** Forgets a saved card (`DELETE /v1/customers/{id}/cards/{card}`). */
  async removeCard(customerId: string, cardId: string, options: CallOptions = {}): Promise<void> {
    await this.#call(
      customerCardWire,
      {
        method: 'DELETE',
        path: `/v1/customers/${encodeURIComponent(customerId)}/cards/${encodeURIComponent(cardId)}`,
      },
      options,
    );
  }

  /**
   * Charges a card at most once per idempotency key: the same key returns the first payment.
   * Without a key a fresh one is drawn (prefer {@link paymentAttempt}, which keeps it for
   * retries). Failures throw a {@link PaymentProviderError} carrying the key; a declined card
   * is not an error but a record with status `rejected`. A new key for an order that already
   * has an approved payment is refused (`conflict`, 'Pedido ya pagado').
   */
  async createPayment(
    input: CreatePaymentInput,
    idempotencyKey: string = this.#newKey(),
    options: CreatePaymentOptions = {},
  ): Promise<CardPaymentRecord> {
    let triesLeft = Math.max(0, options.retries ?? 0);
    for (;;) {
      try {
        const wire = await this.#call(
          paymentWire,
          {
            method: 'POST',
            path: '/v1/payments',
            body: {
              transaction_amount: fromCents(input.amountCents),
              token: input.cardToken,
              description: input.description,
              installments: input.installments ?? 1,
              payment_method_id: input.paymentMethodId,
              currency_id: input.currency,
              payer: { email: input.payer.email },
              external_reference: input.orderId,
            },
          },
          options,
          idempotencyKey,
        );
        return toPaymentRecord(wire);
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        if (error.retryable && triesLeft > 0) {
          triesLeft -= 1;
          continue;
        }
        throw paymentFailure(
          { kind: error.kind, status: error.status, providerCode: error.providerCode, cause: error.cause },
          idempotencyKey,
        );
      }
    }
  }

  /** Starts a payment attempt with a fresh key; `submit()` may be called again after a failure. */
  paymentAttempt(input: CreatePaymentInput, idempotencyKey: string = this.#newKey()): PaymentAttempt {
    return {
      idempotencyKey,
      submit: (options) => this.createPayment(input, idempotencyKey, options),
    };
  }

  /** `null` when the provider does not know the id. */
  async getPayment(id: string, options: CallOptions = {}): Promise<CardPaymentRecord | null> {
    try {
      const wire = await this.#call(
        paymentWire,
        {
          path: `/v1/payments/${encodeURIComponent(id)}`,
        },
        options,
      );
      return toPaymentRecord(wire);
    } catch (error) {
      if (error instanceof PaymentProviderError && error.kind === 'notFound') return null;
      throw error;
    }
  }

  /** Payments whose `external_reference` is the order id, newest first. */
  async findPaymentsByExternalReference(orderId: string, options: CallOptions = {}): Promise<CardPaymentRecord[]> {
    const wire = await this.#call(
      paymentSearchWire,
      {
        path: '/v1/payments/search',
        query: { external_reference: orderId, sort: 'date_created', criteria: 'desc' },
      },
      options,
    );
    return wire.results.map(toPaymentRecord);
  }

  /**
   * Asks the provider whether the order was paid, instead of trusting the return URL's query
   * string (`status=approved` can be typed by anyone).
   */
  async checkOrderPayment(orderId: string, options: CallOptions = {}): Promise<OrderPaymentCheck> {
    const payments = await this.findPaymentsByExternalReference(orderId, options);
    const approved = payments.find((payment) => payment.status === 'approved' && payment.externalReference === orderId);
    if (approved) {
      return { paid: true, payment: approved, amountCents: approved.amountCents, currency: approved.currency };
    }
    return { paid: false, latest: payments[0] ?? null };
  }

  /**
   * Refunds all or part of an approved payment, once per idempotency key (the same key answers
   * with the first refund). A refusal is a record with status `rejected`, not an error; a
   * provider that does not answer throws a {@link PaymentProviderError}.
   */
  async refundPayment(input: RefundInput, idempotencyKey: string, options: CallOptions = {}): Promise<RefundRecord> {
    const wire = await this.#call(
      refundWire,
      {
        method: 'POST',
        path: `/v1/payments/${encodeURIComponent(input.paymentId)}/refunds`,
        body: { amount: fromCents(input.amountCents) },
      },
      options,
      idempotencyKey,
    );
    return {
      id: String(wire.id),
      paymentId: String(wire.payment_id),
      status: wire.status,
      amountCents: toCents(wire.amount),
      createdAt: wire.date_created,
    };
  }

  /** Cancels a payment that is still `in_process`. */
  async cancelPayment(id: string, options: CallOptions = {}): Promise<CardPaymentRecord> {
    const wire = await this.#call(
      paymentWire,
      {
        method: 'PUT',
        path: `/v1/payments/${encodeURIComponent(id)}`,
        body: { status: 'cancelled' },
      },
      options,
    );
    return toPaymentRecord(wire);
  }
}
