import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import * as s from './ConnectionBanner.css';

/** @internal */
export const connectionBannerStates = ['offline', 'reconnecting', 'updated'] as const;
export type ConnectionBannerState = (typeof connectionBannerStates)[number];

export interface ConnectionBannerProps {
  /**
   * `offline`: the server cannot be reached (what the page shows may be out of date);
   * `reconnecting`: the live connection dropped and is coming back (changes arrive a little later);
   * `updated`: it is back and the page now shows what changed meanwhile (the site clears it after a few seconds).
   */
  state: ConnectionBannerState;
  /** Try again now instead of waiting for the next attempt (not offered once `updated`). */
  onRetry?: () => void;
  className?: string;
}

const COPY: Record<ConnectionBannerState, { title: string; description: string }> = {
  offline: {
    title: 'Sin conexión con el servidor',
    description:
      'Lo que ves puede no estar actualizado. Lo que escribas no se pierde: vuelve a intentarlo en un momento.',
  },
  reconnecting: {
    title: 'Reconectando…',
    description: 'Los cambios de la otra persona pueden tardar unos segundos en aparecer.',
  },
  updated: {
    title: 'Hay novedades',
    description: 'Se actualizó la página con los últimos cambios.',
  },
};

const ICON = { offline: 'warning', reconnecting: 'hourglass', updated: 'check' } as const;

/**
 * Says that the live connection to the server is lost or coming back, with a way to retry now.
 * A polite live region: a screen reader hears it once, without interrupting.
 */
export function ConnectionBanner({ state, onRetry, className }: ConnectionBannerProps) {
  const copy = COPY[state];
  return (
    <div role="status" aria-live="polite" className={[s.root({ tone: state }), className].filter(Boolean).join(' ')}>
      <Icon name={ICON[state]} className={s.icon} />
      <p className={s.text}>
        <span className={s.title}>{copy.title}</span>
        <span>{copy.description}</span>
      </p>
      {onRetry && state !== 'updated' && (
        <Button size="sm" variant="secondary" onPress={onRetry}>
          Reintentar
        </Button>
      )}
    </div>
  );
}
