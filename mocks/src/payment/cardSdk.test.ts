import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import {
  CardSdkError,
  PaymentProviderClient,
  PaymentProviderError,
  cardSdkAlreadyLoadedWarning,
  defaultCardSdkUrl,
  loadCardSdk,
  type CardDetails,
} from '../domain';
import { createFakeDocument } from '../testing/fakeDocument';
import { mockCardSdkUrl, mockCredentials } from '../config';
import { testCardNumbers } from './cards';
import { cardSdkHandlers, paymentHandlers, paymentMalformed, paymentProviderDown } from './handlers';
import { createPaymentLedger } from './ledger';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// The SDK's own calls need an absolute base in node (in the browser `/api/pagos` is enough).
const base = 'http://localhost/api/pagos';
const fast = { latencyMs: 0, readLatencyMs: 0, baseUrl: base } as const;
const publicKey = mockCredentials.payment.publicKey;

const card: CardDetails = {
  cardNumber: '4509 9535 6623 3704',
  expirationMonth: 3,
  expirationYear: 2031,
  securityCode: '123',
  cardholderName: 'Lucía Fernández',
  identification: { type: 'DNI', number: '30123456' },
};

function useSdk(scenario?: 'sdkScriptFails' | 'sdkUnavailable') {
  server.use(...cardSdkHandlers({ baseUrl: base, latencyMs: 0, scenario }), ...paymentHandlers(fast));
}

