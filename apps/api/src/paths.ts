/** Whether a path is in a list of exact paths and `prefix*` patterns (`/api/webhooks/*`). */
export function matchesAny(pathname: string, patterns: readonly string[]): boolean {
  return patterns.some((p) => {
    if (p.endsWith('*')) return pathname.startsWith(p.slice(0, -1));
    // A '*' inside stands for one path segment ('/api/orders/*/dispute').
    if (p.includes('*')) return p.split('/').length === pathname.split('/').length && segmentsMatch(p, pathname);
    return pathname === p;
  });
}

function segmentsMatch(pattern: string, pathname: string): boolean {
  const path = pathname.split('/');
  return pattern.split('/').every((part, i) => (part === '*' ? (path[i] ?? '') !== '' : part === path[i]));
}
