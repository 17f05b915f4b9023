/**
 * The purchase receipt (issue 37, decision 050): what the traveller paid, typed as people type
 * amounts, and the file that shows it — a photo (checked, scaled and re-encoded as every upload)
 * or a PDF, told by its first bytes and kept as sent under its own cap.
 */
import { DomainError } from '#src/domain-error';
import { parseAmount } from '#src/money';
import { sniffImageType } from '#src/rules/images';
import type { ProductRequest, PurchaseReceipt } from '#src/schemas/product-request';

/**
 * The largest PDF receipt kept, in bytes (4 MiB). A shop's receipt or invoice exported as PDF
 * weighs tens to a few hundred KiB, a phone's two-page scan 1–3 MiB; a PDF is stored as sent
 * (nothing re-encodes it, unlike a photo, which leaves the pipeline at tens of KiB), in the
 * database beside the order, so the cap is what one receipt may cost a row. Below the API's 8 MB
 * per file, so a larger PDF is refused by this rule with its own Spanish message (413).
 */
export const RECEIPT_PDF_MAX_BYTES = 4 * 1024 * 1024;

/** What a PDF starts with (ISO 32000: the header `%PDF-` then the version). */
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d] as const;

/** The receipt's refusals, in Spanish (tú), each on its form field. */
export const RECEIPT_MESSAGES = {
  onlyTraveller: ['Acción no permitida', 'Solo el viajero que trae este pedido puede subir el comprobante de compra.'],
  notNow: [
    'Ahora no se puede',
    'El comprobante se sube con el pedido pagado y antes de la entrega. Después de la entrega queda como estaba.',
  ],
  fileRequired: ['Falta el comprobante', 'Adjunta una foto o un PDF del comprobante de compra.'],
  fileInvalid: [
    'Archivo no válido',
    'El comprobante debe ser una foto (JPG, PNG, WebP o GIF) o un PDF. Otros archivos, como HTML o SVG, no se aceptan.',
  ],
  pdfTooLarge: [
    'PDF demasiado grande',
    `El PDF puede pesar hasta ${String(RECEIPT_PDF_MAX_BYTES / 1024 / 1024)} MB. Sácale una foto o expórtalo de nuevo más liviano.`,
  ],
  amountInvalid: ['Revisa el monto', 'Escribe cuánto pagaste, en la moneda del pedido.'],
  amountZero: 'El monto tiene que ser mayor que cero.',
  packNotPaid: [
    'Todavía no hay comprobantes',
    'Los comprobantes del pedido están disponibles cuando el pedido está pagado.',
  ],
  /** Decision 052: money moved (or may be moving) on this receipt's amount. */
  fixedByTopUp: [
    'El comprobante ya no se puede cambiar',
    'Quien compra ya aprobó (o está aprobando) un pago adicional por el monto de este comprobante, así que queda como está.',
  ],
} as const;

/** What the file is, told by its first bytes (never by its name or the type it claims). */
export function sniffReceiptKind(head: Uint8Array): PurchaseReceipt['kind'] | null {
  if (sniffImageType(head) !== null) return 'image';
  if (PDF_MAGIC.every((b, i) => head[i] === b)) return 'pdf';
  return null;
}

/** The amount paid, in cents, or the refusal with its Spanish message on `amount`. */
export function receiptAmountCents(typed: string): number {
  const parsed = parseAmount(typed);
  if (parsed.ok && parsed.cents > 0) return parsed.cents;
  const message = parsed.ok ? RECEIPT_MESSAGES.amountZero : parsed.message;
  const [title] = RECEIPT_MESSAGES.amountInvalid;
  throw new DomainError('validation', title, message, { amount: message });
}

/** The receipt's refusal `key`, with its description on `field` (the form's `file` by default). */
export function receiptError(
  code: 'forbidden' | 'invalid_transition' | 'image_required' | 'image_invalid' | 'file_too_large',
  key: Exclude<keyof typeof RECEIPT_MESSAGES, 'amountZero'>,
  field: string | null = 'file',
): DomainError {
  const [title, description] = RECEIPT_MESSAGES[key];
  return new DomainError(code, title, description, field ? { [field]: description } : {});
}

/** While the receipt may be uploaded or replaced: the order paid, not delivered nor cancelled. */
export const receiptOpen = (request: ProductRequest): boolean => request.status === 'paid';

/** Decision 052: a top-up charged or being charged fixes the receipt it was computed on. */
export const receiptFixed = (request: Pick<ProductRequest, 'topUp'>): boolean =>
  request.topUp?.status === 'charging' || request.topUp?.status === 'approved';

/** The download's name: `comprobante-<first 8 of the order id>.pdf|.webp`. */
export function receiptFileName(orderId: string, receipt: Pick<PurchaseReceipt, 'kind'>, type: string): string {
  const short = orderId.replace(/[^A-Za-z0-9]/g, '').slice(0, 8) || 'pedido';
  const extension = receipt.kind === 'pdf' ? 'pdf' : (type.split('/')[1] ?? 'webp').replace(/[^a-z]/g, '') || 'webp';
  return `comprobante-${short}.${extension}`;
}
