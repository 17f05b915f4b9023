// Waits for the simulated identity-verification provider's decision of this browser's pending
// verification and announces it. Runs outside React so leaving the page does not lose the
// answer; one watcher per tab at a time.
import { VERIFICATION_MESSAGES, isDomainError } from '@cg/domain';
import { getMarketplace } from './marketplace.client';
import { currentActor } from './session';
import { toast, toastError } from './toast';

let running: Promise<void> | null = null;

/** The provider decides about 5 s after the submit; give up politely after about a minute. */
const MAX_CHECKS = 12;

export function watchVerification(): Promise<void> {
  running ??= (async () => {
    const marketplace = getMarketplace();
    for (let i = 0; i < MAX_CHECKS; i++) {
      const actor = await currentActor();
      if (!actor) return;
      let status;
      try {
        status = await marketplace.verification.refresh(actor); // waits the simulated 5 s itself
      } catch (error) {
        if (isDomainError(error)) toastError(error);
        return;
      }
      if (status === 'verified') {
        const [title, description] = VERIFICATION_MESSAGES.verified;
        toast({ title, description, variant: 'success', action: { label: 'Ver pedidos', href: '/pedidos' } });
        return;
      }
      if (status === 'declined') {
        const [title, description] = VERIFICATION_MESSAGES.declined;
        toast({ title, description, variant: 'destructive', action: { label: 'Intentar de nuevo', href: '/verificacion-viajero' } });
        return;
      }
      if (status !== 'pending') return;
    }
    toast({
      title: 'Verificación en revisión',
      description: 'La verificación está tardando más de lo habitual. Te avisaremos cuando tengamos una respuesta.',
    });
  })().finally(() => {
    running = null;
  });
  return running;
}

export function isWatchingVerification(): boolean {
  return running !== null;
}
