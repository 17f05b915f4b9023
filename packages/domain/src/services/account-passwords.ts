/** A person's password: changed behind their session, or reset with an e-mailed link. */
import type { AccountsArea } from '#src/contract';
import { MESSAGES } from '#src/errors';
import {
  changePasswordInputSchema,
  normalizeEmail,
  passwordResetRequestSchema,
  resetPasswordInputSchema,
} from '#src/schemas/user';
import { issueToken, RESET_TOKEN_MS, sha256Hex } from '#src/services/account-email';
import { checkNewPassword, invalidForm } from '#src/services/account-forms';
import { userChanged } from '#src/services/audiences';
import type { Context } from '#src/services/context';

export function createPasswordUseCases(
  ctx: Context,
): Pick<AccountsArea, 'requestPasswordReset' | 'resetPassword' | 'changePassword'> {
  const { deps } = ctx;
  return {
    async requestPasswordReset(_actor, untrusted) {
      const parsed = passwordResetRequestSchema.safeParse(untrusted);
      if (!parsed.success)
        return ctx.fail('validation', 'passwordResetEmail', { email: MESSAGES.passwordResetEmail[1] });
      const email = normalizeEmail(parsed.data.email);
      const user = await ctx.read((r) => r.users.byEmail(email));
      // The same answer either way: whether an account exists is not told.
      if (!user) return;
      // A new link retires the older ones.
      const token = await ctx.transaction((tx) => issueToken(ctx, tx, user.id, 'password_reset', RESET_TOKEN_MS));
      // Not awaited: the answer must not wait on the e-mail provider, or its latency would tell
      // that the account exists (an unknown address answers at once). A failure is said the same
      // way as success, for the same reason; the person can ask for another link.
      void deps.email.sendPasswordReset({ to: user.email, firstName: user.firstName, token }).catch(() => undefined);
    },

    async resetPassword(_actor, untrusted) {
      const parsed = resetPasswordInputSchema.safeParse(untrusted);
      if (!parsed.success) {
        // A token of the wrong shape is a link that does not work, whatever else was sent.
        if (parsed.error.issues.some((i) => i.path[0] === 'token')) ctx.fail('invalid_token', 'passwordResetInvalid');
        invalidForm(parsed.error);
      }
      const input = parsed.data;
      checkNewPassword(ctx, input);
      const password = await deps.hasher.hash(input.newPassword);
      const tokenHash = await sha256Hex(input.token);
      const userId = await ctx.transaction(async (tx, changed) => {
        const now = ctx.now();
        const id = await tx.tokens.consume(tokenHash, 'password_reset', now);
        if (id === null || !(await tx.users.update(id, { password }))) return null;
        await tx.tokens.retire(id, 'password_reset', now);
        changed(userChanged(id, 'themselves'));
        return id;
      });
      return userId === null ? ctx.fail('invalid_token', 'passwordResetInvalid') : { userId };
    },

    /**
     * Errors: 'Las nuevas contraseñas no coinciden.', 'La nueva contraseña debe tener al menos 8
     * caracteres.', 'La contraseña actual es incorrecta.' (checked on purpose, unlike the spec).
     */
    async changePassword(actor, untrusted) {
      const user = await ctx.requireUser(actor, 'login_required', 'dashboardLoginRequired');
      const parsed = changePasswordInputSchema.safeParse(untrusted);
      if (!parsed.success) invalidForm(parsed.error);
      const input = parsed.data;
      checkNewPassword(ctx, input);
      if (!(await deps.hasher.verify(input.currentPassword, user.password))) {
        ctx.fail('wrong_password', 'wrongCurrentPassword', { currentPassword: MESSAGES.wrongCurrentPassword[1] });
      }
      const password = await deps.hasher.hash(input.newPassword);
      await ctx.transaction(async (tx, changed) => {
        await tx.users.update(user.id, { password });
        changed(userChanged(user.id, 'themselves'));
      });
    },
  };
}
