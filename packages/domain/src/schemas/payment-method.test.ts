import { describe, expect, it } from 'vitest';
import { paymentMethodSchema, paymentMethodView } from './payment-method';

const stored = {
  id: 'card-1',
  userId: 'user-1',
  providerCustomerId: 'sim-cus-1',
  providerCardId: 'sim-card-1',
  brand: 'visa',
  lastFour: '3704',
  expirationMonth: 12,
  expirationYear: 2029,
  isDefault: true,
  createdAt: '2026-11-29T10:00:00.000Z',
};

describe('a saved card’s holder (issue 35 item 9)', () => {
  it('is the whole name as entered, shown as such', () => {
    const card = paymentMethodSchema.parse({ ...stored, holderName: 'LUCIA GOMEZ' });
    expect(paymentMethodView(card, '2026-11-29T10:00:00.000Z').holderName).toBe('LUCIA GOMEZ');
  });

  it('reads a card this browser stored before, with its first name only, as that name', () => {
    const card = paymentMethodSchema.parse({ ...stored, holderFirstName: 'LUCIA' });
    expect(card.holderName).toBe('LUCIA');
    expect(Object.keys(card)).not.toContain('holderFirstName');
  });
});
