// Checkout helpers shared by the payment pages: guards with the spec's toasts and redirects.
import { redirect } from '@remix-run/react';
import { MESSAGES, isDomainError, type Actor } from '@cg/domain';
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
    // Over HTTP the API answers what is not the actor's as "not found" (it never says whether
    // someone else's order exists): the request was just read, so here it means it is not theirs
    // to pay — said as the in-process contract says it, not 'La dirección que pediste no existe'.
    const [title, description] =
      error.code === 'not_found' ? MESSAGES.onlyBuyerPays : ([error.title, error.description] as const);
    toast({ title, description, variant: error.code === 'already_paid' ? 'default' : 'destructive' });
    throw redirect('/dashboard');
  }
}

/** A failure from a provider client (HttpProviderError / CardSdkError carry Spanish copy). */
export function providerCopy(error: unknown): { title: string; description: string } | null {
  if (typeof error !== 'object' || error === null) return null;
  const { title, description } = error as { title?: unknown; description?: unknown };
  return typeof title === 'string' && typeof description === 'string' ? { title, description } : null;
}
