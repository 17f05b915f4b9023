import type { EngineOptions } from '#src/contract-suite/engine';
import { createCryptoRandom, createPbkdf2Hasher, fixedClock, noSleep } from '@cg/domain/runtime/adapters';
import {
  createFakeEmailSender,
  createFakePaymentGateway,
  createFakePayoutProvider,
  createFakeVerificationProvider,
  passThroughImageProcessor,
} from '#src/fakes';

/**
 * The ports every storage shares in tests (the storage-specific ones — unit of work, images,
 * change feed — come from the adapter under test): the same clock, fakes, no delays and a cheap
 * hasher as the browser adapter's memory deps, so the contract suite runs alike on each.
 */
export function createTestPorts(options: Omit<EngineOptions, 'decorateRepositories'> = {}) {
  const webcrypto = globalThis.crypto;
  return {
    clock: options.clock ?? fixedClock('2026-11-21T12:00:00.000Z', 1000),
    random: createCryptoRandom(webcrypto),
    sleep: noSleep,
    hasher: createPbkdf2Hasher({
      subtle: webcrypto.subtle,
      getRandomValues: (a) => webcrypto.getRandomValues(a),
      iterations: 1000,
    }),
    payments: createFakePaymentGateway(),
    verification: options.verification ?? createFakeVerificationProvider(),
    email: options.email ?? createFakeEmailSender(),
    payouts: options.payouts ?? createFakePayoutProvider(),
    imageProcessor: options.imageProcessor ?? passThroughImageProcessor,
    delays: {
      login: 0,
      register: 0,
      payment: 0,
      verificationSubmit: 0,
      verificationDecision: 0,
      codeCheck: 0,
      emailToast: 0,
    },
  };
}
