import { z } from 'zod';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#src/constants';
import { DEFAULT_DIAL_CODE, documentTypeSchema, verificationStatusSchema } from '#src/enums';
import { dateOnlySchema, idSchema, instantSchema } from '#src/schemas/common';

const passwordHashSchema = z.discriminatedUnion('algorithm', [
  z.object({
    algorithm: z.literal('PBKDF2-SHA256'),
    hash: z.string().min(1),
    salt: z.string().min(1),
    iterations: z.int().positive(),
  }),
  // The server's (apps/api): the argon2id PHC string. Never in browser storage.
  z.object({ algorithm: z.literal('argon2id'), encoded: z.string().startsWith('$argon2id$') }),
]);

/** A stored account. Never a plain password: only its PBKDF2 hash, salt and iteration count. */
export const userSchema = z.object({
  id: idSchema,
  firstName: z.string().min(1),
  lastName: z.string().min(1),
  /** firstName + ' ' + lastName. */
  name: z.string().min(1),
  email: z.string().min(3),
  birthDate: z.string().default(''),
  phone: z.string().default(''),
  documentType: documentTypeSchema.default('DNI'),
  documentNumber: z.string().default(''),
  password: passwordHashSchema,
  /** Image-store id or data URL; `null` shows initials. */
  profilePicture: z.string().nullable().default(null),
  location: z.string().default('Argentina'),
  createdAt: instantSchema,
  verificationStatus: verificationStatusSchema.default('not_verified'),
  verificationDocumentType: documentTypeSchema.nullable().default(null),
  verificationSessionId: z.string().nullable().default(null),
  verificationSubmittedAt: instantSchema.nullable().default(null),
  isExample: z.boolean().default(false),
  /**
   * Whether other logged-in people see this person's e-mail and phone on the public profile.
   * Off by default (decision 012); added after v2 shipped, the default keeps stored users parsing.
   */
  showContact: z.boolean().default(false),
  /**
   * When the person opened the confirmation link e-mailed to them; null until then. Registering
   * logs in and lets them publish, accept and pay at once; only withdrawing money will wait for it.
   */
  emailConfirmedAt: instantSchema.nullable().default(null),
  /**
   * Support (decision 026): sees and resolves disputes. Set only by configuration (the admin CLI,
   * the demo seed), never by registering; older stored users default to false.
   */
  isAdmin: z.boolean().default(false),
});
export type User = z.infer<typeof userSchema>;

/** What a new account must be given; everything else starts as the schema's defaults. */
export type NewUserFields = Pick<User, 'id' | 'firstName' | 'lastName' | 'email' | 'password' | 'createdAt'> &
  Partial<Omit<User, 'name'>>;

/** The one place a user record is built: `name` follows the names, the rest defaults as stored data does. */
export function newUser(fields: NewUserFields): User {
  return {
    birthDate: '',
    phone: '',
    documentType: 'DNI',
    documentNumber: '',
    profilePicture: null,
    location: 'Argentina',
    verificationStatus: 'not_verified',
    verificationDocumentType: null,
    verificationSessionId: null,
    verificationSubmittedAt: null,
    isExample: false,
    showContact: false,
    emailConfirmedAt: null,
    isAdmin: false,
    ...fields,
    name: `${fields.firstName} ${fields.lastName}`,
  };
}
/** E-mails are compared trimmed and lower-cased. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** `currentUser` holds this, not the user record. */
export const sessionSchema = z.object({
  userId: idSchema,
  issuedAt: instantSchema,
});
export type Session = z.infer<typeof sessionSchema>;

const REG = 'Por favor, completa todos los campos requeridos.';

/** A field's message when it is longer than any real value of it (issue 32: every account string is bounded). */
/** Why a profile save naming a picture is refused. */
const PROFILE_PICTURE_UPLOAD_ONLY = 'La foto de perfil se cambia subiendo una imagen desde Ajustes.';

const tooLongMessage = (max: number) => `Puede tener como máximo ${String(max)} caracteres.`;

