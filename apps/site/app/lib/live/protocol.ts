// What the server's change stream says, and what the tabs of one browser tell each other.

/** One change the server announced: a topic ('requests', 'chats'…) and the ids it concerns. */
export interface LiveChange {
  readonly id: number;
  readonly topic: string;
  readonly ids: readonly string[];
  /** A new request's public card, when the server sent it (decision 048): a list may show it with no request. */
  readonly card?: Readonly<Record<string, unknown>>;
}

/**
 * - connecting: the first connection is being made.
 * - open: the stream is open (this tab's or the leader tab's).
 * - reconnecting: the stream was lost and is being made again.
 * - polling: the stream cannot be had; the poll endpoint answers instead.
 * - offline: the server cannot be reached (show "No se puede conectar con el servidor" and a retry).
 */
export type LiveStatus = 'connecting' | 'open' | 'reconnecting' | 'polling' | 'offline';

/**
 * The topic of the synthetic change told after a reconnection: everything may have changed. Every
 * route reloads for it (change-concerns.ts' EVERYTHING, the same word).
 */
export const RESYNC_TOPIC = 'resync';

/** What the leader tab and its followers say over the BroadcastChannel. */
export type ChannelMessage =
  /**
   * A tab joins: `tab` names it, `since` is the earliest moment its page's data may have been read
   * (ms since the epoch): the leader answers with what it heard since (`replay`).
   */
  | { readonly type: 'hello'; readonly tab?: string; readonly since?: number }
  | { readonly type: 'replay'; readonly tab: string; readonly changes: readonly LiveChange[] }
  | { readonly type: 'retry' }
  | { readonly type: 'resync' }
  | { readonly type: 'status'; readonly status: LiveStatus }
  | { readonly type: 'change'; readonly change: LiveChange };

const STATUSES: readonly string[] = ['connecting', 'open', 'reconnecting', 'polling', 'offline'];
export const isStatus = (value: unknown): value is LiveStatus => typeof value === 'string' && STATUSES.includes(value);
export const isConnected = (status: LiveStatus) => status === 'open' || status === 'polling';
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A change from the stream (its id given apart, the event's `id:`), the poll or another tab; null if it is not one. */
export function parseChange(value: unknown, id?: number): LiveChange | null {
  if (!isRecord(value)) return null;
  const changeId = id ?? value.id;
  const { topic, ids, card } = value;
  if (typeof changeId !== 'number' || !Number.isFinite(changeId) || typeof topic !== 'string') return null;
  if (!Array.isArray(ids)) return null;
  const strings = ids.filter((item): item is string => typeof item === 'string');
  if (strings.length !== ids.length) return null;
  // The card is passed on as it came; the list that shows it checks its fields (live-cards.ts).
  return { id: changeId, topic, ids: strings, ...(isRecord(card) && !Array.isArray(card) && { card }) };
}

/** The poll's answer: the changes after `after`, the last id, and whether the server could not replay them all. */
export function parsePoll(value: unknown): { events: LiveChange[]; last: number | null; reset: boolean } | null {
  if (!isRecord(value) || !Array.isArray(value.events)) return null;
  const events = value.events.map((event) => parseChange(event)).filter((event) => event !== null);
  const last = typeof value.last === 'number' && Number.isFinite(value.last) ? value.last : null;
  // The server could not replay what was missed (too much, or an id it does not know): reload all.
  return { events, last, reset: value.reset === true };
}

export function withAfter(url: string, after: number | null): string {
  return after === null ? url : `${url}${url.includes('?') ? '&' : '?'}after=${after}`;
}
