/**
 * The providers' configuration, beside their clients: where each provider answers (its base path,
 * under the provider's origin — the sandbox process's in server mode, the page's own in the static
 * demo, where the service worker answers), the card SDK's path, and the credentials the sandbox
 * issues for tests. The sandbox (`mocks`) answers at these paths and accepts these credentials;
 * swapping in the real services changes these values, not code (decision 037).
 */
export const providerPaths = {
  payment: '/api/pagos',
  verification: '/api/verificacion',
  email: '/api/correo',
  payout: '/api/transferencias',
} as const;

export type ProviderName = keyof typeof providerPaths;

/** The payment provider's card SDK script (`loadCardSdk`'s default source is the same path). */
export const cardSdkPath = `${providerPaths.payment}/sdk.js`;

/** The card SDK's public key: the only provider value a browser needs (it may ship in a bundle). */
export const sandboxCardPublicKey = 'TEST-sim-public-key-es-AR';

/** The sandbox's test credentials (never a real provider's: those come from the environment). */
export const sandboxCredentials = {
  payment: { accessToken: 'TEST-5549-sim-access-token', publicKey: sandboxCardPublicKey },
  verification: { apiKey: 'sim-verification-api-key' },
  email: { apiKey: 're_sim_api_key' },
  payout: { accessToken: 'TEST-sim-payout-access-token' },
} as const;

/** Each provider's base URL under one origin (`http://127.0.0.1:3100` → `…/api/pagos`…). */
export function providerUrlsAt(origin: string): Record<ProviderName, string> {
  const base = origin.replace(/\/$/, '');
  return {
    payment: `${base}${providerPaths.payment}`,
    verification: `${base}${providerPaths.verification}`,
    email: `${base}${providerPaths.email}`,
    payout: `${base}${providerPaths.payout}`,
  };
}
