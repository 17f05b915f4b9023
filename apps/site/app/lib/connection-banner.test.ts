import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConnectionStatus } from './backend';
import { RECONNECTING_QUIET_MS, UPDATED_VISIBLE_MS, watchConnection } from './connection-banner';

function connection() {
  let listener: ((status: ConnectionStatus) => void) | undefined;
  const shown: (string | null)[] = [];
  const stop = watchConnection(
    (l) => {
      listener = l;
      return () => (listener = undefined);
    },
    (state) => shown.push(state),
  );
  return {
    shown,
    emit: (status: ConnectionStatus) => listener?.(status),
    stop,
    listening: () => listener !== undefined,
  };
}

describe('the connection banner', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('says nothing while connected, and nothing for a reconnection shorter than a blip', () => {
    const c = connection();
    c.emit('connecting');
    c.emit('open');
    c.emit('reconnecting');
    vi.advanceTimersByTime(RECONNECTING_QUIET_MS - 1);
    c.emit('open');
    vi.advanceTimersByTime(UPDATED_VISIBLE_MS * 2);
    expect(c.shown.filter(Boolean)).toEqual([]);
  });

  it('says "reconnecting" after the quiet time, then "updated" once back, then nothing', () => {
    const c = connection();
    c.emit('open');
    c.emit('reconnecting');
    vi.advanceTimersByTime(RECONNECTING_QUIET_MS);
    expect(c.shown.at(-1)).toBe('reconnecting');
    c.emit('open');
    expect(c.shown.at(-1)).toBe('updated');
    vi.advanceTimersByTime(UPDATED_VISIBLE_MS);
    expect(c.shown.at(-1)).toBeNull();
  });

  it('says "offline" at once; polling where no stream can be had counts as back', () => {
    const c = connection();
    c.emit('offline');
    expect(c.shown.at(-1)).toBe('offline');
    c.emit('polling');
    expect(c.shown.at(-1)).toBe('updated');
    vi.advanceTimersByTime(UPDATED_VISIBLE_MS);
    expect(c.shown.at(-1)).toBeNull();
  });

  it('going offline again while "updated" shows replaces it, and its timer does not clear "offline"', () => {
    const c = connection();
    c.emit('offline');
    c.emit('open');
    c.emit('offline');
    vi.advanceTimersByTime(UPDATED_VISIBLE_MS * 2);
    expect(c.shown.at(-1)).toBe('offline');
  });

  it('stops listening and forgets its timers when the page leaves', () => {
    const c = connection();
    c.emit('reconnecting');
    c.stop();
    vi.advanceTimersByTime(RECONNECTING_QUIET_MS * 2);
    expect(c.shown).toEqual([]);
    expect(c.listening()).toBe(false);
  });
});
