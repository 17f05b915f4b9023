// Examples at the edges of the rules, written after a mutation run (Stryker over rules/ and
// money.ts) showed which changes to these lines no test noticed: a locked code accepted, the
// buyer's payment shown as income, history out of order, the bounds of an amount.
import { describe, expect, it } from 'vitest';
import { MAX_CODE_ATTEMPTS } from '#src/constants';
import type { DomainError } from '#src/errors';
import { MAX_AMOUNT, toCents } from '#src/money';
import * as rules from '#src/rules/lifecycle';
import { paymentHistoryOf } from '#src/rules/wallet';
import { newProductRequest, type ProductRequest } from '#src/schemas/product-request';

const NOW = '2026-11-21T12:00:00.000Z';

const paid = (overrides: Partial<ProductRequest> = {}): ProductRequest =>
  newProductRequest({
    id: 'r1',
    productName: 'Kindle',
    productUrl: 'https://x.com',
    estimatedPriceCents: 10000,
    currency: 'USD',
    rewardCents: 2500,
    country: 'Japón',
    category: 'otras',
    status: 'paid',
    createdAt: '2026-11-01T00:00:00.000Z',
    userId: 'buyer',
    acceptedBy: 't1',
    acceptedByName: 'Tomás P.',
    acceptedAt: '2026-11-02T00:00:00.000Z',
    securityCode: '654321',
    paidAt: '2026-11-03T00:00:00.000Z',
    ...overrides,
  });

const codeOf = (fn: () => unknown): string | undefined => {
  try {
    fn();
  } catch (e) {
    return (e as DomainError).code;
  }
  return undefined;
};

describe('delivery code', () => {
  it('refuses even the right code once locked', () => {
    expect(codeOf(() => rules.confirmDelivery(paid({ codeLocked: true }), 't1', '654321', NOW))).toBe('code_locked');
  });

  it(`refuses even the right code after ${MAX_CODE_ATTEMPTS} tries, whatever the lock flag says`, () => {
    const r = paid({ codeAttempts: MAX_CODE_ATTEMPTS });
    expect(codeOf(() => rules.confirmDelivery(r, 't1', '654321', NOW))).toBe('code_locked');
    expect(rules.confirmDelivery(paid({ codeAttempts: MAX_CODE_ATTEMPTS - 1 }), 't1', '654321', NOW).ok).toBe(true);
  });

  it('is checked only on a paid order that has a code', () => {
    expect(codeOf(() => rules.confirmDelivery(paid({ status: 'accepted' }), 't1', '654321', NOW))).toBe(
      'invalid_transition',
    );
    expect(codeOf(() => rules.confirmDelivery(paid({ securityCode: null }), 't1', '654321', NOW))).toBe(
      'invalid_transition',
    );
  });

  it('moves a paid order to completed, and nothing moves back or skips', () => {
    expect(rules.canTransition('paid', 'completed')).toBe(true);
    expect(rules.canTransition('accepted', 'completed')).toBe(false);
    expect(rules.canTransition('completed', 'paid')).toBe(false);
  });
});

describe('payment history', () => {
  it("shows the buyer's payment as money out and the traveller's payout as money in, newest first", () => {
    const older = paid({
      id: 'a',
      productName: 'Kindle',
      status: 'completed',
      completedAt: '2026-11-04T00:00:00.000Z',
    });
    const newer = paid({ id: 'b', productName: 'Switch', paidAt: '2026-11-10T00:00:00.000Z' });
    const buyer = paymentHistoryOf([older, newer], 'buyer');
    expect(buyer.map((r) => [r.description, Math.sign(r.amountCents), r.amountText.charAt(0)])).toEqual([
      ['Switch', -1, '-'],
      ['Kindle', -1, '-'],
    ]);
    const traveller = paymentHistoryOf([older, newer], 't1');
    expect(traveller.map((r) => [r.description, Math.sign(r.amountCents), r.date])).toEqual([
      ['Kindle', 1, '2026-11-04T00:00:00.000Z'],
    ]);
  });

  it('dates a payment by when it was paid, and breaks ties by id', () => {
    const rows = paymentHistoryOf(
      [paid({ id: 'z', paidAt: '2026-11-05T00:00:00.000Z' }), paid({ id: 'y', paidAt: '2026-11-05T00:00:00.000Z' })],
      'buyer',
    );
    expect(rows.map((r) => [r.id, r.date])).toEqual([
      ['buy-y', '2026-11-05T00:00:00.000Z'],
      ['buy-z', '2026-11-05T00:00:00.000Z'],
    ]);
  });
});

describe('amounts', () => {
  it('accepts zero and the maximum, refuses below and above', () => {
    expect(toCents(0)).toBe(0);
    expect(toCents(MAX_AMOUNT)).toBe(MAX_AMOUNT * 100);
    expect(toCents(-0.01)).toBeNull();
    expect(toCents(MAX_AMOUNT + 1)).toBeNull();
    expect(toCents(Number.NaN)).toBeNull();
  });
});
