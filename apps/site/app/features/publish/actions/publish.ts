import { redirect, type ClientActionFunctionArgs } from '@remix-run/react';
import { getMarketplace } from '#app/lib/marketplace.client';
import { loadCurrentUser, publishingActor } from '#app/lib/session';
import { text, toFormFailure } from '#app/lib/forms';
import { requestCommandOf } from '#app/lib/request-command';
import { submissionOf } from '#app/lib/submission';
import { toast, toastError } from '#app/lib/toast';
import { GUEST_OWNER, clearRequestDraft, draftStorage } from '#app/lib/request-draft';

/**
 * The form's one submission: a new request is published (and this person's draft removed), an
 * `editId` edits its owner's request. Either way to the request's page; a refusal stays on the form.
 * The page's action (routes/comprador.tsx).
 */
export async function publishOrEdit({ request }: ClientActionFunctionArgs) {
  const data = await request.formData();
  const file = data.get('productImage');
  const editId = text(data, 'editId');
  try {
    const image = file instanceof Blob && file.size > 0 ? file : null;
    // Publishing and editing send the same form (decision 036).
    const command = requestCommandOf(data, image);
    if (editId) {
      await getMarketplace().requests.edit(await publishingActor(), editId, command);
      toast({ title: 'Pedido actualizado', description: 'Guardamos los cambios de tu pedido.', variant: 'success' });
      return redirect(`/pedidos/${editId}`);
    }
    const published = await getMarketplace().requests.publish(await publishingActor(), command, submissionOf(data));
    // Published: the draft has become the request.
    const user = await loadCurrentUser();
    clearRequestDraft(draftStorage(), user?.id ?? GUEST_OWNER);
    toast({
      title: '¡Pedido publicado!',
      description: 'Tu pedido ya está visible para los viajeros.',
      variant: 'success',
    });
    return redirect(`/pedidos/${published.id}`);
  } catch (error) {
    const failure = toFormFailure(error);
    toastError(failure);
    return failure;
  }
}
