import { isDomainError, type Actor } from '@cg/domain';
import { getMarketplace } from '#app/lib/marketplace.client';
import { text } from '#app/lib/forms';
import { toast, toastError } from '#app/lib/toast';
import type { DashboardResult } from './result';

/** A locked security code replaced by a new one with fresh tries (spec §6): the buyer's step. */
export async function reissueCode(actor: Actor, data: FormData): Promise<DashboardResult> {
  try {
    await getMarketplace().requests.reissueCode(actor, text(data, 'orderId'));
  } catch (error) {
    if (!isDomainError(error)) throw error;
    toastError(error);
    return { ok: false, code: error.code };
  }
  toast({
    title: 'Código nuevo generado',
    description: 'El anterior ya no sirve. Dale el nuevo al viajero solo cuando tengas el producto en tus manos.',
    variant: 'success',
  });
  return { ok: true };
}
