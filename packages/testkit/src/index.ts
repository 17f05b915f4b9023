export { PNG_BYTES, pngBlob } from '#src/png';
export {
  createFakeEmailSender,
  createFakePaymentGateway,
  createFakePayoutProvider,
  createFakeVerificationProvider,
} from '#src/fakes';
export { runContractSuite } from '#src/contract-suite/index';
export type { Engine, EngineDifferences, EngineFactory, EngineOptions } from '#src/contract-suite/index';
export { createTestPorts } from '#src/test-ports';
export {
  helpers,
  newGuest,
  registrationInput,
  rejection,
  validBilling,
  validRequestInput,
} from '#src/contract-suite/engine';
export { passThroughImageProcessor } from '#src/fakes';