export const REGISTRATION_MESSAGES = {
  required: REG,
  email: 'Ingresa un email válido.',
  passwordTooShort: `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres.`,
  passwordsMismatch: 'Las contraseñas no coinciden',
} as const;

const required = (max = 100) => z.string({ error: REG }).trim().min(1, REG).max(max, tooLongMessage(max));
/** A password as typed: any characters, at most PASSWORD_MAX_LENGTH of them (argon2 never sees more). */
const password = () => z.string({ error: REG }).max(PASSWORD_MAX_LENGTH, tooLongMessage(PASSWORD_MAX_LENGTH));
/** An e-mail as typed, before any other check: bounded first. */
const typedEmail = () =>
  z.string({ error: REG }).trim().min(1, REG).max(EMAIL_MAX_LENGTH, tooLongMessage(EMAIL_MAX_LENGTH));

export const registrationInputSchema = z
  .object({
    firstName: required(),
    lastName: required(),
    email: typedEmail().pipe(z.email(REGISTRATION_MESSAGES.email)),
    birthDate: z.string({ error: REG }).trim().min(1, REG).max(10, REG).pipe(dateOnlySchema),
    /** One of the form's country codes' shape: a plus and up to four digits. */
    dialCode: z
      .string()
      .regex(/^\+\d{1,4}$/, REG)
      .default(DEFAULT_DIAL_CODE),
    phone: z.string().trim().max(40, tooLongMessage(40)).default(''),
    documentNumber: required(30),
    password: password().min(PASSWORD_MIN_LENGTH, REGISTRATION_MESSAGES.passwordTooShort),
    confirmPassword: password(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: REGISTRATION_MESSAGES.passwordsMismatch,
    path: ['confirmPassword'],
  });
export type RegistrationInput = z.input<typeof registrationInputSchema>;

export const loginInputSchema = z.object({
  email: z.string().trim().min(1).max(EMAIL_MAX_LENGTH),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type LoginInput = z.input<typeof loginInputSchema>;

export const profileInputSchema = z.object({
  firstName: z.string().trim().min(1, REG).max(100, tooLongMessage(100)).optional(),
  lastName: z.string().trim().min(1, REG).max(100, tooLongMessage(100)).optional(),
  phone: z.string().trim().max(40, tooLongMessage(40)).optional(),
  location: z.string().trim().max(100, tooLongMessage(100)).optional(),
  birthDate: dateOnlySchema.optional(),
  /**
   * Never set here (issue 32): a picture is an upload (`setProfilePicture`), not an id a client
   * names. Sent anyway, the whole save is refused and says so.
   */
  profilePicture: z.never({ error: PROFILE_PICTURE_UPLOAD_ONLY }).optional(),
  showContact: z.boolean().optional(),
});
export type ProfileInput = z.input<typeof profileInputSchema>;

export const changePasswordInputSchema = z.object({
  currentPassword: password(),
  newPassword: password(),
  confirmNewPassword: password(),
});
export type ChangePasswordInput = z.input<typeof changePasswordInputSchema>;

/** The token of an e-mail confirmation link. */
export const confirmEmailInputSchema = z.object({ token: z.string().trim().min(1).max(200) });
export type ConfirmEmailInput = z.input<typeof confirmEmailInputSchema>;

/** Deleting one's own account: the password, asked again. */
export const deleteAccountInputSchema = z.object({ currentPassword: password() });
export type DeleteAccountInput = z.input<typeof deleteAccountInputSchema>;

/** "Forgot my password": the e-mail of the account. */
export const passwordResetRequestSchema = z.object({
  email: z.string().trim().min(3).max(EMAIL_MAX_LENGTH).includes('@'),
});
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;

/** A new password chosen with the e-mailed token. */
export const resetPasswordInputSchema = z.object({
  token: z.string().min(16).max(200),
  newPassword: password(),
  confirmNewPassword: password(),
});
export type ResetPasswordInput = z.input<typeof resetPasswordInputSchema>;
