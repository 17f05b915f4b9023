import { isDomainError } from '@cg/domain';

/** What a failed action returns so the form can show the toast, field errors and keep values. */
export interface FormFailure {
  readonly ok: false;
  readonly title: string;
  readonly description: string;
  readonly fieldErrors: Readonly<Record<string, string>>;
}

/** Turns a refused use case into a form failure; anything else is a real bug and is rethrown. */
export function toFormFailure(error: unknown): FormFailure {
  if (isDomainError(error)) {
    return { ok: false, title: error.title, description: error.description, fieldErrors: error.fieldErrors };
  }
  throw error;
}

/** The text value of a form field ('' when absent or a file). */
export function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}
