import { z } from 'zod';

export const idSchema = z.string().min(1);
export const instantSchema = z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'Fecha inválida');
/**
 * Whether `YYYY-MM-DD` names a day of the calendar: 2027-02-30 and 2027-06-31 do not (JavaScript
 * rolls them over to March and July; PostgreSQL refuses them, which answered 500 — issue 32), and
 * years outside 1900–2199 are nobody's birth or trip.
 */
function isCalendarDate(s: string): boolean {
  const year = Number(s.slice(0, 4));
  if (year < 1900 || year > 2199) return false;
  const date = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === s;
}

/** Calendar date `YYYY-MM-DD`. */
export const dateOnlySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Fecha inválida')
  .refine(isCalendarDate, 'Fecha inválida');
export const centsSchema = z.int().nonnegative().max(Number.MAX_SAFE_INTEGER);

/** A logged-in person, as the caller (the site's session, later a server's cookie) established it. */
export interface UserActor {
  readonly id: string;
}

/**
 * A visitor who carries a guest token (this browser's): publishes as a guest, and an account that
 * registers or logs in with it claims those requests. The caller keeps the token; the domain never
 * reads it from storage.
 */
export interface GuestActor {
  readonly guestToken: string;
}

/** Who acts, passed into every use case: a user, a guest with a token, or `null` (a visitor). */
export type Actor = UserActor | GuestActor | null;

/** The acting user's id; `null` for guests and visitors. */
export function userIdOf(actor: Actor): string | null {
  return actor !== null && 'id' in actor ? actor.id : null;
}

/** The guest token of a guest actor; `null` for users and visitors. */
export function guestTokenOf(actor: Actor): string | null {
  return actor !== null && 'guestToken' in actor ? actor.guestToken : null;
}

// Zod-free, for pages that only check a link (decision 024); re-exported where it used to live.
export { isHttpUrl } from '#src/rules/http-url';

/** Map of field → first Spanish message, for forms. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '_');
    out[key] ??= issue.message;
  }
  return out;
}
