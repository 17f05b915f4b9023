import { createContext, useContext, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Button } from '../Button/Button';
import * as styles from './Toast.css';

/** @internal */
export const toastVariants = ['default', 'success', 'info', 'destructive'] as const;
export type ToastVariant = (typeof toastVariants)[number];

/** The spec's default: 5 s, one visible at a time. */
const DEFAULT_TOAST_DURATION = 5000;

export interface ToastOptions {
  /** Bold first line ("¡Pedido publicado!", "Código incorrecto"). */
  title: string;
  /** Second line ("El código de seguridad no coincide. Inténtalo de nuevo."). */
  description?: string;
  /**
   * `destructive` is announced at once (`role=alert`); the others politely (`role=status`).
   * @default 'default'
   */
  variant?: ToastVariant;
  /**
   * Milliseconds before it hides; `0` or `Infinity` keeps it until closed. Paused while hovered or focused.
   * @default 5000
   */
  duration?: number;
  /** One action button ("Verificar ahora"). Pressing it also closes the toast. */
  action?: { label: string; onPress: () => void };
}

export interface ToastItem extends ToastOptions {
  id: string;
}

type Listener = () => void;

/**
 * Holds the one visible toast. A new toast replaces the current one (the spec shows only one at
 * a time). Usable outside React: `toastQueue.show({...})` or the `toast()` shortcut.
 */
export class ToastQueue {
  private current: ToastItem | null = null;
  private listeners = new Set<Listener>();
  private seq = 0;

  show = (options: ToastOptions): string => {
    this.seq += 1;
    const id = `toast-${this.seq}`;
    this.current = { ...options, id };
    this.emit();
    return id;
  };

  /** Closes the toast with this id, or whichever is visible when no id is given. */
  dismiss = (id?: string): void => {
    if (!this.current || (id && this.current.id !== id)) return;
    this.current = null;
    this.emit();
  };

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): ToastItem | null => this.current;

  private emit() {
    for (const l of this.listeners) l();
  }
}

/** The app-wide queue the `toast()` shortcut uses. */
const toastQueue = new ToastQueue();

/** Shows a toast on the app-wide queue (rendered by a mounted ToastProvider/ToastRegion). */
/** @public (a library piece reviewed in Storybook) */
export function toast(options: ToastOptions): string {
  return toastQueue.show(options);
}

const QueueContext = createContext<ToastQueue>(toastQueue);

/** `const { toast, dismiss } = useToast()`: the queue of the nearest ToastProvider. @internal */
export function useToast(): { toast: (options: ToastOptions) => string; dismiss: (id?: string) => void } {
  const queue = useContext(QueueContext);
  return { toast: queue.show, dismiss: queue.dismiss };
}

export interface ToastProviderProps {
  /**
   * The queue to show; pass your own to isolate tests and stories.
   * @default toastQueue
   */
  queue?: ToastQueue;
  children?: ReactNode;
}

/** Provides `useToast()` and renders the toast region once, at the end of its children. @internal */
export function ToastProvider({ queue = toastQueue, children }: ToastProviderProps) {
  return (
    <QueueContext.Provider value={queue}>
      {children}
      <ToastRegion queue={queue} />
    </QueueContext.Provider>
  );
}

/**
 * The live regions. Both exist from the start (a region added together with its text is often
 * not announced); the toast goes into `role=status` or, when destructive, `role=alert`.
 */
export function ToastRegion({ queue = toastQueue }: { queue?: ToastQueue }) {
  const current = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  const urgent = current?.variant === 'destructive';
  return (
    <div className={styles.region}>
      <div role="status" aria-live="polite" aria-atomic="true" className={styles.live}>
        {current && !urgent && <ToastView key={current.id} item={current} onClose={() => queue.dismiss(current.id)} />}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true" className={styles.live}>
        {current && urgent && <ToastView key={current.id} item={current} onClose={() => queue.dismiss(current.id)} />}
      </div>
    </div>
  );
}

function ToastView({ item, onClose }: { item: ToastItem; onClose: () => void }) {
  const { action } = item;
  const duration = item.duration ?? DEFAULT_TOAST_DURATION;
  const [paused, setPaused] = useState(false);
  const remaining = useRef(duration);
  // The latest onClose for the timer, which must not restart when the parent passes a new one.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (paused || !duration || !Number.isFinite(duration)) return;
    const started = Date.now();
    const timer = setTimeout(() => close.current(), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, duration]);

  return (
    <div
      className={styles.toast({ variant: item.variant })}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className={styles.content}>
        <span className={styles.title}>{item.title}</span>
        {item.description && <span className={styles.description}>{item.description}</span>}
        {action && (
          <span className={styles.action}>
            <Button
              size="sm"
              variant="secondary"
              onPress={() => {
                action.onPress();
                onClose();
              }}
            >
              {action.label}
            </Button>
          </span>
        )}
      </div>
      <AriaButton className={styles.close} onPress={onClose} aria-label="Cerrar notificación">
        <span aria-hidden="true">×</span>
      </AriaButton>
    </div>
  );
}
