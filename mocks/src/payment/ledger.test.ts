import { describe, expect, it } from 'vitest';
import type { paymentWire } from '../domain';
import { createPaymentLedger } from './ledger';
import { testCardNumbers } from './cards';

function tokenFor(ledger: ReturnType<typeof createPaymentLedger>, cardNumber: string): string {
  const token = ledger.createCardToken({
    card_number: cardNumber,
    expiration_month: 11,
    expiration_year: 2030,
    security_code: '123',
    cardholder: { name: 'Lucía Fernández', identification: { type: 'DNI', number: '30123456' } },
  });
  if (!token.ok) throw new Error(token.body.message);
  return token.body.id;
}

const request = (token: string, orderId: string) => ({
  token,
  transaction_amount: 325.5,
  installments: 1,
  description: 'Nintendo Switch OLED',
  external_reference: orderId,
  payer: { email: 'lucia@example.com' },
});

describe('the ledger tells its payment changes (onPaymentChange)', () => {
  it('after a creation, a settlement that is due (settleDue, no read needed) and a cancellation; not after a replay', () => {
    let now = Date.UTC(2026, 0, 1);
    const changes: string[] = [];
    const ledger = createPaymentLedger({
      now: () => now,
      inProcessMs: 1000,
      onPaymentChange: (payment: paymentWire.PaymentWire) => changes.push(`${payment.id} ${payment.status}`),
    });
    const approved = ledger.createPayment('key-1', request(tokenFor(ledger, testCardNumbers.approved), 'order-1'));
    ledger.createPayment('key-1', request(tokenFor(ledger, testCardNumbers.approved), 'order-1'));
    const pending = ledger.createPayment('key-2', request(tokenFor(ledger, testCardNumbers.inProcess), 'order-2'));
    const cancelled = ledger.createPayment('key-3', request(tokenFor(ledger, testCardNumbers.inProcess), 'order-3'));
    if (!approved.ok || !pending.ok || !cancelled.ok) throw new Error('payment refused');
    ledger.cancel(String(cancelled.body.id));
    ledger.settleDue();
    expect(changes).toEqual([
      `${approved.body.id} approved`,
      `${pending.body.id} in_process`,
      `${cancelled.body.id} in_process`,
      `${cancelled.body.id} cancelled`,
    ]);

    now += 1000;
    ledger.settleDue();
    ledger.settleDue();
    expect(changes.slice(4)).toEqual([`${pending.body.id} approved`]);
  });
});
