/** Node side of @cg/mocks: an msw server with the simulated providers, for node tests. */
import { setupServer, type SetupServer } from 'msw/node';
import { createMockProviders, type MockProviders, type MockProvidersOptions } from './providers';

export { setupServer } from 'msw/node';
export * from './index';

export interface MockServer extends MockProviders {
  readonly server: SetupServer;
}

/**
 * A node msw server answering like the three providers. Latency defaults to `'none'` (tests
 * stay fast; `slow` still waits). Call `server.listen({ onUnhandledRequest: 'error' })` yourself.
 */
export function setupMockServer(options: MockProvidersOptions = {}): MockServer {
  const providers = createMockProviders({ latency: 'none', ...options });
  return { ...providers, server: setupServer(...providers.handlers) };
}
