import { getMarketplace } from '#app/lib/marketplace.client';
import { currentActor } from '#app/lib/session';
import { text } from '#app/lib/forms';

/** The traveller uploads (or replaces) the order's purchase receipt (decision 050); answers its toast's words. */
export async function receiptStep(id: string, data: FormData) {
  const file = data.get('file');
  await getMarketplace().receipts.upload(await currentActor(), id, {
    amount: text(data, 'amount'),
    file: file instanceof Blob && file.size > 0 ? file : null,
  });
  return ['Comprobante subido', 'Le avisamos a quien compró. Puedes reemplazarlo hasta la entrega.'] as const;
}
