// Where the site may send people from a value it did not write itself: `?redirectTo=` after
// logging in, a stored notification's link. The rule is the domain's (`isSitePath`), so the
// notifications it stores and the links the site follows are judged alike.
import { isSitePath } from '@cg/domain';

export { isSitePath };

/**
 * Where to go after logging in or registering: `?redirectTo=` when it is a path of this site,
 * otherwise the fallback.
 */
export function safeRedirectTo(value: string | null | undefined, fallback = '/'): string {
  return isSitePath(value) ? value : fallback;
}

/**
 * A link to `path` that brings the person back to `returnTo` afterwards (its `?redirectTo=`),
 * e.g. verifying from a request's accept dialog and landing on that request again. A value that
 * is not a path of this site is dropped: `path` alone.
 */
export function withRedirectTo(path: string, returnTo: string | null | undefined): string {
  if (!isSitePath(returnTo)) return path;
  return `${path}${path.includes('?') ? '&' : '?'}redirectTo=${encodeURIComponent(returnTo)}`;
}
