import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const refresh = vi.fn<() => Promise<string>>();
const toast = vi.fn();
const toastError = vi.fn();

vi.mock('./marketplace.client', () => ({ getMarketplace: () => ({ verification: { refresh } }) }));
vi.mock('./session', () => ({ currentActor: () => Promise.resolve({ userId: 'u1' }) }));
vi.mock('./toast', () => ({ toast, toastError }));

const { GIVE_UP_AFTER_MS, POLL_INTERVAL_MS, watchVerification } = await import('./verification-watch.client');

describe('watchVerification', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    refresh.mockReset();
    toast.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('keeps asking, once a second, until the provider decides about 5 s after the submit', async () => {
    const decidedAt = Date.now() + 5000;
    // Each read takes the provider's ~200 ms.
    refresh.mockImplementation(
      () => new Promise((resolve) => setTimeout(() => resolve(Date.now() >= decidedAt ? 'verified' : 'pending'), 200)),
    );
    const done = watchVerification();
    await vi.advanceTimersByTimeAsync(10_000);
    await done;
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast.mock.calls[0]?.[0]).toMatchObject({ title: '¡Verificación completada!', variant: 'success' });
    // Polled, not hammered: about one read per POLL_INTERVAL_MS + the read itself.
    expect(refresh.mock.calls.length).toBeLessThanOrEqual(Math.ceil(5400 / POLL_INTERVAL_MS) + 1);
  });

  it('announces a declined verification with the way to try again', async () => {
    refresh.mockResolvedValueOnce('pending').mockResolvedValueOnce('declined');
    const done = watchVerification();
    await vi.advanceTimersByTimeAsync(3000);
    await done;
    expect(toast.mock.calls[0]?.[0]).toMatchObject({
      variant: 'destructive',
      action: { href: '/verificacion-viajero' },
    });
  });

  it('gives up politely after about a minute, not after a number of quick checks', async () => {
    refresh.mockResolvedValue('pending');
    const done = watchVerification();
    await vi.advanceTimersByTimeAsync(GIVE_UP_AFTER_MS - 2000);
    expect(toast).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(4000);
    await done;
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Verificación en revisión' }));
  });
});
