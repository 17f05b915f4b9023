import { redirect } from '@remix-run/react';
import type { Actor } from '@cg/domain';
import { getMarketplace } from '#app/lib/marketplace.client';
import { endSession } from '#app/lib/session';
import { text } from '#app/lib/forms';
import { draftStorage, forgetRequestDraft } from '#app/lib/request-draft';
import { toast } from '#app/lib/toast';

/** Deletes the account (its password asked again), forgets its draft, ends this browser's session and goes home. */
export async function deleteAccount(actor: Actor, form: FormData) {
  await getMarketplace().accounts.deleteAccount(actor, { currentPassword: text(form, 'currentPassword') });
  // The publish form's draft of this account leaves this device with it, as on logout (decision 044).
  if (actor && 'id' in actor) forgetRequestDraft(draftStorage(), actor.id);
  await endSession();
  toast({
    title: 'Cuenta eliminada',
    description: 'Borramos tu cuenta y tus datos. Los pedidos que compartiste quedan para la otra persona.',
    variant: 'success',
  });
  return redirect('/');
}
