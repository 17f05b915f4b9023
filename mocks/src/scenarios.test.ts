import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createMemoryStorage,
  defaultHandlerGroups,
  defaultHandlers,
  handlers,
  parseScenario,
  rememberScenariosFromQuery,
  scenarioStorageKey,
  selectScenario,
  storedScenario,
  testCardNumbers,
  testCards,
  luhnValid,
} from './index';
import { setupMockServer } from './node';
import { emailClient, paymentClient, verificationClient } from './testing/clients';

describe('scenario selection', () => {
  it("knows each provider's names and the providerDown alias", () => {
    expect(parseScenario('payment', 'paymentDeclined')).toBe('paymentDeclined');
    expect(parseScenario('payment', 'verificationDeclined')).toBeUndefined();
    expect(parseScenario('verification', 'providerDown')).toBe('verificationDown');
    expect(parseScenario('email', 'providerDown')).toBe('emailDown');
    expect(parseScenario('cardSdk', 'sdkScriptFails')).toBe('sdkScriptFails');
    expect(parseScenario('payment', null)).toBeUndefined();
  });

  it('remembers ?mock-<provider>=<scenario> in storage, ignores unknown names, clears with default', () => {
    const storage = createMemoryStorage();
    rememberScenariosFromQuery(
      '?mock-payment=providerDown&mock-verification=verificationDeclined&mock-email=nonsense',
      storage,
    );
    expect(storage.getItem('mock:scenario:payment')).toBe('providerDown');
    expect(storage.getItem(scenarioStorageKey('verification'))).toBe('verificationDeclined');
    expect(storage.getItem('mock:scenario:email')).toBeNull();
    rememberScenariosFromQuery('?mock-payment=default', storage);
    expect(storage.getItem('mock:scenario:payment')).toBeNull();
  });

  it('reads the stored scenario on every call, so it can change at run time', () => {
    const storage = createMemoryStorage();
    const current = storedScenario('payment', storage);
    expect(current()).toBeUndefined();
    selectScenario(storage, 'payment', 'paymentDeclined');
    expect(current()).toBe('paymentDeclined');
    selectScenario(storage, 'payment', 'default');
    expect(current()).toBeUndefined();
  });

  it('treats a broken storage as no choice', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem() {},
      removeItem() {},
    };
    expect(storedScenario('payment', broken)()).toBeUndefined();
  });
});

describe('fixtures', () => {
  it('lists only test cards with a valid check digit', () => {
    expect(testCards.every((card) => luhnValid(card.number))).toBe(true);
    expect(Object.values(testCardNumbers).every(luhnValid)).toBe(true);
  });

  it('exports a default group per provider and every named factory', () => {
    expect(Object.keys(defaultHandlerGroups).sort()).toEqual(['cardSdk', 'email', 'payment', 'payout', 'verification']);
    expect(defaultHandlers.length).toBe(Object.values(defaultHandlerGroups).flat().length);
    for (const group of Object.values(handlers)) {
      for (const factory of Object.values(group) as (() => unknown[])[]) expect(factory().length).toBeGreaterThan(0);
    }
  });

  it('keeps msw/browser out of everything but browser.ts (Storybook and node import the rest)', () => {
    const root = fileURLToPath(new URL('.', import.meta.url));
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? files(path) : [path];
      });
    const offenders = files(root).filter(
      (file) =>
        !file.endsWith('browser.ts') &&
        !file.endsWith('.test.ts') &&
        readFileSync(file, 'utf8').includes("from 'msw/browser'"),
    );
    expect(offenders).toEqual([]);
  });
});

describe('setupMockServer (node)', () => {
  const storage = createMemoryStorage();
  const mock = setupMockServer({ storage, scenarios: { payment: storedScenario('payment', storage) } });
  beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => selectScenario(storage, 'payment', 'default'));
  afterAll(() => mock.server.close());

  it('answers all three providers with shared, inspectable state and no latency', async () => {
    const payments = paymentClient();
    const token = await payments.createCardToken({
      cardNumber: testCardNumbers.approved,
      expirationMonth: 1,
      expirationYear: 2032,
      securityCode: '999',
      cardholderName: 'Ana Ruiz',
    });
    await payments.createPayment({
      orderId: 'o-9',
      amountCents: 1000,
      currency: 'EUR',
      description: 'Perfume',
      payer: { name: 'Ana Ruiz', email: 'ana@example.com' },
      cardToken: token.id,
    });
    expect(mock.ledger.search('o-9')).toHaveLength(1);

    const verification = verificationClient();
    const { sessionId } = await verification.createSession({
      userId: 'u',
      documentType: 'Pasaporte',
      firstName: 'A',
      lastName: 'R',
      email: 'a@example.com',
    });
    expect(mock.verificationStore.sessions().map((s) => s.id)).toEqual([sessionId]);

    await emailClient().sendRegistrationConfirmation({ to: 'ana@example.com', firstName: 'Ana', lastName: 'Ruiz' });
    expect(mock.outbox.last()?.subject).toMatch(/Cuenta creada/);
  });

  it('switches scenario at run time through the storage', async () => {
    selectScenario(storage, 'payment', 'providerDown');
    await expect(paymentClient().checkOrderPayment('o-9')).rejects.toMatchObject({ kind: 'unavailable' });
    selectScenario(storage, 'payment', 'default');
    await expect(paymentClient().checkOrderPayment('o-9')).resolves.toMatchObject({
      paid: true,
      amountCents: 1000,
      currency: 'EUR',
    });
  });
});

describe('createMockProviders latency', () => {
  it('lets node tests keep everything instant but make `slow` short', async () => {
    const { createMockProviders, selectScenario: select, storedScenario: stored } = await import('./index');
    const { setupServer } = await import('msw/node');
    const storage = createMemoryStorage();
    const mock = createMockProviders({
      latency: { all: 0, slow: 200 },
      scenarios: { email: stored('email', storage) },
    });
    const server = setupServer(...mock.handlers);
    server.listen({ onUnhandledRequest: 'error' });
    try {
      select(storage, 'email', 'slow');
      await expect(
        emailClient(50).sendRegistrationConfirmation({ to: 'a@example.com', firstName: 'A', lastName: 'B' }),
      ).rejects.toMatchObject({ kind: 'timeout' });
      select(storage, 'email', 'default');
      await expect(
        emailClient(1000).sendRegistrationConfirmation({ to: 'a@example.com', firstName: 'A', lastName: 'B' }),
      ).resolves.toBeUndefined();
    } finally {
      server.close();
    }
  });
});

describe('persisted mock state', () => {
  it('starts afresh from unreadable or foreign data and survives a full storage', async () => {
    const { createPaymentLedger } = await import('./index');
    const storage = createMemoryStorage({ 'mock:paymentProvider': '{not json' });
    expect(createPaymentLedger({ storage }).payments()).toEqual([]);
    storage.setItem('mock:paymentProvider', JSON.stringify({ version: 99 }));
    expect(createPaymentLedger({ storage }).payments()).toEqual([]);
    const full = {
      ...createMemoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const ledger = createPaymentLedger({ storage: full });
    const result = ledger.createPreference({
      items: [{ id: 'o', title: 't', quantity: 1, currency_id: 'USD', unit_price: 1 }],
      payer: { email: 'a@example.com' },
      back_urls: { success: 's', failure: 'f', pending: 'p' },
      external_reference: 'o',
    });
    expect(result.ok).toBe(true);
  });
});
