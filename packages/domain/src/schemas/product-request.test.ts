import { describe, expect, it } from 'vitest';
import {
  newProductRequest,
  productRequestSchema,
  publishRequestInputSchema,
  requestFieldsOf,
  requestFormOf,
  type NewProductRequest,
} from '#src/schemas/product-request';
import { refundsOf } from '#src/rules/order-refunds';

/** Only what a new request must be given. */
const given: NewProductRequest = {
  id: 'r1',
  productName: 'Kindle Paperwhite',
  productUrl: 'https://www.amazon.com/dp/B0CFPJYX7P',
  estimatedPriceCents: 14999,
  currency: 'USD',
  rewardCents: 2500,
  country: 'Estados Unidos',
  category: 'tecnologia',
  createdAt: '2026-11-21T12:00:00.000Z',
  userId: 'u1',
};

describe('the request record factory', () => {
  it('sets every field of the stored record, none left undefined', () => {
    const request = newProductRequest(given);
    expect(Object.keys(request).sort()).toEqual(Object.keys(productRequestSchema.shape).sort());
    expect(Object.values(request)).not.toContain(undefined);
  });

  it('starts a request as nobody has touched it, the same as stored data defaults', () => {
    const request = newProductRequest(given);
    // The schema's defaults (what an older stored request reads as) and an active status.
    expect(request).toEqual(productRequestSchema.parse({ ...given, status: 'active' }));
    expect(request).toMatchObject({
      status: 'active',
      notes: '',
      imageId: null,
      guestToken: null,
      acceptedBy: null,
      securityCode: null,
      codeAttempts: 0,
      codeLocked: false,
      payment: null,
      isExample: false,
      restrictions: [],
      refund: null,
      deliveryDeadline: null,
      dispute: null,
    });
  });

  it('keeps what it is given over its defaults, and shares no list between two records', () => {
    const paid = newProductRequest({ ...given, status: 'paid', acceptedBy: 't1', codeAttempts: 2 });
    expect(paid).toMatchObject({ status: 'paid', acceptedBy: 't1', codeAttempts: 2 });
    expect(newProductRequest(given).restrictions).not.toBe(newProductRequest(given).restrictions);
  });
});

describe('an order stored before refunds became a list (decision 049)', () => {
  it('still loads: its one refund in its slot, no partial refunds, and the list of refunds names it', () => {
    const refund = {
      status: 'approved',
      reason: 'cancellation',
      attemptKey: 'k1',
      refundId: 'refund-1',
      amountUsdCents: 28_874,
      requestedAt: '2026-11-21T12:00:00.000Z',
      decidedAt: '2026-11-21T12:00:01.000Z',
    } as const;
    const stored = { ...given, status: 'cancelled', refund };
    const order = productRequestSchema.parse(stored);
    // Stored before refunds named their payment: the checkout's (null, decision 052).
    const loaded = { ...refund, paymentId: null };
    expect(order.refund).toEqual(loaded);
    expect(order.refunds).toEqual([]);
    expect(refundsOf(order)).toEqual([loaded]);
  });
});

describe("the request form's fields", () => {
  const typed = {
    productName: 'Kindle Paperwhite',
    productUrl: 'https://www.amazon.com/dp/B0CFPJYX7P',
    estimatedPrice: '149,99',
    currency: 'USD',
    reward: '25',
    country: 'Estados Unidos',
    category: 'tecnologia',
    notes: 'Modelo de 16 GB',
  };

  it('are the record fields of the same names, the amounts in cents', () => {
    const fields = requestFieldsOf(publishRequestInputSchema.parse(typed));
    expect(fields).toEqual({
      productName: 'Kindle Paperwhite',
      productUrl: 'https://www.amazon.com/dp/B0CFPJYX7P',
      estimatedPriceCents: 14999,
      currency: 'USD',
      rewardCents: 2500,
      country: 'Estados Unidos',
      category: 'tecnologia',
      notes: 'Modelo de 16 GB',
    });
    // Every field of the form lands on a field of the record.
    for (const key of Object.keys(fields)) expect(productRequestSchema.shape).toHaveProperty(key);
  });

  it('come back from a stored request as the form would send them again', () => {
    const stored = newProductRequest({ ...given, notes: 'Modelo de 16 GB' });
    const form = requestFormOf(stored);
    expect(Object.keys(form).sort()).toEqual(Object.keys(publishRequestInputSchema.shape).sort());
    expect(requestFieldsOf(publishRequestInputSchema.parse(form))).toEqual({
      productName: stored.productName,
      productUrl: stored.productUrl,
      estimatedPriceCents: stored.estimatedPriceCents,
      currency: stored.currency,
      rewardCents: stored.rewardCents,
      country: stored.country,
      category: stored.category,
      notes: stored.notes,
    });
  });
});
