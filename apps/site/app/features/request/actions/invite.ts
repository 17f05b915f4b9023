import { getMarketplace } from '#app/lib/marketplace.client';
import { currentActor } from '#app/lib/session';
import { nextStepFor, toFormFailure } from '#app/lib/forms';
import { toast } from '#app/lib/toast';

/**
 * The buyer invites the traveller of a matching trip (decision 046): the traveller is told once;
 * the page's list says "Invitado" once the answer came (the loader reads it again).
 */
export async function inviteTraveller(id: string, tripId: string) {
  try {
    const trip = await getMarketplace().matching.invite(await currentActor(), id, tripId);
    toast({
      title: 'Invitación enviada',
      description: `Le avisamos a ${trip.userName} de tu pedido. Si le interesa, lo acepta desde la página del pedido.`,
      variant: 'success',
    });
    return { ok: true as const };
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
