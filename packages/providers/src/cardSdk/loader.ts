import { cardTokenWire, installmentsWire } from '../payment/wire';
import type { CardDetails } from '../payment/client';
import type { CardToken } from '../payment/records';
import { CardSdkError, PaymentProviderError, paymentMessages } from '../errors';

/** Where the simulated SDK is served (by `@cg/mocks`); a real one would be the provider's CDN. */
/** @internal */
export const defaultCardSdkUrl = '/api/pagos/sdk.js';
/** The global the SDK script defines (a constructor `new MercadoPagoSim(publicKey, { locale })`). */
const defaultCardSdkGlobal = 'MercadoPagoSim';
const scriptId = 'cg-card-sdk';

/** The part of a `<script>` element the loader uses. */
export interface CardSdkScriptElement {
  id: string;
  src: string;
  async: boolean;
  addEventListener(type: 'load' | 'error', listener: () => void, options?: { once?: boolean }): void;
  remove(): void;
}

/** The part of `document` the loader uses; a real `Document` fits, and so does a test double. */
export interface CardSdkDocument {
  createElement(tagName: 'script'): CardSdkScriptElement;
  /**
   * Receives the element `createElement` returned. Typed `never` so that a real `Document`
   * (whose `appendChild` wants a DOM `Node`) fits this interface as well as a test double.
   */
  readonly head: { appendChild(node: never): unknown };
  /** The window the script defines its global on. */
  readonly defaultView: object | null;
}

/** Input of the raw SDK's `createCardToken` (Mercado Pago core-methods naming). */
export interface RawCardTokenInput {
  cardNumber: string;
  cardholderName: string;
  cardExpirationMonth: string;
  cardExpirationYear: string;
  securityCode: string;
  identificationType?: string | undefined;
  identificationNumber?: string | undefined;
}

/** What `new window.MercadoPagoSim(publicKey, { locale })` returns. */
export interface RawCardSdk {
  readonly publicKey: string;
  readonly locale: string;
  readonly version?: string;
  createCardToken(input: RawCardTokenInput | { cardId: string; securityCode: string }): Promise<unknown>;
  /** Mercado Pago's `getInstallments({ amount, bin })`; an SDK without it offers no instalments. */
  getInstallments?(input: { amount: string; bin?: string | undefined }): Promise<unknown>;
}

/** One way to pay the amount: in `installments` parts of `installmentAmountCents`. */
export interface InstallmentOption {
  readonly installments: number;
  /** Each part, in cents of the amount's currency. */
  readonly installmentAmountCents: number;
  /** What the buyer pays in all, in cents (the amount itself when interest-free). */
  readonly totalAmountCents: number;
  readonly interestFree: boolean;
}

type RawCardSdkConstructor = new (publicKey: string, options: { locale: string }) => RawCardSdk;

/** The typed facade the app uses. */
export interface CardSdk {
  readonly publicKey: string;
  readonly locale: string;
  readonly version: string;
  /** Tokenises a card in the browser; the card number never reaches our code's storage. */
  createCardToken(card: CardDetails): Promise<CardToken>;
  /**
   * A token for a card the provider keeps for the person (decision 027), with its security code
   * typed now: Mercado Pago's `createCardToken({ cardId, securityCode })`.
   */
  createSavedCardToken(input: { cardId: string; securityCode: string }): Promise<CardToken>;
  /**
   * The instalments the provider offers for `amountCents` (for the card of `bin`, its first six
   * digits, when known), fewest first; empty when it offers none.
   */
  getInstallments(input: { amountCents: number; bin?: string | undefined }): Promise<readonly InstallmentOption[]>;
}

export interface LoadCardSdkOptions {
  /** The provider's public key; an empty one fails with `missingPublicKey`. */
  readonly publicKey: string | undefined;
  /** @default 'es-AR' */
  readonly locale?: string | undefined;
  /** `document` in the browser (the loader reads no globals itself). */
  readonly document: CardSdkDocument;
  /** @default {@link defaultCardSdkUrl} */
  readonly src?: string | undefined;
  /** @default {@link defaultCardSdkGlobal} */
  readonly globalName?: string | undefined;
  /** Time allowed for the script to load. @default 10000 */
  readonly timeoutMs?: number | undefined;
  /** Receives the "already loaded" warning. @default console.warn */
  readonly onWarning?: ((message: string) => void) | undefined;
}

/** @internal */
export const cardSdkAlreadyLoadedWarning = 'El SDK de pagos ya estaba cargado: se usa la instancia existente.';

/** One load per document: a second call gets the same SDK (and a warning once loaded). */
const loads = new WeakMap<object, { promise: Promise<CardSdk>; settled: boolean }>();

function sdkError(error: unknown): PaymentProviderError {
  const status = typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : undefined;
  const kind = status === undefined || Number.isNaN(status) || status >= 500 ? 'unavailable' : 'rejected';
  return new PaymentProviderError({ kind, status, ...paymentMessages.error, cause: error });
}

