// Server mode's card form (issue 16): the payment provider's SDK turns the card into a token in
// the browser, with its public key only — no MSW, no provider secret in this bundle. The API
// computes the amount and creates the payment with that token. Against the sandbox the SDK and its
// token endpoint are served on this origin (`/api/pagos/…`, forwarded by the API to the sandbox);
// a real provider is its own SDK URL and public key, set at build time.
import { loadCardSdk, type CardDetails, type CardSdk, type CardToken, type InstallmentOption } from '@cg/providers';
import { cardSdkPath, sandboxCardPublicKey } from '@cg/providers';

let sdk: Promise<CardSdk> | null = null;

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

function cardSdk(): Promise<CardSdk> {
  sdk ??= loadCardSdk({
    publicKey: import.meta.env.VITE_CARD_PUBLIC_KEY ?? sandboxCardPublicKey,
    locale: 'es-AR',
    document,
    src: import.meta.env.VITE_CARD_SDK_URL ?? cardSdkPath,
  }).catch((error: unknown) => {
    sdk = null;
    throw error;
  });
  return sdk;
}
