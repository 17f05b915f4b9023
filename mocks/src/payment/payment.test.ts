import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { PaymentProviderError, describePaymentOutcome, type CardDetails } from '../domain';
import { paymentClient } from '../testing/clients';
import { createPaymentLedger } from './ledger';
import { testCardNumbers } from './cards';
import {
  paymentApproved,
  paymentDeclined,
  paymentHandlers,
  paymentInProcess,
  paymentInsufficientFunds,
  paymentLostResponse,
  paymentMalformed,
  paymentNetworkError,
  paymentProviderDown,
  paymentSlow,
  refundApproved,
  refundRejected,
} from './handlers';
import type { CreatePaymentInput } from '@cg/domain';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const fast = { latencyMs: 0, readLatencyMs: 0 } as const;

function card(cardNumber: string): CardDetails {
  return {
    cardNumber,
    expirationMonth: 11,
    expirationYear: 2030,
    securityCode: '123',
    cardholderName: 'Lucía Fernández',
    identification: { type: 'DNI', number: '30123456' },
  };
}

function paymentInput(cardToken: string, orderId = 'order-1'): CreatePaymentInput {
  return {
    orderId,
    amountCents: 32_550,
    currency: 'USD',
    description: 'Nintendo Switch OLED',
    payer: { name: 'Lucía Fernández', email: 'lucia@example.com' },
    cardToken,
  };
}

async function pay(cardNumber: string, orderId = 'order-1') {
  const client = paymentClient();
  const token = await client.createCardToken(card(cardNumber));
  return { client, payment: await client.createPayment(paymentInput(token.id, orderId)) };
}

