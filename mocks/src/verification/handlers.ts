import { http, HttpResponse, type HttpHandler } from 'msw';
import { verificationWire } from '../domain';
import { defaultLatency, endpoint, mockBaseUrls } from '../config';
import { readJson, resolveLatency, respond, type FailureMode, type LatencyOptions } from '../respond';
import { resolveScenario, type ScenarioSource, type VerificationScenario } from '../scenarios';
import { createVerificationStore, type VerificationOutcome, type VerificationStore } from './store';

export interface VerificationHandlerOptions extends LatencyOptions {
  /** @default '/api/verificacion' */
  readonly baseUrl?: string | undefined;
  /** @default 'default' (approved) */
  readonly scenario?: ScenarioSource<VerificationScenario> | undefined;
  /**
   * The provider's state. Its `decisionDelayMs` (default 5000) is the time from submit to
   * decision. @default a fresh memory store
   */
  readonly store?: VerificationStore | undefined;
  /** Shortcut for a fresh store with this decision delay (ignored when `store` is given). */
  readonly decisionDelayMs?: number | undefined;
}

const failureModes: Partial<Record<VerificationScenario, FailureMode>> = {
  verificationDown: 'down',
  slow: 'slow',
  malformed: 'malformed',
};

const downBody = { status: 'fail', code: '1500', message: 'Service temporarily unavailable' };
const malformedBody = { ok: true, sesion: { identificador: 42, estado: 'aprobado' } };

function failBody(status: number, code: string, message: string): Response {
  return HttpResponse.json({ status: 'fail', code, message }, { status });
}

const notFound = () => failBody(404, '1404', 'Session not found');

function outcomeFor(scenario: VerificationScenario, store: VerificationStore): VerificationOutcome {
  switch (scenario) {
    case 'verificationDeclined':
      return 'declined';
    case 'verificationResubmission':
      return 'resubmission_requested';
    case 'verificationDeclinedThenApproved':
      return store.hasDeclined() ? 'approved' : 'declined';
    default:
      return 'approved';
  }
}

/** Like a real provider, trusts the bytes, not the declared type. */
function sniff(bytes: Uint8Array): 'image/png' | 'image/jpeg' | undefined {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return undefined;
}

function dataUrlInfo(content: string): { size: number; mimetype: string | undefined } | undefined {
  const match = /^data:[a-z0-9.+/-]*;base64,([a-z0-9+/=\s]*)$/i.exec(content);
  const base64 = match?.[1]?.replace(/\s/g, '');
  if (base64 === undefined) return undefined;
  let head: Uint8Array;
  try {
    head = Uint8Array.from(atob(base64.slice(0, 16)), (char) => char.charCodeAt(0));
  } catch {
    return undefined;
  }
  return { mimetype: sniff(head), size: Math.floor((base64.length * 3) / 4) };
}

/**
 * MSW handlers of the simulated identity verification provider (Veriff-like):
 * `POST /v1/sessions`, `POST /v1/sessions/:id/media` (base64 JSON or multipart),
 * `PATCH /v1/sessions/:id` (submit), `GET /v1/sessions/:id/decision` (null until decided).
 * All require the `X-AUTH-CLIENT` header.
 */
