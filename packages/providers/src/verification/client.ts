import {
  authHeader,
  decisionWire,
  mediaWire,
  reasonCodes,
  sessionWire,
  type MediaContext,
  type ProviderDocumentType,
} from './wire';
import { HttpClient, type HttpClientOptions, type HttpFailureContext } from '../http';
import { VerificationProviderError, verificationMessages } from '../errors';
import type {
  CreateVerificationSessionInput,
  VerificationDecision,
  VerificationDocumentType,
  VerificationImageKind,
  VerificationProvider,
  VerificationSession,
} from '@cg/domain/ports/index';

const toProviderDocument: Record<VerificationDocumentType, ProviderDocumentType> = {
  DNI: 'ID_CARD',
  Pasaporte: 'PASSPORT',
  'Registro vehicular': 'DRIVERS_LICENSE',
};

const toContext: Record<VerificationImageKind, MediaContext> = {
  front: 'document-front',
  back: 'document-back',
  selfie: 'face',
};

export interface ProviderVerificationSession extends VerificationSession {
  /** The provider's hosted flow (unused by the site, which uploads itself). */
  readonly url: string;
  readonly status: 'created' | 'started' | 'submitted';
}

/**
 * The port's decision (`pending` | `verified` | `declined`) plus the provider's own status:
 * `resubmission_requested` and `expired` are reported to the port as `declined` with
 * `canRetry: true`, so the screen can ask for new photos instead of a final "no".
 */
export interface ProviderVerificationDecision extends VerificationDecision {
  readonly sessionId: string;
  readonly providerStatus: 'approved' | 'declined' | 'resubmission_requested' | 'expired' | null;
  /** True when the user may start a new session with new photos. */
  readonly canRetry: boolean;
  readonly reasonCode: number | null;
  readonly decidedAt: string | null;
}

export interface VerificationProviderClientOptions extends HttpClientOptions {
  /** Integration API key, sent as `X-AUTH-CLIENT`. */
  readonly apiKey: string;
  /** Country of the documents (ISO 3166-1 alpha-2). @default 'AR' */
  readonly country?: string | undefined;
}

export interface VerificationCallOptions {
  readonly signal?: AbortSignal | undefined;
}

export interface WaitForDecisionOptions extends VerificationCallOptions {
  /** Pause between two polls. @default 1000 */
  readonly intervalMs?: number | undefined;
  /** Give up (with a `timeout` error) after this long. @default 30000 */
  readonly maxWaitMs?: number | undefined;
  /** Injected for tests. @default setTimeout-based */
  readonly sleep?: ((ms: number) => Promise<void>) | undefined;
}

const reasonTexts: Record<number, string> = {
  [reasonCodes.documentTampering]: 'El documento parece alterado.',
  [reasonCodes.faceMismatch]: 'La persona de la selfie no coincide con la foto del documento.',
  [reasonCodes.mediaMissing]: 'Faltan fotos del documento o la selfie.',
  [reasonCodes.poorImageQuality]: 'Las fotos no se ven con claridad. Vuelve a sacarlas con buena luz y sin reflejos.',
  [reasonCodes.documentDamaged]: 'El documento está dañado o no se puede leer.',
  [reasonCodes.documentTypeNotSupported]: 'Ese tipo de documento no es aceptado.',
  [reasonCodes.documentExpired]: 'El documento está vencido.',
};

/** Spanish text for a provider reason code. */
function describeVerificationReason(reasonCode: number | null): string | null {
  if (reasonCode === null) return null;
  return reasonTexts[reasonCode] ?? 'No pudimos verificar tu identidad con las fotos enviadas.';
}

