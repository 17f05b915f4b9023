// Publicar un pedido, and `?editar={id}` its owner's edit form. The form, its draft on this device
// and its action are in features/publish/.
import { redirect, useLoaderData, type ClientLoaderFunctionArgs, type MetaFunction } from '@remix-run/react';
import { useState } from 'react';
import { getMarketplace } from '#app/lib/marketplace.client';
import { guestActor, loadCurrentUser } from '#app/lib/session';
import { toast } from '#app/lib/toast';
import {
  GUEST_OWNER,
  draftStorage,
  loadRequestDraft,
  reopenRequestDraft,
  type DraftLoad,
  type DraftOwner,
} from '#app/lib/request-draft';
import { editClosedMessage } from '#app/features/publish/edit-closed';
import { RequestForm } from '#app/features/publish/RequestForm';

export const meta: MetaFunction = ({ location }) => [
  {
    title: new URLSearchParams(location.search).has('editar')
      ? 'Editar pedido - Conexión Global'
      : 'Publicar un pedido - Conexión Global',
  },
];

/**
 * `?editar={id}` opens the form on its owner's request, prefilled (decision 022): only while
 * nobody accepted it; anyone else, or a request already taken, goes to the request's page.
 */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const id = new URL(request.url).searchParams.get('editar');
  const user = await loadCurrentUser();
  if (!id) {
    // A new request: the draft this person left on this device, if any (decision 044).
    const owner: DraftOwner = user?.id ?? GUEST_OWNER;
    reopenRequestDraft(owner);
    return { editing: null, owner, saved: loadRequestDraft(draftStorage(), owner) };
  }
  const m = getMarketplace();
  const actor = user ? { id: user.id } : guestActor();
  const [found, action] = await Promise.all([m.requests.get(actor, id), m.requests.actionFor(actor, id)]);
  if (found && action === 'own_request' && found.status !== 'active') {
    // Accepted or cancelled while the form was open (the live update re-runs this loader), or an
    // old "Editar" link: the form closes and says why, instead of vanishing (issue 35 item 17).
    toast(editClosedMessage(found));
    throw redirect(`/pedidos/${found.id}`);
  }
  if (!found || action !== 'own_request' || found.status !== 'active') {
    throw redirect(found ? `/pedidos/${found.id}` : '/pedidos');
  }
  return { editing: found, owner: null, saved: { draft: null, problem: null } as DraftLoad };
}

// Publishing and editing are one submission of the form.
export { publishOrEdit as clientAction } from '#app/features/publish/actions/publish';

export default function Comprador() {
  const data = useLoaderData<typeof clientLoader>();
  // "Empezar de nuevo" opens an empty form: a new generation of it.
  const [generation, setGeneration] = useState(0);
  return (
    <RequestForm
      key={data.editing ? data.editing.id : `${data.owner}:${generation}`}
      {...data}
      onStartAgain={() => setGeneration((g) => g + 1)}
      startedAgain={generation > 0}
    />
  );
}

// A refusal because the session ended keeps the page (and what was typed) as it is.
export { keepFormWhenSessionEnded as shouldRevalidate } from '#app/lib/forms';
export { RouteErrorBoundary as ErrorBoundary } from '#app/components/RouteErrorLater';
