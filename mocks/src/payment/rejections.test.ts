// Every refusal the sandbox can give has its own explanation for the buyer, never its code.
import { describe, expect, it } from 'vitest';
import { cardRejectionText } from '../domain';
import { testCards } from './cards';

const refusals = testCards.map((card) => card.outcome).filter((outcome) => outcome.startsWith('cc_rejected_'));

describe('the sandbox refusals in words', () => {
  it('explains each refusal a test card gives in its own sentence, with no code', () => {
    expect(refusals.length).toBeGreaterThanOrEqual(5);
    const texts = refusals.map(cardRejectionText);
    expect(new Set(texts).size).toBe(refusals.length);
    for (const text of texts) expect(text).not.toMatch(/cc_rejected|_/);
  });
});
