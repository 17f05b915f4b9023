// The parts of the site's frame that wait for the first paint (issue 19, decision 024): the footer,
// the toast region and server mode's connection banner. SiteShell.tsx loads them lazily.
import { useNavigate } from '@remix-run/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ConnectionBanner, Footer, ToastQueue, ToastRegion, type ConnectionBannerState } from '@cg/ui';
import { getBackend } from '#app/lib/marketplace.client';
import { watchConnection } from '#app/lib/connection-banner';
import { MIN_VISIBLE_MS, dismissToast, toast, useToasts } from '#app/lib/toast';

export function SiteFooter() {
  return (
    <Footer
      year={new Date().getFullYear()}
      tagline="Tu puerta al mundo: productos del exterior traídos por viajeros verificados."
      onTwitterPress={() =>
        toast({ title: 'Función en desarrollo', description: 'Pronto podrás seguirnos en Twitter.' })
      }
    />
  );
}

/** Server mode: the connection banner (what it says when: `#app/lib/connection-banner`). */
export function Connection() {
  const [state, setState] = useState<ConnectionBannerState | null>(null);
  useEffect(() => watchConnection((listener) => getBackend().connection.subscribe(listener), setState), []);
  if (!state) return null;
  return <ConnectionBanner state={state} onRetry={() => getBackend().connection.retryNow()} />;
}

/**
 * @cg/ui's toast region, fed by the site's queue (`#app/lib/toast`, callable from loaders and
 * actions). The region shows one toast and times it (5 s by default, paused on hover/focus);
 * when another waits, the visible one gives way once it has been readable for MIN_VISIBLE_MS.
 */
export function Toasts() {
  const queue = useToasts();
  const current = queue[0];
  const waiting = queue.length > 1;
  const navigate = useNavigate();
  const region = useMemo(() => new ToastQueue(), []);
  const shownAt = useRef(0);

  useEffect(() => {
    if (!current) {
      region.dismiss();
      return;
    }
    shownAt.current = Date.now();
    const action = current.action;
    const id = region.show({
      title: current.title,
      description: current.description,
      variant: current.variant,
      duration: current.duration,
      action: action ? { label: action.label, onPress: () => navigate(action.href) } : undefined,
    });
    // Closed by its timer or its close button: drop it from the site's queue so the next shows.
    return region.subscribe(() => {
      if (region.getSnapshot()?.id !== id) dismissToast(current.id);
    });
  }, [current, region, navigate]);

  useEffect(() => {
    if (!current || !waiting) return;
    const timer = setTimeout(
      () => dismissToast(current.id),
      Math.max(0, MIN_VISIBLE_MS - (Date.now() - shownAt.current)),
    );
    return () => clearTimeout(timer);
  }, [current, waiting]);

  return <ToastRegion queue={region} />;
}