describe('card payment provider, realistic (the test card decides)', () => {
  it('creates a checkout preference for the order, with the hosted checkout URL', async () => {
    const ledger = createPaymentLedger();
    server.use(...paymentHandlers({ ...fast, ledger }));
    const checkout = await paymentClient().createCheckout(
      { orderId: 'order-1', title: 'Nintendo Switch OLED', amountCents: 32_550, currency: 'USD' },
      { name: 'Lucía Fernández', email: 'lucia@example.com', address: 'Av. Corrientes 1234' },
      {
        success: 'https://cg.example/payment-success?order_id=order-1',
        failure: 'https://cg.example/payment-cancelled?order_id=order-1',
        pending: 'https://cg.example/payment-success?order_id=order-1',
      },
      'order-1',
    );
    expect(checkout.id).toMatch(/^5549-sim-pref-/);
    expect(checkout.redirectUrl).toContain(`pref_id=${checkout.id}`);
    expect(checkout.sandboxRedirectUrl).toContain('/sandbox/');
  });

  it('refuses calls without credentials (a configuration error, not a provider outage)', async () => {
    server.use(...paymentHandlers(fast));
    await expect(
      paymentClient({ publicKey: undefined }).createCardToken(card(testCardNumbers.approved)),
    ).rejects.toMatchObject({ kind: 'unauthorized', status: 401, retryable: false });
    const bare = await fetch('http://localhost/api/pagos/v1/payments', { method: 'POST', body: '{}' });
    expect(bare.status).toBe(401);
  });

  it('requires the idempotency key on payment creation', async () => {
    server.use(...paymentHandlers(fast));
    const response = await fetch('http://localhost/api/pagos/v1/payments', {
      method: 'POST',
      headers: { Authorization: 'Bearer TEST-x', 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'X-Idempotency-Key header is required' });
  });

  it('reports a payment the buyer abandons (request aborted) as "Pago Cancelado"', async () => {
    server.use(...paymentSlow({ ...fast, slowLatencyMs: 300 }));
    const controller = new AbortController();
    const pending = paymentClient().createPayment(paymentInput('tok'), 'k-abort', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({
      kind: 'cancelled',
      title: 'Pago Cancelado',
      idempotencyKey: 'k-abort',
    });
  });

  it('approves the approving Visa and the order reads as paid, with the amount', async () => {
    const ledger = createPaymentLedger();
    server.use(...paymentHandlers({ ...fast, ledger }));
    const { client, payment } = await pay(testCardNumbers.approved);
    expect(payment).toMatchObject({
      status: 'approved',
      statusDetail: 'accredited',
      amountCents: 32_550,
      currency: 'USD',
      externalReference: 'order-1',
      cardLastFourDigits: '3704',
    });
    expect(describePaymentOutcome(payment).title).toBe('¡Pago Exitoso!');
    await expect(client.checkOrderPayment('order-1')).resolves.toMatchObject({
      paid: true,
      amountCents: 32_550,
      currency: 'USD',
    });
    await expect(client.getPayment(payment.id)).resolves.toEqual(payment);
  });

  it('declines the declined card with its reason', async () => {
    server.use(...paymentHandlers(fast));
    const { payment, client } = await pay(testCardNumbers.declined);
    expect(payment).toMatchObject({ status: 'rejected', rejectionReason: 'cc_rejected_other_reason' });
    expect(describePaymentOutcome(payment).title).toBe('Pago rechazado');
    await expect(client.checkOrderPayment('order-1')).resolves.toMatchObject({
      paid: false,
      latest: { id: payment.id },
    });
  });

  it('reports insufficient funds with a Spanish explanation', async () => {
    server.use(...paymentHandlers(fast));
    const { payment } = await pay(testCardNumbers.insufficientFunds);
    expect(payment.rejectionReason).toBe('cc_rejected_insufficient_amount');
    expect(describePaymentOutcome(payment).description).toMatch(/fondos suficientes/);
  });

  it('charges once when the same idempotency key is sent twice', async () => {
    const ledger = createPaymentLedger();
    server.use(...paymentHandlers({ ...fast, ledger }));
    const client = paymentClient();
    const token = await client.createCardToken(card(testCardNumbers.approved));
    const attempt = client.paymentAttempt(paymentInput(token.id));
    const first = await attempt.submit();
    const second = await attempt.submit();
    expect(second.id).toBe(first.id);
    expect(ledger.payments()).toHaveLength(1);
  });

  it('refuses a second charge for an order already paid, with the "Pedido ya pagado" copy', async () => {
    server.use(...paymentHandlers(fast));
    const { client } = await pay(testCardNumbers.approved);
    const token = await client.createCardToken(card(testCardNumbers.approvedMastercard));
    const error = await client.createPayment(paymentInput(token.id), 'another-key').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({
      kind: 'conflict',
      status: 409,
      title: 'Pedido ya pagado',
      idempotencyKey: 'another-key',
    });
  });

  it('lets a declined order be paid with another card', async () => {
    server.use(...paymentHandlers(fast));
    const { client } = await pay(testCardNumbers.declined);
    const token = await client.createCardToken(card(testCardNumbers.approved));
    await expect(client.createPayment(paymentInput(token.id))).resolves.toMatchObject({ status: 'approved' });
    await expect(client.findPaymentsByExternalReference('order-1')).resolves.toHaveLength(2);
  });

  it('keeps an in-process card in process, then approves it, and can cancel one', async () => {
    let now = Date.parse('2026-11-21T15:00:00Z');
    const ledger = createPaymentLedger({ now: () => now, inProcessMs: 5000 });
    server.use(...paymentHandlers({ ...fast, ledger }));
    const { client, payment } = await pay(testCardNumbers.inProcess);
    expect(payment.status).toBe('in_process');
    now += 5000;
    await expect(client.getPayment(payment.id)).resolves.toMatchObject({ status: 'approved' });

    const other = await pay(testCardNumbers.inProcess, 'order-2');
    expect(other.payment.status).toBe('in_process');
    const cancelled = await client.cancelPayment(other.payment.id).catch((e: unknown) => e);
    expect(cancelled).toMatchObject({ status: 'cancelled' });
    expect(describePaymentOutcome({ status: 'cancelled', statusDetail: 'by_payer' }).title).toBe('Pago Cancelado');
  });

  it('refuses a card number that fails the check digit', async () => {
    server.use(...paymentHandlers(fast));
    const error = await paymentClient()
      .createCardToken(card('4509953566233705'))
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'rejected', status: 400, title: 'Error de Pago' });
  });

  it('answers null for an unknown payment id', async () => {
    server.use(...paymentHandlers(fast));
    await expect(paymentClient().getPayment('999')).resolves.toBeNull();
  });

  it('persists the ledger so a new ledger on the same storage (a page reload) finds the payment', async () => {
    const { createMemoryStorage } = await import('../storage');
    const storage = createMemoryStorage();
    server.use(...paymentHandlers({ ...fast, ledger: createPaymentLedger({ storage }) }));
    const { payment } = await pay(testCardNumbers.approved);
    expect(storage.getItem('mock:paymentProvider')).toContain(payment.id);
    server.resetHandlers(...paymentHandlers({ ...fast, ledger: createPaymentLedger({ storage }) }));
    await expect(paymentClient().checkOrderPayment('order-1')).resolves.toMatchObject({ paid: true });
  });
});

