/**
 * Where to go after logging in or registering: `?redirectTo=` when it is a path of this site,
 * otherwise the fallback. Refuses `//host`, `/\host` and absolute URLs (open redirects).
 */
export function safeRedirectTo(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}
