import type { ShouldRevalidateFunction } from '@remix-run/react';
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
 * and someone whose session ended (in server mode an expired cookie: the API answers 401
 * `login_required`) may log in again; either comes back to `returnTo` (a path of this site)
 * afterwards.
 */
export function nextStepFor(
  failure: Pick<FormFailure, 'code'>,
  returnTo?: string,
): { label: string; href: string } | undefined {
  if (failure.code === 'verification_required')
    return { label: 'Verificar ahora', href: withRedirectTo('/verificacion-viajero', returnTo) };
  return signInStepFor(failure, returnTo);
}

/**
 * "Iniciar sesión", back to `returnTo` afterwards, for a refusal that needs a login (a session
 * expired between loading the page and sending its form); undefined for any other refusal.
 */
export function signInStepFor(
  failure: { readonly code?: string },
  returnTo?: string,
): { label: string; href: string } | undefined {
  return failure.code === 'login_required'
    ? { label: 'Iniciar sesión', href: withRedirectTo('/login', returnTo) }
    : undefined;
}

/** Where the person is now (path and query): where logging in again brings them back. */
export function currentPath(): string | undefined {
  return typeof window === 'undefined' ? undefined : window.location.pathname + window.location.search;
}

/**
 * A route's `shouldRevalidate` for pages with forms: when an action was refused because the session
 * had ended, the page's loaders do not run again — a loader that needs a login would swap the form
 * for "log in" or send the person to /login at once, and what they typed would be lost. The page
 * stays as it is, with the toast's "Iniciar sesión"; everything else revalidates as usual.
 * @public (the routes with forms export it as their shouldRevalidate)
 */
export const keepFormWhenSessionEnded: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  sessionEnded(actionResult) ? false : defaultShouldRevalidate;

/** Whether an action's answer is the refusal of someone no longer logged in. */
export function sessionEnded(actionResult: unknown): boolean {
  return (
    typeof actionResult === 'object' &&
    actionResult !== null &&
    (actionResult as { ok?: unknown }).ok === false &&
    (actionResult as { code?: unknown }).code === 'login_required'
  );
}

/** The text value of a form field ('' when absent or a file). */
export function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}
