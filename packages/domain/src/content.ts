import { z } from 'zod';

export const SAMPLE_CARDS = [
  { id: 'card-1', brand: 'Visa', last4: '4242', expiry: '12/27', isDefault: true },
  { id: 'card-2', brand: 'Mastercard', last4: '5555', expiry: '08/26', isDefault: false },
] as const;

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
