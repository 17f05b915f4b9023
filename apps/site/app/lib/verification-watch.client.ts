// Waits for the simulated identity-verification provider's decision of this browser's pending
// verification and announces it. Runs outside React so leaving the page does not lose the
// answer; one watcher per tab at a time.
import { VERIFICATION_MESSAGES, isDomainError } from '@cg/domain';
import { getMarketplace } from './marketplace.client';
import { currentActor } from './session';
import { toast, toastError } from './toast';

let running: Promise<void> | null = null;

/**
 * The provider decides about 5 s after the submit. Ask once a second and give up politely after
 * about a minute. The wait is by the clock, not by a number of checks: the provider's reads take
 * about 200 ms, so twelve checks back to back were over in 2.4 s — before any decision — and the
 * traveller was told "en revisión" for a verification that was approved three seconds later.
 * @internal
 */
export const POLL_INTERVAL_MS = 1000;
/** @internal */
export const GIVE_UP_AFTER_MS = 60_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function watchVerification(): Promise<void> {
  running ??= (async () => {
    const marketplace = getMarketplace();
    const deadline = Date.now() + GIVE_UP_AFTER_MS;
    for (let first = true; first || Date.now() < deadline; first = false) {
      if (!first) await sleep(POLL_INTERVAL_MS);
      const actor = await currentActor();
      if (!actor) return;
      let status;
      try {
        status = await marketplace.verification.refresh(actor);
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
        toast({
          title,
          description,
          variant: 'destructive',
          action: { label: 'Intentar de nuevo', href: '/verificacion-viajero' },
        });
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
