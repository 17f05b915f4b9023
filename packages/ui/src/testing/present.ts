/**
 * For stories' play functions: the value, or a failure that says what was missing (instead of a
 * `!` that lets the next line fail on `undefined` without saying why).
 */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Missing: ${what}`);
  return value;
}
