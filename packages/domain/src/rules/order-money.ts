import { DomainError } from '#src/domain-error';
import { commissionCents, convertToUsdCents, formatMoney, serviceFeeCents, type Cents } from '#src/money';
import type { Currency } from '#src/enums';
import type { ProductRequest, TopUpSnapshot } from '#src/schemas/product-request';
import { refundsOf } from '#src/rules/order-refunds';

/**
 * An order's money as movements (issue 37, decision 049): what the buyer was charged (the checkout
 * and any top-up, each under its own idempotency key), what went back to her (refunds, partial or
 * full), and the release (the traveller's share and the platform's). Pure: the services record the
 * movements, these rules say what they must add up to.
 *
 * The invariant, for every order at every moment after its release:
 *   buyer paid − refunds = traveller received + platform fees
 * and before the release the difference is what escrow holds (never negative).
 */

/** A charge to the buyer's card: the checkout, or a top-up she approved after the receipt. */
export interface ChargeMovement {
  readonly kind: 'charge';
  readonly purpose: 'checkout' | 'top_up';
  /** The idempotency key it was asked under: one key, one charge. */
  readonly key: string;
  readonly usdCents: Cents;
}

/** Money given back to the buyer's card, partly or in full. */
export interface RefundMovement {
  readonly kind: 'refund';
  /** 'reconciliation': the receipt was lower than the price held; the others as decision 022 says. */
  readonly reason: 'cancellation' | 'overdue' | 'dispute' | 'reconciliation';
  readonly key: string;
  readonly usdCents: Cents;
}

/** Escrow released on delivery: the traveller's share and the platform's fees. */
export interface ReleaseMovement {
  readonly kind: 'release';
  readonly travellerUsdCents: Cents;
  readonly platformUsdCents: Cents;
}

/** @internal Used by the property test until the services record movements (decision 049). */
export type MoneyMovement = ChargeMovement | RefundMovement | ReleaseMovement;

/**
 * What an order's money is computed from, in USD cents at the rate frozen at payment.
 * `passThroughUsdCents` is every line the buyer pays that goes to the traveller whole, with no
 * service fee on it and no commission off it (the customs tax on the excess when the buyer pays it,
 * issue 37's clause); 0 when there is none.
 */
export interface OrderTerms {
  readonly priceUsdCents: Cents;
  readonly rewardUsdCents: Cents;
  readonly passThroughUsdCents?: Cents | undefined;
  /** The coupon's discount on the service fee as granted at checkout (decision 023), if any. */
  readonly couponDiscountUsdCents?: Cents | undefined;
}

/** Who pays and who gets what for one set of terms. Every field ≥ 0. */
export interface OrderAmounts {
  readonly priceUsdCents: Cents;
  readonly rewardUsdCents: Cents;
  readonly passThroughUsdCents: Cents;
  /** 5 % of price + reward (at least the minimum), after the coupon. */
  readonly serviceFeeUsdCents: Cents;
  /** The part of the coupon's discount these terms use (never more than the fee). */
  readonly couponDiscountUsdCents: Cents;
  /** 10 % of the reward: it follows the reward, never the price. */
  readonly commissionUsdCents: Cents;
  /** What the buyer pays in all. */
  readonly totalUsdCents: Cents;
  /** Released to the traveller: the price she advanced, the reward less commission, the pass-through lines. */
  readonly travellerUsdCents: Cents;
  /** The platform's fees: the service fee charged plus the commission. */
  readonly platformUsdCents: Cents;
}

const whole = (cents: Cents | undefined): Cents => Math.max(0, Math.round(cents ?? 0));

/**
 * The amounts for `terms`. The service fee is computed on the price and reward these terms name, so
 * with the final price (the receipt's) it follows that price; the coupon keeps the discount granted
 * at checkout, in cents, capped at the fee.
 * @internal Exported for the property test; the release reads it through `releaseOf` (decision 049).
 */