describe('card payment provider scenarios', () => {
  it('paymentApproved approves even the declined card', async () => {
    server.use(...paymentApproved(fast));
    expect((await pay(testCardNumbers.declined)).payment.status).toBe('approved');
  });

  it('paymentDeclined declines even the approving card', async () => {
    server.use(...paymentDeclined(fast));
    expect((await pay(testCardNumbers.approved)).payment.rejectionReason).toBe('cc_rejected_other_reason');
  });

  it('paymentInsufficientFunds reports missing funds', async () => {
    server.use(...paymentInsufficientFunds(fast));
    expect((await pay(testCardNumbers.approved)).payment.rejectionReason).toBe('cc_rejected_insufficient_amount');
  });

  it('paymentInProcess leaves the payment in process', async () => {
    server.use(...paymentInProcess(fast));
    expect((await pay(testCardNumbers.approved)).payment.status).toBe('in_process');
  });

  it('providerDown fails with "Error de Pago", retryable, carrying the key for the retry', async () => {
    server.use(...paymentProviderDown(fast));
    const client = paymentClient();
    const error = await client.createPayment(paymentInput('tok'), 'key-down').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({
      kind: 'unavailable',
      status: 503,
      retryable: true,
      idempotencyKey: 'key-down',
      title: 'Error de Pago',
      description: 'Ocurrió un error al procesar el pago',
    });
    await expect(client.checkOrderPayment('order-1')).rejects.toMatchObject({ kind: 'unavailable' });
  });

  it('networkError fails as unavailable', async () => {
    server.use(...paymentNetworkError(fast));
    await expect(paymentClient().createCardToken(card(testCardNumbers.approved))).rejects.toMatchObject({
      kind: 'unavailable',
      status: undefined,
      title: 'Error de Pago',
    });
  });

  it('slow times out on the client, and a retry with the same key finds the charge made, once', async () => {
    const ledger = createPaymentLedger();
    server.use(...paymentHandlers({ ...fast, ledger }));
    const client = paymentClient({ timeoutMs: 50 });
    const token = await client.createCardToken(card(testCardNumbers.approved));
    server.use(...paymentSlow({ ...fast, slowLatencyMs: 300, ledger }));
    const attempt = client.paymentAttempt(paymentInput(token.id));
    const error = await attempt.submit().catch((e: unknown) => e);
    expect(error).toMatchObject({
      kind: 'timeout',
      retryable: true,
      idempotencyKey: attempt.idempotencyKey,
      title: 'Error de Pago',
    });
    server.resetHandlers(...paymentHandlers({ ...fast, ledger }));
    await expect(attempt.submit()).resolves.toMatchObject({ status: 'approved' });
    expect(ledger.payments()).toHaveLength(1);
  });

  it('malformed answers are refused as malformed, and the charge behind one is not lost', async () => {
    const ledger = createPaymentLedger();
    server.use(...paymentHandlers({ ...fast, ledger }));
    const client = paymentClient();
    const token = await client.createCardToken(card(testCardNumbers.approved));
    server.use(...paymentMalformed({ ...fast, ledger }));
    await expect(client.createCardToken(card(testCardNumbers.approved))).rejects.toMatchObject({
      kind: 'malformed',
      title: 'Error de Pago',
    });
    await expect(client.createPayment(paymentInput(token.id))).rejects.toMatchObject({ kind: 'malformed' });
    await expect(client.checkOrderPayment('order-1')).rejects.toMatchObject({ kind: 'malformed' });
    await expect(client.getPayment(String(ledger.payments()[0]?.id))).rejects.toMatchObject({ kind: 'malformed' });
    server.resetHandlers(...paymentHandlers({ ...fast, ledger }));
    await expect(client.checkOrderPayment('order-1')).resolves.toMatchObject({ paid: true });
  });

  it('paymentLostResponse: the first answer is lost after charging; an automatic retry with the same key charges once', async () => {
    const ledger = createPaymentLedger();
    server.use(...paymentLostResponse({ ...fast, ledger }));
    const client = paymentClient();
    const token = await client.createCardToken(card(testCardNumbers.approved));
    const error = await client.createPayment(paymentInput(token.id), 'lost-1').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'unavailable', status: 504, idempotencyKey: 'lost-1' });
    expect(ledger.payments()).toHaveLength(1);
    await expect(client.createPayment(paymentInput(token.id), 'lost-1')).resolves.toMatchObject({ status: 'approved' });
    const viaRetries = await client.createPayment(paymentInput(token.id, 'order-2'), 'lost-2', { retries: 1 });
    expect(viaRetries.status).toBe('approved');
    expect(ledger.payments()).toHaveLength(2);
  });
});

