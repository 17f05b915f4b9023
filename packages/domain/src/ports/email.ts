/** Port for transactional e-mail. HTTP implementation in `src/providers/`; fake in `src/testing/`. */

export interface RegistrationConfirmation {
  readonly to: string;
  readonly firstName: string;
  readonly lastName: string;
}

export interface EmailSender {
  sendRegistrationConfirmation(message: RegistrationConfirmation): Promise<unknown>;
}
