import { z } from 'zod';

export const idSchema = z.string().min(1);
export const instantSchema = z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'Fecha inválida');
/** Calendar date `YYYY-MM-DD`. */
export const dateOnlySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Fecha inválida')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), 'Fecha inválida');
export const centsSchema = z.int().nonnegative().max(Number.MAX_SAFE_INTEGER);

/** The acting user as use cases see it; `null` is a visitor. */
export type Actor = { readonly id: string } | null;

/** Only http(s) links: `javascript:`, `data:` and friends are refused. */
export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** Map of field → first Spanish message, for forms. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '_');
    out[key] ??= issue.message;
  }
  return out;
}
