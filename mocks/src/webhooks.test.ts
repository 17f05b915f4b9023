import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhookSignature, webhookManifest } from './webhooks';

const secret = 'a-webhook-secret';
const requestId = 'bb56a2f1-6aae-46ac-982e-9dcd3581d08e';
const ts = 1_704_908_010;

describe('webhook signature (Mercado Pago format)', () => {
  it('signs exactly `id:{data.id};request-id:{x-request-id};ts:{ts};` with HMAC-SHA256, hex', () => {
    const expected = createHmac('sha256', secret)
      .update(`id:1320000001;request-id:${requestId};ts:${ts};`)
      .digest('hex');
    const signature = signWebhook(secret, { dataId: '1320000001', requestId }, { nowSeconds: ts });
    expect(signature).toEqual({ ts, v1: expected, header: `ts=${ts},v1=${expected}` });
  });

  it('lower-cases an alphanumeric data.id and leaves out the parts a notification lacks', () => {
    expect(webhookManifest({ dataId: 'ABC123', requestId, ts })).toBe(`id:abc123;request-id:${requestId};ts:${ts};`);
    expect(webhookManifest({ dataId: 'AB-12', ts })).toBe(`id:AB-12;ts:${ts};`);
    expect(webhookManifest({ requestId, ts })).toBe(`request-id:${requestId};ts:${ts};`);
  });

  it('accepts what it signed, within the tolerance either way, and a header with spaces', () => {
    const { header, v1 } = signWebhook(secret, { dataId: '1320000001', requestId }, { nowSeconds: ts });
    const received = { dataId: '1320000001', requestId, signatureHeader: header };
    expect(verifyWebhookSignature(secret, received, { nowSeconds: ts })).toBe(true);
    expect(verifyWebhookSignature(secret, received, { nowSeconds: ts + 300 })).toBe(true);
    expect(verifyWebhookSignature(secret, received, { nowSeconds: ts - 300 })).toBe(true);
    expect(
      verifyWebhookSignature(secret, { ...received, signatureHeader: ` ts=${ts} , v1=${v1} ` }, { nowSeconds: ts }),
    ).toBe(true);
  });

  it('refuses a tampered notification: another payment, request id, secret or signature', () => {
    const { header, v1 } = signWebhook(secret, { dataId: '1320000001', requestId }, { nowSeconds: ts });
    const received = { dataId: '1320000001', requestId, signatureHeader: header };
    const at = { nowSeconds: ts };
    expect(verifyWebhookSignature(secret, { ...received, dataId: '1320000002' }, at)).toBe(false);
    expect(verifyWebhookSignature(secret, { ...received, requestId: 'another' }, at)).toBe(false);
    expect(verifyWebhookSignature('another-secret', received, at)).toBe(false);
    const flipped = `${v1.slice(0, -1)}${v1.endsWith('0') ? '1' : '0'}`;
    expect(verifyWebhookSignature(secret, { ...received, signatureHeader: `ts=${ts},v1=${flipped}` }, at)).toBe(false);
    // The timestamp is signed too: moving it to look fresh breaks the signature.
    expect(verifyWebhookSignature(secret, { ...received, signatureHeader: `ts=${ts + 1},v1=${v1}` }, at)).toBe(false);
  });

  it('refuses a timestamp older (or further ahead) than the tolerance', () => {
    const { header } = signWebhook(secret, { dataId: '1320000001', requestId }, { nowSeconds: ts });
    const received = { dataId: '1320000001', requestId, signatureHeader: header };
    expect(verifyWebhookSignature(secret, received, { nowSeconds: ts + 301 })).toBe(false);
    expect(verifyWebhookSignature(secret, received, { nowSeconds: ts - 301 })).toBe(false);
    expect(verifyWebhookSignature(secret, received, { nowSeconds: ts + 60, toleranceSeconds: 30 })).toBe(false);
  });

  it.each([undefined, null, '', 'v1=abc', `ts=${ts}`, `ts=soon,v1=${'a'.repeat(64)}`, `ts=${ts},v1=xyz`])(
    'refuses a missing or malformed header (%s)',
    (signatureHeader) => {
      expect(verifyWebhookSignature(secret, { dataId: '1', requestId, signatureHeader }, { nowSeconds: ts })).toBe(
        false,
      );
    },
  );

  it('refuses everything with an empty secret', () => {
    const { header } = signWebhook('', { dataId: '1', requestId }, { nowSeconds: ts });
    expect(verifyWebhookSignature('', { dataId: '1', requestId, signatureHeader: header }, { nowSeconds: ts })).toBe(
      false,
    );
  });
});
