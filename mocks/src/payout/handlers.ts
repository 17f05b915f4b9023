import { http, HttpResponse, type HttpHandler } from 'msw';
import { payoutWire } from '../domain';
import { defaultLatency, endpoint, mockBaseUrls } from '../config';
import { readJson, resolveLatency, respond, type FailureMode, type LatencyOptions } from '../respond';
import { resolveScenario, type PayoutScenario, type ScenarioSource } from '../scenarios';
import { createPayoutStore, type PayoutStore } from './store';

export interface PayoutHandlerOptions extends LatencyOptions {
  /** @default '/api/transferencias' */
  readonly baseUrl?: string | undefined;
  /** @default 'default' (transferred after the settlement delay) */
  readonly scenario?: ScenarioSource<PayoutScenario> | undefined;
  /** @default a fresh memory store */
  readonly store?: PayoutStore | undefined;
}

const failureModes: Partial<Record<PayoutScenario, FailureMode>> = {
  payoutDown: 'down',
  slow: 'slow',
  malformed: 'malformed',
};

const downBody = { error: 'service_unavailable', message: 'Payouts are temporarily unavailable' };
const malformedBody = { ok: true, transferencia: { numero: 42 } };

const fail = (status: number, error: string, message: string) => HttpResponse.json({ error, message }, { status });

/**
 * MSW handlers of the simulated payout provider: `POST /v1/payouts` (bearer token and
 * `X-Idempotency-Key` required), `GET /v1/payouts/:id` and `GET /v1/payouts?external_reference=…`
 * (the payouts made under one of the client's references, newest first: how a client whose order
 * went unanswered finds out whether it was taken). A payout is `pending`, then after the store's
 * delay `transferred` — or `rejected` (destination not found) under `payoutRejected`. Every
 * endpoint follows the scenario (`payoutDown`, `slow`, `malformed`) and the latency alike; under
 * `slow` and `malformed` the order is taken before the answer goes wrong, as on a real provider.
 */
export function payoutHandlers(options: PayoutHandlerOptions = {}): HttpHandler[] {
  const base = options.baseUrl ?? mockBaseUrls.payout;
  const store = options.store ?? createPayoutStore();
  const latency = resolveLatency(options, defaultLatency.other);
  const scenario = () => resolveScenario(options.scenario);
  const answer = (latencyMs: number, request: Request, produce: () => Response | Promise<Response>) =>
    respond(
      failureModes[scenario()] ?? 'none',
      latencyMs,
      latency.slow,
      () => {
        if (!/^Bearer \S+$/.test(request.headers.get('Authorization') ?? '')) {
          return fail(401, 'unauthorized', 'Missing or invalid access token');
        }
        return produce();
      },
      downBody,
      malformedBody,
    );

  return [
    http.post(endpoint(base, '/v1/payouts'), ({ request }) =>
      answer(latency.main, request, async () => {
        const key = request.headers.get('X-Idempotency-Key');
        if (!key) return fail(400, 'idempotency_key_required', 'X-Idempotency-Key header is required');
        const parsed = payoutWire.createPayoutRequestWire.safeParse(await readJson(request));
        if (!parsed.success) return fail(400, 'bad_request', 'Invalid payout request');
        const payout = store.create(parsed.data, key, scenario() === 'payoutRejected' ? 'rejected' : 'transferred');
        return HttpResponse.json(payout, { status: 201 });
      }),
    ),
    http.get(endpoint(base, '/v1/payouts'), ({ request }) =>
      answer(latency.read, request, () => {
        const reference = new URL(request.url).searchParams.get('external_reference');
        if (!reference) return fail(400, 'bad_request', 'external_reference is required');
        return HttpResponse.json({ results: store.byReference(reference) });
      }),
    ),
    http.get(endpoint(base, '/v1/payouts/:id'), ({ request, params }) =>
      answer(latency.read, request, () => {
        const payout = store.get(String(params.id));
        return payout ? HttpResponse.json(payout) : fail(404, 'not_found', 'Payout not found');
      }),
    ),
  ];
}

type Factory = (options?: Omit<PayoutHandlerOptions, 'scenario'>) => HttpHandler[];
const withScenario =
  (scenario: PayoutScenario): Factory =>
  (options = {}) =>
    payoutHandlers({ ...options, scenario });

/** Transferred after the settlement delay (4 s). */
export const payoutApproved = withScenario('payoutApproved');
/** Rejected after the delay: the destination account does not exist. */
export const payoutRejected = withScenario('payoutRejected');
/** HTTP 503 on every call. */
export const payoutDown = withScenario('payoutDown');
