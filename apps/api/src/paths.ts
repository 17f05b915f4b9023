/** Whether a path is in a list of exact paths and `prefix*` patterns (`/api/webhooks/*`). */
export function matchesAny(pathname: string, patterns: readonly string[]): boolean {
  return patterns.some((p) => (p.endsWith('*') ? pathname.startsWith(p.slice(0, -1)) : pathname === p));
}
