import { z } from 'zod';

/** Static content the spec fixes (samples shown as they are). */

export const SUCCESS_STORIES = [
  {
    id: 1,
    product: 'iPhone 15 Pro',
    buyer: 'María L.',
    traveler: 'Carlos R.',
    review: 'Llegó perfecto y ahorré muchísimo.',
    image: null,
    buyerSavings: 75,
    travelerEarnings: 30,
    originFlag: 'US',
  },
  {
    id: 2,
    product: 'MacBook Air M3',
    buyer: 'Javier P.',
    traveler: 'Laura S.',
    review: 'Todo muy claro y seguro, lo recomiendo.',
    image: null,
    buyerSavings: 450,
    travelerEarnings: 150,
    originFlag: 'US',
  },
  {
    id: 3,
    product: 'Perfume Dior Sauvage',
    buyer: 'Sofía M.',
    traveler: 'Diego F.',
    review: 'El viajero fue súper amable y puntual.',
    image: null,
    buyerSavings: 120,
    travelerEarnings: 50,
    originFlag: 'FR',
  },
  {
    id: 4,
    product: 'PlayStation 5',
    buyer: 'Martín G.',
    traveler: 'Ana B.',
    review: 'Pagué seguro y recibí mi consola en una semana.',
    image: null,
    buyerSavings: 200,
    travelerEarnings: 80,
    originFlag: 'ES',
  },
] as const;

/**
 * The prototype's two hard-coded reviews.
 * @deprecated Profiles show real reviews: `market.reviews.forUser(userId)`. Kept for old stories.
 */
export const SAMPLE_REVIEWS = [
  { rating: 5, text: 'Excelente viajero, muy responsable y comunicativo.', author: 'María L.' },
  { rating: 4, text: 'Todo llegó bien, un poco de demora en responder.', author: 'Javier P.' },
] as const;

/** Average rating to one decimal, as the public profile shows it. */
export function averageRating(reviews: ReadonlyArray<{ rating: number }>): string {
  if (reviews.length === 0) return '0.0';
  return (reviews.reduce((s, r) => s + r.rating, 0) / reviews.length).toFixed(1);
}

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
