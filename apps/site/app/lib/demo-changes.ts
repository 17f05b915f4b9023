// The static demo's changes with their ids across tabs (issue 34 item 1, decision 038). Another
// tab's write reaches this one as storage events, which say which key changed and nothing more:
// a topic, no ids — so every page showing anything of that topic reloaded. The tab that wrote
// knows what it changed (its use case published it): it tells the other tabs over a
// BroadcastChannel, and they take that change, with its ids, instead of the storage event's.
//
// The two arrive in either order: a change without ids from storage is held for HOLD_MS and
// dropped if the channel tells its topic meanwhile (or told it just before); otherwise it goes on
// as it came (a tab of an older build, an import, a cleared storage, no BroadcastChannel).
import type { SiteChange } from './change-concerns';

/** How long a storage event's change waits for the writer's own word over the channel. @internal */
export const HOLD_MS = 150;

/** The part of BroadcastChannel used here. */
export interface DemoChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data?: unknown }) => void): void;
}

interface Timers {
  readonly set: (callback: () => void, ms: number) => unknown;
  readonly clear: (handle: unknown) => void;
  readonly now: () => number;
}

const isChange = (value: unknown): value is SiteChange =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { topic?: unknown }).topic === 'string' &&
  Array.isArray((value as { ids?: unknown }).ids) &&
  (value as { ids: unknown[] }).ids.every((id) => typeof id === 'string');

/**
 * The site's change feed over the domain's browser feed (`source`: this tab's publishes, with ids;
 * other tabs' storage events, without) and the tabs' channel (null: none here).
 */
export function demoChanges(
  source: { subscribe(listener: (change: SiteChange) => void): () => void },
  channel: DemoChannel | null,
  timers: Timers,
): { subscribe(listener: (change: SiteChange) => void): () => void } {
  const listeners = new Set<(change: SiteChange) => void>();
  const emit = (change: SiteChange) => {
    for (const listener of [...listeners]) listener(change);
  };
  /** Storage events' changes waiting for the channel, by topic. */
  const held = new Map<string, unknown>();
  /** When the channel last told a topic. */
  const told = new Map<string, number>();

  source.subscribe((change) => {
    if (change.ids.length > 0 || !channel) {
      // This tab's own use case (it knows the ids): its pages hear it, the other tabs are told.
      emit(change);
      // With a new request's card: the other tabs' lists insert it as this tab's do (decision 048).
      if (change.ids.length > 0) {
        channel?.postMessage({ topic: change.topic, ids: [...change.ids], ...(change.card && { card: change.card }) });
      }
      return;
    }
    const toldAt = told.get(change.topic);
    if (toldAt !== undefined && timers.now() - toldAt <= HOLD_MS) return;
    if (held.has(change.topic)) return;
    held.set(
      change.topic,
      timers.set(() => {
        held.delete(change.topic);
        emit(change);
      }, HOLD_MS),
    );
  });

  channel?.addEventListener('message', ({ data }) => {
    if (!isChange(data)) return;
    const waiting = held.get(data.topic);
    if (waiting !== undefined) {
      timers.clear(waiting);
      held.delete(data.topic);
    }
    told.set(data.topic, timers.now());
    const card = (data as { card?: unknown }).card;
    emit({
      topic: data.topic,
      ids: data.ids,
      ...(typeof card === 'object' &&
        card !== null &&
        !Array.isArray(card) && { card: card as Record<string, unknown> }),
    });
  });

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
