// The provider sandbox in-process, for the API's tests (decision 037): the sandbox's handlers (the
// same the static demo's service worker and the sandbox process run), called through msw's
// `getResponse` — no socket, no patched globals. A server reaches the sandbox process over HTTP.
import { getResponse, type HttpHandler } from 'msw';
import { providerPaths, providerUrlsAt } from '@cg/providers';
import { cardSdkHandlers } from './payment/handlers';
import { createMockProviders, type MockProviders, type MockProvidersOptions } from './providers';

/** Where the in-process sandbox answers: a name that no DNS resolves, so nothing leaves the process. */
const SANDBOX_ORIGIN = 'http://sandbox.invalid';

/**
 * A `fetch` answered by the handlers in-process. As over a socket, a caller that gives up (its
 * signal aborts: the client's time limit) is let go at once while the provider's work goes on —
 * so a payout or a charge the sandbox makes after the client's timeout is made, as it would be.
 */
function answerWith(handlers: HttpHandler[], onRequest?: (request: Request) => void) {
  return async (input: string, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    onRequest?.(request.clone());
    const answer = getResponse(handlers, request).then((response) => response ?? new Response(null, { status: 404 }));
    const signal = init?.signal;
    if (!signal) return answer;
    return new Promise<Response>((resolve, reject) => {
      const giveUp = () => {
        reject(signal.reason as Error);
      };
      if (signal.aborted) giveUp();
      else signal.addEventListener('abort', giveUp, { once: true });
      answer.then(resolve, reject).finally(() => {
        signal.removeEventListener('abort', giveUp);
      });
    });
  };
}

export interface InProcessSandbox {
  /** Its state: the e-mail outbox, the payment ledger, the verification and payout stores. */
  readonly providers: MockProviders;
  /** Each provider's base URL, under an origin nothing resolves. */
  readonly urls: ReturnType<typeof providerUrlsAt>;
  /** What the provider clients call instead of the network. */
  readonly fetch: (input: string, init?: RequestInit) => Promise<Response>;
  /** The public browser surface (the card SDK script and what it calls), by its path. */
  readonly publicFetch: (path: string, init?: RequestInit) => Promise<Response>;
}

/** The sandbox in-process; `onRequest` sees each request the provider clients send it. @internal */
export function createInProcessSandbox(
  options: MockProvidersOptions = {},
  onRequest?: (request: Request) => void,
): InProcessSandbox {
  const urls = providerUrlsAt(SANDBOX_ORIGIN);
  const providers = createMockProviders({ ...options, baseUrls: urls });
  // The script the browser loads must call this site's `/api/pagos` (proxied back here), not the
  // in-process origin no browser can reach: the same handler, with the public base. It comes
  // first, so it answers the script's path before the sandbox's own.
  const latency = options.latency === 'none' ? { all: 0 } : options.latency;
  const otherMs = latency?.other ?? latency?.all;
  const publicHandlers = [
    ...cardSdkHandlers({
      baseUrl: providerPaths.payment,
      scenario: options.scenarios?.cardSdk,
      ...(otherMs !== undefined && { latencyMs: otherMs }),
    }),
    ...providers.handlers,
  ];
  const answerPublic = answerWith(publicHandlers);
  return {
    providers,
    urls,
    fetch: answerWith(providers.handlers, onRequest),
    publicFetch: (path, init) => answerPublic(`${SANDBOX_ORIGIN}${path}`, init),
  };
}

export type { MockProviders, MockProvidersOptions } from './providers';
