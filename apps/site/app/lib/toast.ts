// One queue of toasts for the whole site, callable from loaders and actions (outside React)
// as well as from components. The shell renders it with @cg/ui's toast region.
// Spec: one toast visible at a time, 5 s by default; destructive ones are alerts.
// The first of the queue is the one on screen. A new toast waits until the current one has been
// readable for MIN_VISIBLE_MS (so '¡Cuenta creada!' is not wiped a second later by the e-mail
// notice), then takes over; a destructive one takes over at once: an error is news now, and the
// toasts waiting behind it keep their turn (a verification approved while an error shows is
// still announced). The same message twice among the waiting shows once.
import { useSyncExternalStore } from 'react';
import { currentPath, signInStepFor } from './forms';

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
/**
 * Waiting toasts kept at most. With MIN_VISIBLE_MS each, four wait at most 10 s; an older one
 * beyond that is dropped, being stale by the time it would show.
 * @internal
 */
export const MAX_WAITING = 4;

const sameMessage = (a: ToastMessage, b: Omit<ToastMessage, 'id'>) =>
  a.title === b.title && a.description === b.description && a.variant === b.variant;

/**
 * A sentence that ends in a short name ("Gracias por calificar a Ana G.") must not end in "..":
 * the name's period is the sentence's. An ellipsis ("...") is left alone.
 */
const oneFinalPeriod = (text: string) => text.replace(/(?<!\.)\.\.$/, '.');

export function toast(
  input: Omit<ToastMessage, 'id' | 'variant' | 'duration'> & Partial<Pick<ToastMessage, 'variant' | 'duration'>>,
): number {
  const draft = {
    variant: 'default' as const,
    duration: 5000,
    ...input,
    title: oneFinalPeriod(input.title),
    description: input.description === undefined ? undefined : oneFinalPeriod(input.description),
  };
  // Only a waiting twin is merged: the same error again while it shows (a second wrong code) is
  // a new event and is announced again.
  const already = queue.slice(1).find((t) => sameMessage(t, draft));
  if (already) return already.id;
  const message: ToastMessage = { ...draft, id: nextId++ };
  const [showing, ...waiting] = queue;
  if (!showing) queue = [message];
  else if (message.variant === 'destructive') queue = [message, ...waiting.slice(-MAX_WAITING)];
  else queue = [showing, ...[...waiting, message].slice(-MAX_WAITING)];
  emit();
  return message.id;
}

/**
 * A refused use case (DomainError) or form failure as a destructive toast. A refusal for want of a
 * login (the session expired meanwhile) offers "Iniciar sesión", back to `returnTo` — by default
 * the page the person is on.
 */
export function toastError(
  error: { title: string; description?: string; code?: string },
  returnTo: string | undefined = currentPath(),
): number {
  return toast({
    title: error.title,
    description: error.description,
    variant: 'destructive',
    action: signInStepFor(error, returnTo),
  });
}

export function dismissToast(id: number): void {
  queue = queue.filter((t) => t.id !== id);
  emit();
}

/** The queue now: the first is on screen, the rest wait their turn. @internal */
export function getToasts(): readonly ToastMessage[] {
  return queue;
}

/** The queue, as React state. */
export function useToasts(): readonly ToastMessage[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getToasts,
    getToasts,
  );
}
