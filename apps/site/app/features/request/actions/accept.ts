import { getMarketplace } from '#app/lib/marketplace.client';
import { currentActor } from '#app/lib/session';
import { nextStepFor, toFormFailure } from '#app/lib/forms';
import { toast } from '#app/lib/toast';
import type { RequestStepResult } from './order-step';

/**
 * A traveller accepts the request on the trip they chose (decision 026): on to the chat; a refusal's toast offers the way forward
 * (verify, log in again) back to this request.
 */
export async function acceptRequest(
  id: string,
  tripId: string | null,
  customsPayer: string | null = null,
): Promise<RequestStepResult> {
  try {
    // Issue 37: who pays the tax on the excess, when the dialog asked (the order crosses the franchise).
    const accepted = await getMarketplace().requests.accept(await currentActor(), id, tripId, customsPayer);
    toast({
      title: '¡Pedido aceptado!',
      description: 'Coordina la compra con quien lo publicó desde el chat.',
      variant: 'success',
    });
    return { ok: true as const, id: accepted.id };
  } catch (error) {
    const failure = toFormFailure(error);
    toast({
      title: failure.title,
      description: failure.description,
      variant: 'destructive',
      action: nextStepFor(failure, `/pedidos/${id}`),
    });
    return failure;
  }
}