export function orderAmounts(terms: OrderTerms): OrderAmounts {
  const price = whole(terms.priceUsdCents);
  const reward = whole(terms.rewardUsdCents);
  const passThrough = whole(terms.passThroughUsdCents);
  const grossFee = serviceFeeCents(price + reward);
  const discount = Math.min(grossFee, whole(terms.couponDiscountUsdCents));
  const fee = grossFee - discount;
  const commission = Math.min(reward, commissionCents(reward));
  const traveller = price + reward - commission + passThrough;
  const platform = fee + commission;
  return {
    priceUsdCents: price,
    rewardUsdCents: reward,
    passThroughUsdCents: passThrough,
    serviceFeeUsdCents: fee,
    couponDiscountUsdCents: discount,
    commissionUsdCents: commission,
    totalUsdCents: traveller + platform,
    travellerUsdCents: traveller,
    platformUsdCents: platform,
  };
}

/** The sums of an order's movements. */
export interface MoneyLedger {
  readonly paidUsdCents: Cents;
  readonly refundedUsdCents: Cents;
  /** Paid − refunded − released: what escrow still holds. */
  readonly heldUsdCents: Cents;
  readonly release: { readonly travellerUsdCents: Cents; readonly platformUsdCents: Cents } | null;
}

/** @internal Used by the property test until the services record movements (decision 049). */
export function moneyLedger(movements: readonly MoneyMovement[]): MoneyLedger {
  let paid = 0;
  let refunded = 0;
  let releases = 0;
  let traveller = 0;
  let platform = 0;
  for (const m of movements) {
    if (m.kind === 'charge') paid += m.usdCents;
    else if (m.kind === 'refund') refunded += m.usdCents;
    else {
      releases += 1;
      traveller += m.travellerUsdCents;
      platform += m.platformUsdCents;
    }
  }
  return {
    paidUsdCents: paid,
    refundedUsdCents: refunded,
    heldUsdCents: paid - refunded - traveller - platform,
    release: releases === 0 ? null : { travellerUsdCents: traveller, platformUsdCents: platform },
  };
}

/**
 * buyer paid − refunds = traveller received + platform fees (once released; before, held ≥ 0).
 * @internal Used by the property test until the services record movements (decision 049).
 */
export function conserves(ledger: MoneyLedger): boolean {
  return ledger.release === null ? ledger.heldUsdCents >= 0 : ledger.heldUsdCents === 0;
}

/** The receipt may exceed the escrowed price by up to this share before the code is simply refused. */
const TOP_UP_TOLERANCE = { percent: 10 } as const;

/**
 * How the receipt compares with the price held, both in the request's currency:
 * - equal: release as today;
 * - lower: the difference goes back to the buyer (with the fee's difference, see `settleReceipt`);
 * - higher by up to 10 % (inclusive): a top-up the buyer must approve and pay before the code works;
 * - beyond: neither; either party may cancel as today or open a dispute.
 */
export type Reconciliation =
  | { readonly outcome: 'equal'; readonly currency: Currency; readonly differenceCents: 0 }
  | {
      readonly outcome: 'lower' | 'higher' | 'beyond';
      readonly currency: Currency;
      /** |receipt − escrowed|, > 0. */
      readonly differenceCents: Cents;
    };

/** @internal Used by the property test until the services record movements and settle receipts (decision 049). */
export function reconcile(escrowedPriceCents: Cents, receiptAmountCents: Cents, currency: Currency): Reconciliation {
  const escrowed = whole(escrowedPriceCents);
  const receipt = whole(receiptAmountCents);
  if (receipt === escrowed) return { outcome: 'equal', currency, differenceCents: 0 };
  if (receipt < escrowed) return { outcome: 'lower', currency, differenceCents: escrowed - receipt };
  // Integers only: receipt ≤ escrowed × 1.10 ⇔ 100 × receipt ≤ (100 + 10) × escrowed.
  const within = 100 * receipt <= (100 + TOP_UP_TOLERANCE.percent) * escrowed;
  return { outcome: within ? 'higher' : 'beyond', currency, differenceCents: receipt - escrowed };
}

