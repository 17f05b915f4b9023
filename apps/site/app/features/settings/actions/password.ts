import type { Actor } from '@cg/domain';
import { getMarketplace } from '#app/lib/marketplace.client';
import { text } from '#app/lib/forms';
import { toast } from '#app/lib/toast';

export async function changePassword(actor: Actor, form: FormData) {
  await getMarketplace().accounts.changePassword(actor, {
    currentPassword: text(form, 'currentPassword'),
    newPassword: text(form, 'newPassword'),
    confirmNewPassword: text(form, 'confirmNewPassword'),
  });
  toast({
    title: 'Contraseña Actualizada',
    description: 'Tu contraseña se cambió correctamente.',
    variant: 'success',
  });
}
