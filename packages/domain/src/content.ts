import { z } from 'zod';

/** Static content the spec fixes (samples shown as they are). */
export const SAMPLE_COUPONS = [
  { code: 'BIENVENIDO10', description: '10% de descuento en tu primera compra', status: 'Disponible' },
  { code: 'VERANO2025', description: '$20 de descuento en pedidos mayores a $200', status: 'Disponible' },
  { code: 'INVITADO5', description: '$5 de descuento por cada amigo referido', status: 'Expirado' },
] as const;

export const SAMPLE_CARDS = [
  { id: 'card-1', brand: 'Visa', last4: '4242', expiry: '12/27', isDefault: true },
  { id: 'card-2', brand: 'Mastercard', last4: '5555', expiry: '08/26', isDefault: false },
] as const;

export type CouponResult =
  | { readonly ok: true; readonly title: string }
  | { readonly ok: false; readonly title: string; readonly description: string };

/** Spec §5: empty → 'Código inválido'; anything else is accepted. */
export function redeemCoupon(code: string): CouponResult {
  const c = code.trim();
  if (!c)
    return { ok: false, title: 'Código inválido', description: 'Por favor, introduce un código de cupón válido.' };
  return { ok: true, title: `Cupón "${c}" aplicado` };
}

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