describe('card SDK loader', () => {
  it('serves the SDK where the loader looks by default', () => {
    expect(defaultCardSdkUrl).toBe(mockCardSdkUrl);
  });

  it('refuses to load without a public key, before touching the page', async () => {
    const document = createFakeDocument();
    for (const key of [undefined, '', '   ']) {
      const error = await loadCardSdk({ publicKey: key, document }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CardSdkError);
      expect(error).toMatchObject({ code: 'missingPublicKey', title: 'Error de Pago' });
    }
    expect(document.appended).toHaveLength(0);
  });

  it('loads the script on demand, initialised with the public key and es-AR, and tokenises a card', async () => {
    useSdk();
    const document = createFakeDocument();
    const sdk = await loadCardSdk({ publicKey, document });
    expect(document.appended).toHaveLength(1);
    expect(document.appended[0]).toMatchObject({ src: '/api/pagos/sdk.js', async: true, id: 'cg-card-sdk' });
    expect(sdk).toMatchObject({ publicKey, locale: 'es-AR', version: '2.0.0-sim' });
    const token = await sdk.createCardToken(card);
    expect(token).toMatchObject({ firstSixDigits: '450995', lastFourDigits: '3704', paymentMethodId: 'visa' });
  });

  it('tokenises a saved card by its id and security code (decision 027), paying as that card does', async () => {
    const ledger = createPaymentLedger();
    server.use(...cardSdkHandlers({ baseUrl: base, latencyMs: 0 }), ...paymentHandlers({ ...fast, ledger }));
    const client = new PaymentProviderClient({
      baseUrl: base,
      accessToken: mockCredentials.payment.accessToken,
      publicKey,
    });
    const typed = await client.createCardToken(card);
    const saved = await client.saveCard({ customerId: null, email: 'lucia@example.com', cardToken: typed.id });
    expect(saved).toMatchObject({ brand: 'visa', lastFour: '3704', holderName: 'Lucía Fernández' });
    // The same card again is the same card, under the same customer.
    const again = await client.saveCard({
      customerId: null,
      email: 'lucia@example.com',
      cardToken: (await client.createCardToken(card)).id,
    });
    expect([again.id, again.customerId]).toEqual([saved.id, saved.customerId]);
    const sdk = await loadCardSdk({ publicKey, document: createFakeDocument() });
    const token = await sdk.createSavedCardToken({ cardId: saved.id, securityCode: '123' });
    expect(token).toMatchObject({ lastFourDigits: '3704', paymentMethodId: 'visa' });
    expect(token.id).not.toBe(typed.id);
    await client.removeCard(saved.customerId, saved.id);
    const gone = await sdk.createSavedCardToken({ cardId: saved.id, securityCode: '123' }).catch((e: unknown) => e);
    expect(gone).toBeInstanceOf(PaymentProviderError);
  });

  it('tells the instalments the provider offers for the amount: 1, 3 and 6, interest-free', async () => {
    useSdk();
    const sdk = await loadCardSdk({ publicKey, document: createFakeDocument() });
    const options = await sdk.getInstallments({ amountCents: 39_374, bin: '450995' });
    expect(options).toEqual([
      { installments: 1, installmentAmountCents: 39_374, totalAmountCents: 39_374, interestFree: true },
      { installments: 3, installmentAmountCents: 13_125, totalAmountCents: 39_374, interestFree: true },
      { installments: 6, installmentAmountCents: 6_563, totalAmountCents: 39_374, interestFree: true },
    ]);
  });

  it('says the provider is down when asked for instalments then, and a refused answer is malformed', async () => {
    server.use(
      ...cardSdkHandlers({ baseUrl: base, latencyMs: 0 }),
      ...paymentProviderDown({ ...fast, readLatencyMs: 0 }),
    );
    const sdk = await loadCardSdk({ publicKey, document: createFakeDocument() });
    await expect(sdk.getInstallments({ amountCents: 10_000 })).rejects.toMatchObject({
      kind: 'unavailable',
      title: 'Error de Pago',
    });
    server.resetHandlers();
    server.use(...cardSdkHandlers({ baseUrl: base, latencyMs: 0 }), ...paymentMalformed(fast));
    await expect(sdk.getInstallments({ amountCents: 10_000 })).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('loads once for concurrent calls, and warns (returning the same SDK) once loaded', async () => {
    useSdk();
    const document = createFakeDocument();
    const warnings: string[] = [];
    const onWarning = (message: string) => warnings.push(message);
    const [a, b] = await Promise.all([
      loadCardSdk({ publicKey, document, onWarning }),
      loadCardSdk({ publicKey, document, onWarning }),
    ]);
    expect(a).toBe(b);
    expect(warnings).toEqual([]);
    const again = await loadCardSdk({ publicKey, document, onWarning });
    expect(again).toBe(a);
    expect(warnings).toEqual([cardSdkAlreadyLoadedWarning]);
    expect(document.appended).toHaveLength(1);
  });

  it('uses an SDK some other script already defined, with the warning', async () => {
    useSdk();
    const document = createFakeDocument();
    const warnings: string[] = [];
    document.window.MercadoPagoSim = class {
      readonly locale: string;
      constructor(
        readonly publicKey: string,
        options: { locale: string },
      ) {
        this.locale = options.locale;
      }
      createCardToken() {
        return Promise.resolve({});
      }
    };
    const sdk = await loadCardSdk({ publicKey, document, onWarning: (m) => warnings.push(m) });
    expect(sdk.locale).toBe('es-AR');
    expect(warnings).toEqual([cardSdkAlreadyLoadedWarning]);
    expect(document.appended).toHaveLength(0);
    // Its answer is not a token: refused as malformed.
    await expect(sdk.createCardToken(card)).rejects.toMatchObject({ kind: 'malformed' });
    // It cannot tell instalments: none are offered.
    await expect(sdk.getInstallments({ amountCents: 10_000 })).resolves.toEqual([]);
  });

  it('fails with scriptLoadFailed when the script does not load, and can try again later', async () => {
    useSdk('sdkScriptFails');
    const document = createFakeDocument();
    const error = await loadCardSdk({ publicKey, document }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'scriptLoadFailed', kind: 'unavailable', title: 'Error de Pago' });
    expect(document.appended[0]?.removed).toBe(true);
    server.resetHandlers();
    useSdk();
    await expect(loadCardSdk({ publicKey, document })).resolves.toMatchObject({ publicKey });
  });

  it('fails with sdkUnavailable when the script loads but defines no SDK', async () => {
    useSdk('sdkUnavailable');
    await expect(loadCardSdk({ publicKey, document: createFakeDocument() })).rejects.toMatchObject({
      code: 'sdkUnavailable',
    });
  });

  it('fails with sdkUnavailable when the SDK refuses to start', async () => {
    const document = createFakeDocument();
    document.window.MercadoPagoSim = function Broken() {
      throw new Error('boom');
    };
    await expect(loadCardSdk({ publicKey, document, onWarning: () => {} })).rejects.toMatchObject({
      code: 'sdkUnavailable',
    });
  });

  it('gives up with a timeout when the script never answers', async () => {
    const document = createFakeDocument({ mode: 'hang' });
    await expect(loadCardSdk({ publicKey, document, timeoutMs: 20 })).rejects.toMatchObject({
      code: 'timeout',
      kind: 'timeout',
    });
  });

  it('turns provider failures behind the SDK into payment errors', async () => {
    useSdk();
    const document = createFakeDocument();
    const sdk = await loadCardSdk({ publicKey, document });
    await expect(sdk.createCardToken({ ...card, cardNumber: '1234 5678 9012 3456' })).rejects.toMatchObject({
      kind: 'rejected',
      status: 400,
    });
    server.use(...paymentProviderDown(fast));
    const down = await sdk.createCardToken(card).catch((e: unknown) => e);
    expect(down).toBeInstanceOf(PaymentProviderError);
    expect(down).toMatchObject({ kind: 'unavailable', title: 'Error de Pago' });
    server.use(...paymentMalformed(fast));
    await expect(sdk.createCardToken({ ...card, cardNumber: testCardNumbers.declined })).rejects.toMatchObject({
      kind: 'malformed',
    });
  });
});
