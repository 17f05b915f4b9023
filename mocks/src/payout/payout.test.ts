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

const client = (accessToken: string = mockCredentials.payout.accessToken, timeoutMs = 1000) =>
  new PayoutProviderClient({ baseUrl: `${testOrigin}${mockBaseUrls.payout}`, accessToken, timeoutMs });

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

  it('finds the payouts made under a reference: none before the order, the one payout after it, settled as it settles', async () => {
    let now = 1_000_000;
    const store = createPayoutStore({ now: () => now, settleDelayMs: 4000 });
    server.use(...payoutHandlers({ store, latencyMs: 0, readLatencyMs: 0 }));
    expect(await client().findPayoutsByReference('w-5')).toEqual([]);
    const made = await client().createPayout({ ...order, reference: 'w-5' }, 'w-5');
    await client().createPayout({ ...order, reference: 'w-6' }, 'w-6');
    expect(await client().findPayoutsByReference('w-5')).toEqual([
      { id: made.id, reference: 'w-5', status: 'pending' },
    ]);
    now += 4000;
    expect(await client().findPayoutsByReference('w-5')).toEqual([
      { id: made.id, reference: 'w-5', status: 'transferred' },
    ]);
    // Without a reference: a refusal (400), never "nothing found".
    const bare = await fetch(`${testOrigin}${mockBaseUrls.payout}/v1/payouts`, {
      headers: { Authorization: `Bearer ${mockCredentials.payout.accessToken}` },
    });
    expect(bare.status).toBe(400);
  });

  it('under slow and malformed the order is taken though its answer is lost; the lookup follows the scenario too', async () => {
    let scenario: 'slow' | 'malformed' | 'payoutDown' | 'default' = 'slow';
    const store = createPayoutStore({ settleDelayMs: 0 });
    server.use(
      ...payoutHandlers({ store, latencyMs: 0, readLatencyMs: 0, slowLatencyMs: 300, scenario: () => scenario }),
    );
    const fast = client(mockCredentials.payout.accessToken, 100);
    await expect(fast.createPayout({ ...order, reference: 'w-7' }, 'w-7')).rejects.toMatchObject({ kind: 'timeout' });
    await expect(fast.findPayoutsByReference('w-7')).rejects.toMatchObject({ kind: 'timeout' });
    scenario = 'malformed';
    await expect(fast.createPayout({ ...order, reference: 'w-8' }, 'w-8')).rejects.toMatchObject({ kind: 'malformed' });
    await expect(fast.findPayoutsByReference('w-8')).rejects.toMatchObject({ kind: 'malformed' });
    scenario = 'payoutDown';
    await expect(fast.findPayoutsByReference('w-7')).rejects.toMatchObject({ kind: 'unavailable', status: 503 });
    await expect(fast.createPayout({ ...order, reference: 'w-9' }, 'w-9')).rejects.toMatchObject({ status: 503 });
    scenario = 'default';
    // Both orders whose answers were lost were made, once each; the one refused with 503 was not.
    expect((await fast.findPayoutsByReference('w-7')).map((p) => p.status)).toEqual(['transferred']);
    expect((await fast.findPayoutsByReference('w-8')).map((p) => p.status)).toEqual(['transferred']);
    expect(await fast.findPayoutsByReference('w-9')).toEqual([]);
    // The same key again answers with the payout already made.
    const [first] = await fast.findPayoutsByReference('w-7');
    expect((await fast.createPayout({ ...order, reference: 'w-7' }, 'w-7')).id).toBe(first?.id);
    expect(await fast.findPayoutsByReference('w-7')).toHaveLength(1);
  });
});
