// Provider notifications (issue 15): Mercado Pago's webhook shape, verified by its signature before
// anything is read, and then believed only as far as "look at this payment again": the payment is
// read back from the provider and the order judged by the domain's own rule.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { PaymentProviderClient, ProviderEvents } from '@cg/domain';
import type { AppEnv } from '#src/app';
import { type ApiError, errorResponse, unavailable } from '#src/errors';
import type { Logger } from '#src/log';

/** A notification older than this is refused (a replay of a captured one, or a stuck queue). */
const TOLERANCE_SECONDS = 300;

const badSignature: ApiError = {
  code: 'bad_signature',
  title: 'Firma no válida',
  description: 'La notificación no está firmada por el proveedor de pagos.',
};

/**
 * Mercado Pago's check: `x-signature: ts=…,v1=…` where v1 is the HMAC-SHA256, with the webhook
 * secret, of `id:{data.id};request-id:{x-request-id};ts:{ts};` (data.id from the query string,
 * lower-cased when alphanumeric). Constant-time comparison; a timestamp outside the tolerance is
 * refused.
 */
/** @internal exported for its unit tests; the route below is its caller. */
export function verifyPaymentSignature(
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
  readonly secret: string;
  readonly events: ProviderEvents;
  readonly payments: Pick<PaymentProviderClient, 'getPayment'>;
  readonly now: () => Date;
  readonly logger: Logger;
}

/** `POST /webhooks/payments`: exempt from the Origin check (its signature is its check). */
export function createWebhookRoutes(options: WebhookOptions): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.post('/webhooks/payments', async (c) => {
    const dataId = c.req.query('data.id') ?? '';
    const requestId = c.req.header('x-request-id') ?? '';
    const signature = c.req.header('x-signature') ?? '';
    const nowSeconds = Math.floor(options.now().getTime() / 1000);
    if (
      !dataId ||
      !requestId ||
      !verifyPaymentSignature(options.secret, { dataId, requestId, signature }, nowSeconds)
    ) {
      options.logger.warn('webhook refused: bad signature', { requestId: c.get('requestId') });
      return errorResponse(c, 401, badSignature);
    }
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
  return api;
}
