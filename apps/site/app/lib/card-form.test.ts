import { describe, expect, it } from 'vitest';
import { CARD_MESSAGES, paymentFormProblem, readCard } from './card-form';

const card = { cardNumber: '4509 9535 6623 3704', cardExpiry: '12/29', cardCvv: '123', cardholderName: 'Lucía Gómez' };

describe('readCard', () => {
  it('takes the expiry with or without its slash (issue 35 item 9: 1229 was refused)', () => {
    for (const cardExpiry of ['12/29', '1229', '12 / 29', '12/2029', '122029']) {
      const read = readCard({ ...card, cardExpiry });
      const expiry = 'card' in read ? [read.card.expirationMonth, read.card.expirationYear] : read.fieldErrors;
      expect(expiry, cardExpiry).toEqual([12, 2029]);
    }
  });

  it('still refuses what is not a month and a year', () => {
    for (const cardExpiry of ['13/29', '00/29', '1/29', '12/9', '12-29x', '']) {
      expect(readCard({ ...card, cardExpiry }), cardExpiry).toEqual({
        fieldErrors: { cardExpiry: CARD_MESSAGES.cardExpiry },
      });
    }
  });
});

describe('paymentFormProblem', () => {
  it('names the card when the card is what is wrong, not the billing fields (issue 35 item 9)', () => {
    expect(paymentFormProblem({ cardExpiry: CARD_MESSAGES.cardExpiry })).toBe(
      'Revisa los datos de la tarjeta: Ingresa el vencimiento como MM/AA.',
    );
    expect(paymentFormProblem({ savedCardCvv: CARD_MESSAGES.cardCvv })).toBe(
      'Revisa los datos de la tarjeta: Ingresa el código de seguridad (3 o 4 dígitos).',
    );
  });

  it("keeps the spec's billing message for the billing fields, and says both when both are wrong", () => {
    expect(paymentFormProblem({ address: 'La dirección es obligatoria.' })).toBe(
      'Por favor, completa todos los campos de facturación.',
    );
    expect(paymentFormProblem({ name: 'El nombre es obligatorio.', cardNumber: CARD_MESSAGES.cardNumber })).toBe(
      'Revisa los datos de facturación y los de la tarjeta marcados abajo.',
    );
  });
});