export function verificationHandlers(options: VerificationHandlerOptions = {}): HttpHandler[] {
  const base = options.baseUrl ?? mockBaseUrls.verification;
  const store = options.store ?? createVerificationStore({ decisionDelayMs: options.decisionDelayMs });
  const latency = resolveLatency(options, defaultLatency.verificationSubmit);
  const scenario = () => resolveScenario(options.scenario);
  const answer = (latencyMs: number, request: Request, produce: () => Response | Promise<Response>) =>
    respond(
      failureModes[scenario()] ?? 'none',
      latencyMs,
      latency.slow,
      () => {
        if (!request.headers.get(verificationWire.authHeader))
          return failBody(401, '1801', 'Mandatory X-AUTH-CLIENT header is missing');
        return produce();
      },
      downBody,
      malformedBody,
    );

  const sessionBody = (id: string) => {
    const session = store.get(id);
    if (!session) return notFound();
    return HttpResponse.json({
      status: 'success',
      verification: {
        id: session.id,
        url: `https://alchemy.veriff-sim.example/v/${session.id}`,
        vendorData: session.vendorData,
        host: 'https://alchemy.veriff-sim.example',
        status: session.status,
        sessionToken: `sim-token-${session.id}`,
      },
    });
  };

  return [
    http.post(endpoint(base, '/v1/sessions'), ({ request }) =>
      answer(latency.read, request, async () => {
        const parsed = verificationWire.createSessionRequestWire.safeParse(await readJson(request));
        if (!parsed.success) return failBody(400, '1102', 'Mandatory parameters are missing from the request.');
        const { person, document, vendorData } = parsed.data.verification;
        const session = store.createSession({
          vendorData,
          firstName: person.firstName,
          lastName: person.lastName,
          documentType: document.type,
        });
        return sessionBody(session.id);
      }),
    ),

    http.post(endpoint(base, '/v1/sessions/:id/media'), ({ request, params }) =>
      answer(latency.read, request, async () => {
        const id = String(params.id);
        if (!store.get(id)) return notFound();
        let context: unknown;
        let info: { size: number; mimetype: string | undefined } | undefined;
        if ((request.headers.get('Content-Type') ?? '').startsWith('multipart/form-data')) {
          const form = await request.formData();
          context = form.get('context');
          const file = form.get('file');
          if (file instanceof Blob) {
            info = { size: file.size, mimetype: sniff(new Uint8Array(await file.slice(0, 8).arrayBuffer())) };
          }
        } else {
          const parsed = verificationWire.uploadMediaRequestWire.safeParse(await readJson(request));
          if (parsed.success) {
            context = parsed.data.image.context;
            info = dataUrlInfo(parsed.data.image.content);
          }
        }
        const contextParsed = verificationWire.uploadMediaRequestWire.shape.image.shape.context.safeParse(context);
        if (!contextParsed.success || !info)
          return failBody(400, '1102', 'Mandatory parameters are missing from the request.');
        if (info.mimetype === undefined) return failBody(400, '1201', 'Unsupported media type: PNG or JPEG only');
        const media = store.addMedia(id, contextParsed.data, info.size, info.mimetype);
        return HttpResponse.json({ status: 'success', image: media });
      }),
    ),

    http.patch(endpoint(base, '/v1/sessions/:id'), ({ request, params }) =>
      answer(latency.main, request, async () => {
        const id = String(params.id);
        const session = store.get(id);
        if (!session) return notFound();
        if (!verificationWire.submitRequestWire.safeParse(await readJson(request)).success) {
          return failBody(400, '1102', 'Mandatory parameters are missing from the request.');
        }
        const missing = verificationWire.mediaContexts.filter((context) => !session.media[context]);
        if (missing.length > 0) return failBody(400, '1104', `Mandatory media missing: ${missing.join(', ')}`);
        store.submit(id, outcomeFor(scenario(), store));
        return sessionBody(id);
      }),
    ),

    http.get(endpoint(base, '/v1/sessions/:id/decision'), ({ request, params }) =>
      answer(latency.read, request, () => {
        const decision = store.decision(String(params.id));
        return decision ? HttpResponse.json(decision) : notFound();
      }),
    ),
  ];
}

type Factory = (options?: Omit<VerificationHandlerOptions, 'scenario'>) => HttpHandler[];
const withScenario =
  (scenario: VerificationScenario): Factory =>
  (options = {}) =>
    verificationHandlers({ ...options, scenario });

/** Approved `decisionDelayMs` (5 s) after submit. */
export const verificationApproved = withScenario('verificationApproved');
/** Declined (face does not match the document). */
export const verificationDeclined = withScenario('verificationDeclined');
/** Resubmission requested (poor image quality): new photos in a new session. */
export const verificationResubmission = withScenario('verificationResubmission');
/** The first submitted session is declined, later ones are approved. */
export const verificationDeclinedThenApproved = withScenario('verificationDeclinedThenApproved');
/** HTTP 503 on every call. */
export const verificationDown = withScenario('verificationDown');
/** Every answer takes 30 s. */
export const verificationSlow = withScenario('slow');
/** Every successful answer has the wrong shape. */
export const verificationMalformed = withScenario('malformed');
