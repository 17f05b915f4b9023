// Loaded on demand by lazyPort (see marketplace.client.ts): starts the simulated providers'
// service worker, then builds the HTTP clients the domain talks to. Nothing here runs in the
// first load of `/` or the lists: this module (and msw with it) is a separate chunk.
import {
  EmailProviderClient,
  PaymentProviderClient,
  PayoutProviderClient,
  VerificationProviderClient,
  loadCardSdk,
  type CardDetails,
  type CardSdk,
  type CardToken,
  type InstallmentOption,
  cardSdkPath,
  providerPaths,
  sandboxCredentials,
} from '@cg/providers';
import type { EmailSender, PaymentGateway, PayoutProvider, VerificationProvider } from '@cg/domain';

/**
 * Where the providers answer and the credentials they take. Today: the simulated providers
 * (MSW) with their test credentials; real providers change these values, not the code.
 */
const config = {
  payment: { baseUrl: providerPaths.payment, ...sandboxCredentials.payment, sdkUrl: cardSdkPath },
  verification: { baseUrl: providerPaths.verification, ...sandboxCredentials.verification },
  email: { baseUrl: providerPaths.email, ...sandboxCredentials.email },
  payout: { baseUrl: providerPaths.payout, ...sandboxCredentials.payout },
} as const;

export interface Providers {
  readonly payments: PaymentGateway;
  readonly verification: VerificationProvider;
  readonly email: EmailSender;
  readonly payouts: PayoutProvider;
  /** The payment client itself, for what the port does not cover (card tokens). */
  readonly paymentClient: PaymentProviderClient;
}

let loading: Promise<Providers> | null = null;

async function start(): Promise<Providers> {
  // The simulation answers only once its service worker controls the page.
  const { startMockWorker } = await import('@cg/mocks/browser');
  await startMockWorker();
  const paymentClient = new PaymentProviderClient({
    baseUrl: config.payment.baseUrl,
    accessToken: config.payment.accessToken,
    publicKey: config.payment.publicKey,
  });
  return {
    payments: paymentClient,
    paymentClient,
    verification: new VerificationProviderClient({
      baseUrl: config.verification.baseUrl,
      apiKey: config.verification.apiKey,
    }),
    email: new EmailProviderClient({
      baseUrl: config.email.baseUrl,
      apiKey: config.email.apiKey,
      siteUrl: window.location.origin,
    }),
    payouts: new PayoutProviderClient({ baseUrl: config.payout.baseUrl, accessToken: config.payout.accessToken }),
  };
}

/** The three provider clients, built once per page (a failed start may be retried). */
export function loadProviders(): Promise<Providers> {
  loading ??= start().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

let sdk: Promise<CardSdk> | null = null;

/**
 * Tokenises a card in the browser with the provider's SDK (loaded on demand, public key,
 * locale es-AR, spec §7). The card number never reaches the marketplace's storage.
 */
export async function tokenizeCard(card: CardDetails): Promise<CardToken> {
  return (await cardSdk()).createCardToken(card);
}

/** A token for a card the person saved with the provider (decision 027), with its security code. */
export async function tokenizeSavedCard(cardId: string, securityCode: string): Promise<CardToken> {
  return (await cardSdk()).createSavedCardToken({ cardId, securityCode });
}

/** The instalments the provider offers for the amount (through its SDK, with the public key). */
export async function installmentOptions(amountCents: number): Promise<readonly InstallmentOption[]> {
  return (await cardSdk()).getInstallments({ amountCents });
}

async function cardSdk(): Promise<CardSdk> {
  await loadProviders();
  sdk ??= loadCardSdk({
    publicKey: config.payment.publicKey,
    locale: 'es-AR',
    document,
    src: config.payment.sdkUrl,
  }).catch((error: unknown) => {
    sdk = null;
    throw error;
  });
  return sdk;
}
