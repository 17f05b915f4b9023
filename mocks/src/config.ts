// Where the simulated providers answer and the test credentials they accept: the providers'
// configuration, which lives beside their clients (decision 037), under the names the sandbox's
// handlers use (the credentials and the SDK's path for the tests; shipped code reads them from there).
export {
  /** @internal */ cardSdkPath as mockCardSdkUrl,
  providerPaths as mockBaseUrls,
  /** @internal */ sandboxCredentials as mockCredentials,
} from '@cg/providers';

/** Keys under which the browser keeps each mock provider's state (never the app's own keys). */
export const mockStorageKeys = {
  payment: 'mock:paymentProvider',
  verification: 'mock:verificationProvider',
  email: 'mock:emailOutbox',
  payout: 'mock:payoutProvider',
} as const;

/** Default latencies, from the spec's simulated delays (§9). */
export const defaultLatency = {
  /** Creating a payment: "payment 2 s". */
  payment: 2000,
  /** Submitting documents: "verification submit 2 s". */
  verificationSubmit: 2000,
  /** From submit to decision: "auto-verify 5 s". */
  verificationDecision: 5000,
  /** Sending an e-mail: "e-mail toast 1 s". */
  email: 1000,
  /** From a payout's order to its transfer (or rejection). */
  payoutSettle: 4000,
  /** Every other call (reads, uploads, tokens). */
  other: 200,
  /** The `slow` scenario: longer than the clients' 10 s timeout. */
  slow: 30_000,
} as const;

/**
 * A handler path for a base URL: absolute bases are used as they are; relative ones get a leading
 * `*` wildcard so they match any origin, so the same handlers serve the browser (page origin) and node
 * (`http://localhost/api/pagos`).
 */
export function endpoint(baseUrl: string, path: string): string {
  const base = baseUrl.endsWith('/') ? baseUrl.slice(0, -1) : baseUrl;
  return /^[a-z]+:\/\//i.test(base) ? `${base}${path}` : `*${base}${path}`;
}
