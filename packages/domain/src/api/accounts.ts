// Accounts and sessions (decision 035): registering, logging in and out, a guest's token, one's
// own profile, picture and password, e-mail confirmation, password resets, a public profile.
import { form, jsonOf, type ShapesOf } from '#src/api/shape';
import { route } from '#src/api/route';
import type { AuthResult, OwnProfile, PublicUser, RegistrationResult } from '#src/projections';
import {
  changePasswordInputSchema,
  confirmEmailInputSchema,
  deleteAccountInputSchema,
  loginInputSchema,
  passwordResetRequestSchema,
  profileInputSchema,
  registrationInputSchema,
  resetPasswordInputSchema,
  type ChangePasswordInput,
  type ConfirmEmailInput,
  type DeleteAccountInput,
  type LoginInput,
  type PasswordResetRequest,
  type ProfileInput,
  type RegistrationInput,
  type ResetPasswordInput,
} from '#src/schemas/user';

/** A picture as the settings send it: one image. */
export interface PictureForm {
  readonly image: Blob | null;
}

export const accounts = {
  /** The session is the answer's cookie, never its body. */
  register: route<Omit<RegistrationResult, 'session'>, RegistrationInput>()('POST', '/accounts', {
    via: 'json',
    status: 201,
  }),
  login: route<Omit<AuthResult, 'session'>, LoginInput>()('POST', '/session', { via: 'json' }),
  logout: route<undefined>()('DELETE', '/session', { status: 204 }),
  /** A guest's token (a cookie) before publishing as a visitor; nothing for a person. */
  guest: route<undefined>()('POST', '/guest', { status: 204 }),
  me: route<OwnProfile | null>()('GET', '/me'),
  updateProfile: route<OwnProfile, ProfileInput>()('PATCH', '/me', { via: 'json' }),
  setPicture: route<OwnProfile, PictureForm>()('POST', '/me/picture', { via: 'form' }),
  removePicture: route<OwnProfile>()('DELETE', '/me/picture'),
  changePassword: route<undefined, ChangePasswordInput>()('POST', '/me/password', { via: 'json', status: 204 }),
  resendConfirmation: route<{ alreadyConfirmed: boolean }>()('POST', '/email-confirmation'),
  confirmEmail: route<undefined, ConfirmEmailInput>()('POST', '/email-confirmation/confirm', {
    via: 'json',
    status: 204,
  }),
  deleteAccount: route<undefined, DeleteAccountInput>()('POST', '/me/delete', { via: 'json', status: 204 }),
  /** The same answer whether or not the account exists (decision 033). */
  requestPasswordReset: route<{ title: string; description: string }, PasswordResetRequest>()(
    'POST',
    '/password-reset',
    { via: 'json', status: 202 },
  ),
  resetPassword: route<undefined, ResetPasswordInput>()('POST', '/password-reset/confirm', {
    via: 'json',
    status: 204,
  }),
  profile: route<PublicUser>()('GET', '/users/:id', { missing: 'null' }),
};

export const accountsShapes = (): ShapesOf<typeof accounts> => ({
  register: jsonOf(registrationInputSchema),
  login: jsonOf(loginInputSchema),
  updateProfile: jsonOf(profileInputSchema),
  setPicture: form<PictureForm>()({ text: [], file: ['image'] }),
  changePassword: jsonOf(changePasswordInputSchema),
  confirmEmail: jsonOf(confirmEmailInputSchema),
  deleteAccount: jsonOf(deleteAccountInputSchema),
  requestPasswordReset: jsonOf(passwordResetRequestSchema),
  resetPassword: jsonOf(resetPasswordInputSchema),
});
