// How an instant read from PostgreSQL becomes the domain's (schema.ts `instant` columns).

/**
 * PostgreSQL's text of an instant in UTC (`2026-11-29 19:00:00.123456+00`, the fraction optional),
 * years 1000–9999: the parts `isoOf` rewrites without parsing a date.
 */
const POSTGRES_UTC = /^([1-9]\d{3}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00$/;

/**
 * An instant read back as the domain writes it: `new Date(value).toISOString()` — or, for
 * PostgreSQL's text in UTC, the same string rewritten (the fraction cut to milliseconds, as the
 * Date does): parsing that text as a Date was a tenth of a public list's mapping (issue 34). Any
 * other text (another session time zone, a year outside 1000–9999) goes through the Date.
 */
export function isoOf(value: string | Date): string {
  if (typeof value === 'string') {
    const utc = POSTGRES_UTC.exec(value);
    if (utc) return `${utc[1] ?? ''}T${utc[2] ?? ''}.${`${utc[3] ?? ''}000`.slice(0, 3)}Z`;
  }
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
