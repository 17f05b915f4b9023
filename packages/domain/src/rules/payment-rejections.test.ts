import { describe, expect, it } from 'vitest';
import {
  CARD_REJECTION_REASONS,
  CARD_REJECTION_TEXTS,
  GENERIC_CARD_REJECTION_TEXT,
  cardRejectionText,
} from '#src/rules/payment-rejections';

describe('cardRejectionText', () => {
  it('explains each of the provider reasons in its own words', () => {
    const texts = CARD_REJECTION_REASONS.map(cardRejectionText);
    expect(new Set(texts).size).toBe(CARD_REJECTION_REASONS.length);
    expect(texts).not.toContain(GENERIC_CARD_REJECTION_TEXT);
    expect(Object.keys(CARD_REJECTION_TEXTS).sort()).toEqual([...CARD_REJECTION_REASONS].sort());
  });

  it('never puts a code on screen, even for a reason it does not know', () => {
    for (const reason of [...CARD_REJECTION_REASONS, 'cc_rejected_something_new', '', undefined, null]) {
      const text = cardRejectionText(reason);
      expect(text).not.toMatch(/cc_|_/);
      expect(text).toMatch(/^[A-ZÁÉÍÓÚ¿].*\.$/);
    }
    expect(cardRejectionText('cc_rejected_something_new')).toBe(GENERIC_CARD_REJECTION_TEXT);
  });

  it('says what the insufficient-funds refusal means', () => {
    expect(cardRejectionText('cc_rejected_insufficient_amount')).toBe(
      'Tu tarjeta no tiene fondos suficientes. Prueba con otra tarjeta.',
    );
  });
});