function wrap(raw: RawCardSdk, publicKey: string, locale: string): CardSdk {
  async function tokenOf(input: Parameters<RawCardSdk['createCardToken']>[0]): Promise<CardToken> {
    let answer: unknown;
    try {
      answer = await raw.createCardToken(input);
    } catch (error) {
      throw sdkError(error);
    }
    const parsed = cardTokenWire.safeParse(answer);
    if (!parsed.success) {
      throw new PaymentProviderError({ kind: 'malformed', ...paymentMessages.error, cause: parsed.error });
    }
    return {
      id: parsed.data.id,
      firstSixDigits: parsed.data.first_six_digits,
      lastFourDigits: parsed.data.last_four_digits,
      paymentMethodId: parsed.data.payment_method_id,
      expiresAt: parsed.data.date_due,
    };
  }
  return {
    publicKey,
    locale,
    version: raw.version ?? 'unknown',
    createCardToken: (card) =>
      tokenOf({
        cardNumber: card.cardNumber.replace(/\s+/g, ''),
        cardholderName: card.cardholderName,
        cardExpirationMonth: String(card.expirationMonth).padStart(2, '0'),
        cardExpirationYear: String(card.expirationYear),
        securityCode: card.securityCode,
        identificationType: card.identification?.type,
        identificationNumber: card.identification?.number,
      }),
    createSavedCardToken: ({ cardId, securityCode }) => tokenOf({ cardId, securityCode }),
    async getInstallments({ amountCents, bin }) {
      if (typeof raw.getInstallments !== 'function') return [];
      let answer: unknown;
      try {
        answer = await raw.getInstallments({ amount: (amountCents / 100).toFixed(2), bin });
      } catch (error) {
        throw sdkError(error);
      }
      const parsed = installmentsWire.safeParse(answer);
      if (!parsed.success) {
        throw new PaymentProviderError({ kind: 'malformed', ...paymentMessages.error, cause: parsed.error });
      }
      const costs = parsed.data[0]?.payer_costs ?? [];
      return costs
        .map((cost) => ({
          installments: cost.installments,
          installmentAmountCents: Math.round(cost.installment_amount * 100),
          totalAmountCents: Math.round(cost.total_amount * 100),
          interestFree: cost.installment_rate === 0,
        }))
        .sort((a, b) => a.installments - b.installments);
    },
  };
}

function instantiate(view: object | null, globalName: string, publicKey: string, locale: string): CardSdk {
  const candidate: unknown = view ? (view as Record<string, unknown>)[globalName] : undefined;
  if (typeof candidate !== 'function') throw new CardSdkError('sdkUnavailable');
  let raw: unknown;
  try {
    raw = new (candidate as RawCardSdkConstructor)(publicKey, { locale });
  } catch (cause) {
    throw new CardSdkError('sdkUnavailable', cause);
  }
  if (typeof raw !== 'object' || raw === null || typeof (raw as RawCardSdk).createCardToken !== 'function') {
    throw new CardSdkError('sdkUnavailable');
  }
  return wrap(raw as RawCardSdk, publicKey, locale);
}

/**
 * Loads the card payment SDK on demand (spec §7: only the checkout needs it) and initialises it
 * with the public key and locale `es-AR`. Errors (spec §8) are {@link CardSdkError}s:
 * `missingPublicKey`, `scriptLoadFailed`, `sdkUnavailable`, `timeout`. Calling it again returns
 * the same SDK; once it is loaded, that also emits {@link cardSdkAlreadyLoadedWarning}.
 */
export function loadCardSdk(options: LoadCardSdkOptions): Promise<CardSdk> {
  const publicKey = options.publicKey?.trim() ?? '';
  if (publicKey === '') return Promise.reject(new CardSdkError('missingPublicKey'));
  const locale = options.locale ?? 'es-AR';
  const globalName = options.globalName ?? defaultCardSdkGlobal;
  const warn = options.onWarning ?? ((message: string) => console.warn(message));
  const doc = options.document;

  const existing = loads.get(doc);
  if (existing) {
    if (existing.settled) warn(cardSdkAlreadyLoadedWarning);
    return existing.promise;
  }

  // Defined by a <script> tag someone else added: use it, don't load a second copy.
  const view = doc.defaultView as Record<string, unknown> | null;
  if (view && typeof view[globalName] === 'function') {
    warn(cardSdkAlreadyLoadedWarning);
    try {
      const sdk = instantiate(view, globalName, publicKey, locale);
      loads.set(doc, { promise: Promise.resolve(sdk), settled: true });
      return Promise.resolve(sdk);
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  const entry = { settled: false, promise: undefined as unknown as Promise<CardSdk> };
  entry.promise = new Promise<CardSdk>((resolve, reject) => {
    const script = doc.createElement('script');
    script.id = scriptId;
    script.async = true;
    script.src = options.src ?? defaultCardSdkUrl;
    let done = false;
    const fail = (error: CardSdkError) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      script.remove();
      loads.delete(doc); // a later call may try again
      reject(error);
    };
    const timer = setTimeout(() => fail(new CardSdkError('timeout')), options.timeoutMs ?? 10_000);
    script.addEventListener('error', () => fail(new CardSdkError('scriptLoadFailed')), { once: true });
    script.addEventListener(
      'load',
      () => {
        if (done) return;
        try {
          const sdk = instantiate(doc.defaultView, globalName, publicKey, locale);
          done = true;
          clearTimeout(timer);
          entry.settled = true;
          resolve(sdk);
        } catch (error) {
          fail(error instanceof CardSdkError ? error : new CardSdkError('sdkUnavailable', error));
        }
      },
      { once: true },
    );
    doc.head.appendChild(script as never);
  });
  loads.set(doc, entry);
  return entry.promise;
}
