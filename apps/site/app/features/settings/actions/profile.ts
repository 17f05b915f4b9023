// The profile card's steps: the details, the picture, and a new e-mail confirmation link.
import { MESSAGES, type Actor } from '@cg/domain';
import { getMarketplace } from '#app/lib/marketplace.client';
import { text } from '#app/lib/forms';
import { toast } from '#app/lib/toast';

export async function updateProfile(actor: Actor, form: FormData) {
  await getMarketplace().accounts.updateProfile(actor, {
    firstName: text(form, 'firstName'),
    lastName: text(form, 'lastName'),
    phone: text(form, 'phone'),
    location: text(form, 'location'),
    showContact: form.get('showContact') === 'on',
  });
  toast({ title: 'Perfil actualizado', description: 'Tus datos se guardaron correctamente.', variant: 'success' });
}

export async function resendEmailConfirmation(actor: Actor) {
  const { alreadyConfirmed } = await getMarketplace().accounts.resendEmailConfirmation(actor);
  const [title, description] = alreadyConfirmed ? MESSAGES.emailConfirmed : MESSAGES.emailConfirmationSent;
  toast({ title, description, variant: 'success' });
}

/** The picture's intents: their refusals show in the picture's field, not in a toast. */
export const PICTURE_INTENTS: ReadonlySet<string> = new Set(['picture', 'remove-picture']);

export async function setPicture(actor: Actor, form: FormData) {
  // The file as chosen: the domain checks its bytes, scales it down and stores it (issue 32).
  const image = form.get('image');
  await getMarketplace().accounts.setProfilePicture(actor, image instanceof Blob ? image : new Blob([]));
  toast({ title: 'Foto actualizada', description: 'Tu nueva foto ya se ve en tu perfil.', variant: 'success' });
}

export async function removePicture(actor: Actor) {
  await getMarketplace().accounts.setProfilePicture(actor, null);
  toast({ title: 'Foto quitada', description: 'En su lugar se ven tus iniciales.', variant: 'success' });
}
