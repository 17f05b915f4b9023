import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BURST_MS, MAX_GATHERED, revalidationScheduler } from './revalidation';

const aChange = { topic: 'requests', ids: ['r1'] };

describe('reloading after changes', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gathers a burst of changes (a message and its notification) into one reload', () => {
    const revalidate = vi.fn();
    const scheduler = revalidationScheduler(revalidate);
    scheduler.changed(aChange);
    vi.advanceTimersByTime(5);
    scheduler.changed(aChange);
    expect(revalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(BURST_MS);
    expect(revalidate).toHaveBeenCalledTimes(1);
  });

  it('never interrupts a reload: a change meanwhile asks for one more once the page is idle', () => {
    const revalidate = vi.fn();
    const scheduler = revalidationScheduler(revalidate);
    scheduler.changed(aChange);
    vi.advanceTimersByTime(BURST_MS);
    scheduler.setIdle(false); // the router renders its reload
    scheduler.changed(aChange);
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
    scheduler.changed(aChange);
    vi.advanceTimersByTime(10 * BURST_MS);
    expect(revalidate).not.toHaveBeenCalled();
    scheduler.setIdle(true);
    expect(revalidate).toHaveBeenCalledTimes(1);
  });

  it('reloads when the reload it started ends before the router ever rendered it loading', () => {
    const revalidate = vi.fn();
    const scheduler = revalidationScheduler(revalidate);
    scheduler.changed(aChange);
    vi.advanceTimersByTime(BURST_MS);
    scheduler.setIdle(true); // the next render already idle (new data, same state)
    scheduler.changed(aChange);
    vi.advanceTimersByTime(BURST_MS);
    expect(revalidate).toHaveBeenCalledTimes(2);
  });

  it('after stop, a pending burst reloads nothing', () => {
    const revalidate = vi.fn();
    const scheduler = revalidationScheduler(revalidate);
    scheduler.changed(aChange);
    scheduler.stop();
    vi.advanceTimersByTime(10 * BURST_MS);
    scheduler.setIdle(true);
    expect(revalidate).not.toHaveBeenCalled();
  });

  it('gives the reload every change of its burst, and a change during a reload to the next one', () => {
    const revalidate = vi.fn();
    const scheduler = revalidationScheduler(revalidate);
    const message = { topic: 'chats', ids: ['o1'] };
    const notification = { topic: 'notifications', ids: ['n1'] };
    scheduler.changed(message);
    scheduler.changed(notification);
    vi.advanceTimersByTime(BURST_MS);
    expect(revalidate).toHaveBeenLastCalledWith([message, notification]);
    scheduler.setIdle(false);
    scheduler.changed(aChange);
    scheduler.setIdle(true);
    expect(revalidate).toHaveBeenLastCalledWith([aChange]);
  });

  it('past a page of changes gathered while busy, the reload is for everything', () => {
    const revalidate = vi.fn();
    const scheduler = revalidationScheduler(revalidate);
    scheduler.setIdle(false);
    for (let i = 0; i <= MAX_GATHERED; i++) scheduler.changed({ topic: 'requests', ids: [String(i)] });
    scheduler.setIdle(true);
    expect(revalidate).toHaveBeenCalledWith([{ topic: 'resync', ids: [] }]);
  });
});
