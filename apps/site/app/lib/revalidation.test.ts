import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BURST_MS, revalidationScheduler } from './revalidation';

describe('reloading after changes', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gathers a burst of changes (a message and its notification) into one reload', () => {
    const revalidate = vi.fn();
    const scheduler = revalidationScheduler(revalidate);
    scheduler.changed();
    vi.advanceTimersByTime(5);
    scheduler.changed();
    expect(revalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(BURST_MS);
    expect(revalidate).toHaveBeenCalledTimes(1);
  });

  it('never interrupts a reload: a change meanwhile asks for one more once the page is idle', () => {
    const revalidate = vi.fn();
    const scheduler = revalidationScheduler(revalidate);
    scheduler.changed();
    vi.advanceTimersByTime(BURST_MS);
    scheduler.setIdle(false); // the router renders its reload
    scheduler.changed();
    vi.advanceTimersByTime(10 * BURST_MS);
    expect(revalidate).toHaveBeenCalledTimes(1);
    scheduler.setIdle(true); // the reload ended: the change that came during it is loaded now
    expect(revalidate).toHaveBeenCalledTimes(2);
    scheduler.setIdle(false);
    scheduler.setIdle(true);
    expect(revalidate).toHaveBeenCalledTimes(2);
  });

  it('waits for a navigation under way instead of restarting it', () => {
    const revalidate = vi.fn();
    const scheduler = revalidationScheduler(revalidate);
    scheduler.setIdle(false);
    scheduler.changed();
    vi.advanceTimersByTime(10 * BURST_MS);
    expect(revalidate).not.toHaveBeenCalled();
    scheduler.setIdle(true);
    expect(revalidate).toHaveBeenCalledTimes(1);
  });

  it('reloads when the reload it started ends before the router ever rendered it loading', () => {
    const revalidate = vi.fn();
    const scheduler = revalidationScheduler(revalidate);
    scheduler.changed();
    vi.advanceTimersByTime(BURST_MS);
    scheduler.setIdle(true); // the next render already idle (new data, same state)
    scheduler.changed();
    vi.advanceTimersByTime(BURST_MS);
    expect(revalidate).toHaveBeenCalledTimes(2);
  });

  it('after stop, a pending burst reloads nothing', () => {
    const revalidate = vi.fn();
    const scheduler = revalidationScheduler(revalidate);
    scheduler.changed();
    scheduler.stop();
    vi.advanceTimersByTime(10 * BURST_MS);
    scheduler.setIdle(true);
    expect(revalidate).not.toHaveBeenCalled();
  });
});