/** The order as paid: its terms, the price in its own currency and the rate frozen at payment. */
export interface PaidTerms extends OrderTerms {
  readonly priceCents: Cents;
  readonly currency: Currency;
  readonly usdPerUnit: number;
}

/** What the receipt means for the money, in USD cents. */
export type Settlement =
  | { readonly outcome: 'equal'; readonly final: OrderAmounts }
  | { readonly outcome: 'lower'; readonly refundUsdCents: Cents; readonly final: OrderAmounts }
  | { readonly outcome: 'higher'; readonly topUpUsdCents: Cents; readonly final: OrderAmounts }
  | { readonly outcome: 'beyond'; readonly differenceCents: Cents; readonly currency: Currency };

/**
 * The receipt against the order as paid. The final price is the receipt's at the rate frozen at
 * payment; the fee is recomputed on it (the coupon's discount kept, capped at the new fee) and the
 * commission stays the reward's. The refund (lower) or top-up (higher) is the difference between
 * the two totals, so the final amounts always split exactly what the buyer paid in the end.
 * @internal Exported for the property test; the release reads it through `releaseOf` (decision 049).
 */
export function settleReceipt(paid: PaidTerms, receiptAmountCents: Cents): Settlement {
  const escrow = orderAmounts(paid);
  const r = reconcile(paid.priceCents, receiptAmountCents, paid.currency);
  if (r.outcome === 'equal') return { outcome: 'equal', final: escrow };
  if (r.outcome === 'beyond') return { outcome: 'beyond', differenceCents: r.differenceCents, currency: r.currency };
  const converted = convertToUsdCents(whole(receiptAmountCents), {
    currency: paid.currency,
    usdPerUnit: paid.usdPerUnit,
    date: '',
  });
  // A stored price that was rounded otherwise never turns a lower receipt into a charge, or a higher one into a refund.
  const priceUsdCents =
    r.outcome === 'lower' ? Math.min(converted, escrow.priceUsdCents) : Math.max(converted, escrow.priceUsdCents);
  const final = orderAmounts({ ...paid, priceUsdCents });
  return r.outcome === 'lower'
    ? { outcome: 'lower', refundUsdCents: escrow.totalUsdCents - final.totalUsdCents, final }
    : { outcome: 'higher', topUpUsdCents: final.totalUsdCents - escrow.totalUsdCents, final };
}

/** What an order needs for its receipt to be reconciled at the code and its top-up computed. */
type ReceiptOrder = Pick<
  ProductRequest,
  'estimatedPriceCents' | 'currency' | 'purchaseReceipt' | 'payment' | 'status'
> & {
  /** The stored top-up, or as its parties see it (`OrderView`): its state, amount and receipt. */
  readonly topUp: Pick<TopUpSnapshot, 'status' | 'amountUsdCents' | 'receiptAmountCents'> | null;
};

/** The order as paid, in the terms `settleReceipt` reads (the rate frozen at payment). */
function paidTermsOf(order: ReceiptOrder): PaidTerms | null {
  const p = order.payment;
  if (p === null) return null;
  return {
    priceUsdCents: p.priceUsdCents,
    rewardUsdCents: p.rewardUsdCents,
    passThroughUsdCents: p.customsTaxUsdCents,
    couponDiscountUsdCents: p.coupon?.discountUsdCents,
    priceCents: order.estimatedPriceCents,
    currency: order.currency,
    usdPerUnit: p.usdPerUnit,
  };
}

/** The receipt against the price held, when it is in the request's own currency (else null: not reconciled). */
function receiptOutcome(
  order: Pick<ReceiptOrder, 'estimatedPriceCents' | 'currency' | 'purchaseReceipt'>,
): Reconciliation['outcome'] | null {
  const receipt = order.purchaseReceipt;
  if (receipt?.currency !== order.currency) return null;
  return reconcile(order.estimatedPriceCents, receipt.amountCents, order.currency).outcome;
}

