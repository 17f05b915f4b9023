export { createMemoryDeps } from '#src/testing/memory-deps';
export { PNG_BYTES, pngBlob } from '#src/testing/png';
export {
  createFakeEmailSender,
  createFakePaymentGateway,
  createFakePayoutProvider,
  createFakeVerificationProvider,
} from '#src/testing/fakes';
export { runContractSuite } from '#src/contract-suite/index';
export type { Engine, EngineDifferences, EngineFactory, EngineOptions } from '#src/contract-suite/index';
export { createTestPorts } from '#src/testing/ports';
