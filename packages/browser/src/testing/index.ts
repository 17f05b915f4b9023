// The browser backend in memory, for tests: memory storage and images, fake providers, no delays.
export { createMemoryDeps } from '#src/testing/memory-deps';
