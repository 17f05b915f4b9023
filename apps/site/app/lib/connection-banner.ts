// What server mode's connection banner says, from the live connection's statuses (SiteShellLater's
// `Connection`): nothing while all is well; "Sin conexión con el servidor" at once when the server
// cannot be reached; "Reconectando…" only when a reconnection takes longer than a blip; and, once
// it is back after the person was told, "Hay novedades" for a few seconds (the root revalidates on
// the reconnection's resync, so the page shows what changed meanwhile).
import type { ConnectionBannerState } from '@cg/ui';
import type { ConnectionStatus } from './backend';

/** How long a reconnection may take before the page says so (a blip is not news). @internal */
export const RECONNECTING_QUIET_MS = 3000;
/** How long "Hay novedades" stays once the connection is back. @internal */
export const UPDATED_VISIBLE_MS = 5000;

/** Follows `subscribe`'s statuses and tells `show` the banner's state; returns unsubscribe. */
export function watchConnection(
  subscribe: (listener: (status: ConnectionStatus) => void) => () => void,
  show: (state: ConnectionBannerState | null) => void,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Whether the person was told the connection was lost (a quiet blip is not news either way). */
  let told = false;
  const set = (state: ConnectionBannerState | null) => {
    told = state === 'offline' || state === 'reconnecting';
    show(state);
  };
  const unsubscribe = subscribe((status) => {
    clearTimeout(timer);
    if (status === 'offline') set('offline');
    else if (status === 'reconnecting') timer = setTimeout(() => set('reconnecting'), RECONNECTING_QUIET_MS);
    else if (told) {
      // Back (streaming, or polling where a stream cannot be had): the changes are shown now.
      set('updated');
      timer = setTimeout(() => set(null), UPDATED_VISIBLE_MS);
    } else set(null);
  });
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}
