import type { ZodError } from 'zod';
import { acceptImage } from '#src/images/image-store';
import { setUpSupportAccount } from '#src/services/support-accounts';
import { DELETED_ACCOUNT_NAME, DEMO_SUPPORT, DEMO_USER, PASSWORD_MIN_LENGTH } from '#src/constants';
import { DomainError, MESSAGES } from '#src/errors';
import type { PasswordHash } from '#src/runtime/ports';
import { type Actor, fieldErrorsOf, guestTokenOf, userIdOf } from '#src/schemas/common';
import {
  changePasswordInputSchema,
  confirmEmailInputSchema,
  deleteAccountInputSchema,
  passwordResetRequestSchema,
  resetPasswordInputSchema,
  type User,
  loginInputSchema,
  profileInputSchema,
  REGISTRATION_MESSAGES,
  registrationInputSchema,
  newUser,
  normalizeEmail,
} from '#src/schemas/user';
import type { AccountsArea } from '#src/contract';
import { ownProfile, publicUser } from '#src/projections';
import type { Change } from '#src/ports/changes';
import type { Repositories } from '#src/ports/repositories';
import type { Context } from '#src/services/context';

const userChanged = (id: string): Change => ({ topic: 'users', ids: [id], audience: 'everyone' });

/** How long a password-reset link works. */
const RESET_TOKEN_MS = 30 * 60 * 1000;
/** How long an e-mail confirmation link works. */
const CONFIRM_TOKEN_MS = 48 * 60 * 60 * 1000;

