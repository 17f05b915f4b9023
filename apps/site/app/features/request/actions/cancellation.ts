import { getMarketplace } from '#app/lib/marketplace.client';
import { currentActor } from '#app/lib/session';

/** The owner's and the parties' answers about cancelling (decision 022) and refunds (decision 049), by intent. */
const CANCEL_INTENTS = {
  cancel: {
    run: (id: string) => async () => getMarketplace().requests.cancel(await currentActor(), id),
    done: ['Pedido cancelado', 'Tu pedido ya no está visible para los viajeros.'],
  },
  propose: {
    run: (id: string) => async () => getMarketplace().requests.proposeCancellation(await currentActor(), id),
    done: ['Cancelación propuesta', 'Le avisamos a la otra parte para que la acepte o la rechace.'],
  },
  'accept-cancellation': {
    run: (id: string) => async () => getMarketplace().requests.acceptCancellation(await currentActor(), id),
    done: ['Pedido cancelado', 'Se canceló de común acuerdo. Si estaba pagado, el pago se reembolsó.'],
  },
  'decline-cancellation': {
    run: (id: string) => async () => getMarketplace().requests.declineCancellation(await currentActor(), id),
    done: ['Listo', 'El pedido sigue en curso.'],
  },
  // Decision 049: a partial refund the provider did not answer or refused, asked again (its amount is the server's).
  'retry-refunds': {
    run: (id: string) => async () => getMarketplace().requests.retryRefunds(await currentActor(), id),
    done: ['Reembolso pedido', 'Le pedimos de nuevo al proveedor de pagos que devuelva la diferencia.'],
  },
} as const;

type CancellationIntent = keyof typeof CANCEL_INTENTS;

export function isCancellationIntent(intent: string): intent is CancellationIntent {
  return intent in CANCEL_INTENTS;
}

/** Withdraws the request, or proposes, accepts or declines cancelling the order; answers its toast's words. */
export async function cancellationStep(intent: CancellationIntent, id: string): Promise<readonly [string, string]> {
  const step = CANCEL_INTENTS[intent];
  await step.run(id)();
  return step.done;
}
