import { http, HttpResponse, type HttpHandler } from 'msw';
import { emailWire } from '../domain';
import { defaultLatency, endpoint, mockBaseUrls } from '../config';
import { readJson, resolveLatency, respond, type FailureMode, type LatencyOptions } from '../respond';
import { resolveScenario, type EmailScenario, type ScenarioSource } from '../scenarios';
import { createEmailOutbox, type EmailOutbox } from './outbox';

export interface EmailHandlerOptions extends LatencyOptions {
  /** @default '/api/correo' */
  readonly baseUrl?: string | undefined;
  /** @default 'default' (sent) */
  readonly scenario?: ScenarioSource<EmailScenario> | undefined;
  /** Where sent messages go. @default a fresh memory outbox */
  readonly outbox?: EmailOutbox | undefined;
}

const failureModes: Partial<Record<EmailScenario, FailureMode>> = {
  emailDown: 'down',
  slow: 'slow',
  malformed: 'malformed',
};

const downBody = { name: 'service_unavailable', message: 'Service temporarily unavailable', statusCode: 503 };
const malformedBody = { enviado: true, messageId: 12345 };

const error = (statusCode: number, name: string, message: string) =>
  HttpResponse.json({ name, message, statusCode }, { status: statusCode });

/**
 * MSW handlers of the simulated e-mail provider (Resend-like): `POST /emails` (Bearer API key)
 * → `{ id }`. Mock-only: `GET /_outbox` → `{ emails }` and `DELETE /_outbox`, never affected by
 * the scenario, so a test can always look.
 */
export function emailHandlers(options: EmailHandlerOptions = {}): HttpHandler[] {
  const base = options.baseUrl ?? mockBaseUrls.email;
  const outbox = options.outbox ?? createEmailOutbox();
  const latency = resolveLatency(options, defaultLatency.email);
  return [
    http.post(endpoint(base, '/emails'), ({ request }) =>
      respond(
        failureModes[resolveScenario(options.scenario)] ?? 'none',
        latency.main,
        latency.slow,
        async () => {
          if (!/^Bearer\s+\S+/.test(request.headers.get('Authorization') ?? '')) {
            return error(401, 'missing_api_key', 'Missing API key in the authorization header');
          }
          const parsed = emailWire.sendEmailRequestWire.safeParse(await readJson(request));
          if (!parsed.success) return error(422, 'validation_error', 'Invalid e-mail message');
          return HttpResponse.json({ id: outbox.add(parsed.data).id });
        },
        downBody,
        malformedBody,
      ),
    ),
    http.get(endpoint(base, '/_outbox'), () => HttpResponse.json({ emails: outbox.list() })),
    http.delete(endpoint(base, '/_outbox'), () => {
      outbox.clear();
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}

type Factory = (options?: Omit<EmailHandlerOptions, 'scenario'>) => HttpHandler[];
const withScenario =
  (scenario: EmailScenario): Factory =>
  (options = {}) =>
    emailHandlers({ ...options, scenario });

/** Messages are accepted and land in the outbox. */
export const emailOk = withScenario('emailOk');
/** HTTP 503 on send. */
export const emailDown = withScenario('emailDown');
/** Sending takes 30 s (the message is still accepted). */
export const emailSlow = withScenario('slow');
/** The answer to a send has the wrong shape. */
export const emailMalformed = withScenario('malformed');
