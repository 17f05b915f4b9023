/**
 * Typed errors of the outside providers. Every error carries the Spanish title and description
 * the UI shows as a toast (spec §8), so a screen never has to invent copy for a failure mode.
 */

import { ProviderError } from '@cg/domain/ports/index';

export type ProviderName = ProviderError['provider'];

/**
 * What went wrong, independent of the provider:
 * - `unavailable`: network error or HTTP 5xx (the provider is down);
 * - `timeout`: no complete answer within the client's time limit;
 * - `malformed`: a 2xx answer that is not JSON or does not match the expected shape;
 * - `rejected`: the provider refused the request (HTTP 4xx other than the ones below);
 * - `unauthorized`: missing or wrong credentials (HTTP 401/403), a configuration problem;
 * - `conflict`: the provider refuses because of the current state (e.g. order already paid);
 * - `notFound`: the resource does not exist (HTTP 404);
 * - `cancelled`: the caller aborted the request.
 */
export type ProviderErrorKind =
  'unavailable' | 'timeout' | 'malformed' | 'rejected' | 'unauthorized' | 'conflict' | 'notFound' | 'cancelled';

export interface ProviderErrorInit {
  readonly kind: ProviderErrorKind;
  readonly title: string;
  readonly description: string;
  /** HTTP status of the answer, when there was one. */
  readonly status?: number | undefined;
  /** The provider's own error code or message, for logs (never shown to users). */
  readonly providerCode?: string | undefined;
  readonly cause?: unknown;
}

const retryableKinds: readonly ProviderErrorKind[] = ['unavailable', 'timeout'];

/**
 * The error every HTTP provider client throws. It is the domain port's `ProviderError` (so use
 * cases catch one type) plus the failure `kind` and the Spanish copy for the toast.
 */
class HttpProviderError extends ProviderError {
  readonly kind: ProviderErrorKind;
  /** Spanish toast title, e.g. 'Error de Pago'. */
  readonly title: string;
  /** Spanish toast description, e.g. 'Ocurrió un error al procesar el pago'. */
  readonly description: string;
  readonly providerCode: string | undefined;

  constructor(provider: ProviderName, init: ProviderErrorInit) {
    super(provider, `${init.title} - ${init.description}`, init.status, retryableKinds.includes(init.kind), {
      cause: init.cause,
    });
    this.kind = init.kind;
    this.title = init.title;
    this.description = init.description;
    this.providerCode = init.providerCode;
  }
}

export const paymentMessages = {
  error: { title: 'Error de Pago', description: 'Ocurrió un error al procesar el pago' },
  cancelled: {
    title: 'Pago Cancelado',
    description: 'El proceso de pago fue cancelado o no se pudo completar.',
  },
  alreadyPaid: {
    title: 'Pedido ya pagado',
    description: 'Este pedido ya tiene un pago aprobado; no se realizó un nuevo cobro.',
  },
} as const;

export class PaymentProviderError extends HttpProviderError {
  /**
   * The idempotency key of the failed payment attempt, when the failure happened while creating
   * a payment: retry with it so that the provider charges at most once.
   */
  readonly idempotencyKey: string | undefined;

  constructor(init: ProviderErrorInit & { readonly idempotencyKey?: string | undefined }) {
    super('payment', init);
    this.idempotencyKey = init.idempotencyKey;
  }
}

export const verificationMessages = {
  error: {
    title: 'Error de verificación',
    description: 'No pudimos contactar al servicio de verificación. Inténtalo de nuevo en unos minutos.',
  },
  incomplete: {
    title: 'Información incompleta',
    description: 'Sube el frente y el dorso de tu documento y una selfie antes de enviar.',
  },
} as const;

export class VerificationProviderError extends HttpProviderError {
  constructor(init: ProviderErrorInit) {
    super('verification', init);
  }
}

export const emailMessages = {
  error: {
    title: 'Error de envío',
    description: 'No pudimos enviar el correo de confirmación. Inténtalo de nuevo más tarde.',
  },
} as const;

export class EmailProviderError extends HttpProviderError {
  constructor(init: ProviderErrorInit) {
    super('email', init);
  }
}

export const payoutMessages = {
  error: {
    title: 'Error de transferencia',
    description: 'No pudimos comunicarnos con el servicio de transferencias. Inténtalo de nuevo en unos minutos.',
  },
} as const;

export class PayoutProviderError extends HttpProviderError {
  constructor(init: ProviderErrorInit) {
    super('payout', init);
  }
}

export type CardSdkErrorCode = 'missingPublicKey' | 'scriptLoadFailed' | 'sdkUnavailable' | 'timeout';

const cardSdkDescriptions: Record<CardSdkErrorCode, string> = {
  missingPublicKey: 'Falta la clave pública del proveedor de pagos.',
  scriptLoadFailed: 'No se pudo cargar el formulario de pago. Revisa tu conexión e inténtalo de nuevo.',
  sdkUnavailable: 'El formulario de pago no está disponible en este momento.',
  timeout: 'El formulario de pago tardó demasiado en cargar. Inténtalo de nuevo.',
};

/** Errors of the card SDK loader (spec §7–8: no public key, script failed, SDK not available). */
export class CardSdkError extends HttpProviderError {
  readonly code: CardSdkErrorCode;

  constructor(code: CardSdkErrorCode, cause?: unknown) {
    super('payment', {
      kind: code === 'missingPublicKey' ? 'unauthorized' : code === 'timeout' ? 'timeout' : 'unavailable',
      title: paymentMessages.error.title,
      description: cardSdkDescriptions[code],
      providerCode: code,
      cause,
    });
    this.code = code;
  }
}
