// Where the site may send people from a value it did not write itself: `?redirectTo=` after
// logging in, a stored notification's link. Only paths of this site; anything a browser would
// read as another host is refused (open redirects, phishing links).

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

/**
 * Where to go after logging in or registering: `?redirectTo=` when it is a path of this site,
 * otherwise the fallback.
 */
export function safeRedirectTo(value: string | null | undefined, fallback = '/'): string {
  return isSitePath(value) ? value : fallback;
}
