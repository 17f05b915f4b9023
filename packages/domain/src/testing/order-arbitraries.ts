// The orders the money's property tests generate (issue 37, decisions 049 and 052): one place for
// `order-release.property.test.ts` and `wallet.property.test.ts`, which had near-copies. A test
// helper (not exported from the package's entries; `testing/` is outside the production files).
import fc from 'fast-check';
import { EXCHANGE_RATES } from '#src/constants';
import { CURRENCIES } from '#src/enums';
import { escrowBreakdown } from '#src/money';
import { withCoupon } from '#src/rules/coupons';
import { topUpDue } from '#src/rules/order-money';
import { newProductRequest, type ProductRequest } from '#src/schemas/product-request';

/** The instant every generated movement happens at. @internal */
export const at = '2026-11-21T12:00:00.000Z';

/** A paid order as the checkout stores it: the breakdown frozen at the rate, a customs tax, a coupon taken off the fee. @internal */
export const paidOrder: fc.Arbitrary<ProductRequest> = fc
  .record({
    price: fc.integer({ min: 1, max: 5_000_000 }),
    currency: fc.constantFrom(...CURRENCIES),
    reward: fc.integer({ min: 1, max: 50_000 }),
    tax: fc.integer({ min: 0, max: 100_000 }),
    coupon: fc.option(
      fc.oneof(
        fc.record({ kind: fc.constant('percent' as const), percent: fc.integer({ min: 1, max: 100 }) }),
        fc.record({ kind: fc.constant('fixed' as const), amountCents: fc.integer({ min: 1, max: 5_000 }) }),
      ),
      { nil: null },
    ),
    example: fc.boolean(),
  })
  .map(({ price, currency, reward, tax, coupon, example }) => {
    const rate = { currency, usdPerUnit: EXCHANGE_RATES.usdPerUnit[currency], date: '2026-11-20' };
    const plain = escrowBreakdown(price, currency, reward, rate, tax);
    const b = coupon ? withCoupon(plain, { code: 'CUPON', discount: coupon }) : plain;
    return newProductRequest({
      id: 'o',
      createdAt: at,
      userId: 'buyer',
      productName: 'Producto',
      productUrl: 'https://example.com/p',
      estimatedPriceCents: price,
      currency,
      rewardCents: reward,
      country: 'Estados Unidos',
      category: 'otras',
      status: 'paid',
      acceptedBy: 'traveller',
      paidAt: at,
      isExample: example,
      payment: {
        paymentId: 'p1',
        priceUsdCents: b.priceUsdCents,
        rewardUsdCents: b.rewardUsdCents,
        serviceFeeUsdCents: b.serviceFeeUsdCents,
        totalUsdCents: b.totalUsdCents,
        customsTaxUsdCents: b.customsTaxUsdCents,
        ...(b.coupon && { coupon: b.coupon }),
        usdPerUnit: rate.usdPerUnit,
        rateDate: rate.date,
      },
    });
  });

/**
 * The purchase receipt, as a share of the price in per mille: none, lower (0-999), equal (1000),
 * higher within 10 % (1001-1100), or one in another currency than the request's (never final).
 */
const receiptChoice = fc.oneof(
  fc.constant(null),
  ...[fc.integer({ min: 0, max: 999 }), fc.constant(1_000), fc.integer({ min: 1_001, max: 1_100 })].map((share) =>
    share.map((perMille) => ({ perMille, otherCurrency: false })),
  ),
  fc.integer({ min: 0, max: 1_100 }).map((perMille) => ({ perMille, otherCurrency: true })),
);

/**
 * A paid order with its receipt (none, lower, equal, higher — topped up, as it must be before the
 * code releases it, decision 052 — or in another currency), still paid: not yet released.
 * @internal
 */
export const orderWithReceipt: fc.Arbitrary<ProductRequest> = fc
  .tuple(paidOrder, receiptChoice)
  .map(([paid, receipt]): ProductRequest => {
    if (receipt === null) return paid;
    const currency = receipt.otherCurrency ? (paid.currency === 'USD' ? 'EUR' : 'USD') : paid.currency;
    const withReceipt: ProductRequest = {
      ...paid,
      purchaseReceipt: {
        amountCents: Math.floor((paid.estimatedPriceCents * receipt.perMille) / 1_000),
        currency,
        kind: 'image',
        fileId: 'f1',
        uploadedAt: at,
      },
    };
    // A higher receipt is released only once its top-up is approved: the buyer approved it.
    const due = topUpDue(withReceipt);
    if (!due) return withReceipt;
    return {
      ...withReceipt,
      topUp: {
        status: 'approved',
        amountUsdCents: due.amountUsdCents,
        receiptAmountCents: due.receiptAmountCents,
        attemptKey: 'k-top-up',
        claim: 'c1',
        inFlightSince: null,
        paymentId: 'p2',
        rejection: null,
        requestedAt: at,
        decidedAt: at,
      },
    };
  });

/** What the buyer was charged: the checkout and an approved top-up. @internal */
export const chargedUsdCents = (order: ProductRequest): number =>
  (order.payment?.totalUsdCents ?? 0) + (order.topUp?.status === 'approved' ? order.topUp.amountUsdCents : 0);
