import { z } from 'zod';

const CONTACT_REQUIRED = 'Este campo es obligatorio.';
/** Contact form: name, e-mail and message required; nothing is sent (spec §2). */
export const contactSchema = z.object({
  name: z.string().trim().min(1, CONTACT_REQUIRED),
  email: z.string().trim().min(1, CONTACT_REQUIRED).pipe(z.email('El formato del email es inválido.')),
  message: z.string().trim().min(1, CONTACT_REQUIRED),
});
export const CONTACT_SENT = ['¡Mensaje Enviado!', 'Gracias por contactarnos. Te responderemos a la brevedad.'] as const;

/** Terms and privacy policy date (spec §9). */
export const LEGAL_UPDATED_AT = '2025-08-29';
