import { describe, expect, it } from 'vitest';
import { BACKOFF_CAP_MS, backoffDelay } from './backoff';

describe('live updates: the backoff', () => {
  it('spreads the backoff (jitter) and caps it at 30 s', () => {
    expect(backoffDelay(0, () => 1)).toBe(1000);
    expect(backoffDelay(0, () => 0)).toBe(500);
    expect(backoffDelay(3, () => 1)).toBe(8000);
    expect(backoffDelay(12, () => 1)).toBe(BACKOFF_CAP_MS);
    expect(backoffDelay(1000, () => 0.5)).toBe(BACKOFF_CAP_MS * 0.75);
  });
});
