import { HttpResponse, delay, type JsonBodyType } from 'msw';
import { defaultLatency } from './config';

/** How a scenario bends a provider's answers, shared by the three providers. */
export type FailureMode = 'down' | 'networkError' | 'slow' | 'malformed' | 'none';

export interface LatencyOptions {
  /** Latency of the provider's main write (charge, submit, send). */
  readonly latencyMs?: number | undefined;
  /** Latency of every other call. @default min(200, latencyMs) */
  readonly readLatencyMs?: number | undefined;
  /** Latency in the `slow` scenario. @default 30000 (beyond the clients' 10 s timeout) */
  readonly slowLatencyMs?: number | undefined;
}

export interface ResolvedLatency {
  readonly main: number;
  readonly read: number;
  readonly slow: number;
}

export function resolveLatency(options: LatencyOptions, mainDefault: number): ResolvedLatency {
  const main = options.latencyMs ?? mainDefault;
  return {
    main,
    read: options.readLatencyMs ?? Math.min(defaultLatency.other, main),
    slow: options.slowLatencyMs ?? defaultLatency.slow,
  };
}

export async function wait(ms: number): Promise<void> {
  if (ms > 0) await delay(ms);
}

/**
 * Runs the realistic answer and applies the failure mode. The work (e.g. a charge) happens
 * before the latency, as on a real provider: a client that gives up early may still have paid,
 * which is exactly what the idempotency key and the search by order protect against.
 */
export async function respond(
  mode: FailureMode,
  latencyMs: number,
  slowLatencyMs: number,
  produce: () => Response | Promise<Response>,
  downBody: JsonBodyType,
  malformedBody: JsonBodyType,
): Promise<Response> {
  if (mode === 'networkError') return HttpResponse.error();
  if (mode === 'down') {
    await wait(latencyMs);
    return HttpResponse.json(downBody, { status: 503, headers: { 'Retry-After': '30' } });
  }
  const response = await produce();
  await wait(mode === 'slow' ? slowLatencyMs : latencyMs);
  if (mode === 'malformed' && response.ok) return HttpResponse.json(malformedBody, { status: 200 });
  return response;
}

export async function readJson(request: Request): Promise<unknown> {
  try {
    return (await request.json()) as unknown;
  } catch {
    return undefined;
  }
}
