import { describe, expect, it } from 'vitest';
import type { InstallmentOption } from '@cg/providers';
import { installmentLabel as labelOf } from './installments';

// formatMoney puts a no-break space after US$.
const installmentLabel = (o: InstallmentOption) => labelOf(o).replace(/\u00a0/g, ' ');

// The sandbox offers what Mercado Pago does: each instalment rounded up to the cent, the total exact.
describe('installmentLabel', () => {
  it('says the instalments that add up to the total, not the provider rounded-up one times three (issue 35 item 8)', () => {
    const label = installmentLabel({
      installments: 3,
      installmentAmountCents: 7000,
      totalAmountCents: 20_999,
      interestFree: true,
    });
    expect(label).toBe('3 cuotas sin interés: 2 de US$ 70,00 y 1 de US$ 69,99 (total US$ 209,99)');
  });

  it('keeps the short form when the total splits evenly, and one instalment is the whole amount', () => {
    expect(
      installmentLabel({ installments: 6, installmentAmountCents: 3500, totalAmountCents: 21_000, interestFree: true }),
    ).toBe('6 cuotas de US$ 35,00 sin interés (total US$ 210,00)');
    expect(
      installmentLabel({
        installments: 1,
        installmentAmountCents: 20_999,
        totalAmountCents: 20_999,
        interestFree: true,
      }),
    ).toBe('1 cuota de US$ 209,99');
  });
});
