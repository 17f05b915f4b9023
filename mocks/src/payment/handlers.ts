import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { paymentWire } from '../domain';
import { defaultLatency, endpoint, mockBaseUrls } from '../config';
import { readJson, resolveLatency, respond, wait, type FailureMode, type LatencyOptions } from '../respond';
import { resolveScenario, type CardSdkScenario, type PaymentScenario, type ScenarioSource } from '../scenarios';
import { createPaymentLedger, type PaymentLedger } from './ledger';
import type { LedgerResult } from './ledger-books';
import type { CardOutcome } from './cards';
import { installmentOffer } from './installments';
import { brokenCardSdkScript, cardSdkScript } from './sdkScript';

export interface PaymentHandlerOptions extends LatencyOptions {
  /** @default '/api/pagos' */
  readonly baseUrl?: string | undefined;
  /** @default 'default' (the test card decides) */
  readonly scenario?: ScenarioSource<PaymentScenario> | undefined;
  /** The provider's state; pass one to inspect it or to persist it. @default a fresh memory ledger */
  readonly ledger?: PaymentLedger | undefined;
}

const forcedOutcomes: Partial<Record<PaymentScenario, CardOutcome>> = {
  paymentApproved: 'approved',
  paymentDeclined: 'cc_rejected_other_reason',
  paymentInsufficientFunds: 'cc_rejected_insufficient_amount',
  paymentInProcess: 'in_process',
};

const failureModes: Partial<Record<PaymentScenario, FailureMode>> = {
  providerDown: 'down',
  networkError: 'networkError',
  slow: 'slow',
  malformed: 'malformed',
};

const downBody = { message: 'Service Unavailable', error: 'service_unavailable', status: 503 };
/** Valid JSON, wrong shape (a Spanish-keyed legacy answer): the client must refuse it. */
const malformedBody = { id: 'PAGO-0001', estado: 'aprobado', monto: '1.234,56', resultados: null };

function fromResult<T extends JsonBodyType>(result: LedgerResult<T>): Response {
  return HttpResponse.json(result.body, { status: result.status });
}

function badRequest(message: string): Response {
  return HttpResponse.json({ message, error: 'bad_request', status: 400 }, { status: 400 });
}

function unauthorized(): Response {
  return HttpResponse.json({ message: 'invalid access token', error: 'unauthorized', status: 401 }, { status: 401 });
}

const hasBearer = (request: Request) => /^Bearer\s+\S+/.test(request.headers.get('Authorization') ?? '');

/**
 * MSW handlers of the simulated card payment provider (Mercado Pago-like):
 * `POST /checkout/preferences`, `POST /v1/card_tokens?public_key=`,
 * `GET /v1/payment_methods/installments?public_key=&amount=&bin=`, `POST /v1/payments`
 * (`X-Idempotency-Key` required), `GET /v1/payments/search?external_reference=`,
 * `GET /v1/payments/:id`, `PUT /v1/payments/:id` (cancel), `POST /v1/payments/:id/refunds`
 * (`X-Idempotency-Key` required; `refundRejected` refuses, `providerDown` does not answer),
 * `POST /v1/customers`, `POST /v1/customers/:id/cards` (`cardSaveRejected` refuses),
 * `DELETE /v1/customers/:id/cards/:cardId`, and card tokens for a saved card (`card_id`). The card SDK script is a separate
 * group ({@link cardSdkHandlers}).
 */
