/** @internal */
export const BACKOFF_BASE_MS = 1000;
/** @internal */
export const BACKOFF_CAP_MS = 30_000;

/**
 * Exponential backoff with jitter: 1 s, 2 s, 4 s… up to 30 s, each between half and all of it.
 */
export function backoffDelay(attempt: number, random: () => number): number {
  const full = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.min(attempt, 30));
  return Math.round(full * (0.5 + 0.5 * random()));
}
