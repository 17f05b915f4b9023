// The purchase receipt (issue 37, decision 050): the traveller's upload (the amount as typed and
// one file), and the file itself for the order's parties — the answer is the file, as a download.
import { form, type ShapesOf } from '#src/api/shape';
import { route } from '#src/api/route';
import type { UploadReceiptCommand } from '#src/contract';
import type { OrderView } from '#src/projections';
import type { ReceiptsPackSource } from '#src/rules/receipts-pack';

export const receipts = {
  upload: route<OrderView, UploadReceiptCommand>()('POST', '/orders/:id/receipt', { via: 'form' }),
  /** The file (`Content-Disposition: attachment`); a 404 (null) for anyone but its readers. */
  download: route<Blob>()('GET', '/orders/:id/receipt', { missing: 'null' }),
  /** What the receipts pack is drawn from (decision 053); a 404 (null) for anyone but the parties. */
  packSource: route<ReceiptsPackSource>()('GET', '/orders/:id/pack/content', { missing: 'null' }),
  /** The receipts pack as a PDF (`Content-Disposition: attachment`); a 404 for anyone but the parties. */
  pack: route<Blob>()('GET', '/orders/:id/pack', { missing: 'null' }),
};

export const receiptsShapes = (): ShapesOf<typeof receipts> => ({
  upload: form<UploadReceiptCommand>()({ text: ['amount'], file: ['file'] }),
});