describe('card payment provider refunds', () => {
  it('refundApproved gives the whole payment back once per key, and the payment reads refunded', async () => {
    const ledger = createPaymentLedger();
    server.use(...refundApproved({ ...fast, ledger }));
    const { payment } = await pay(testCardNumbers.approved);
    const client = paymentClient();
    const input = { paymentId: payment.id, amountCents: payment.amountCents };
    const first = await client.refundPayment(input, 'refund-key');
    const again = await client.refundPayment(input, 'refund-key');
    expect(first).toMatchObject({ status: 'approved', paymentId: payment.id, amountCents: payment.amountCents });
    expect(again.id).toBe(first.id);
    expect(ledger.refundsOf(payment.id)).toHaveLength(1);
    expect((await client.getPayment(payment.id))?.status).toBe('cancelled'); // refunded, as the port says
    // A new key cannot give back more than was paid.
    await expect(client.refundPayment(input, 'another-key')).rejects.toMatchObject({ status: 400 });
  });

  it('a partial refund leaves the rest (a dispute may refund part)', async () => {
    const ledger = createPaymentLedger();
    server.use(...paymentHandlers({ ...fast, ledger }));
    const { payment } = await pay(testCardNumbers.approved);
    const part = await paymentClient().refundPayment({ paymentId: payment.id, amountCents: 100 }, 'part');
    expect(part).toMatchObject({ status: 'approved', amountCents: 100 });
    expect((await paymentClient().getPayment(payment.id))?.status).toBe('approved');
  });

  it('refundRejected answers a refusal and returns nothing', async () => {
    const ledger = createPaymentLedger();
    server.use(...paymentHandlers({ ...fast, ledger }));
    const { payment } = await pay(testCardNumbers.approved);
    server.resetHandlers(...refundRejected({ ...fast, ledger }));
    const refund = await paymentClient().refundPayment({ paymentId: payment.id, amountCents: 1 }, 'no');
    expect(refund.status).toBe('rejected');
    expect((await paymentClient().getPayment(payment.id))?.status).toBe('approved');
  });

  it('providerDown does not answer a refund (retryable) and refunds nothing', async () => {
    const ledger = createPaymentLedger();
    server.use(...paymentHandlers({ ...fast, ledger }));
    const { payment } = await pay(testCardNumbers.approved);
    server.resetHandlers(...paymentProviderDown({ ...fast, ledger }));
    await expect(
      paymentClient().refundPayment({ paymentId: payment.id, amountCents: payment.amountCents }, 'down'),
    ).rejects.toMatchObject({ kind: 'unavailable', retryable: true });
    expect(ledger.refundsOf(payment.id)).toHaveLength(0);
  });
});
