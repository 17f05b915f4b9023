import type { Actor } from '#src/schemas/common';

/** The contact form's message (/contact): who writes, where to answer, and what. */
export interface ContactMessageInput {
  readonly name: string;
  readonly email: string;
  readonly message: string;
}

export interface ContactArea {
  /**
   * Anyone (a visitor too) writes to support: the message reaches every support account as a
   * notification (`contact_message`, listed on /soporte and in its bell) and as an e-mail through
   * the e-mail provider, with the sender's name and address to answer to (decision 044). Errors:
   * `validation` (fieldErrors `name`, `email`, `message`: required, the e-mail's format, their
   * maximum lengths), `provider_unavailable` (no support account is set up: nothing was sent).
   * The e-mail is best effort: the notification is the delivery.
   */
  send(actor: Actor, input: ContactMessageInput): Promise<void>;
}
