import { redirect } from '@remix-run/react';
import type { Actor } from '@cg/domain';
import { getMarketplace } from '#app/lib/marketplace.client';
import { endSession } from '#app/lib/session';
import { text } from '#app/lib/forms';
import { toast } from '#app/lib/toast';

/** Deletes the account (its password asked again), ends this browser's session and goes home. */
export async function deleteAccount(actor: Actor, form: FormData) {
  await getMarketplace().accounts.deleteAccount(actor, { currentPassword: text(form, 'currentPassword') });
  await endSession();
  toast({
    title: 'Cuenta eliminada',
    description: 'Borramos tu cuenta y tus datos. Los pedidos que compartiste quedan para la otra persona.',
    variant: 'success',
  });
  return redirect('/');
}
