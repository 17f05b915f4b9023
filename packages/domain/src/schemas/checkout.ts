import { z } from 'zod';

const CHECKOUT_MESSAGES = {
  name: 'El nombre es obligatorio.',
  email: 'El email es obligatorio.',
  emailFormat: 'El formato del email es inválido.',
  address: 'La dirección es obligatoria.',
} as const;

/** Billing data on /checkout (spec §5). */
export const billingSchema = z.object({
  name: z.string({ error: CHECKOUT_MESSAGES.name }).trim().min(1, CHECKOUT_MESSAGES.name).max(200),
  email: z
    .string({ error: CHECKOUT_MESSAGES.email })
    .trim()
    .min(1, CHECKOUT_MESSAGES.email)
    // RFC 5321's longest address.
    .max(254, CHECKOUT_MESSAGES.emailFormat)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, CHECKOUT_MESSAGES.emailFormat),
  address: z.string({ error: CHECKOUT_MESSAGES.address }).trim().min(1, CHECKOUT_MESSAGES.address).max(300),
});
export type Billing = z.infer<typeof billingSchema>;
