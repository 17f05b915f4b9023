/** How the account forms are refused: a form that did not parse, and a new password that will not do. */
import type { ZodError } from 'zod';
import { PASSWORD_MIN_LENGTH } from '#src/constants';
import { DomainError, MESSAGES } from '#src/errors';
import { fieldErrorsOf } from '#src/schemas/common';
import type { Context } from '#src/services/context';

/**
 * A form that did not parse: "too long" when a value was over its field's bound (issue 32), else
 * the required-fields message; each field's own message in `fieldErrors`.
 */
export function invalidForm(error: ZodError): never {
  const [t, d] = error.issues.some((i) => i.code === 'too_big')
    ? MESSAGES.fieldsTooLong
    : MESSAGES.registrationRequired;
  throw new DomainError('validation', t, d, fieldErrorsOf(error));
}

/** A new password typed twice (a change, a reset): 'no coinciden', or shorter than the minimum. */
export function checkNewPassword(
  ctx: Context,
  input: { readonly newPassword: string; readonly confirmNewPassword: string },
): void {
  if (input.newPassword !== input.confirmNewPassword) {
    ctx.fail('password_mismatch', 'newPasswordsMismatch', { confirmNewPassword: MESSAGES.newPasswordsMismatch[1] });
  }
  if (input.newPassword.length < PASSWORD_MIN_LENGTH) {
    ctx.fail('password_too_short', 'newPasswordTooShort', { newPassword: MESSAGES.newPasswordTooShort[1] });
  }
}
