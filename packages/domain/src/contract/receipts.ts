/** The purchase receipt of an order (issue 37, decision 050): uploaded by its traveller, read by its parties. */
import type { OrderView } from '#src/projections';
import type { Actor } from '#src/schemas/common';
import type { PurchaseReceipt } from '#src/schemas/product-request';
import type { ReceiptsPackSource } from '#src/rules/receipts-pack';

/** What the traveller sends: the amount paid as typed, in the request's currency, and the file. */
export interface UploadReceiptCommand {
  readonly amount: string;
  /** A photo (JPEG, PNG, WebP, GIF) or a PDF, told by its first bytes. */
  readonly file?: Blob | null;
}

/** The stored file, to download. */
export interface ReceiptFile {
  readonly blob: Blob;
  /** `comprobante-<short id>.pdf|.webp`. */
  readonly fileName: string;
  readonly kind: PurchaseReceipt['kind'];
}

export interface ReceiptsArea {
  /**
   * The order's accepting traveller uploads (or replaces) the purchase receipt while the order is
   * paid and not delivered; the buyer is notified and both parties' pages change live. A photo
   * goes through the image pipeline; a PDF is checked by its first bytes (`%PDF-`) and kept as
   * sent, up to `RECEIPT_PDF_MAX_BYTES`. A replaced receipt's file is deleted. Errors:
   * `login_required`, `not_found` (anyone but the parties), `forbidden` (the buyer),
   * `invalid_transition` (not paid, delivered, cancelled), `validation` (fieldErrors `amount`),
   * `image_required`, `image_invalid` (neither a photo nor a PDF), `image_processing`,
   * `file_too_large` (a PDF over the cap).
   */
  upload(actor: Actor, id: string, command: UploadReceiptCommand): Promise<OrderView>;
  /**
   * The receipt's file for the order's two parties, and for support while a dispute on it is
   * open; null for anyone else, an unknown order or an order with no receipt.
   */
  file(actor: Actor, id: string): Promise<ReceiptFile | null>;
  /**
   * What the order's receipts pack is drawn from (decision 053): the order as the actor sees it,
   * both parties' names as the order shows them and the trip that brings it. The order's two
   * parties only, once it was paid: null for anyone else or an unknown order; `invalid_transition`
   * ('Todavía no hay comprobantes') for a party of an order not paid yet.
   */
  pack(actor: Actor, id: string): Promise<ReceiptsPackSource | null>;
}