export function paymentHandlers(options: PaymentHandlerOptions = {}): HttpHandler[] {
  const base = options.baseUrl ?? mockBaseUrls.payment;
  const ledger = options.ledger ?? createPaymentLedger();
  const latency = resolveLatency(options, defaultLatency.payment);
  const scenario = () => resolveScenario(options.scenario);
  const mode = (): FailureMode => failureModes[scenario()] ?? 'none';
  const answer = (latencyMs: number, produce: () => Response | Promise<Response>) =>
    respond(mode(), latencyMs, latency.slow, produce, downBody, malformedBody);

  return [
    http.post(endpoint(base, '/checkout/preferences'), ({ request }) =>
      answer(latency.read, async () => {
        if (!hasBearer(request)) return unauthorized();
        const parsed = paymentWire.createPreferenceRequestWire.safeParse(await readJson(request));
        if (!parsed.success) return badRequest('invalid preference');
        return fromResult(ledger.createPreference(parsed.data));
      }),
    ),

    http.post(endpoint(base, '/v1/card_tokens'), ({ request }) =>
      answer(latency.read, async () => {
        if (!new URL(request.url).searchParams.get('public_key')) {
          return HttpResponse.json(
            { message: 'public_key is required', error: 'unauthorized', status: 401 },
            { status: 401 },
          );
        }
        const body = await readJson(request);
        // A saved card's token (decision 027): its card id and security code, no number.
        const saved = paymentWire.createSavedCardTokenRequestWire.safeParse(body);
        if (saved.success) return fromResult(ledger.createSavedCardToken(saved.data.card_id, saved.data.security_code));
        const parsed = paymentWire.createCardTokenRequestWire.safeParse(body);
        if (!parsed.success) return badRequest('invalid card data');
        return fromResult(ledger.createCardToken(parsed.data));
      }),
    ),

    // Public, like card tokens: the card SDK asks it in the browser with the public key.
    http.get(endpoint(base, '/v1/payment_methods/installments'), ({ request }) =>
      answer(latency.read, () => {
        const query = new URL(request.url).searchParams;
        if (!query.get('public_key') && !hasBearer(request)) return unauthorized();
        const amount = Number(query.get('amount'));
        if (!Number.isFinite(amount) || amount <= 0) return badRequest('invalid parameter amount');
        const bin = query.get('bin');
        if (bin !== null && !/^\d{6,8}$/.test(bin)) return badRequest('invalid parameter bin');
        return HttpResponse.json(installmentOffer(amount, bin));
      }),
    ),

    http.post(endpoint(base, '/v1/payments'), async ({ request }) => {
      const key = request.headers.get(paymentWire.idempotencyHeader);
      const produce = async () => {
        if (!hasBearer(request)) return unauthorized();
        if (!key) return badRequest(`${paymentWire.idempotencyHeader} header is required`);
        const parsed = paymentWire.createPaymentRequestWire.safeParse(await readJson(request));
        if (!parsed.success) return badRequest('invalid payment');
        return fromResult(ledger.createPayment(key, parsed.data, forcedOutcomes[scenario()]));
      };
      // The charge goes through but the answer is lost on the way back (a gateway timeout):
      // only a retry with the same key tells the client what happened.
      if (scenario() === 'paymentLostResponse' && key && !ledger.findByIdempotencyKey(key)) {
        await produce();
        await wait(latency.main);
        return HttpResponse.json(
          { message: 'Gateway Timeout', error: 'gateway_timeout', status: 504 },
          { status: 504 },
        );
      }
      return answer(latency.main, produce);
    }),

    http.get(endpoint(base, '/v1/payments/search'), ({ request }) =>
      answer(latency.read, () => {
        if (!hasBearer(request)) return unauthorized();
        const reference = new URL(request.url).searchParams.get('external_reference');
        if (!reference) return badRequest('external_reference is required');
        const results = ledger.search(reference);
        return HttpResponse.json({ paging: { total: results.length, limit: 30, offset: 0 }, results });
      }),
    ),

    http.get(endpoint(base, '/v1/payments/:id'), ({ request, params }) =>
      answer(latency.read, () => {
        if (!hasBearer(request)) return unauthorized();
        const payment = ledger.getPayment(String(params.id));
        if (!payment) {
          return HttpResponse.json({ message: 'Payment not found', error: 'not_found', status: 404 }, { status: 404 });
        }
        return HttpResponse.json(payment);
      }),
    ),

    http.post(endpoint(base, '/v1/payments/:id/refunds'), async ({ request, params }) => {
      const key = request.headers.get(paymentWire.idempotencyHeader);
      return answer(latency.main, async () => {
        if (!hasBearer(request)) return unauthorized();
        if (!key) return badRequest(`${paymentWire.idempotencyHeader} header is required`);
        const parsed = paymentWire.createRefundRequestWire.safeParse((await readJson(request)) ?? {});
        if (!parsed.success) return badRequest('invalid refund');
        const forced = scenario() === 'refundRejected' ? 'rejected' : undefined;
        return fromResult(ledger.refund(String(params.id), key, parsed.data.amount, forced));
      });
    }),

    // Saved cards (decision 027): a customer, and the cards kept under it from a card token.
    http.post(endpoint(base, '/v1/customers'), ({ request }) =>
      answer(latency.read, async () => {
        if (!hasBearer(request)) return unauthorized();
        const parsed = paymentWire.createCustomerRequestWire.safeParse(await readJson(request));
        if (!parsed.success) return badRequest('invalid customer');
        return fromResult(ledger.createCustomer(parsed.data.email));
      }),
    ),

    http.post(endpoint(base, '/v1/customers/:id/cards'), ({ request, params }) =>
      answer(latency.read, async () => {
        if (!hasBearer(request)) return unauthorized();
        const parsed = paymentWire.createCustomerCardRequestWire.safeParse(await readJson(request));
        if (!parsed.success) return badRequest('invalid card');
        return fromResult(ledger.saveCard(String(params.id), parsed.data.token, scenario() === 'cardSaveRejected'));
      }),
    ),

    http.delete(endpoint(base, '/v1/customers/:id/cards/:cardId'), ({ request, params }) =>
      answer(latency.read, () => {
        if (!hasBearer(request)) return unauthorized();
        return fromResult(ledger.removeCard(String(params.id), String(params.cardId)));
      }),
    ),

    http.put(endpoint(base, '/v1/payments/:id'), ({ request, params }) =>
      answer(latency.read, async () => {
        if (!hasBearer(request)) return unauthorized();
        const body = await readJson(request);
        if ((body as { status?: unknown } | undefined)?.status !== 'cancelled') {
          return badRequest('only status "cancelled" can be set');
        }
        return fromResult(ledger.cancel(String(params.id)));
      }),
    ),
  ];
}