/**
 * The top-up the receipt asks of the buyer (decision 052): a receipt in the request's currency above
 * the price held by up to 10 %, on a paid order. The amount is the server's, from `settleReceipt`
 * (price's difference + fee's, at the rate frozen at payment); null when none is due.
 */
export function topUpDue(order: ReceiptOrder): { amountUsdCents: Cents; receiptAmountCents: Cents } | null {
  const terms = paidTermsOf(order);
  const receipt = order.purchaseReceipt;
  if (order.status !== 'paid' || terms === null || receipt === null || receiptOutcome(order) !== 'higher') return null;
  const settled = settleReceipt(terms, receipt.amountCents);
  if (settled.outcome !== 'higher' || settled.topUpUsdCents <= 0) return null;
  return { amountUsdCents: settled.topUpUsdCents, receiptAmountCents: receipt.amountCents };
}

/** The provider approved the top-up for the receipt as it stands. */
function topUpApproved(order: Pick<ReceiptOrder, 'topUp' | 'purchaseReceipt'>): boolean {
  const t = order.topUp;
  return t?.status === 'approved' && t.receiptAmountCents === order.purchaseReceipt?.amountCents;
}

/**
 * Which price is final at release, in the request's currency (decisions 049, 052): the receipt's
 * amount when it is lower, or when it is higher and its top-up was approved; otherwise the price
 * held in escrow (no receipt, another currency, a higher one not topped up). The release
 * (`releaseOf`) and the lower receipt's refund read it.
 * @internal Exported for the property and unit tests (`order-release.property.test.ts`, `top-up.test.ts`).
 */
export function finalPriceCents(
  order: Pick<ReceiptOrder, 'estimatedPriceCents' | 'currency' | 'purchaseReceipt' | 'topUp'>,
): Cents {
  const receipt = order.purchaseReceipt;
  const outcome = receiptOutcome(order);
  if (receipt === null) return order.estimatedPriceCents;
  if (outcome === 'lower' || (outcome === 'higher' && topUpApproved(order))) return receipt.amountCents;
  return order.estimatedPriceCents;
}

/**
 * What the buyer was charged into escrow for the order, in USD cents: the checkout and the top-up
 * once the provider approved it (decision 052). Refunds are subtracted by `escrowHeldUsdCents`.
 * @internal Exported for `top-up.test.ts`.
 */
export function heldUsdCents(order: Pick<ReceiptOrder, 'payment' | 'topUp'>): Cents {
  const checkout = order.payment?.totalUsdCents ?? 0;
  return checkout + (order.topUp?.status === 'approved' ? order.topUp.amountUsdCents : 0);
}

/**
 * The refusal a held code gets (decisions 049, 052), said to whoever enters it, in Spanish: no
 * attempt is counted, the money stays in escrow. A receipt more than 10 % above the price held, or
 * in another currency than the request's (not reconciled automatically): cancel or open a dispute.
 * A receipt above by up to 10 %: until the provider approved the buyer's top-up. No receipt, one
 * equal or lower, or a higher one topped up releases.
 */
export function receiptHoldError(order: ReceiptOrder): DomainError | null {
  const receipt = order.purchaseReceipt;
  if (receipt === null) return null;
  const outcome = receiptOutcome(order);
  const paid = formatMoney(receipt.amountCents, receipt.currency);
  const held = formatMoney(order.estimatedPriceCents, order.currency);
  if (outcome === 'higher') {
    if (topUpApproved(order)) return null;
    return new DomainError(
      'top_up_required',
      'Falta aprobar un pago adicional',
      `El comprobante de compra (${paid}) supera el precio en garantía (${held}). Quien compra tiene que aprobar el pago adicional en el pedido antes de que el código libere el pago.`,
    );
  }
  if (outcome !== 'beyond' && outcome !== null) return null;
  return new DomainError(
    'receipt_beyond_tolerance',
    'El comprobante supera el precio acordado',
    `El comprobante de compra (${paid}) supera en más de un ${String(TOP_UP_TOLERANCE.percent)} % el precio en garantía (${held}), así que el pago no se libera con el código: cualquiera de los dos puede proponer cancelar el pedido o abrir una disputa.`,
  );
}

