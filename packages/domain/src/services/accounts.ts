import { DEMO_SUPPORT, DEMO_USER } from '#src/constants';
import type { AccountsArea } from '#src/contract';
import { DomainError, MESSAGES } from '#src/errors';
import { ownProfile } from '#src/projections';
import type { Change } from '#src/ports/changes';
import type { Repositories } from '#src/ports/repositories';
import type { PasswordHash } from '#src/ports/runtime';
import { type Actor, fieldErrorsOf, guestTokenOf } from '#src/schemas/common';
import {
  type User,
  loginInputSchema,
  REGISTRATION_MESSAGES,
  registrationInputSchema,
  newUser,
  normalizeEmail,
} from '#src/schemas/user';
import { createAccountDeletion } from '#src/services/account-deletion';
import { CONFIRM_TOKEN_MS, createEmailConfirmationUseCases, issueToken } from '#src/services/account-email';
import { invalidForm } from '#src/services/account-forms';
import { createPasswordUseCases } from '#src/services/account-passwords';
import { createProfileUseCases } from '#src/services/account-profile';
import { userChanged } from '#src/services/audiences';
import type { Context } from '#src/services/context';
import { setUpSupportAccount } from '#src/services/support-accounts';

/**
 * People's accounts: signing up and in here; what a person shows (`account-profile.ts`), their
 * password (`account-passwords.ts`), their e-mail's confirmation (`account-email.ts`) and deleting
 * the account (`account-deletion.ts`) beside it.
 */
export function createAccountsService(ctx: Context): AccountsArea {
  const { deps } = ctx;
  let dummyHash: Promise<PasswordHash> | null = null;

  /** A guest actor's requests handed to `user` in the transaction `tx`; how many. */
  async function claim(tx: Repositories, actor: Actor, user: User, changed: (c: Change) => void): Promise<number> {
    const token = guestTokenOf(actor);
    if (!token) return 0;
    const ids = await tx.requests.claimGuest(token, user.id);
    if (ids.length > 0) changed({ topic: 'requests', ids, audience: 'everyone' });
    return ids.length;
  }

  const sessionFor = (user: User) => ({ userId: user.id, issuedAt: ctx.now() });

  async function ensureDemoUser(): Promise<void> {
    if (deps.demoAccount === false) return;
    // The demo's support account (decision 026), once; an e-mail someone registered stays theirs.
    if (!(await ctx.read((r) => r.users.byEmail(DEMO_SUPPORT.email))))
      await setUpSupportAccount(deps, DEMO_SUPPORT).catch(() => undefined);
    if (await ctx.read(async (r) => (await r.users.byId(DEMO_USER.id)) ?? (await r.users.byEmail(DEMO_USER.email))))
      return;
    const password = await deps.hasher.hash(DEMO_USER.password);
    const demo = newUser({
      id: DEMO_USER.id,
      firstName: DEMO_USER.firstName,
      lastName: DEMO_USER.lastName,
      email: DEMO_USER.email,
      birthDate: '1990-01-01',
      phone: '+54 11 5555-0000',
      documentNumber: '30000000',
      password,
      location: 'Buenos Aires, Argentina',
      createdAt: ctx.now(),
      verificationStatus: 'verified',
      verificationDocumentType: 'DNI',
      // The demo account is a showcase: its contact details are public on purpose.
      showContact: true,
      // Its e-mail is nobody's inbox: confirmed, so the static demo can show a withdrawal.
      emailConfirmedAt: ctx.now(),
    });
    await ctx.transaction(async (tx, changed) => {
      // Seeded meanwhile (another tab): nothing to add.
      if (await tx.users.add(demo)) changed(userChanged(demo.id));
    });
  }

  function authFailed(): never {
    const [t, d] = MESSAGES.authFailed;
    throw new DomainError('authentication_failed', t, d);
  }

  return {
    ...createProfileUseCases(ctx),
    ...createPasswordUseCases(ctx),
    ...createEmailConfirmationUseCases(ctx),
    ...createAccountDeletion(ctx),
    /**
     * Creates an account and logs it in. Errors: 'Por favor, completa todos los campos requeridos.',
     * 'Las contraseñas no coinciden', password < 8, 'Ya existe una cuenta con este email'.
     */
    async register(actor, input) {
      const parsed = registrationInputSchema.safeParse(input);
      if (!parsed.success) {
        if (parsed.error.issues.some((i) => i.code === 'too_big')) invalidForm(parsed.error);
        const fieldErrors = fieldErrorsOf(parsed.error);
        const message =
          fieldErrors.confirmPassword === REGISTRATION_MESSAGES.passwordsMismatch &&
          Object.keys(fieldErrors).length === 1
            ? MESSAGES.passwordsMismatch
            : fieldErrors.password === REGISTRATION_MESSAGES.passwordTooShort && Object.keys(fieldErrors).length === 1
              ? MESSAGES.passwordTooShort
              : MESSAGES.registrationRequired;
        const code =
          message === MESSAGES.passwordsMismatch
            ? 'password_mismatch'
            : message === MESSAGES.passwordTooShort
              ? 'password_too_short'
              : 'validation';
        throw new DomainError(code, message[0], message[1], fieldErrors);
      }
      const v = parsed.data;
      await ctx.wait('register');
      await ensureDemoUser();
      const email = normalizeEmail(v.email);
      const password = await deps.hasher.hash(v.password);
      const user = newUser({
        id: deps.random.id(),
        firstName: v.firstName,
        lastName: v.lastName,
        email,
        birthDate: v.birthDate,
        phone: v.phone ? `${v.dialCode} ${v.phone}` : '',
        documentNumber: v.documentNumber,
        password,
        createdAt: ctx.now(),
      });
      const { claimed, token } = await ctx.transaction(async (tx, changed) => {
        // The e-mail is unique (an index in SQL): the second of two registrations is refused.
        if (!(await tx.users.add(user))) {
          const [t, d] = MESSAGES.emailTaken;
          throw new DomainError('email_taken', t, d, { email: d });
        }
        changed(userChanged(user.id));
        const token = await issueToken(ctx, tx, user.id, 'email_confirmation', CONFIRM_TOKEN_MS);
        return { claimed: await claim(tx, actor, user, changed), token };
      });
      let emailSent = true;
      try {
        await deps.email.sendRegistrationConfirmation({
          to: email,
          firstName: v.firstName,
          lastName: v.lastName,
          token,
        });
      } catch {
        emailSent = false;
      }
      return { user: ownProfile(user), claimedRequests: claimed, emailSent, session: sessionFor(user) };
    },

    /** Error: 'Error de autenticación - Email o contraseña incorrectos'. */
    async login(actor, input) {
      const parsed = loginInputSchema.safeParse(input);
      if (!parsed.success) authFailed();
      await ctx.wait('login');
      await ensureDemoUser();
      const email = normalizeEmail(parsed.data.email);
      const user = await ctx.read((r) => r.users.byEmail(email));
      if (!user) {
        // Same work as a real check, so timing does not tell which e-mails have accounts.
        dummyHash ??= deps.hasher.hash('conexion-global');
        await deps.hasher.verify(parsed.data.password, await dummyHash);
        authFailed();
      }
      if (!(await deps.hasher.verify(parsed.data.password, user.password))) authFailed();
      const claimedRequests = await ctx.transaction((tx, changed) => claim(tx, actor, user, changed));
      return { user: ownProfile(user), claimedRequests, session: sessionFor(user) };
    },
  };
}
