/**
 * This browser's file and the purchase receipts (decision 050): a receipt's file lives in the image
 * store beside the photos — a photo or a PDF — so the file carries it, and an import takes a PDF
 * back only where a receipt names it (anywhere else, a file must be a photo).
 */
import { sniffReceiptKind } from '@cg/domain/rules/receipts';
import type { ProductRequest } from '@cg/domain/schemas/product-request';
import { sniffImageType } from '#src/images/image-store';

/** The stored files the requests' receipts name. */
export const receiptFileIds = (requests: readonly Pick<ProductRequest, 'purchaseReceipt'>[]): string[] =>
  requests.flatMap((r) => (r.purchaseReceipt ? [r.purchaseReceipt.fileId] : []));

/**
 * The type an imported file is stored under, told by its bytes: a photo's, or a PDF's when the
 * file's receipts name it (`receiptFiles`); null: neither, the import is refused.
 */
export function importedFileType(id: string, bytes: Uint8Array, receiptFiles: ReadonlySet<string>): string | null {
  const head = bytes.subarray(0, 16);
  if (receiptFiles.has(id) && sniffReceiptKind(head) === 'pdf') return 'application/pdf';
  return sniffImageType(head);
}

/** The receipt with its file's new id; one whose file the import lacks keeps what was paid (its download finds nothing). */
export function remapReceipt<R extends Pick<ProductRequest, 'purchaseReceipt'>>(
  r: R,
  newIds: ReadonlyMap<string, string>,
): R {
  const fileId = r.purchaseReceipt ? newIds.get(r.purchaseReceipt.fileId) : undefined;
  return fileId && r.purchaseReceipt ? { ...r, purchaseReceipt: { ...r.purchaseReceipt, fileId } } : r;
}
