import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const refresh = vi.fn<() => Promise<string>>();
const status = vi.fn<() => Promise<string>>();
const toast = vi.fn();
const toastError = vi.fn();
const listeners = new Set<() => void>();

vi.mock('./backend', () => ({ SERVER_MODE: true }));
vi.mock('./marketplace.client', () => ({
  getMarketplace: () => ({ verification: { refresh, status } }),
  getBackend: () => ({
    changes: {
      subscribe(listener: () => void) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
  }),
}));
vi.mock('./session', () => ({ currentActor: () => Promise.resolve({ id: 'u1' }) }));
vi.mock('./toast', () => ({ toast, toastError }));

const { FALLBACK_REFRESH_MS, GIVE_UP_AFTER_MS, watchVerification } = await import('./verification-watch.client');

/** What the live stream does when the server applied the provider's webhook. */
const liveChange = () => {
  for (const listener of [...listeners]) listener();
};

describe('watchVerification in server mode', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    refresh.mockReset();
    status.mockReset();
    toast.mockReset();
    listeners.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('does not poll: it reads the status when the live stream says something changed', async () => {
    let decided = false;
    status.mockImplementation(() => Promise.resolve(decided ? 'verified' : 'pending'));
    const done = watchVerification();
    await vi.advanceTimersByTimeAsync(5000);
    expect(status).toHaveBeenCalledTimes(1);
    expect(refresh).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();

    decided = true;
    liveChange();
    await vi.advanceTimersByTimeAsync(0);
    await done;
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast.mock.calls[0]?.[0]).toMatchObject({ title: '¡Verificación completada!', variant: 'success' });
    expect(refresh).not.toHaveBeenCalled();
    expect(listeners.size).toBe(0);
  });

  it('asks the server to fetch the decision when no change arrives (a lost webhook)', async () => {
    status.mockResolvedValue('pending');
    refresh.mockResolvedValue('declined');
    const done = watchVerification();
    await vi.advanceTimersByTimeAsync(FALLBACK_REFRESH_MS - 1000);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    await done;
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(toast.mock.calls[0]?.[0]).toMatchObject({
      variant: 'destructive',
      action: { href: '/verificacion-viajero' },
    });
  });

  it('gives up politely after about a minute, having refreshed only every few seconds', async () => {
    status.mockResolvedValue('pending');
    refresh.mockResolvedValue('pending');
    const done = watchVerification();
    await vi.advanceTimersByTimeAsync(GIVE_UP_AFTER_MS - 2000);
    expect(toast).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(4000);
    await done;
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Verificación en revisión' }));
    expect(refresh.mock.calls.length).toBeLessThanOrEqual(GIVE_UP_AFTER_MS / FALLBACK_REFRESH_MS);
    expect(listeners.size).toBe(0);
  });
});
