import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escrowBreakdown } from '#src/money';
import { markPaid } from '#src/rules/lifecycle';
import { newProductRequest, type ProductRequest, type TopUpSnapshot } from '#src/schemas/product-request';
import { finalPriceCents, heldUsdCents, orderAmounts, receiptHoldError, topUpDue } from './order-money';

/** A paid order of US$ 249,99 + US$ 25 of reward (or in another currency), with `receipt` if given. */
function paidOrder(receipt: number | null, currency: ProductRequest['currency'] = 'USD'): ProductRequest {
  const order = newProductRequest({
    id: 'o-1',
    productName: 'Consola',
    productUrl: 'https://tienda.example/consola',
    estimatedPriceCents: 24_999,
    currency,
    rewardCents: 2_500,
    country: 'Estados Unidos',
    category: 'tecnologia',
    status: 'accepted',
    createdAt: '2026-11-21T12:00:00.000Z',
    userId: 'buyer',
    acceptedBy: 'traveller',
  });
  const breakdown = escrowBreakdown(24_999, currency, 2_500);
  const paid = markPaid(order, { paymentId: 'p-1', breakdown }, '123456', '2026-11-22T12:00:00.000Z');
  return receipt === null
    ? paid
    : {
        ...paid,
        purchaseReceipt: {
          amountCents: receipt,
          currency,
          kind: 'pdf',
          fileId: 'f-1',
          uploadedAt: '2026-11-23T12:00:00.000Z',
        },
      };
}

/** The same order with its receipt said in euros (a USD request's receipt in another currency). */
const inEuros = (order: ProductRequest): ProductRequest =>
  order.purchaseReceipt ? { ...order, purchaseReceipt: { ...order.purchaseReceipt, currency: 'EUR' } } : order;

const topUp = (status: TopUpSnapshot['status'], amountUsdCents: number, receiptAmountCents: number): TopUpSnapshot => ({
  status,
  amountUsdCents,
  receiptAmountCents,
  attemptKey: 'k-1',
  claim: 'c-1',
  inFlightSince: null,
  paymentId: status === 'approved' ? 'p-2' : null,
  rejection: null,
  requestedAt: '2026-11-23T13:00:00.000Z',
  decidedAt: null,
});

describe('the top-up (decision 052)', () => {
  it('is due for a receipt above the price held by up to 10 %, inclusive: the price’s difference plus the fee’s', () => {
    // US$ 262,49 is 5 % above: price +1250 cents, the fee 5 % of (price + reward) +62 (rounded).
    const due = topUpDue(paidOrder(26_249));
    const before = orderAmounts({ priceUsdCents: 24_999, rewardUsdCents: 2_500 });
    const after = orderAmounts({ priceUsdCents: 26_249, rewardUsdCents: 2_500 });
    expect(due).toEqual({ amountUsdCents: after.totalUsdCents - before.totalUsdCents, receiptAmountCents: 26_249 });
    expect(due?.amountUsdCents).toBe(1_250 + (after.serviceFeeUsdCents - before.serviceFeeUsdCents));
    // 110 % of 249,99 is 274,989: 274,98 is within, 274,99 beyond.
    expect(topUpDue(paidOrder(27_498))).not.toBeNull();
    expect(topUpDue(paidOrder(27_499))).toBeNull();
  });

  it('is not due with no receipt, an equal or lower one, another currency, or an order not paid', () => {
    for (const order of [
      paidOrder(null),
      paidOrder(24_999),
      paidOrder(20_000),
      inEuros(paidOrder(26_000)),
      { ...paidOrder(26_000), status: 'completed' as const },
    ])
      expect(topUpDue(order)).toBeNull();
  });

  it('holds the code until the top-up is approved for the receipt as it stands', () => {
    const order = paidOrder(26_249);
    const due = topUpDue(order)?.amountUsdCents ?? 0;
    expect(receiptHoldError(order)?.code).toBe('top_up_required');
    expect(receiptHoldError(order)?.title).toBe('Falta aprobar un pago adicional');
    const said = receiptHoldError(order)?.description.replace(/\s/g, ' ');
    expect(said).toContain('(US$ 262,49) supera el precio en garantía (US$ 249,99)');
    for (const status of ['charging', 'declined'] as const)
      expect(receiptHoldError({ ...order, topUp: topUp(status, due, 26_249) })?.code).toBe('top_up_required');
    expect(receiptHoldError({ ...order, topUp: topUp('approved', due, 26_249) })).toBeNull();
    // Approved for another amount than the receipt now says: held again.
    expect(receiptHoldError({ ...order, topUp: topUp('approved', due, 26_000) })?.code).toBe('top_up_required');
    // Beyond 10 % and another currency keep their own refusal; equal, lower and none release.
    expect(receiptHoldError(paidOrder(27_499))?.code).toBe('receipt_beyond_tolerance');
    expect(receiptHoldError(paidOrder(24_999, 'EUR'))).toBeNull();
    expect(receiptHoldError(inEuros(paidOrder(24_999)))?.code).toBe('receipt_beyond_tolerance');
    for (const r of [null, 24_999, 1]) expect(receiptHoldError(paidOrder(r))).toBeNull();
  });

  it('the final price: the receipt’s when lower, or higher and topped up; else the price held', () => {
    expect(finalPriceCents(paidOrder(null))).toBe(24_999);
    expect(finalPriceCents(paidOrder(20_000))).toBe(20_000);
    expect(finalPriceCents(paidOrder(26_249))).toBe(24_999);
    expect(finalPriceCents({ ...paidOrder(26_249), topUp: topUp('charging', 1, 26_249) })).toBe(24_999);
    expect(finalPriceCents({ ...paidOrder(26_249), topUp: topUp('approved', 1, 26_249) })).toBe(26_249);
    expect(finalPriceCents(paidOrder(27_499))).toBe(24_999);
  });

  it('what is held: the checkout, plus the top-up once approved', () => {
    const order = paidOrder(26_249);
    const checkout = order.payment?.totalUsdCents ?? 0;
    expect(heldUsdCents(order)).toBe(checkout);
    expect(heldUsdCents({ ...order, topUp: topUp('charging', 1_300, 26_249) })).toBe(checkout);
    expect(heldUsdCents({ ...order, topUp: topUp('declined', 1_300, 26_249) })).toBe(checkout);
    expect(heldUsdCents({ ...order, topUp: topUp('approved', 1_300, 26_249) })).toBe(checkout + 1_300);
  });

  it('after an approved top-up, what is held splits exactly into the traveller’s share and the platform’s on the final price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 25_000, max: 27_498 }), (receipt) => {
        const order = paidOrder(receipt);
        const due = topUpDue(order);
        if (due === null) return;
        const topped = { ...order, topUp: topUp('approved', due.amountUsdCents, receipt) };
        const final = orderAmounts({ priceUsdCents: finalPriceCents(topped), rewardUsdCents: 2_500 });
        expect(heldUsdCents(topped)).toBe(final.travellerUsdCents + final.platformUsdCents);
      }),
    );
  });
});