function verificationFailure(context: HttpFailureContext): VerificationProviderError {
  // 400 on submit = mandatory media missing: the spec's 'Información incompleta'.
  const copy =
    context.kind === 'rejected' && context.providerCode === '1104'
      ? verificationMessages.incomplete
      : verificationMessages.error;
  return new VerificationProviderError({ ...context, ...copy });
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** HTTP client of the identity verification provider (Veriff-like). */
export class VerificationProviderClient implements VerificationProvider {
  readonly #http: HttpClient;
  readonly #apiKey: string;
  readonly #country: string;

  constructor(options: VerificationProviderClientOptions) {
    this.#http = new HttpClient(options, verificationFailure);
    this.#apiKey = options.apiKey;
    this.#country = options.country ?? 'AR';
  }

  get #auth(): Record<string, string> {
    return { [authHeader]: this.#apiKey };
  }

  async createSession(
    input: CreateVerificationSessionInput,
    options: VerificationCallOptions = {},
  ): Promise<ProviderVerificationSession> {
    const wire = await this.#http.request(sessionWire, {
      method: 'POST',
      path: '/v1/sessions',
      headers: this.#auth,
      signal: options.signal,
      body: {
        verification: {
          person: { firstName: input.firstName, lastName: input.lastName },
          document: { type: toProviderDocument[input.documentType], country: this.#country },
          vendorData: input.userId,
        },
      },
    });
    return { sessionId: wire.verification.id, url: wire.verification.url, status: wire.verification.status };
  }

  /**
   * Uploads one image. A data URL (what the site keeps from a file input) goes as base64 JSON;
   * a Blob goes as multipart/form-data.
   */
  async upload(
    sessionId: string,
    kind: VerificationImageKind,
    image: Blob | string,
    options: VerificationCallOptions = {},
  ): Promise<void> {
    let body: unknown;
    if (typeof image === 'string') {
      body = { image: { context: toContext[kind], content: image } };
    } else {
      const form = new FormData();
      form.set('context', toContext[kind]);
      form.set('file', image, `${kind}.jpg`);
      body = form;
    }
    await this.#http.request(mediaWire, {
      method: 'POST',
      path: `/v1/sessions/${encodeURIComponent(sessionId)}/media`,
      headers: this.#auth,
      signal: options.signal,
      body,
    });
  }

  /** Ends the upload; the decision arrives later (see {@link getDecision}). */
  async submit(sessionId: string, options: VerificationCallOptions = {}): Promise<void> {
    await this.#http.request(sessionWire, {
      method: 'PATCH',
      path: `/v1/sessions/${encodeURIComponent(sessionId)}`,
      headers: this.#auth,
      signal: options.signal,
      body: { verification: { status: 'submitted' } },
    });
  }

  async getDecision(sessionId: string, options: VerificationCallOptions = {}): Promise<ProviderVerificationDecision> {
    const wire = await this.#http.request(decisionWire, {
      path: `/v1/sessions/${encodeURIComponent(sessionId)}/decision`,
      headers: this.#auth,
      signal: options.signal,
    });
    const decision = wire.verification;
    if (decision === null) {
      return { sessionId, status: 'pending', providerStatus: null, canRetry: false, reasonCode: null, decidedAt: null };
    }
    const providerStatus = decision.status === 'abandoned' ? 'expired' : decision.status;
    const common = {
      sessionId,
      providerStatus,
      reasonCode: decision.reasonCode,
      decidedAt: decision.decisionTime,
      userId: decision.vendorData,
    };
    if (providerStatus === 'approved') return { ...common, status: 'verified', canRetry: false };
    const reason =
      describeVerificationReason(decision.reasonCode) ??
      (providerStatus === 'expired'
        ? 'La sesión de verificación venció. Vuelve a enviar tus documentos.'
        : 'No pudimos verificar tu identidad con las fotos enviadas.');
    return { ...common, status: 'declined', reason, canRetry: providerStatus !== 'declined' };
  }

  /** Polls {@link getDecision} until it is no longer `pending`. */
  async waitForDecision(
    sessionId: string,
    options: WaitForDecisionOptions = {},
  ): Promise<ProviderVerificationDecision> {
    const interval = options.intervalMs ?? 1000;
    const maxWait = options.maxWaitMs ?? 30_000;
    const sleep = options.sleep ?? defaultSleep;
    let waited = 0;
    for (;;) {
      const decision = await this.getDecision(sessionId, options);
      if (decision.status !== 'pending') return decision;
      if (waited >= maxWait) {
        throw new VerificationProviderError({ kind: 'timeout', ...verificationMessages.error });
      }
      if (options.signal?.aborted) {
        throw new VerificationProviderError({
          kind: 'cancelled',
          ...verificationMessages.error,
          cause: options.signal.reason,
        });
      }
      await sleep(interval);
      waited += interval;
    }
  }
}
