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
