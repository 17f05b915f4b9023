/** Who a person is: their account, session and password, and the verification of their identity. */
import type { VerificationStatus } from '#src/enums';
import type { AuthResult, OwnProfile, PublicUser, RegistrationResult } from '#src/projections';
import type { Actor } from '#src/schemas/common';
import type {
  ChangePasswordInput,
  ConfirmEmailInput,
  DeleteAccountInput,
  LoginInput,
  PasswordResetRequest,
  ProfileInput,
  RegistrationInput,
  ResetPasswordInput,
} from '#src/schemas/user';

export interface AccountsArea {
  /**
   * Creates an account and starts its session (returned, for the caller to keep). A guest actor's
   * requests are claimed. Errors: `validation`, `password_mismatch`, `password_too_short`,
   * `email_taken`.
   */
  register(actor: Actor, input: RegistrationInput): Promise<RegistrationResult>;
  /** Errors: `authentication_failed` ('Error de autenticación - Email o contraseña incorrectos'). */
  login(actor: Actor, input: LoginInput): Promise<AuthResult>;
  /** The acting user's own account, or null (visitor, guest, unknown account). */
  me(actor: Actor): Promise<OwnProfile | null>;
  /** Someone's public profile as the actor may see it, or null. */
  profile(actor: Actor, userId: string): Promise<PublicUser | null>;
  updateProfile(actor: Actor, input: ProfileInput): Promise<OwnProfile>;
  /**
   * The person's picture: an image they upload now, checked as every upload (type by its bytes,
   * scaled down), or null to remove it. Never an id sent by the client (issue 32: a free string
   * let anyone point their picture at someone else's photo, then delete it with their account).
   * Errors: `login_required`, `image_invalid`, `image_processing`.
   */
  setProfilePicture(actor: Actor, image: Blob | null): Promise<OwnProfile>;
  /** Errors: `password_mismatch`, `password_too_short`, `wrong_password`, `validation`. */
  changePassword(actor: Actor, input: ChangePasswordInput): Promise<void>;
  /**
   * "Forgot my password": e-mails a single-use link (30 minutes) when the account exists, and
   * answers the same when it does not. Error: `validation` (not an e-mail).
   */
  requestPasswordReset(actor: Actor, input: PasswordResetRequest): Promise<void>;
  /**
   * A new password with the e-mailed token; the caller ends the account's sessions. Errors:
   * `invalid_token` (unknown, used, retired or expired), `password_mismatch`, `password_too_short`.
   */
  resetPassword(actor: Actor, input: ResetPasswordInput): Promise<{ userId: string }>;
  /**
   * Deletes the acting person's account (the password asked again): their profile, trips,
   * unaccepted requests, notifications and photos go; the orders they share with someone else
   * stay for that person, with the chats and reviews, under "Cuenta eliminada". The e-mail is free
   * to register again; the caller ends the account's sessions. Errors: `login_required`,
   * `wrong_password`, `account_busy` (an order accepted or paid and not yet delivered).
   */
  deleteAccount(actor: Actor, input: DeleteAccountInput): Promise<void>;
  /**
   * Confirms the e-mail with the token of the link sent at registration (or again later); works
   * from any device, logged in or not. Error: `invalid_token` (unknown, used, replaced, expired).
   */
  confirmEmail(actor: Actor, input: ConfirmEmailInput): Promise<void>;
  /**
   * E-mails a new confirmation link (older ones stop working); nothing when already confirmed.
   * Errors: `login_required`, `provider_unavailable` (the e-mail could not be sent).
   */
  resendEmailConfirmation(actor: Actor): Promise<{ alreadyConfirmed: boolean }>;
}

export interface VerificationSubmission {
  readonly documentType: string;
  readonly front?: Blob | null;
  readonly back?: Blob | null;
  readonly selfie?: Blob | null;
}

export interface VerificationArea {
  status(actor: Actor): Promise<VerificationStatus | null>;
  submit(actor: Actor, submission: VerificationSubmission): Promise<VerificationStatus>;
  /** Asks the provider for the decision of a pending verification. */
  refresh(actor: Actor): Promise<VerificationStatus>;
}
