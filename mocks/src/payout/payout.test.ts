import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { PayoutProviderClient, PayoutProviderError } from '../domain';
import { mockBaseUrls, mockCredentials } from '../config';
import { testOrigin } from '../testing/clients';
import { createPayoutStore } from './store';
import { payoutDown, payoutHandlers, payoutRejected } from './handlers';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = (accessToken: string = mockCredentials.payout.accessToken) =>
  new PayoutProviderClient({ baseUrl: `${testOrigin}${mockBaseUrls.payout}`, accessToken, timeoutMs: 1000 });

const order = {
  amountCents: 2250,
  destinationKind: 'cbu' as const,
  destination: '0110599520000001235579',
  reference: 'w-1',
};

describe('payout sandbox', () => {
  it('takes the order as pending, transfers after the delay, and never pays one key twice', async () => {
    let now = 1_000_000;
    const store = createPayoutStore({ now: () => now, settleDelayMs: 4000 });
    server.use(...payoutHandlers({ store, latencyMs: 0, readLatencyMs: 0 }));
    const made = await client().createPayout(order, 'w-1');
    expect(made).toMatchObject({ status: 'pending', reference: 'w-1' });
    expect((await client().createPayout(order, 'w-1')).id).toBe(made.id);
    expect((await client().getPayout(made.id)).status).toBe('pending');
    now += 4000;
    expect(await client().getPayout(made.id)).toEqual({ id: made.id, reference: 'w-1', status: 'transferred' });
  });

  it('rejects with a reason in Spanish under payoutRejected', async () => {
    const store = createPayoutStore({ settleDelayMs: 0 });
    server.use(...payoutRejected({ store, latencyMs: 0, readLatencyMs: 0 }));
    const made = await client().createPayout(order, 'w-2');
    expect(await client().getPayout(made.id)).toMatchObject({
      status: 'rejected',
      reason: 'La cuenta de destino no existe. Revisa el CBU, CVU o alias.',
    });
  });

  it('answers 503 when down, 401 without a token, 404 for an unknown payout', async () => {
    server.use(...payoutDown({ latencyMs: 0, readLatencyMs: 0 }));
    await expect(client().createPayout(order, 'w-3')).rejects.toMatchObject({ kind: 'unavailable', retryable: true });
    server.resetHandlers();
    server.use(...payoutHandlers({ latencyMs: 0, readLatencyMs: 0 }));
    await expect(client('').createPayout(order, 'w-4')).rejects.toBeInstanceOf(PayoutProviderError);
    await expect(client().getPayout('sim-po-999999')).rejects.toMatchObject({ kind: 'notFound' });
  });
});
