// One queue of toasts for the whole site, callable from loaders and actions (outside React)
// as well as from components. The shell renders it with @cg/ui's toast region.
// Spec: one toast visible at a time, 5 s by default; destructive ones are alerts.
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

export function toast(input: Omit<ToastMessage, 'id' | 'variant' | 'duration'> & Partial<Pick<ToastMessage, 'variant' | 'duration'>>): number {
  const message: ToastMessage = { variant: 'default', duration: 5000, ...input, id: nextId++ };
  // Only one is visible at a time: a new toast replaces the current one.
  queue = [message];
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
