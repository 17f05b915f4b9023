/**
 * Why a card payment was refused, in words: one Spanish explanation per reason the provider gives
 * (Mercado Pago's `status_detail` of a rejected payment). The codes are for programs and logs; a
 * screen shows only these texts, under the spec's 'Error de Pago' title.
 */

/** Mercado Pago's reasons for a rejected card payment (its "Respuestas de pagos" list). @internal */
export const CARD_REJECTION_REASONS = [
  'cc_rejected_bad_filled_card_number',
  'cc_rejected_bad_filled_date',
  'cc_rejected_bad_filled_other',
  'cc_rejected_bad_filled_security_code',
  'cc_rejected_blacklist',
  'cc_rejected_call_for_authorize',
  'cc_rejected_card_disabled',
  'cc_rejected_card_error',
  'cc_rejected_duplicated_payment',
  'cc_rejected_high_risk',
  'cc_rejected_insufficient_amount',
  'cc_rejected_invalid_installments',
  'cc_rejected_max_attempts',
  'cc_rejected_other_reason',
  'cc_amount_rate_limit_exceeded',
] as const;
export type CardRejectionReason = (typeof CARD_REJECTION_REASONS)[number];

/** What each reason means to the buyer and what they can do about it (tú, as the spec speaks). @internal */
export const CARD_REJECTION_TEXTS: Readonly<Record<CardRejectionReason, string>> = {
  cc_rejected_bad_filled_card_number: 'El número de tarjeta no es correcto. Revísalo e inténtalo de nuevo.',
  cc_rejected_bad_filled_date: 'La fecha de vencimiento de la tarjeta no es correcta. Revísala e inténtalo de nuevo.',
  cc_rejected_bad_filled_other: 'Algún dato de la tarjeta no es correcto. Revísalos e inténtalo de nuevo.',
  cc_rejected_bad_filled_security_code:
    'El código de seguridad de la tarjeta no es correcto. Revísalo e inténtalo de nuevo.',
  cc_rejected_blacklist: 'No podemos procesar pagos con esta tarjeta. Prueba con otra tarjeta.',
  cc_rejected_call_for_authorize:
    'Tu banco necesita que autorices este pago. Llama al banco emisor de tu tarjeta y vuelve a intentarlo.',
  cc_rejected_card_disabled: 'Tu tarjeta no está activa. Llama al banco emisor para activarla o prueba con otra.',
  cc_rejected_card_error: 'La tarjeta no pudo procesar el pago. Inténtalo de nuevo en unos minutos o usa otra tarjeta.',
  cc_rejected_duplicated_payment:
    'Ya hiciste un pago por este mismo monto hace un momento. Si necesitas volver a pagar, usa otra tarjeta.',
  cc_rejected_high_risk: 'El pago fue rechazado por seguridad. Prueba con otra tarjeta.',
  cc_rejected_insufficient_amount: 'Tu tarjeta no tiene fondos suficientes. Prueba con otra tarjeta.',
  cc_rejected_invalid_installments:
    'Tu tarjeta no acepta esa cantidad de cuotas. Elige otra cantidad e inténtalo de nuevo.',
  cc_rejected_max_attempts: 'Llegaste al límite de intentos con esta tarjeta. Prueba con otra tarjeta.',
  cc_rejected_other_reason: 'El banco emisor de tu tarjeta no aprobó el pago. Prueba con otra tarjeta.',
  cc_amount_rate_limit_exceeded: 'Superaste el límite de compras de tu tarjeta. Prueba con otra tarjeta.',
};

/** For a reason the provider may add later: still an explanation, never the code. @internal */
export const GENERIC_CARD_REJECTION_TEXT = 'Tu tarjeta no aprobó el pago. Prueba con otra tarjeta.';

const isKnown = (reason: string): reason is CardRejectionReason =>
  (CARD_REJECTION_REASONS as readonly string[]).includes(reason);

/** The buyer's explanation of a refused card payment, from the provider's reason (or none). */
export function cardRejectionText(reason: string | null | undefined): string {
  return reason && isKnown(reason) ? CARD_REJECTION_TEXTS[reason] : GENERIC_CARD_REJECTION_TEXT;
}
