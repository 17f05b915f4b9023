/** Port for transactional e-mail. HTTP implementation in `src/providers/`; fake in `src/testing/`. */

export interface RegistrationConfirmation {
  readonly to: string;
  readonly firstName: string;
  readonly lastName: string;
}

/** A link to choose a new password; `token` goes in the link, never in a log. */
export interface PasswordResetMessage {
  readonly to: string;
  readonly firstName: string;
  readonly token: string;
}

export interface EmailSender {
  sendRegistrationConfirmation(message: RegistrationConfirmation): Promise<unknown>;
  sendPasswordReset(message: PasswordResetMessage): Promise<unknown>;
}
