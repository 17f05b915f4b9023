// The domain's enumerations, their Spanish labels and the interface's fixed texts, without zod:
// pages that only show a category or a status read them from here, so their first load does not
// carry zod and the schemas (decision 024). The schemas (`#src/enums`) build on these.
import type { FlagCode } from '#src/countries';

export const CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'BRL', 'CAD', 'AUD'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const CATEGORIES = ['tecnologia', 'juegos', 'perfumes', 'ropa', 'otras'] as const;
export type Category = (typeof CATEGORIES)[number];
export const CATEGORY_LABELS: Readonly<Record<Category, string>> = {
  tecnologia: 'Tecnología',
  juegos: 'Juegos',
  perfumes: 'Perfumes',
  ropa: 'Ropa',
  otras: 'Otras',
};

export const SPACE_SIZES = ['small', 'medium', 'large', 'extra-large'] as const;
export type SpaceSize = (typeof SPACE_SIZES)[number];
export const SPACE_SIZE_LABELS: Readonly<Record<SpaceSize, string>> = {
  small: 'Pequeño',
  medium: 'Mediano',
  large: 'Grande',
  'extra-large': 'Extra grande',
};

/**
 * How a trip enters Argentina, which sets the traveller's franchise (issue 37; `franchiseOf` in
 * `#src/customs`). Asked when a trip is registered; older trips are air or sea.
 */
export const ENTRY_WAYS = ['air_sea', 'land'] as const;
export type EntryWay = (typeof ENTRY_WAYS)[number];
export const ENTRY_WAY_LABELS: Readonly<Record<EntryWay, string>> = {
  air_sea: 'Avión o barco',
  land: 'Por tierra',
};

export const PROVINCES = [
  'Buenos Aires',
  'Ciudad Autónoma de Buenos Aires',
  'Córdoba',
  'Santa Fe',
  'Mendoza',
  'Tucumán',
] as const;
export type Province = (typeof PROVINCES)[number];

/** Document types offered for verification. Registration always records DNI (spec §3). */
export const DOCUMENT_TYPES = ['DNI', 'Pasaporte', 'Registro vehicular'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** `cancelled`: withdrawn by its buyer before anyone accepted it, or by both parties' agreement after (decision 022). */
export const REQUEST_STATUSES = ['active', 'accepted', 'paid', 'completed', 'cancelled'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
const STATUS_LABELS: Readonly<Record<RequestStatus, string>> = {
  active: 'Activo',
  accepted: 'Aceptado',
  paid: 'Pagado (en garantía)',
  completed: 'Completado',
  cancelled: 'Cancelado',
};
/** Spanish label; anything else is 'Desconocido' (spec §4). */
export function statusLabel(status: string): string {
  return (STATUS_LABELS as Record<string, string>)[status] ?? 'Desconocido';
}

export const VERIFICATION_STATUSES = ['not_verified', 'pending', 'verified', 'declined'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];
export const VERIFICATION_STATUS_LABELS: Readonly<Record<VerificationStatus, string>> = {
  not_verified: 'No verificado',
  pending: 'En revisión',
  verified: 'Verificado',
  declined: 'Rechazado',
};

export interface DialCode {
  readonly country: string;
  readonly code: string;
  readonly flag: FlagCode;
}
/** Thirteen countries for the phone field; Argentina first and default. */
export const DIAL_CODES: readonly DialCode[] = [
  { country: 'Argentina', code: '+54', flag: 'AR' },
  { country: 'Brasil', code: '+55', flag: 'BR' },
  { country: 'Chile', code: '+56', flag: 'CL' },
  { country: 'Uruguay', code: '+598', flag: 'UY' },
  { country: 'Paraguay', code: '+595', flag: 'PY' },
  { country: 'Bolivia', code: '+591', flag: 'BO' },
  { country: 'Perú', code: '+51', flag: 'PE' },
  { country: 'Colombia', code: '+57', flag: 'CO' },
  { country: 'México', code: '+52', flag: 'MX' },
  { country: 'Estados Unidos', code: '+1', flag: 'US' },
  { country: 'España', code: '+34', flag: 'ES' },
  { country: 'Italia', code: '+39', flag: 'IT' },
  { country: 'Reino Unido', code: '+44', flag: 'GB' },
];
export const DEFAULT_DIAL_CODE = '+54';

/**
 * The optional short texts a buyer may add to a request (a product's brand, say), each a public
 * text field of the request named `key` ('' when not given, at most `max` characters): the form's
 * input on /comprador and the edit form, and the facts shown on the request's page and its card,
 * are made from this list (decision 036). The field itself is the schema's
 * (`schemas/product-request.ts`: the record's and the form's, and its public key). Zod-free, like
 * the rest of this module: the site's pages read it.
 */
interface RequestTextFact {
  readonly key: string;
  /** What the page and the card call it ("Marca"); the form's input adds "(opcional)". */
  readonly label: string;
  readonly max: number;
}
export const REQUEST_TEXT_FACTS: readonly RequestTextFact[] = [];

/** Default notes text when none were given (spec §2). */
export const NO_NOTES_TEXT = 'No hay notas adicionales para este producto.';

/** Why a party opens a dispute (decision 026); the text says the rest. */
export const DISPUTE_REASONS = {
  not_delivered: 'El producto no fue entregado',
  code_not_given: 'Quien compró no entrega el código',
  wrong_product: 'El producto no es el pedido o llegó dañado',
  other: 'Otro motivo',
} as const;
export type DisputeReason = keyof typeof DISPUTE_REASONS;
/**
 * The reasons each party may give (decision 026): the buyer is never offered the traveller's
 * "Quien compró no entrega el código", nor the traveller the buyer's "no fue entregado".
 */
export const DISPUTE_REASONS_BY_ROLE: Readonly<Record<'buyer' | 'traveller', readonly DisputeReason[]>> = {
  buyer: ['not_delivered', 'wrong_product', 'other'],
  traveller: ['code_not_given', 'other'],
};

/**
 * Someone else accepted the request first (`MESSAGES.alreadyAccepted`, which is this): here as
 * well, so the request page, which says it, does not load every message (decision 024).
 */
export const ALREADY_ACCEPTED_MESSAGE = ['Pedido ya aceptado', 'Otro viajero ya aceptó este pedido.'] as const;
