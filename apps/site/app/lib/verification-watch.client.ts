// Waits for the identity-verification provider's decision of this browser's pending verification
// and announces it. Runs outside React so leaving the page does not lose the answer; one watcher
// per tab at a time.
//   - static demo: the provider is simulated in this browser; nothing tells the page, so it asks
//     (`verification.refresh`) once a second.
//   - server mode: the provider tells the server (a signed webhook) and the server tells the page
//     (the live stream's change): the watcher only reads the status when something changed. A
//     lost or late webhook is covered by asking the server to fetch the decision itself
//     (`verification.refresh`) now and then.
import { VERIFICATION_MESSAGES, isDomainError, type VerificationStatus } from '@cg/domain';
import { SERVER_MODE } from './backend';
import { getBackend, getMarketplace } from './marketplace.client';
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
/**
 * Server mode: how long the decision may take to arrive by webhook before the server is asked to
 * fetch it from the provider (and again as long as it is still pending).
 * @internal
 */
export const FALLBACK_REFRESH_MS = 15_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Tells the traveller a decision; false while there is none (still pending). */
function announce(status: VerificationStatus | null): boolean {
  if (status === 'pending') return false;
  if (status === 'verified') {
    const [title, description] = VERIFICATION_MESSAGES.verified;
    toast({ title, description, variant: 'success', action: { label: 'Ver pedidos', href: '/pedidos' } });
  }
  if (status === 'declined') {
    const [title, description] = VERIFICATION_MESSAGES.declined;
    toast({
      title,
      description,
      variant: 'destructive',
      action: { label: 'Intentar de nuevo', href: '/verificacion-viajero' },
    });
  }
  return true;
}

function tookTooLong() {
  toast({
    title: 'Verificación en revisión',
    description: 'La verificación está tardando más de lo habitual. Te avisaremos cuando tengamos una respuesta.',
  });
}

/** The static demo: ask the (simulated) provider once a second. */
async function poll(): Promise<void> {
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
    if (announce(status)) return;
  }
  tookTooLong();
}

/** Server mode: read the status when the live stream says something changed; refresh as a fallback. */
async function listen(): Promise<void> {
  const marketplace = getMarketplace();
  const start = Date.now();
  const deadline = start + GIVE_UP_AFTER_MS;
  let refreshAt = start + FALLBACK_REFRESH_MS;
  let changes = 0;
  let wake: (() => void) | null = null;
  const unsubscribe = getBackend().changes.subscribe(() => {
    changes += 1;
    wake?.();
  });
  try {
    for (;;) {
      const actor = await currentActor();
      if (!actor) return;
      const pull = Date.now() >= refreshAt;
      const seen = changes;
      let status;
      try {
        status = pull ? await marketplace.verification.refresh(actor) : await marketplace.verification.status(actor);
      } catch (error) {
        if (isDomainError(error)) toastError(error);
        return;
      }
      if (announce(status)) return;
      if (Date.now() >= deadline) break;
      if (pull) refreshAt = Date.now() + FALLBACK_REFRESH_MS;
      // What changed while reading is read again at once; otherwise wait for a change or the next refresh.
      if (changes === seen) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.min(refreshAt, deadline) - Date.now());
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = null;
      }
    }
  } finally {
    unsubscribe();
  }
  tookTooLong();
}

export function watchVerification(): Promise<void> {
  running ??= (SERVER_MODE ? listen() : poll()).finally(() => {
    running = null;
  });
  return running;
}
