/**
 * Where the simulated providers answer and the test credentials they accept. The site points its
 * provider clients here; swapping in the real services changes these values, not code.
 */
export const mockBaseUrls = {
  payment: '/api/pagos',
  verification: '/api/verificacion',
  email: '/api/correo',
  payout: '/api/transferencias',
} as const;

/** Served by the payment mock; the domain's `defaultCardSdkUrl` points here. */
export const mockCardSdkUrl = `${mockBaseUrls.payment}/sdk.js`;

/** The card SDK's public key: the only provider value a browser needs (it may ship in a bundle). */
export const mockCardPublicKey = 'TEST-sim-public-key-es-AR';

export const mockCredentials = {
  payment: { accessToken: 'TEST-5549-sim-access-token', publicKey: mockCardPublicKey },
  verification: { apiKey: 'sim-verification-api-key' },
  email: { apiKey: 're_sim_api_key' },
  payout: { accessToken: 'TEST-sim-payout-access-token' },
} as const;

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
