/** Port for transactional e-mail. HTTP implementation in `@cg/providers`; fake in `@cg/testkit`. */

export interface RegistrationConfirmation {
  readonly to: string;
  readonly firstName: string;
  readonly lastName: string;
  /** The e-mail confirmation link's token; it goes in the link, never in a log. */
  readonly token?: string | undefined;
}

/** A new link to confirm the e-mail (asked for again from /settings). */
export interface EmailConfirmationMessage {
  readonly to: string;
  readonly firstName: string;
  readonly token: string;
}

/** A link to choose a new password; `token` goes in the link, never in a log. */
export interface PasswordResetMessage {
  readonly to: string;
  readonly firstName: string;
  readonly token: string;
}

/** Something that happened while the person had no page open (a notification, by e-mail). */
export interface ActivityMessage {
  readonly to: string;
  readonly firstName: string;
  /** The notification's title and text, as the bell shows them. */
  readonly title: string;
  readonly text: string;
  /** A path of this site to open it ("/chat/…"), or null. */
  readonly link: string | null;
}

export interface EmailSender {
  sendRegistrationConfirmation(message: RegistrationConfirmation): Promise<unknown>;
  sendPasswordReset(message: PasswordResetMessage): Promise<unknown>;
  sendEmailConfirmation(message: EmailConfirmationMessage): Promise<unknown>;
  sendActivity(message: ActivityMessage): Promise<unknown>;
}