/** SHA-256 of a token, hex: what is stored instead of the token (WebCrypto, browser and Node alike). */
async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

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

  /**
   * Whether a stored picture id is the person's own to delete: an image, not a data URL, that no
   * request or dispute holds. Pictures are uploads of their own now; an account stored before
   * that (issue 32) may point at another person's photo, which its deletion must not take along.
   */
  async function ownPicture(id: string, repos?: Repositories): Promise<boolean> {
    if (id.startsWith('data:')) return false;
    const check = async (r: Repositories) =>
      (await r.requests.list({ imageId: id })).length === 0 &&
      (await r.requests.list({ disputePhoto: id })).length === 0;
    return repos ? check(repos) : ctx.read(check);
  }

  /** A new single-use token of `purpose` for the user (older unused ones retired); only its hash is kept. */
  async function issueToken(
    tx: Repositories,
    userId: string,
    purpose: 'password_reset' | 'email_confirmation',
    validMs: number,
  ): Promise<string> {
    // 244 random bits (two v4 UUIDs); only their SHA-256 is stored.
    const token = `${deps.random.id()}${deps.random.id()}`.replaceAll('-', '');
    const now = ctx.now();
    await tx.tokens.retire(userId, purpose, now);
    await tx.tokens.add({
      tokenHash: await sha256Hex(token),
      userId,
      purpose,
      expiresAt: new Date(deps.clock.now().getTime() + validMs).toISOString(),
      usedAt: null,
    });
    return token;
  }

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

  /**
   * A form that did not parse: "too long" when a value was over its field's bound (issue 32), else
   * the required-fields message; each field's own message in `fieldErrors`.
   */
  function invalidForm(error: ZodError): never {
    const [t, d] = error.issues.some((i) => i.code === 'too_big')
      ? MESSAGES.fieldsTooLong
      : MESSAGES.registrationRequired;
    throw new DomainError('validation', t, d, fieldErrorsOf(error));
  }

  function authFailed(): never {
    const [t, d] = MESSAGES.authFailed;
    throw new DomainError('authentication_failed', t, d);
  }

  return {
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
        const token = await issueToken(tx, user.id, 'email_confirmation', CONFIRM_TOKEN_MS);
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

    async me(actor) {
      const id = userIdOf(actor);
      const user = id === null ? null : await ctx.findUser(id);
      return user ? ownProfile(user) : null;
    },

    async profile(actor, userId) {
      const user = await ctx.findUser(userId);
      if (!user) return null;
      const viewerId = userIdOf(actor);
      const shares =
        viewerId !== null && viewerId !== user.id && (await ctx.read((r) => r.requests.shareOrder(viewerId, user.id)));
      return publicUser(user, viewerId, shares);
    },

    /** Profile save (spec: no validation beyond shape). */
    async updateProfile(actor, input) {
      await ctx.requireUser(actor, 'login_required', 'dashboardLoginRequired');
      const parsed = profileInputSchema.safeParse(input);
      if (!parsed.success) invalidForm(parsed.error);
      return ctx.transaction(async (tx, changed) => {
        const id = userIdOf(actor);
        const current =
          (id === null ? null : await tx.users.byId(id)) ?? ctx.fail('login_required', 'dashboardLoginRequired');
        const patch = Object.fromEntries(
          Object.entries(parsed.data as Record<string, unknown>).filter(([, v]) => v !== undefined),
        );
        const next: User = { ...current, ...patch };
        next.name = `${next.firstName} ${next.lastName}`;
        await tx.users.update(next.id, next);
        changed(userChanged(next.id));
        return ownProfile(next);
      });
    },

    async setProfilePicture(actor, image) {
      const user = await ctx.requireUser(actor, 'login_required', 'dashboardLoginRequired');
      const imageId = image === null ? null : await acceptImage(image, deps.images, deps.imageProcessor);
      let previous: string | null;
      try {
        previous = await ctx.transaction(async (tx, changed) => {
          const current = (await tx.users.byId(user.id)) ?? ctx.fail('login_required', 'dashboardLoginRequired');
          await tx.users.update(user.id, { profilePicture: imageId });
          changed(userChanged(user.id));
          return current.profilePicture;
        });
      } catch (error) {
        if (imageId !== null) await deps.images.delete(imageId).catch(() => undefined);
        throw error;
      }
      if (previous !== null && previous !== imageId && (await ownPicture(previous))) {
        await deps.images.delete(previous).catch(() => undefined);
      }
      return ownProfile({ ...user, profilePicture: imageId });
    },

    /**
     * Errors: 'Las nuevas contraseñas no coinciden.', 'La nueva contraseña debe tener al menos 8
     * caracteres.', 'La contraseña actual es incorrecta.' (checked on purpose, unlike the spec).
     */
    async requestPasswordReset(_actor, untrusted) {
      const parsed = passwordResetRequestSchema.safeParse(untrusted);
      if (!parsed.success)
        return ctx.fail('validation', 'passwordResetEmail', { email: MESSAGES.passwordResetEmail[1] });
      const email = normalizeEmail(parsed.data.email);
      const user = await ctx.read((r) => r.users.byEmail(email));
      // The same answer either way: whether an account exists is not told.
      if (!user) return;
      // A new link retires the older ones.
      const token = await ctx.transaction((tx) => issueToken(tx, user.id, 'password_reset', RESET_TOKEN_MS));
      // Not awaited: the answer must not wait on the e-mail provider, or its latency would tell
      // that the account exists (an unknown address answers at once). A failure is said the same
      // way as success, for the same reason; the person can ask for another link.
      void deps.email.sendPasswordReset({ to: user.email, firstName: user.firstName, token }).catch(() => undefined);
    },

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
        changed({ topic: 'users', ids: [userId], audience: [userId] });
      });
    },

    async resendEmailConfirmation(actor) {
      const user = await ctx.requireUser(actor, 'login_required', 'dashboardLoginRequired');
      if (user.emailConfirmedAt !== null) return { alreadyConfirmed: true };
      const token = await ctx.transaction((tx) => issueToken(tx, user.id, 'email_confirmation', CONFIRM_TOKEN_MS));
      try {
        await deps.email.sendEmailConfirmation({ to: user.email, firstName: user.firstName, token });
      } catch {
        ctx.fail('provider_unavailable', 'emailNotSent');
      }
      return { alreadyConfirmed: false };
    },

    async deleteAccount(actor, untrusted) {
      const user = await ctx.requireUser(actor, 'login_required', 'dashboardLoginRequired');
      const parsed = deleteAccountInputSchema.safeParse(untrusted);
      if (!parsed.success || !(await deps.hasher.verify(parsed.data.currentPassword, user.password))) {
        ctx.fail('wrong_password', 'deleteAccountWrongPassword', {
          currentPassword: MESSAGES.deleteAccountWrongPassword[1],
        });
      }
      // Nobody can log in with it again: a hash of a secret nobody keeps.
      const unusable = await deps.hasher.hash(`${deps.random.id()}${deps.random.id()}`);
      const now = ctx.now();
      const photos = await ctx.transaction(async (tx, changed) => {
        const orders = await tx.requests.list({ party: user.id });
        // Money or goods on the way: the other person still needs this account to finish.
        if (orders.some((r) => r.status === 'accepted' || r.status === 'paid')) {
          ctx.fail('account_busy', 'deleteAccountBusy');
        }
        const photos: string[] = [];
        const removed: string[] = [];
        for (const r of orders) {
          if (r.userId === user.id && r.status === 'active') {
            // Nobody else has it yet: it goes, with its photo.
            if (await tx.requests.remove(r.id, { status: 'active', userId: user.id })) {
              removed.push(r.id);
              if (r.imageId) photos.push(r.imageId);
            }
          } else if (r.acceptedBy === user.id && r.acceptedByName !== DELETED_ACCOUNT_NAME) {
            // A finished delivery stays in the buyer's history, under the anonymous name.
            await tx.requests.update(r.id, { status: r.status }, { acceptedByName: DELETED_ACCOUNT_NAME });
          }
        }
        await tx.trips.removeByUser(user.id);
        await tx.notifications.removeForUser(user.id);
        await tx.coupons.removeForUser(user.id);
        await tx.paymentMethods.removeForUser(user.id);
        await tx.chats.renameSender(user.id, DELETED_ACCOUNT_NAME);
        await tx.reviews.renameAuthor(user.id, DELETED_ACCOUNT_NAME);
        await tx.tokens.retire(user.id, 'password_reset', now);
        await tx.tokens.retire(user.id, 'email_confirmation', now);
        await tx.users.update(user.id, {
          firstName: 'Cuenta',
          lastName: 'eliminada',
          name: DELETED_ACCOUNT_NAME,
          // Free to register again; `.invalid` can never receive mail (RFC 2606).
          email: `eliminada-${user.id}@cuentas.invalid`,
          birthDate: '',
          phone: '',
          documentNumber: '',
          password: unusable,
          profilePicture: null,
          location: '',
          showContact: false,
          verificationStatus: 'not_verified',
          verificationDocumentType: null,
          verificationSessionId: null,
          verificationSubmittedAt: null,
        });
        if (user.profilePicture && (await ownPicture(user.profilePicture, tx))) photos.push(user.profilePicture);
        changed(userChanged(user.id));
        changed({ topic: 'trips', ids: [], audience: 'everyone' });
        const counterparts = orders
          .map((r) => (r.userId === user.id ? r.acceptedBy : r.userId))
          .filter((id): id is string => id !== null);
        changed({ topic: 'chats', ids: [], audience: [...new Set(counterparts)] });
        changed({ topic: 'reviews', ids: [], audience: 'everyone' });
        changed({ topic: 'notifications', ids: [], audience: [user.id] });
        changed({ topic: 'requests', ids: orders.map((r) => r.id), audience: 'everyone' });
        return photos;
      });
      for (const id of photos) await deps.images.delete(id).catch(() => undefined);
    },

    async resetPassword(_actor, untrusted) {
      const parsed = resetPasswordInputSchema.safeParse(untrusted);
      if (!parsed.success) {
        // A token of the wrong shape is a link that does not work, whatever else was sent.
        if (parsed.error.issues.some((i) => i.path[0] === 'token')) ctx.fail('invalid_token', 'passwordResetInvalid');
        invalidForm(parsed.error);
      }
      const input = parsed.data;
      if (input.newPassword !== input.confirmNewPassword) {
        ctx.fail('password_mismatch', 'newPasswordsMismatch', { confirmNewPassword: MESSAGES.newPasswordsMismatch[1] });
      }
      if (input.newPassword.length < PASSWORD_MIN_LENGTH) {
        ctx.fail('password_too_short', 'newPasswordTooShort', { newPassword: MESSAGES.newPasswordTooShort[1] });
      }
      const password = await deps.hasher.hash(input.newPassword);
      const tokenHash = await sha256Hex(input.token);
      const userId = await ctx.transaction(async (tx, changed) => {
        const now = ctx.now();
        const id = await tx.tokens.consume(tokenHash, 'password_reset', now);
        if (id === null || !(await tx.users.update(id, { password }))) return null;
        await tx.tokens.retire(id, 'password_reset', now);
        changed({ topic: 'users', ids: [id], audience: [id] });
        return id;
      });
      return userId === null ? ctx.fail('invalid_token', 'passwordResetInvalid') : { userId };
    },

    async changePassword(actor, untrusted) {
      const user = await ctx.requireUser(actor, 'login_required', 'dashboardLoginRequired');
      const parsed = changePasswordInputSchema.safeParse(untrusted);
      if (!parsed.success) invalidForm(parsed.error);
      const input = parsed.data;
      if (input.newPassword !== input.confirmNewPassword) {
        ctx.fail('password_mismatch', 'newPasswordsMismatch', { confirmNewPassword: MESSAGES.newPasswordsMismatch[1] });
      }
      if (input.newPassword.length < PASSWORD_MIN_LENGTH) {
        ctx.fail('password_too_short', 'newPasswordTooShort', { newPassword: MESSAGES.newPasswordTooShort[1] });
      }
      if (!(await deps.hasher.verify(input.currentPassword, user.password))) {
        ctx.fail('wrong_password', 'wrongCurrentPassword', { currentPassword: MESSAGES.wrongCurrentPassword[1] });
      }
      const password = await deps.hasher.hash(input.newPassword);
      await ctx.transaction(async (tx, changed) => {
        await tx.users.update(user.id, { password });
        changed({ topic: 'users', ids: [user.id], audience: [user.id] });
      });
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
