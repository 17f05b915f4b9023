// One queue of toasts for the whole site, callable from loaders and actions (outside React)
// as well as from components. The shell renders it with @cg/ui's toast region.
// Spec: one toast visible at a time, 5 s by default; destructive ones are alerts.
// The first of the queue is the one on screen. A new toast waits until the current one has been
// readable for MIN_VISIBLE_MS (so '¡Cuenta creada!' is not wiped a second later by the e-mail
// notice), then takes over; a destructive one takes over at once: an error is news now.
import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastMessage {
  readonly id: number;
  readonly title: string;
  readonly description?: string | undefined;
  readonly variant: ToastVariant;
  /** Milliseconds; the spec's default is 5000 (delivery confirmation: 7000). */
  readonly duration: number;
  /** An optional action, e.g. 'Verificar ahora' → /verificacion-viajero. */
  readonly action?: { readonly label: string; readonly href: string } | undefined;
}

type Listener = () => void;
let queue: readonly ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const emit = () => listeners.forEach((l) => l());

/** How long the visible toast stays at least before a waiting one replaces it. */
export const MIN_VISIBLE_MS = 2500;
/** Waiting toasts kept at most (older waiting ones are dropped: they are stale by then). */
const MAX_WAITING = 2;

export function toast(input: Omit<ToastMessage, 'id' | 'variant' | 'duration'> & Partial<Pick<ToastMessage, 'variant' | 'duration'>>): number {
  const message: ToastMessage = { variant: 'default', duration: 5000, ...input, id: nextId++ };
  if (message.variant === 'destructive' || queue.length === 0) queue = [message];
  else queue = [queue[0]!, ...queue.slice(1).slice(-(MAX_WAITING - 1)), message];
  emit();
  return message.id;
}

/** A refused use case (DomainError) or form failure as a destructive toast. */
export function toastError(error: { title: string; description?: string }): number {
  return toast({ title: error.title, description: error.description, variant: 'destructive' });
}

export function dismissToast(id: number): void {
  queue = queue.filter((t) => t.id !== id);
  emit();
}

/** The queue: the first is on screen, the rest wait their turn. */
export function useToasts(): readonly ToastMessage[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => queue,
    () => queue,
  );
}
