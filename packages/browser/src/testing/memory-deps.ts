import { createMemoryImageStore, type ImageProcessor } from '#src/images/image-store';
import {
  passThroughImageProcessor,
  createFakeEmailSender,
  createFakePaymentGateway,
  createFakePayoutProvider,
  createFakeVerificationProvider,
} from '@cg/testkit';
import {
  createCryptoRandom,
  createMemoryMutex,
  createPbkdf2Hasher,
  fixedClock,
  noSleep,
} from '@cg/domain/runtime/adapters';
import type { MarketplaceDeps } from '#src/browser-marketplace';
import { createMemoryStorage, type MemoryStorage } from '#src/storage/key-value-storage';

/** Fast, deterministic-enough deps for tests and stories: memory storage, no delays, 1,000 PBKDF2 iterations. */
export function createMemoryDeps(
  overrides: Partial<MarketplaceDeps> & { storage?: MemoryStorage } = {},
  // Test helper only: Node 20 and browsers both have WebCrypto here. Production wiring injects it.
  webcrypto: Crypto = globalThis.crypto,
) {
  const random = createCryptoRandom(webcrypto);
  const storage = overrides.storage ?? createMemoryStorage();
  const clock = overrides.clock
    ? (overrides.clock as ReturnType<typeof fixedClock>)
    : fixedClock('2026-11-21T12:00:00.000Z', 1000);
  // Overrides are taken as the fakes' types: tests that pass their own fakes read them back typed.
  const images = overrides.images
    ? (overrides.images as ReturnType<typeof createMemoryImageStore>)
    : createMemoryImageStore(random);
  const payments = overrides.payments
    ? (overrides.payments as ReturnType<typeof createFakePaymentGateway>)
    : createFakePaymentGateway();
  const verification = overrides.verification
    ? (overrides.verification as ReturnType<typeof createFakeVerificationProvider>)
    : createFakeVerificationProvider();
  const email = overrides.email
    ? (overrides.email as ReturnType<typeof createFakeEmailSender>)
    : createFakeEmailSender();
  const payouts = overrides.payouts
    ? (overrides.payouts as ReturnType<typeof createFakePayoutProvider>)
    : createFakePayoutProvider();
  const imageProcessor: ImageProcessor = passThroughImageProcessor;
  const deps = {
    imageProcessor,
    random,
    sleep: noSleep,
    mutex: createMemoryMutex(),
    hasher: createPbkdf2Hasher({
      subtle: webcrypto.subtle,
      getRandomValues: (a) => webcrypto.getRandomValues(a),
      iterations: 1000,
    }),
    delays: {
      login: 0,
      register: 0,
      payment: 0,
      verificationSubmit: 0,
      verificationDecision: 0,
      codeCheck: 0,
      emailToast: 0,
    },
    ...overrides,
    storage,
    clock,
    images,
    payments,
    verification,
    email,
    payouts,
  } satisfies MarketplaceDeps;
  return deps;
}
