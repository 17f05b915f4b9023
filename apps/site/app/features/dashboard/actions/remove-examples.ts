import { getBackend } from '#app/lib/marketplace.client';
import { toast } from '#app/lib/toast';
import type { DashboardResult } from './result';

/** The static demo's example requests and trips, removed at once. */
export async function removeExamples(): Promise<DashboardResult> {
  const removed = await getBackend().examples.remove();
  toast({
    title: 'Ejemplos quitados',
    description: `Se quitaron ${removed.requests} pedidos y ${removed.trips} viajes de ejemplo. Solo ves lo publicado de verdad.`,
    variant: 'success',
  });
  return { ok: true };
}
