import { z } from 'zod';

const CONTACT_REQUIRED = 'Este campo es obligatorio.';
/** The contact form's maximum lengths (an account's name and e-mail, decision 033; a message of a few paragraphs). */
export const CONTACT_MAX = { name: 100, email: 254, message: 5000 } as const;
/** Contact form: name, e-mail and message required; delivered to support (issue 35 item 14, decision 044). */
export const contactSchema = z.object({
  name: z.string().trim().min(1, CONTACT_REQUIRED).max(CONTACT_MAX.name, `Máximo ${CONTACT_MAX.name} caracteres.`),
  email: z
    .string()
    .trim()
    .min(1, CONTACT_REQUIRED)
    .max(CONTACT_MAX.email, `Máximo ${CONTACT_MAX.email} caracteres.`)
    .pipe(z.email('El formato del email es inválido.')),
  message: z
    .string()
    .trim()
    .min(1, CONTACT_REQUIRED)
    .max(CONTACT_MAX.message, `Máximo ${CONTACT_MAX.message} caracteres.`),
});
export const CONTACT_SENT = ['¡Mensaje Enviado!', 'Gracias por contactarnos. Te responderemos a la brevedad.'] as const;

/** Terms and privacy policy date (spec §9). */
export const LEGAL_UPDATED_AT = '2025-08-29';
