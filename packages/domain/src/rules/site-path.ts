// A path of this site, as a browser would read it: the one rule for links the marketplace
// stores (notifications) and follows (redirects). Anything read as another host is refused.

/** Any origin does: only whether the value stays on it matters. */
const HERE = 'http://site.invalid';

/**
 * A path of this site ("/chat/1?x#y"), judged the way a browser reads it: refuses absolute URLs,
 * `javascript:`, `//host`, `/\host`, `/<tab>/host` (browsers drop tabs and newlines) and paths
 * that resolve to `//…` (a router would hand that to the browser as another host).
 */
export function isSitePath(value: string | null | undefined): value is string {
  if (!value?.startsWith('/')) return false;
  try {
    const url = new URL(value, HERE);
    return url.origin === HERE && !url.pathname.startsWith('//');
  } catch {
    return false;
  }
}
