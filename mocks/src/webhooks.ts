/**
 * @cg/mocks/webhooks: the payment (and verification) notifications the sandbox sends, in Mercado
 * Pago's shape, and their signature — signing for the sandbox, verifying for the API that receives
 * them. Only node:crypto here, so the API imports it without the handlers or msw.
 *
 * Mercado Pago signs `id:{data.id};request-id:{x-request-id};ts:{ts};` with HMAC-SHA256 and the
 * application's secret, and sends `x-signature: ts={ts},v1={hex}` and `x-request-id`. `data.id`
 * comes from the query string (`?data.id=…&type=payment`) and is lower-cased when alphanumeric; a
 * part whose value the notification lacks is left out of the manifest.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const webhookSignatureHeader = 'x-signature';
export const webhookRequestIdHeader = 'x-request-id';

/** The body of a payment notification (`POST {url}?data.id={id}&type=payment`). */
export interface PaymentNotification {
  readonly action: 'payment.created' | 'payment.updated';
  readonly api_version: 'v1';
  readonly data: { readonly id: string };
  readonly date_created: string;
  readonly id: number;
  readonly live_mode: boolean;
  readonly type: 'payment';
  readonly user_id: string;
}

/**
 * The body of a verification notification (`POST {url}?data.id={sessionId}&type=verification`),
 * sent once the provider decided a session: the payments' envelope and signature (one check on the
 * receiving side serves both), and the decision as Veriff's webhook states it. A receiver must not
 * act on that: it reads the decision back from the provider (`GET /v1/sessions/{id}/decision`).
 */
export interface VerificationNotification {
  readonly action: 'verification.decided';
  readonly api_version: 'v1';
  readonly data: { readonly id: string };
  readonly date_created: string;
  readonly id: number;
  readonly live_mode: boolean;
  readonly type: 'verification';
  readonly user_id: string;
  /** The provider's decision (`approved`, `declined`, `resubmission_requested`). */
  readonly verification: { readonly id: string; readonly status: string };
}

/**
 * The body of a payout notification (`POST {url}?data.id={payoutId}&type=payout`), sent once the
 * simulated payout provider settled a transfer (`transferred` or `rejected`), signed like the
 * payments'. A receiver reads the payout back (`GET /v1/payouts/{id}`) rather than believe it.
 */
export interface PayoutNotification {
  readonly action: 'payout.updated';
  readonly api_version: 'v1';
  readonly data: { readonly id: string };
  readonly date_created: string;
  readonly id: number;
  readonly live_mode: boolean;
  readonly type: 'payout';
  readonly user_id: string;
  readonly payout: { readonly id: string; readonly status: string };
}

export interface WebhookSignedParts {
  /** `data.id` from the notification's query string. */
  readonly dataId?: string | null | undefined;
  /** The `x-request-id` header. */
  readonly requestId?: string | null | undefined;
}

/**
 * The string Mercado Pago signs: `id:{data.id};request-id:{x-request-id};ts:{ts};`.
 * @internal exported for its test; signWebhook and verifyWebhookSignature build it.
 */
export function webhookManifest(parts: WebhookSignedParts & { readonly ts: number | string }): string {
  const dataId = parts.dataId && /^[a-z0-9]+$/i.test(parts.dataId) ? parts.dataId.toLowerCase() : parts.dataId;
  return [
    dataId ? `id:${dataId};` : '',
    parts.requestId ? `request-id:${parts.requestId};` : '',
    `ts:${String(parts.ts)};`,
  ].join('');
}

function hmacHex(secret: string, manifest: string): string {
  return createHmac('sha256', secret).update(manifest).digest('hex');
}

export interface WebhookSignature {
  /** Unix seconds. */
  readonly ts: number;
  /** Hex HMAC-SHA256 of the manifest. */
  readonly v1: string;
  /** The `x-signature` header: `ts={ts},v1={v1}`. */
  readonly header: string;
}

/** Signs a notification as Mercado Pago does. `nowSeconds` defaults to the clock. */
export function signWebhook(
  secret: string,
  parts: WebhookSignedParts,
  options: { readonly nowSeconds?: number | undefined } = {},
): WebhookSignature {
  const ts = Math.floor(options.nowSeconds ?? Date.now() / 1000);
  const v1 = hmacHex(secret, webhookManifest({ ...parts, ts }));
  return { ts, v1, header: `ts=${ts},v1=${v1}` };
}

export interface WebhookToVerify extends WebhookSignedParts {
  /** The `x-signature` header as received. */
  readonly signatureHeader: string | null | undefined;
}

export interface VerifyOptions {
  /** @default the clock */
  readonly nowSeconds?: number | undefined;
  /** How far `ts` may be from now, either way. @default 300 */
  readonly toleranceSeconds?: number | undefined;
}

function parseSignatureHeader(header: string): { ts: string; v1: string } | undefined {
  const fields = new Map<string, string>();
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    if (at > 0) fields.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  const ts = fields.get('ts');
  const v1 = fields.get('v1');
  if (!ts || !/^\d{1,12}$/.test(ts) || !v1 || !/^[0-9a-f]{64}$/i.test(v1)) return undefined;
  return { ts, v1 };
}

/**
 * Whether a notification carries a valid signature: a well-formed `x-signature`, a `ts` within
 * the tolerance of now (replays of old notifications are refused), and a `v1` equal to the HMAC
 * of the manifest, compared in constant time.
 * @public for the API's webhook route (wired separately); the sandbox only signs.
 */
export function verifyWebhookSignature(
  secret: string,
  received: WebhookToVerify,
  options: VerifyOptions = {},
): boolean {
  if (!secret || !received.signatureHeader) return false;
  const parsed = parseSignatureHeader(received.signatureHeader);
  if (!parsed) return false;
  const nowSeconds = options.nowSeconds ?? Date.now() / 1000;
  const tolerance = options.toleranceSeconds ?? 300;
  if (Math.abs(nowSeconds - Number(parsed.ts)) > tolerance) return false;
  const expected = Buffer.from(hmacHex(secret, webhookManifest({ ...received, ts: parsed.ts })), 'hex');
  const given = Buffer.from(parsed.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
