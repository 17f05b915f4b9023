import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentProviderClient, loadCardSdk } from './domain';
import { mockCredentials, testCardNumbers } from './index';
import type { MockWorker } from './browser';

let mock: MockWorker;

beforeAll(async () => {
  localStorage.clear();
  // As the site does: the worker module is loaded only when a page needs it.
  const { startMockWorker } = await import('./browser');
  mock = await startMockWorker({ latency: 'none', search: '?mock-email=emailDown' });
});
afterAll(() => mock.stop());

const client = () =>
  new PaymentProviderClient({
    baseUrl: '/api/pagos',
    accessToken: mockCredentials.payment.accessToken,
    publicKey: mockCredentials.payment.publicKey,
  });

describe('startMockWorker in Chromium', () => {
  it('answers the payment provider at a relative URL, with the card SDK loaded by a real <script>', async () => {
    const sdk = await loadCardSdk({ publicKey: mockCredentials.payment.publicKey, document });
    expect(document.querySelector('script#cg-card-sdk')).not.toBeNull();
    const token = await sdk.createCardToken({
      cardNumber: testCardNumbers.approved,
      expirationMonth: 12,
      expirationYear: 2031,
      securityCode: '123',
      cardholderName: 'Lucía Fernández',
    });
    const payment = await client().createPayment(
      {
        orderId: 'browser-1',
        amountCents: 5000,
        currency: 'USD',
        description: 'Auriculares',
        payer: { name: 'Lucía Fernández', email: 'lucia@example.com' },
        cardToken: token.id,
      },
      'browser-key-1',
    );
    expect(payment.status).toBe('approved');
  });

  it('persists the ledger in localStorage under the mock key (a reload finds the payment)', () => {
    expect(localStorage.getItem('mock:paymentProvider')).toContain('browser-1');
  });

  it('takes the scenario from the query string and from localStorage at run time', async () => {
    expect(mock.scenarios().email).toBe('emailDown');
    expect(localStorage.getItem('mock:scenario:email')).toBe('emailDown');
    localStorage.setItem('mock:scenario:payment', 'providerDown');
    await expect(client().checkOrderPayment('browser-1')).rejects.toMatchObject({ kind: 'unavailable', status: 503 });
    mock.selectScenario('payment', 'default');
    await expect(client().checkOrderPayment('browser-1')).resolves.toMatchObject({ paid: true, amountCents: 5000 });
  });

  it('lets requests that are not for a provider through', async () => {
    const response = await fetch('/mockServiceWorker.js');
    expect(response.ok).toBe(true);
  });
});
