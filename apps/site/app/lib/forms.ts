import { isDomainError, type DomainErrorCode } from '@cg/domain';
import { withRedirectTo } from './redirect-to';

/** What a failed action returns so the form can show the toast, field errors and keep values. */
export interface FormFailure {
  readonly ok: false;
  /**
   * Why, for the site's decisions (the refusal's `DomainError.code`; `validation` for a form the
   * site checked itself). Branch on this, never on the Spanish `title`, which is copy.
   */
  readonly code: DomainErrorCode;
  readonly title: string;
  readonly description: string;
  readonly fieldErrors: Readonly<Record<string, string>>;
}

/** Turns a refused use case into a form failure; anything else is a real bug and is rethrown. */
export function toFormFailure(error: unknown): FormFailure {
  if (isDomainError(error)) {
    return {
      ok: false,
      code: error.code,
      title: error.title,
      description: error.description,
      fieldErrors: error.fieldErrors,
    };
  }
  throw error;
}

/**
 * The way forward a refusal's toast offers, by its code: an unverified traveller may verify now,
 * and come back to `returnTo` (a path of this site) once verified.
 */
export function nextStepFor(
  failure: Pick<FormFailure, 'code'>,
  returnTo?: string,
): { label: string; href: string } | undefined {
  return failure.code === 'verification_required'
    ? { label: 'Verificar ahora', href: withRedirectTo('/verificacion-viajero', returnTo) }
    : undefined;
}

/** The text value of a form field ('' when absent or a file). */
export function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}
