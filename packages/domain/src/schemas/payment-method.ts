import { z } from 'zod';
import { idSchema, instantSchema } from '#src/schemas/common';

/**
 * A card a person saved with the payment provider (decision 027). The card's number never reaches
 * us: the browser tokenises it with the provider's SDK and the provider keeps the card under its
 * customer; we keep only the provider's ids, the brand, the last four digits, the expiry and the
 * holder's name as it was entered on the card.
 */
/** A card stored by this browser before the holder's whole name was kept: its first name stands for it. */
const withLegacyHolder = (stored: unknown) =>
  typeof stored === 'object' && stored !== null && !('holderName' in stored) && 'holderFirstName' in stored
    ? { ...stored, holderName: stored.holderFirstName }
    : stored;

export const paymentMethodSchema = z.preprocess(
  withLegacyHolder,
  z.object({
    id: idSchema,
    userId: idSchema,
    /** The provider's customer the card belongs to (one per person, made with their first card). */
    providerCustomerId: z.string().min(1),
    /** The provider's card id: what a payment with this card asks a token for. */
    providerCardId: z.string().min(1),
    /** The provider's payment method id (`visa`, `master`, `amex`…). */
    brand: z.string().min(1),
    lastFour: z.string().regex(/^\d{4}$/),
    expirationMonth: z.number().int().min(1).max(12),
    expirationYear: z.number().int().min(2000).max(2200),
    /**
     * The holder's name as entered ("LUCIA GOMEZ"), shown on the card (issue 35 item 9: only the
     * first word was kept). Cards saved before keep the first name they were stored with.
     */
    holderName: z.string(),
    isDefault: z.boolean(),
    createdAt: instantSchema,
  }),
);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** How each brand is named on screen. */
const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  master: 'Mastercard',
  amex: 'American Express',
  debvisa: 'Visa Débito',
  debmaster: 'Mastercard Débito',
};

/** A saved card as its owner sees it (no customer id, no user id). */
export interface PaymentMethodView {
  readonly id: string;
  readonly brand: string;
  readonly brandName: string;
  readonly lastFour: string;
  readonly expirationMonth: number;
  readonly expirationYear: number;
  readonly holderName: string;
  readonly isDefault: boolean;
  /** Past its expiry month (at `now`): shown as such, and not offered at checkout. */
  readonly expired: boolean;
  /** The provider's card id, which the checkout gives the provider's SDK to get a token. */
  readonly providerCardId: string;
}

export function paymentMethodView(m: PaymentMethod, now: string): PaymentMethodView {
  const date = new Date(now);
  const current = date.getUTCFullYear() * 12 + date.getUTCMonth();
  return {
    id: m.id,
    brand: m.brand,
    brandName: BRAND_NAMES[m.brand] ?? m.brand.toUpperCase(),
    lastFour: m.lastFour,
    expirationMonth: m.expirationMonth,
    expirationYear: m.expirationYear,
    holderName: m.holderName,
    isDefault: m.isDefault,
    expired: m.expirationYear * 12 + (m.expirationMonth - 1) < current,
    providerCardId: m.providerCardId,
  };
}

/** A saved card in the person's "your data" export: what they see of it, without the provider's ids. */
export type PaymentMethodExport = Omit<PaymentMethodView, 'providerCardId'>;

/** The export's copy of a saved card. */
export function paymentMethodExport(view: PaymentMethodView): PaymentMethodExport {
  const { providerCardId: _providerCardId, ...shown } = view;
  return shown;
}

/** What the person sends to save a card: the provider SDK's token for it, never the card. */
export interface SaveCardInput {
  readonly cardToken: string;
}
