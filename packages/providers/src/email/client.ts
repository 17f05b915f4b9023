import { sendEmailResponseWire } from './wire';
import { HttpClient, type HttpClientOptions } from '../http';
import { EmailProviderError, emailMessages } from '../errors';
import type {
  ActivityMessage,
  EmailConfirmationMessage,
  EmailSender,
  PasswordResetMessage,
  RegistrationConfirmation,
} from '@cg/domain/ports/index';
import { isSitePath } from '@cg/domain/rules/site-path';

export interface EmailMessage {
  readonly to: string;
  readonly subject: string;
  /** Plain-text Spanish body. */
  readonly text: string;
  readonly html?: string | undefined;
  /** A label for the kind of message, e.g. `registration-confirmation`. */
  readonly category?: string | undefined;
}

export interface SentEmail {
  readonly id: string;
}

export interface EmailProviderClientOptions extends HttpClientOptions {
  readonly apiKey: string;
  /** Sender. @default 'Conexión Global <hola@conexionglobal.com.ar>' */
  readonly from?: string | undefined;
  /** Absolute URL of the site, for links in the messages. */
  readonly siteUrl: string;
}

const defaultEmailSender = 'Conexión Global <hola@conexionglobal.com.ar>';

/** HTTP client of the transactional e-mail provider; implements the domain's {@link EmailSender}. */
export class EmailProviderClient implements EmailSender {
  readonly #http: HttpClient;
  readonly #apiKey: string;
  readonly #from: string;
  readonly #siteUrl: string;

  constructor(options: EmailProviderClientOptions) {
    this.#http = new HttpClient(options, (context) => new EmailProviderError({ ...context, ...emailMessages.error }));
    this.#apiKey = options.apiKey;
    this.#from = options.from ?? defaultEmailSender;
    this.#siteUrl = options.siteUrl;
  }

  async sendRegistrationConfirmation(message: RegistrationConfirmation): Promise<void> {
    await this.send(
      registrationConfirmationEmail({
        firstName: message.firstName,
        email: message.to,
        siteUrl: this.#siteUrl,
        token: message.token,
      }),
    );
  }

