export { createMemoryDeps, PNG_BYTES, pngBlob } from '#src/testing/memory-deps';
export { createFakeEmailSender, createFakePaymentGateway, createFakeVerificationProvider } from '#src/testing/fakes';
