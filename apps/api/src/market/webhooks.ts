// Provider notifications (issue 15): Mercado Pago's webhook shape, verified by its signature before
// anything is read, and then believed only as far as "look at this again": the payment (or the
// identity verification's decision) is read back from the provider and judged by the domain's own
// rule. Both providers' notifications go through the one signature check below.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { PaymentProviderClient } from '@cg/providers';
import type { ProviderEvents } from '@cg/domain/server';
import type { AppEnv } from '#src/app';
import { type ApiError, errorResponse, unavailable } from '#src/errors';
import type { Logger } from '#src/log';

/** A notification older than this is refused (a replay of a captured one, or a stuck queue). */
const TOLERANCE_SECONDS = 300;

const badSignature: ApiError = {
  code: 'bad_signature',
  title: 'Firma no válida',
  description: 'La notificación no está firmada por el proveedor.',
};

const notStarted: ApiError = {
  code: 'verification_not_started',
  title: 'Verificación desconocida',
  description: 'Todavía no hay una verificación en curso con esa sesión. Vuelve a enviar la notificación más tarde.',
};

/**
 * Mercado Pago's check: `x-signature: ts=…,v1=…` where v1 is the HMAC-SHA256, with the webhook
 * secret, of `id:{data.id};request-id:{x-request-id};ts:{ts};` (data.id from the query string,
 * lower-cased when alphanumeric). Constant-time comparison; a timestamp outside the tolerance is
 * refused.
 */
/** @internal exported for its unit tests; the route below is its caller. */
export function verifyNotificationSignature(
  secret: string,
  input: { dataId: string; requestId: string; signature: string },
  nowSeconds: number,
): boolean {
  const parts = new Map(
    input.signature.split(',').map((part) => {
      const [key = '', ...value] = part.split('=');
      return [key.trim(), value.join('=').trim()] as const;
    }),
  );
  const ts = parts.get('ts') ?? '';
  const v1 = parts.get('v1') ?? '';
  if (!/^\d{1,12}$/.test(ts) || !/^[0-9a-f]{64}$/i.test(v1)) return false;
  if (Math.abs(nowSeconds - Number(ts)) > TOLERANCE_SECONDS) return false;
  const id = /^[a-z0-9]+$/i.test(input.dataId) ? input.dataId.toLowerCase() : input.dataId;
  const manifest = `id:${id};request-id:${input.requestId};ts:${ts};`;
  const expected = createHmac('sha256', secret).update(manifest).digest();
  const given = Buffer.from(v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface WebhookOptions {
  /** The secret the payment provider signs its notifications with. */
  readonly secret: string;
  /** The secret the identity verification provider signs its notifications with. Default: `secret`. */
  readonly verificationSecret?: string;
  /** The secret the payout provider signs its notifications with. Default: `secret`. */
  readonly payoutSecret?: string;
  readonly events: ProviderEvents;
  readonly payments: Pick<PaymentProviderClient, 'getPayment'>;
  readonly now: () => Date;
  readonly logger: Logger;
}

/**
 * The notification's `data.id` when its signature holds, else null (the caller answers 401 and
 * changes nothing): `?data.id=…`, `x-request-id` and `x-signature` checked against `secret`.
 */
function signedDataId(c: Context<AppEnv>, secret: string, options: WebhookOptions): string | null {
  const dataId = c.req.query('data.id') ?? '';
  const requestId = c.req.header('x-request-id') ?? '';
  const signature = c.req.header('x-signature') ?? '';
  const nowSeconds = Math.floor(options.now().getTime() / 1000);
  if (dataId && requestId && verifyNotificationSignature(secret, { dataId, requestId, signature }, nowSeconds)) {
    return dataId;
  }
  options.logger.warn('webhook refused: bad signature', { requestId: c.get('requestId'), path: c.req.path });
  return null;
}

/**
 * `POST /webhooks/payments`, `POST /webhooks/verification` and `POST /webhooks/payouts`: exempt from the Origin check (their
 * signature is their check). Nothing in a body is read.
 */
export function createWebhookRoutes(options: WebhookOptions): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.post('/webhooks/payments', async (c) => {
    const dataId = signedDataId(c, options.secret, options);
    if (dataId === null) return errorResponse(c, 401, badSignature);
    if (c.req.query('type') !== 'payment') return c.body(null, 204);
    try {
      const payment = await options.payments.getPayment(dataId);
      if (!payment) return c.body(null, 204);
      const outcome = await options.events.paymentChanged(payment.externalReference);
      options.logger.info('payment notification', { requestId: c.get('requestId'), outcome });
      return c.json({ outcome });
    } catch (error) {
      // The provider could not be asked: 503, so that it sends the notification again later.
      options.logger.warn('payment notification not processed', { requestId: c.get('requestId'), error });
      return errorResponse(c, 503, unavailable);
    }
  });
  // The identity verification provider's decision about a session (`?data.id={session}&type=verification`).
  // The body may say what was decided; only the provider's own answer, read back now, is believed.
  api.post('/webhooks/verification', async (c) => {
    const sessionId = signedDataId(c, options.verificationSecret ?? options.secret, options);
    if (sessionId === null) return errorResponse(c, 401, badSignature);
    if (c.req.query('type') !== 'verification') return c.body(null, 204);
    try {
      const outcome = await options.events.verificationChanged(sessionId);
      options.logger.info('verification notification', { requestId: c.get('requestId'), outcome });
      // Sooner than the submission that started it was stored (or for a replaced one): 409, which
      // the provider sends again a few times and then drops; a refresh remains the fallback.
      if (outcome === 'not_started') return errorResponse(c, 409, notStarted);
      return c.json({ outcome });
    } catch (error) {
      options.logger.warn('verification notification not processed', { requestId: c.get('requestId'), error });
      return errorResponse(c, 503, unavailable);
    }
  });
  // The payout provider's word about a transfer (`?data.id={payout}&type=payout`, decision 021):
  // the payout is read back from the provider and its withdrawal settled by the refresh's rule.
  api.post('/webhooks/payouts', async (c) => {
    const payoutId = signedDataId(c, options.payoutSecret ?? options.secret, options);
    if (payoutId === null) return errorResponse(c, 401, badSignature);
    if (c.req.query('type') !== 'payout') return c.body(null, 204);
    try {
      const outcome = await options.events.payoutChanged(payoutId);
      options.logger.info('payout notification', { requestId: c.get('requestId'), outcome });
      return c.json({ outcome });
    } catch (error) {
      options.logger.warn('payout notification not processed', { requestId: c.get('requestId'), error });
      return errorResponse(c, 503, unavailable);
    }
  });
  return api;
}
