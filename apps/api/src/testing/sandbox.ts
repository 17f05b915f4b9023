// The provider sandbox in-process, for tests (decision 037): `@cg/mocks`' handlers answer the
// provider clients without a socket. Only tests compose it; a server reaches the sandbox process
// over HTTP (`sandboxProcess` in market/compose.ts).
import { createInProcessSandbox, type MockProviders, type MockProvidersOptions } from '@cg/mocks/in-process';
import type { ProviderConnection } from '#src/market/compose';

/** The sandbox in-process (its e-mail outbox, ledger…) and the API's connection to it. */
export function inProcessSandbox(
  options: MockProvidersOptions = {},
  onRequest?: (request: Request) => void,
): { sandbox: MockProviders; connection: ProviderConnection } {
  const { providers, urls, fetch, publicFetch } = createInProcessSandbox(options, onRequest);
  return { sandbox: providers, connection: { urls, fetch, publicFetch } };
}
