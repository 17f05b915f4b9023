/** The money of an order: paying it, the traveller's wallet and withdrawals, coupons and saved cards. */
import type { SubmissionOptions } from '#src/contract/call-options';
import type { EscrowBreakdown } from '#src/money';
import type { OrderView } from '#src/projections';
import type { CouponView } from '#src/rules/coupons';
import type { TransactionRow, Wallet, WithdrawalView } from '#src/rules/wallet';
import type { Actor } from '#src/schemas/common';
import type { PaymentMethodView, SaveCardInput } from '#src/schemas/payment-method';
import type { PendingPayment } from '#src/schemas/pending-payment';
import type { WithdrawInput } from '#src/schemas/withdrawal';

export type PaymentOutcome =
  | { readonly status: 'paid'; readonly request: OrderView; readonly alreadyPaid: boolean }
  | { readonly status: 'in_process'; readonly request: OrderView };

interface PayWithCardOptions extends SubmissionOptions {
  /** How many instalments the buyer chose (a whole number from 1 to {@link MAX_INSTALLMENTS}). */
  readonly installments?: number;
  /**
   * A coupon the buyer redeemed, to take off the service fee (decision 023). The server checks it
   * and computes the discount; it is spent on this order even if the card is then refused (the
   * next try on this order keeps it).
   */
  readonly coupon?: string | undefined;
}

/** The most instalments a card payment may be split in (Mercado Pago offers up to 24 in Argentina). */
export const MAX_INSTALLMENTS = 24;

export interface PaymentsArea {
  /** What the buyer pays (frozen once checkout starts). Errors: `forbidden`, `already_paid`, `invalid_transition`. */
  quote(actor: Actor, id: string): Promise<EscrowBreakdown>;
  /**
   * Pays the frozen total with a card token, in `options.installments` instalments (one of those
   * the provider offered; 1 when absent), less `options.coupon`'s discount on the service fee.
   * Errors: `validation`, `payment_failed` (the provider's reason in words), `provider_unavailable`,
   * `coupon_invalid` (not redeemed), `coupon_expired`, `coupon_used`.
   */
  payWithCard(
    actor: Actor,
    id: string,
    billing: unknown,
    cardToken: string,
    options?: PayWithCardOptions,
  ): Promise<PaymentOutcome>;
  /** Marks paid only when the provider holds an approved payment of exactly the frozen total. */
  confirm(actor: Actor, id: string): Promise<PaymentOutcome>;
  /** The frozen quote and billing of a checkout in progress: the buyer's only, else null. */
  pending(actor: Actor, id: string): Promise<PendingPayment | null>;
}

export interface WalletArea {
  wallet(actor: Actor): Promise<Wallet>;
  history(actor: Actor): Promise<readonly TransactionRow[]>;
  /** Delivered orders of a user, for the public profile. */
  deliveredCount(actor: Actor, userId: string): Promise<number>;
  /**
   * Withdraws `amountCents` of the available balance to a CBU, CVU or alias through the payout
   * provider: at once 'en proceso' (no longer available), later 'transferido' or 'fallido' (money
   * back), told by a notification. Never more than available, whatever runs at the same time.
   * Errors: `login_required`, `email_unconfirmed` (decision 018), `validation` (fieldErrors
   * `amount`, `destination`), `insufficient_funds`, `provider_unavailable` (nothing withdrawn).
   */
  withdraw(actor: Actor, input: WithdrawInput, options?: SubmissionOptions): Promise<WithdrawalView>;
  /** Asks the provider about withdrawals in process and applies its answers; the wallet after. */
  refreshWithdrawals(actor: Actor): Promise<Wallet>;
}

export interface CouponsArea {
  /**
   * Keeps a coupon the platform issued for the acting person (one redemption per person and code).
   * Errors: `login_required`, `coupon_invalid` (empty or unknown code), `coupon_expired` (past its
   * date or withdrawn), `coupon_redeemed` (already in their list), `coupon_used`.
   */
  redeem(actor: Actor, code: string): Promise<CouponView>;
  /** The acting person's redeemed coupons, newest first. Error: `login_required`. */
  mine(actor: Actor): Promise<readonly CouponView[]>;
}

/** Cards saved with the payment provider (decision 027): each person sees and changes only theirs. */
export interface PaymentMethodsArea {
  /** The acting person's saved cards, oldest first. Error: `login_required`. */
  list(actor: Actor): Promise<readonly PaymentMethodView[]>;
  /**
   * Saves the card the provider SDK's token stands for (the card's number never reaches us); the
   * first card is the default. The same card again is kept once. Errors: `login_required`,
   * `validation` (no token), `card_rejected` (the provider refused it), `provider_unavailable`.
   */
  save(actor: Actor, input: SaveCardInput): Promise<PaymentMethodView>;
  /** Makes one of the person's cards the default. Errors: `login_required`, `not_found` (not theirs). */
  setDefault(actor: Actor, id: string): Promise<readonly PaymentMethodView[]>;
  /**
   * Forgets one of the person's cards, at the provider too; removing the default makes the oldest
   * left the default. Errors: `login_required`, `not_found` (not theirs), `provider_unavailable`.
   */
  remove(actor: Actor, id: string): Promise<readonly PaymentMethodView[]>;
}