  async sendEmailConfirmation(message: EmailConfirmationMessage): Promise<void> {
    await this.send(emailConfirmationEmail({ ...message, siteUrl: this.#siteUrl }));
  }

  async sendPasswordReset(message: PasswordResetMessage): Promise<void> {
    await this.send(passwordResetEmail({ ...message, siteUrl: this.#siteUrl }));
  }

  async sendActivity(message: ActivityMessage): Promise<void> {
    await this.send(activityEmail({ ...message, siteUrl: this.#siteUrl }));
  }

  async send(message: EmailMessage, options: { readonly signal?: AbortSignal | undefined } = {}): Promise<SentEmail> {
    const wire = await this.#http.request(sendEmailResponseWire, {
      method: 'POST',
      path: '/emails',
      headers: { Authorization: `Bearer ${this.#apiKey}` },
      signal: options.signal,
      body: {
        from: this.#from,
        to: [message.to],
        subject: message.subject,
        text: message.text,
        html: message.html,
        tags: message.category === undefined ? undefined : [{ name: 'category', value: message.category }],
      },
    });
    return { id: wire.id };
  }
}

export interface RegistrationConfirmationInput {
  readonly firstName: string;
  readonly email: string;
  /** Absolute URL of the site, for the link in the body. */
  readonly siteUrl: string;
  /** The e-mail confirmation link's token (none: the message has no link). */
  readonly token?: string | undefined;
}

/** The link that confirms the e-mail: /confirmar-email?token=… */
const confirmationLink = (site: string, token: string) => `${site}/confirmar-email?token=${encodeURIComponent(token)}`;

/** The registration confirmation e-mail (spec: '¡Cuenta creada!' plus a confirmation notice). @internal */
export function registrationConfirmationEmail(input: RegistrationConfirmationInput): EmailMessage {
  const site = input.siteUrl.endsWith('/') ? input.siteUrl.slice(0, -1) : input.siteUrl;
  const text = [
    `¡Hola, ${input.firstName}!`,
    '',
    'Tu cuenta en Conexión Global fue creada con éxito.',
    'Ya puedes publicar pedidos de productos del exterior o registrar tus viajes a Argentina y ganar dinero trayendo productos.',
    '',
    `Inicia sesión en ${site}/login para comenzar.`,
    '',
    'Recuerda: tu pago queda en garantía hasta que recibas tu producto.',
    ...(input.token === undefined
      ? []
      : [
          '',
          `Confirma tu e-mail con este enlace (vale 48 horas): ${confirmationLink(site, input.token)}`,
          'Puedes usar Conexión Global desde ya; para retirar tus ganancias necesitarás el e-mail confirmado.',
        ]),
    '',
    'Si no creaste esta cuenta, ignora este correo.',
    '',
    'El equipo de Conexión Global',
  ].join('\n');
  return {
    to: input.email,
    subject: '¡Cuenta creada! Te damos la bienvenida a Conexión Global',
    text,
    category: 'registration-confirmation',
  };
}

/** The password-reset e-mail: a single-use link to /restablecer-contrasena, valid 30 minutes. @internal */
export function passwordResetEmail(input: PasswordResetMessage & { readonly siteUrl: string }): EmailMessage {
  const site = input.siteUrl.endsWith('/') ? input.siteUrl.slice(0, -1) : input.siteUrl;
  const link = `${site}/restablecer-contrasena?token=${encodeURIComponent(input.token)}`;
  const text = [
    `¡Hola, ${input.firstName}!`,
    '',
    'Recibimos un pedido para restablecer la contraseña de tu cuenta en Conexión Global.',
    `Para elegir una nueva, abre este enlace en los próximos 30 minutos: ${link}`,
    '',
    'El enlace sirve una sola vez. Si no lo pediste tú, ignora este correo: tu contraseña no cambia.',
    '',
    'El equipo de Conexión Global',
  ].join('\n');
  return { to: input.to, subject: 'Restablece tu contraseña de Conexión Global', text, category: 'password-reset' };
}

/** A new e-mail confirmation link, asked for from /settings. @internal */
export function emailConfirmationEmail(input: EmailConfirmationMessage & { readonly siteUrl: string }): EmailMessage {
  const site = input.siteUrl.endsWith('/') ? input.siteUrl.slice(0, -1) : input.siteUrl;
  const text = [
    `¡Hola, ${input.firstName}!`,
    '',
    `Para confirmar tu e-mail en Conexión Global, abre este enlace en las próximas 48 horas: ${confirmationLink(site, input.token)}`,
    '',
    'El enlace sirve una sola vez. Si no lo pediste tú, ignora este correo.',
    '',
    'El equipo de Conexión Global',
  ].join('\n');
  return { to: input.to, subject: 'Confirma tu e-mail de Conexión Global', text, category: 'email-confirmation' };
}

/**
 * A notification by e-mail, for someone who had no page open when it happened: its title as the
 * subject, its text, and the link to open it here (only a path of this site). @internal
 */
export function activityEmail(input: ActivityMessage & { readonly siteUrl: string }): EmailMessage {
  const site = input.siteUrl.endsWith('/') ? input.siteUrl.slice(0, -1) : input.siteUrl;
  const link = isSitePath(input.link) ? `${site}${input.link}` : `${site}/dashboard`;
  const text = [
    `¡Hola, ${input.firstName}!`,
    '',
    input.text,
    '',
    `Ábrelo en Conexión Global: ${link}`,
    '',
    'Te escribimos porque no tenías Conexión Global abierto cuando pasó.',
    'El equipo de Conexión Global',
  ].join('\n');
  return { to: input.to, subject: input.title, text, category: 'activity' };
}
