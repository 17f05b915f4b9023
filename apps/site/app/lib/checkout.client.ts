// Checkout helpers shared by the payment pages: guards with the spec's toasts and redirects.
import { redirect } from '@remix-run/react';
import { isDomainError, type Actor } from '@cg/domain';
import { getMarketplace } from './marketplace.client';
import { toast } from './toast';

/**
 * The quote for an order the actor may pay, or the spec's redirect to /dashboard:
 * 'Pedido no encontrado', 'Pedido ya pagado' (informational), 'Acción no permitida'.
 */
export async function quoteOrRedirect(actor: Actor, orderId: string) {
  const m = getMarketplace();
  const request = await m.requests.get(actor, orderId);
  if (!request) {
    toast({
      title: 'Pedido no encontrado',
      description: 'El pedido no existe o fue eliminado.',
      variant: 'destructive',
    });
    throw redirect('/dashboard');
  }
  try {
    return { request, breakdown: await m.payments.quote(actor, orderId) };
  } catch (error) {
    if (!isDomainError(error)) throw error;
    toast({
      title: error.title,
      description: error.description,
      variant: error.code === 'already_paid' ? 'default' : 'destructive',
    });
    throw redirect('/dashboard');
  }
}

/** A failure from a provider client (HttpProviderError / CardSdkError carry Spanish copy). */
export function providerCopy(error: unknown): { title: string; description: string } | null {
  if (typeof error !== 'object' || error === null) return null;
  const { title, description } = error as { title?: unknown; description?: unknown };
  return typeof title === 'string' && typeof description === 'string' ? { title, description } : null;
}
