import { getMarketplace } from '#app/lib/marketplace.client';
import { currentActor } from '#app/lib/session';
import { text } from '#app/lib/forms';
import { submissionOf } from '#app/lib/submission';

type DisputeIntent = 'cancel-overdue' | 'open-dispute';

export function isDisputeIntent(intent: string): intent is DisputeIntent {
  return intent === 'cancel-overdue' || intent === 'open-dispute';
}

/** The way out of a paid order (decision 026), by intent; answers its toast's words. */
export async function disputeStep(intent: DisputeIntent, id: string, data: FormData) {
  const m = getMarketplace();
  if (intent === 'cancel-overdue') {
    await m.disputes.cancelOverdue(await currentActor(), id);
    return ['Pedido cancelado', 'Pasó la fecha límite de entrega: se reembolsó el pago completo.'] as const;
  }
  const photos = data.getAll('photos').filter((f): f is File => f instanceof File && f.size > 0);
  await m.disputes.open(
    await currentActor(),
    id,
    { reason: text(data, 'reason'), text: text(data, 'text'), photos },
    submissionOf(data),
  );
  return ['Disputa enviada', 'Le avisamos a la otra parte y a soporte. El dinero sigue en garantía.'] as const;
}
