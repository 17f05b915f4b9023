import { DEMO_USER, GUEST_USER_ID, PASSWORD_MIN_LENGTH } from '#src/constants';
import { DomainError, MESSAGES } from '#src/errors';
import type { PasswordHash } from '#src/runtime/ports';
import { type Actor, fieldErrorsOf } from '#src/schemas/common';
import {
  type ChangePasswordInput,
  changePasswordInputSchema,
  type LoginInput,
  type ProfileInput,
  type PublicUser,
  type RegistrationInput,
  type User,
  loginInputSchema,
  profileInputSchema,
  REGISTRATION_MESSAGES,
  registrationInputSchema,
  newUser,
  toPublicUser,
} from '#src/schemas/user';
import type { Context } from '#src/services/context';
import { STORAGE_KEYS } from '#src/storage/documents';
import { put, type WriteEntry } from '#src/storage/store';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export interface AuthResult {
  readonly user: PublicUser;
  /** Guest requests of this browser now owned by the account. */
  readonly claimedRequests: number;
}

export interface RegistrationResult extends AuthResult {
  /** False when the confirmation e-mail could not be sent (the account exists anyway). */
  readonly emailSent: boolean;
}

export function createAccountsService(ctx: Context) {
  const { store, docs, deps } = ctx;
  let dummyHash: Promise<PasswordHash> | null = null;

  const users = () => store.read(docs.users);

  async function sessionWrites(user: User): Promise<WriteEntry[]> {
    const entries: WriteEntry[] = [put(docs.session, { userId: user.id, issuedAt: ctx.now() })];
    const token = store.readRaw(STORAGE_KEYS.guestToken);
    if (token) {
      const requests = await store.read(docs.requests);
      if (requests.some((r) => r.userId === GUEST_USER_ID && r.guestToken === token)) {
        entries.push(
          put(
            docs.requests,
            requests.map((r) =>
              r.userId === GUEST_USER_ID && r.guestToken === token ? { ...r, userId: user.id, guestToken: null } : r,
            ),
          ),
        );
      }
    }
    return entries;
  }

  /** Writes the session and claims this browser's guest requests, all at once. */
  async function startSession(user: User, extra: WriteEntry[] = []): Promise<number> {
    return deps.mutex.run('data', async () => {
      const token = store.readRaw(STORAGE_KEYS.guestToken);
      const before = token ? (await store.read(docs.requests)).filter((r) => r.guestToken === token).length : 0;
      await store.write([...extra, ...(await sessionWrites(user))]);
      if (token) store.writeRaw(STORAGE_KEYS.guestToken, null);
      return before;
    });
  }

  async function ensureDemoUser(): Promise<void> {
    const list = await users();
    if (list.some((u) => u.id === DEMO_USER.id || normalizeEmail(u.email) === DEMO_USER.email)) return;
    const password = await deps.hasher.hash(DEMO_USER.password);
    await deps.mutex.run('data', async () => {
      const fresh = await users();
      if (fresh.some((u) => u.id === DEMO_USER.id)) return;
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
      });
      await store.write([put(docs.users, [...fresh, demo])]);
    });
  }

  function authFailed(): never {
    const [t, d] = MESSAGES.authFailed;
    throw new DomainError('authentication_failed', t, d);
  }

  return {
    ensureDemoUser,

    /**
     * Creates an account and logs it in. Errors: 'Por favor, completa todos los campos requeridos.',
     * 'Las contraseñas no coinciden', password < 8, 'Ya existe una cuenta con este email'.
     */
    async register(input: RegistrationInput): Promise<RegistrationResult> {
      const parsed = registrationInputSchema.safeParse(input);
      if (!parsed.success) {
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
      const claimed = await deps.mutex.run('data', async () => {
        const list = await users();
        if (list.some((u) => normalizeEmail(u.email) === email)) {
          const [t, d] = MESSAGES.emailTaken;
          throw new DomainError('email_taken', t, d, { email: d });
        }
        const token = store.readRaw(STORAGE_KEYS.guestToken);
        const count = token ? (await store.read(docs.requests)).filter((r) => r.guestToken === token).length : 0;
        await store.write([put(docs.users, [...list, user]), ...(await sessionWrites(user))]);
        if (token) store.writeRaw(STORAGE_KEYS.guestToken, null);
        return count;
      });
      let emailSent = true;
      try {
        await deps.email.sendRegistrationConfirmation({ to: email, firstName: v.firstName, lastName: v.lastName });
      } catch {
        emailSent = false;
      }
      return { user: toPublicUser(user), claimedRequests: claimed, emailSent };
    },

    /** Error: 'Error de autenticación - Email o contraseña incorrectos'. */
    async login(input: LoginInput): Promise<AuthResult> {
      const parsed = loginInputSchema.safeParse(input);
      if (!parsed.success) authFailed();
      await ctx.wait('login');
      await ensureDemoUser();
      const email = normalizeEmail(parsed.data.email);
      const user = (await users()).find((u) => normalizeEmail(u.email) === email);
      if (!user) {
        // Same work as a real check, so timing does not tell which e-mails have accounts.
        dummyHash ??= deps.hasher.hash('conexion-global');
        await deps.hasher.verify(parsed.data.password, await dummyHash);
        authFailed();
      }
      if (!(await deps.hasher.verify(parsed.data.password, user.password))) authFailed();
      const claimedRequests = await startSession(user);
      return { user: toPublicUser(user), claimedRequests };
    },

    async logout(_actor: Actor): Promise<void> {
      await store.write([put(docs.session, null)]);
    },

    /** The logged-in user of this browser (from the `currentUser` session), or null. */
    async currentUser(): Promise<PublicUser | null> {
      const session = await store.read(docs.session);
      if (!session) return null;
      const user = await ctx.findUser(session.userId);
      return user ? toPublicUser(user) : null;
    },

    async getPublicProfile(userId: string): Promise<PublicUser | null> {
      const user = await ctx.findUser(userId);
      return user ? toPublicUser(user) : null;
    },

    /** Profile save (spec: no validation beyond shape). */
    async updateProfile(actor: Actor, input: ProfileInput): Promise<PublicUser> {
      await ctx.requireUser(actor, 'login_required', 'dashboardLoginRequired');
      const parsed = profileInputSchema.safeParse(input);
      if (!parsed.success) {
        const [t, d] = MESSAGES.registrationRequired;
        throw new DomainError('validation', t, d, fieldErrorsOf(parsed.error));
      }
      return deps.mutex.run('data', async () => {
        const list = await users();
        const current = list.find((u) => u.id === actor?.id);
        if (!current) return ctx.fail('login_required', 'dashboardLoginRequired');
        const patch = Object.fromEntries(
          Object.entries(parsed.data as Record<string, unknown>).filter(([, v]) => v !== undefined),
        );
        const next: User = { ...current, ...patch };
        next.name = `${next.firstName} ${next.lastName}`;
        await store.write([
          put(
            docs.users,
            list.map((u) => (u.id === next.id ? next : u)),
          ),
        ]);
        return toPublicUser(next);
      });
    },

    /**
     * Errors: 'Las nuevas contraseñas no coinciden.', 'La nueva contraseña debe tener al menos 8
     * caracteres.', 'La contraseña actual es incorrecta.' (checked on purpose, unlike the spec).
     */
    async changePassword(actor: Actor, untrusted: ChangePasswordInput): Promise<void> {
      const user = await ctx.requireUser(actor, 'login_required', 'dashboardLoginRequired');
      const parsed = changePasswordInputSchema.safeParse(untrusted);
      if (!parsed.success) {
        const [t, d] = MESSAGES.registrationRequired;
        throw new DomainError('validation', t, d, fieldErrorsOf(parsed.error));
      }
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
      await deps.mutex.run('data', async () => {
        const list = await users();
        await store.write([
          put(
            docs.users,
            list.map((u) => (u.id === user.id ? { ...u, password } : u)),
          ),
        ]);
      });
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