/** What the release and the escrow read of an order. */
type MoneyOrder = Pick<
  ProductRequest,
  'estimatedPriceCents' | 'currency' | 'purchaseReceipt' | 'payment' | 'refund' | 'refunds' | 'topUp'
>;

/**
 * What escrow still holds of an order, in USD cents (decisions 049, 052): paid (the checkout and
 * an approved top-up, `heldUsdCents`) − refunds so far, never negative. A refund whose outcome is
 * unknown (`requested`, `failed`) counts as gone — the provider may have made it — so no other
 * refund is ever asked on top of it; only a `rejected` one gave nothing back.
 */
export function escrowHeldUsdCents(order: Pick<MoneyOrder, 'payment' | 'refund' | 'refunds' | 'topUp'>): Cents {
  const paid = heldUsdCents(order);
  const refunded = refundsOf(order)
    .filter((r) => r.status !== 'rejected')
    .reduce((sum, r) => sum + r.amountUsdCents, 0);
  return Math.max(0, paid - refunded);
}

/** The release of a paid order on its final price: what the traveller receives and what goes back to the buyer. */
export interface ReleaseAmounts {
  /** The price the traveller advanced, in USD at the rate frozen at payment: the final price's. */
  readonly advancedUsdCents: Cents;
  /** The reward less the commission. */
  readonly rewardNetUsdCents: Cents;
  /** The pass-through lines (the buyer's customs tax), whole. */
  readonly passThroughUsdCents: Cents;
  /** advanced + reward net + pass-through. */
  readonly travellerUsdCents: Cents;
  /** The platform's fees on the final price: the service fee (after the coupon) and the commission. */
  readonly platformUsdCents: Cents;
  /** The price's and the fee's difference a lower final price gives back to the buyer (0: none). */
  readonly refundUsdCents: Cents;
}

/**
 * The release of `order` as `settleReceipt` says on `finalPriceCents` (decision 049); null before
 * the order was paid. The traveller receives the final price she advanced, the reward less the
 * commission and the pass-through lines; a lower final price gives the buyer the difference of the
 * two totals back.
 */
export function releaseOf(
  order: Pick<MoneyOrder, 'estimatedPriceCents' | 'currency' | 'purchaseReceipt' | 'payment'> & {
    readonly topUp: ReceiptOrder['topUp'];
  },
): ReleaseAmounts | null {
  const payment = order.payment;
  if (payment === null) return null;
  const paid: PaidTerms = {
    priceUsdCents: payment.priceUsdCents,
    rewardUsdCents: payment.rewardUsdCents,
    passThroughUsdCents: payment.customsTaxUsdCents,
    couponDiscountUsdCents: payment.coupon?.discountUsdCents,
    priceCents: order.estimatedPriceCents,
    currency: order.currency,
    usdPerUnit: payment.usdPerUnit,
  };
  const settled = settleReceipt(paid, finalPriceCents(order));
  const final = settled.outcome === 'beyond' ? orderAmounts(paid) : settled.final;
  const rewardNet = final.rewardUsdCents - final.commissionUsdCents;
  return {
    advancedUsdCents: final.priceUsdCents,
    rewardNetUsdCents: rewardNet,
    passThroughUsdCents: final.passThroughUsdCents,
    travellerUsdCents: final.travellerUsdCents,
    platformUsdCents: final.platformUsdCents,
    refundUsdCents: settled.outcome === 'lower' ? settled.refundUsdCents : 0,
  };
}
