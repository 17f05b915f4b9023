/**
 * Port for the card-payment provider. The HTTP implementation lives in `@cg/providers`;
 * an in-memory fake lives in `@cg/testkit`. Amounts are integer cents, never floats.
 */

/** ISO 4217 codes the marketplace handles (same list as the request form). */
export type PaymentCurrency = 'USD' | 'EUR' | 'GBP' | 'JPY' | 'BRL' | 'CAD' | 'AUD';

export type PaymentStatus = 'approved' | 'rejected' | 'cancelled' | 'in_process';

/** What the provider says about one payment. */
export interface PaymentRecord {
  /** Provider's payment id. */
  readonly id: string;
  /** Our order (product request) id, sent as the external reference. */
  readonly externalReference: string;
  readonly status: PaymentStatus;
  /** Why a payment was rejected (provider's status detail), when `status` is `rejected`. */
  readonly rejectionReason?: string;
  readonly amountCents: number;
  readonly currency: PaymentCurrency;
  /** ISO-8601 instant when the provider created the payment. */
  readonly createdAt: string;
}

/** The order as shown to the provider on its checkout page. */
export interface CheckoutOrder {
  readonly orderId: string;
  /** Short human title, e.g. the product name. */
  readonly title: string;
  readonly amountCents: number;
  readonly currency: PaymentCurrency;
}

export interface Payer {
  readonly name: string;
  readonly email: string;
  readonly address?: string;
}

/** Absolute URLs the provider sends the buyer back to. */
export interface ReturnUrls {
  readonly success: string;
  readonly failure: string;
  readonly pending: string;
}

export interface Checkout {
  /** Provider's preference/checkout id. */
  readonly id: string;
  /** Where to send the buyer to pay. */
  readonly redirectUrl: string;
}

/** A direct card payment (card tokenised in the browser by the provider's SDK). */
export interface CreatePaymentInput {
  readonly orderId: string;
  readonly amountCents: number;
  readonly currency: PaymentCurrency;
  readonly description: string;
  readonly payer: Payer;
  /** Card token from the provider's SDK. */
  readonly cardToken: string;
  readonly installments?: number;
  readonly paymentMethodId?: string;
}

/** What the provider says about one refund. */
export interface RefundRecord {
  /** The provider's refund id. */
  readonly id: string;
  readonly paymentId: string;
  /** `in_process`: accepted, money not yet returned (asking again with the same key tells). */
  readonly status: 'approved' | 'rejected' | 'in_process';
  readonly amountCents: number;
  readonly createdAt: string;
}

/**
 * Gives back all or part of an approved payment. Used by an agreed cancellation (decision 022)
 * and meant for a dispute resolved by refund: `amountCents` may be less than the payment.
 */
export interface RefundInput {
  readonly paymentId: string;
  readonly amountCents: number;
}

/** A card the provider keeps under a customer (decision 027): ids and what may be shown, never the number. */
export interface SavedCardRecord {
  readonly id: string;
  readonly customerId: string;
  /** The provider's payment method id (`visa`, `master`…). */
  readonly brand: string;
  readonly lastFour: string;
  readonly expirationMonth: number;
  readonly expirationYear: number;
  readonly holderName: string;
}

/** Saves the card a token stands for under the person's customer (made first when `customerId` is null). */
export interface SaveCardInput {
  readonly customerId: string | null;
  readonly email: string;
  readonly cardToken: string;
}

export interface PaymentGateway {
  /**
   * Keeps a card for later payments. A card the provider refuses throws a `ProviderError` with a
   * 4xx status; an unreachable provider throws one without a status or with a 5xx.
   */
  saveCard(input: SaveCardInput): Promise<SavedCardRecord>;
  /** Forgets a saved card (a card it does not know is already forgotten). */
  removeCard(customerId: string, cardId: string): Promise<void>;
  createCheckout(
    order: CheckoutOrder,
    payer: Payer,
    returnUrls: ReturnUrls,
    externalReference: string,
  ): Promise<Checkout>;
  /** Same idempotency key → same payment, never a second charge. */
  createPayment(input: CreatePaymentInput, idempotencyKey: string): Promise<PaymentRecord>;
  /** `null` when the provider does not know the id. */
  getPayment(id: string): Promise<PaymentRecord | null>;
  /** Every payment the provider holds for that order id (external reference), any status. */
  findPaymentsByExternalReference(orderId: string): Promise<readonly PaymentRecord[]>;
  /**
   * Refunds at most once per idempotency key: the same key answers with the first refund, so a
   * retry after a lost answer or a second tab never gives the money back twice.
   */
  refundPayment(input: RefundInput, idempotencyKey: string): Promise<RefundRecord>;
}