export interface CardSdkHandlerOptions {
  /** Base of the payment provider the SDK calls. @default '/api/pagos' */
  readonly baseUrl?: string | undefined;
  /** Where the script is served. @default `${baseUrl}/sdk.js` */
  readonly scriptUrl?: string | undefined;
  /** @default 'default' */
  readonly scenario?: ScenarioSource<CardSdkScenario> | undefined;
  /** @default 'MercadoPagoSim' */
  readonly globalName?: string | undefined;
  /** @default 200 */
  readonly latencyMs?: number | undefined;
}

/** Serves the simulated card SDK script (`sdkScriptFails`: HTTP 500; `sdkUnavailable`: a script that defines nothing). */
export function cardSdkHandlers(options: CardSdkHandlerOptions = {}): HttpHandler[] {
  const base = options.baseUrl ?? mockBaseUrls.payment;
  const scriptUrl = options.scriptUrl ?? `${base.replace(/\/$/, '')}/sdk.js`;
  const path = /^[a-z]+:\/\//i.test(scriptUrl) ? scriptUrl : `*${scriptUrl}`;
  return [
    http.get(path, async () => {
      await wait(options.latencyMs ?? defaultLatency.other);
      const scenario = resolveScenario(options.scenario);
      const headers = { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' };
      if (scenario === 'sdkScriptFails') return new HttpResponse('Internal Server Error', { status: 500 });
      if (scenario === 'sdkUnavailable') return new HttpResponse(brokenCardSdkScript, { headers });
      return new HttpResponse(cardSdkScript(base, options.globalName), { headers });
    }),
  ];
}

type Factory = (options?: Omit<PaymentHandlerOptions, 'scenario'>) => HttpHandler[];
const withScenario =
  (scenario: PaymentScenario): Factory =>
  (options = {}) =>
    paymentHandlers({ ...options, scenario });

/** Any card is approved. */
export const paymentApproved = withScenario('paymentApproved');
/** Any card is declined (`cc_rejected_other_reason`). */
export const paymentDeclined = withScenario('paymentDeclined');
/** Any card lacks funds (`cc_rejected_insufficient_amount`). */
export const paymentInsufficientFunds = withScenario('paymentInsufficientFunds');
/** Payments stay `in_process`, approved a few seconds later. */
export const paymentInProcess = withScenario('paymentInProcess');
/** The first answer to each payment is lost (504) after charging; a retry with the same key gets the payment. */
export const paymentLostResponse = withScenario('paymentLostResponse');
/** Every refund is approved (the default; named for stories and tests). */
export const refundApproved = withScenario('refundApproved');
/** Every refund is refused: the order stays paid and in escrow. */
export const refundRejected = withScenario('refundRejected');
/** HTTP 503 on every call. */
export const paymentProviderDown = withScenario('providerDown');
/** The connection fails on every call. */
export const paymentNetworkError = withScenario('networkError');
/** Every answer takes 30 s (longer than the client timeout); the work is done anyway. */
export const paymentSlow = withScenario('slow');
/** Every successful answer is valid JSON of the wrong shape. */
export const paymentMalformed = withScenario('malformed');
