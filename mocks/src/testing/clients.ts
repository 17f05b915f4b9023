import {
  EmailProviderClient,
  PaymentProviderClient,
  VerificationProviderClient,
  type PaymentProviderClientOptions,
} from '../domain';
import { mockBaseUrls, mockCredentials } from '../config';

/** Node has no page origin: the tests talk to the relative bases on this one. */
export const testOrigin = 'http://localhost';

/** Keys unique across clients, as random UUIDs would be. */
let keySequence = 0;

export function paymentClient(overrides: Partial<PaymentProviderClientOptions> = {}): PaymentProviderClient {
  return new PaymentProviderClient({
    baseUrl: `${testOrigin}${mockBaseUrls.payment}`,
    accessToken: mockCredentials.payment.accessToken,
    publicKey: mockCredentials.payment.publicKey,
    newIdempotencyKey: () => `test-key-${++keySequence}`,
    timeoutMs: 1000,
    ...overrides,
  });
}

export function verificationClient(timeoutMs = 1000): VerificationProviderClient {
  return new VerificationProviderClient({
    baseUrl: `${testOrigin}${mockBaseUrls.verification}`,
    apiKey: mockCredentials.verification.apiKey,
    timeoutMs,
  });
}

export function emailClient(timeoutMs = 1000): EmailProviderClient {
  return new EmailProviderClient({
    baseUrl: `${testOrigin}${mockBaseUrls.email}`,
    apiKey: mockCredentials.email.apiKey,
    siteUrl: 'https://conexionglobal.example',
    timeoutMs,
  });
}
