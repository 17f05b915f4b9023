// The card fields as typed on /checkout and /payment-methods, read and checked the same way before
// the provider's SDK sees them (the number never reaches our server).
import type { CardDetails } from '@cg/providers';
import type { PaymentMethodView } from '@cg/domain';
import type { SavedCardItem } from '@cg/ui';

export const CARD_MESSAGES = {
  cardNumber: 'Ingresa el número de la tarjeta.',
  cardExpiry: 'Ingresa el vencimiento como MM/AA.',
  cardCvv: 'Ingresa el código de seguridad (3 o 4 dígitos).',
  cardholderName: 'Ingresa el nombre como figura en la tarjeta.',
} as const;

const BILLING_FIELDS = new Set(['name', 'email', 'address']);

/**
 * What the toast and the form's alert say when checkout's form is not whole: the part that is
 * wrong (issue 35 item 9). The billing fields keep the spec's "completa todos los campos de
 * facturación"; a card typed wrong is named as the card, with its first field's message, instead
 * of sending the person to the billing fields they filled in.
 */
export function paymentFormProblem(fieldErrors: Readonly<Record<string, string>>): string {
  const names = Object.keys(fieldErrors);
  const billing = names.some((n) => BILLING_FIELDS.has(n));
  const card = names.filter((n) => !BILLING_FIELDS.has(n));
  if (billing && card.length > 0) return 'Revisa los datos de facturación y los de la tarjeta marcados abajo.';
  if (card.length > 0) return `Revisa los datos de la tarjeta: ${fieldErrors[card[0] ?? ''] ?? ''}`.trim();
  return 'Por favor, completa todos los campos de facturación.';
}

/** A security code as the provider takes it (3 or 4 digits), or null. */
export function securityCodeOf(typed: string): string | null {
  const cvv = typed.trim();
  return /^\d{3,4}$/.test(cvv) ? cvv : null;
}

/** The card for the SDK, or a message per field that is not right. */
export function readCard(typed: {
  readonly cardNumber: string;
  readonly cardExpiry: string;
  readonly cardCvv: string;
  readonly cardholderName: string;
}): { readonly card: CardDetails } | { readonly fieldErrors: Record<string, string> } {
  const fieldErrors: Record<string, string> = {};
  const number = typed.cardNumber.replace(/\s+/g, '');
  // MM/AA or MM/AAAA; without the slash too (pasted, or typed before the page's script ran).
  const expiry = /^(\d{2})\s*\/?\s*(\d{2}|\d{4})$/.exec(typed.cardExpiry.trim());
  const cvv = securityCodeOf(typed.cardCvv);
  const holder = typed.cardholderName.trim();
  if (!/^\d{13,19}$/.test(number)) fieldErrors.cardNumber = CARD_MESSAGES.cardNumber;
  if (!expiry || Number(expiry[1]) < 1 || Number(expiry[1]) > 12) fieldErrors.cardExpiry = CARD_MESSAGES.cardExpiry;
  if (cvv === null) fieldErrors.cardCvv = CARD_MESSAGES.cardCvv;
  if (!holder) fieldErrors.cardholderName = CARD_MESSAGES.cardholderName;
  if (Object.keys(fieldErrors).length > 0 || !expiry || cvv === null) return { fieldErrors };
  const year = Number(expiry[2]);
  return {
    card: {
      cardNumber: number,
      expirationMonth: Number(expiry[1]),
      expirationYear: year < 100 ? 2000 + year : year,
      securityCode: cvv,
      cardholderName: holder,
    },
  };
}

/** A saved card as the ui shows it. */
export function savedCardItem(card: PaymentMethodView): SavedCardItem {
  return {
    id: card.id,
    brandName: card.brandName,
    lastFour: card.lastFour,
    expiryText: `${String(card.expirationMonth).padStart(2, '0')}/${String(card.expirationYear % 100).padStart(2, '0')}`,
    holderName: card.holderName,
    isDefault: card.isDefault,
    expired: card.expired,
  };
}
