import { isDomainError, type Actor } from '@cg/domain';
import { getMarketplace } from '#app/lib/marketplace.client';
import { text } from '#app/lib/forms';
import { toast, toastError } from '#app/lib/toast';
import type { DashboardResult } from './result';

/** A trip deleted by its traveller; one carrying an order in progress is refused by the domain. */
export async function removeTrip(actor: Actor, data: FormData): Promise<DashboardResult> {
  try {
    await getMarketplace().trips.remove(actor, text(data, 'tripId'));
  } catch (error) {
    if (!isDomainError(error)) throw error;
    toastError(error);
    return { ok: false, code: error.code };
  }
  toast({
    title: 'Viaje eliminado',
    description: 'Ya no aparece entre los viajeros disponibles.',
    variant: 'success',
  });
  return { ok: true };
}
