// When this person last opened the notifications and messages dropdowns, so their unread dot
// clears once opened and stays cleared across pages and reloads (and other tabs). A display
// preference of this browser, not marketplace data: it lives beside the domain's keys.
import { useSyncExternalStore } from 'react';

export type SeenPanel = 'notifications' | 'messages';
type Seen = Partial<Record<SeenPanel, string>>;

const keyFor = (userId: string) => `shell:seen:${userId}`;
const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; value: Seen }>();

function read(userId: string): Seen {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(keyFor(userId));
  } catch {
    // Storage blocked: dots behave per page.
  }
  const hit = cache.get(userId);
  if (hit?.raw === raw) return hit.value;
  let value: Seen = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === 'object') value = parsed;
  } catch {
    value = {};
  }
  cache.set(userId, { raw, value });
  return value;
}

export function markSeen(userId: string, panel: SeenPanel, at: string = new Date().toISOString()): void {
  const next = { ...read(userId), [panel]: at };
  try {
    window.localStorage.setItem(keyFor(userId), JSON.stringify(next));
  } catch {
    cache.set(userId, { raw: null, value: next });
  }
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith('shell:seen:')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const EMPTY: Seen = {};

/** When each panel was last opened by this user (ISO instants), or nothing. */
export function useSeen(userId: string | null): Seen {
  return useSyncExternalStore(
    subscribe,
    () => (userId ? read(userId) : EMPTY),
    () => EMPTY,
  );
}
