/**
 * The single-use links e-mailed to a person (a password reset, an e-mail confirmation): only the
 * token's SHA-256 is stored; and confirming the e-mail with one.
 */
import type { AccountsArea } from '#src/contract';
import type { Repositories } from '#src/ports/repositories';
import { confirmEmailInputSchema } from '#src/schemas/user';
import { userChanged } from '#src/services/audiences';
import type { Context } from '#src/services/context';

/** How long a password-reset link works. */
export const RESET_TOKEN_MS = 30 * 60 * 1000;
/** How long an e-mail confirmation link works. */
export const CONFIRM_TOKEN_MS = 48 * 60 * 60 * 1000;

/** SHA-256 of a token, hex: what is stored instead of the token (WebCrypto, browser and Node alike). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** A new single-use token of `purpose` for the user (older unused ones retired); only its hash is kept. */
export async function issueToken(
  ctx: Context,
  tx: Repositories,
  userId: string,
  purpose: 'password_reset' | 'email_confirmation',
  validMs: number,
): Promise<string> {
  // 244 random bits (two v4 UUIDs); only their SHA-256 is stored.
  const token = `${ctx.deps.random.id()}${ctx.deps.random.id()}`.replaceAll('-', '');
  const now = ctx.now();
  await tx.tokens.retire(userId, purpose, now);
  await tx.tokens.add({
    tokenHash: await sha256Hex(token),
    userId,
    purpose,
    expiresAt: new Date(ctx.deps.clock.now().getTime() + validMs).toISOString(),
    usedAt: null,
  });
  return token;
}

export function createEmailConfirmationUseCases(
  ctx: Context,
): Pick<AccountsArea, 'confirmEmail' | 'resendEmailConfirmation'> {
  return {
    async confirmEmail(_actor, untrusted) {
      const parsed = confirmEmailInputSchema.safeParse(untrusted);
      const invalid = (): never => ctx.fail('invalid_token', 'emailConfirmationInvalid');
      if (!parsed.success) return invalid();
      const tokenHash = await sha256Hex(parsed.data.token);
      const now = ctx.now();
      await ctx.transaction(async (tx, changed) => {
        const userId = await tx.tokens.consume(tokenHash, 'email_confirmation', now);
        if (userId === null) return invalid();
        const user = await tx.users.byId(userId);
        if (!user) return invalid();
        if (user.emailConfirmedAt === null) await tx.users.update(userId, { emailConfirmedAt: now });
        changed(userChanged(userId, 'themselves'));
      });
    },

    async resendEmailConfirmation(actor) {
      const user = await ctx.requireUser(actor, 'login_required', 'dashboardLoginRequired');
      if (user.emailConfirmedAt !== null) return { alreadyConfirmed: true };
      const token = await ctx.transaction((tx) => issueToken(ctx, tx, user.id, 'email_confirmation', CONFIRM_TOKEN_MS));
      try {
        await ctx.deps.email.sendEmailConfirmation({ to: user.email, firstName: user.firstName, token });
      } catch {
        ctx.fail('provider_unavailable', 'emailNotSent');
      }
      return { alreadyConfirmed: false };
    },
  };
}
