// The open event streams of this process (GET /api/events, events.ts): how many each person and
// each address may hold, who has one open (presence), and ending them all when the server stops.

/**
 * Streams open at once on one process (decision 032): past either, a new one is refused (429) and
 * the site's live client falls back to asking `/events/poll` every 5 s, trying the stream again
 * once a minute. The site opens one stream per browser (its tabs share it). A person: a phone, a
 * laptop, a tablet, a work computer, two browsers on one of them, a private window — and a stream
 * whose network went away (a phone leaving Wi-Fi) can stay open here until a heartbeat fails to
 * reach it: 16. An address: a household or an office behind one NAT, everyone's browsers, logged
 * in or not, with the same leftovers: 64. (Behind a carrier's NAT, hundreds of people may share
 * one address: past 64 they poll, which works.) Measured: an open stream holds about 21 KB of this
 * process's heap (after a full GC, 1,000 streams open: `npm run bench:api`'s fan-out, decision
 * 048), flat however long it stays open, so one address holds at most ~1.4 MB, one person ~0.35 MB.
 */
export interface StreamLimits {
  readonly perUser: number;
  readonly perAddress: number;
}

/** The routes' default (events.ts); the tests read it too. */
export const STREAM_LIMITS: StreamLimits = { perUser: 16, perAddress: 64 };

/** Who a stream is for: its person (null: a visitor or a guest) and the client's address. */
export interface StreamOwner {
  readonly userId?: string | null;
  readonly address?: string;
}

/** The open streams of this process, so that a stopping server ends them at once. */
export interface EventStreams {
  /** How many streams are open. */
  readonly open: number;
  /**
   * Registers a stream's closing (and whose it is: a user's open stream means a page of theirs is
   * open); null once the server is stopping. Returns unregister.
   */
  add(close: () => void, owner?: StreamOwner): (() => void) | null;
  /** How many streams are open for this user, and from this address, on this process. */
  count(owner: StreamOwner): { readonly user: number; readonly address: number };
  /** Whether the user has a stream open on this process (a page of the site open somewhere). */
  isOpenFor(userId: string): boolean;
  /** The users with a stream open on this process. */
  users(): string[];
  /** Ends every open stream and refuses new ones (503): the server is stopping. */
  closeAll(): void;
}

export interface EventStreamsOptions {
  /** A user's first stream on this process opened (presence shared with other processes). */
  readonly onOnline?: (userId: string) => void;
  /** A user's last stream on this process closed. */
  readonly onOffline?: (userId: string) => void;
}

/** One more (or one less) for `key`; returns the count before. */
function bump(counts: Map<string, number>, key: string, by: 1 | -1): number {
  const before = counts.get(key) ?? 0;
  if (before + by > 0) counts.set(key, before + by);
  else counts.delete(key);
  return before;
}

export function createEventStreams(options: EventStreamsOptions = {}): EventStreams {
  const open = new Set<() => void>();
  const perUser = new Map<string, number>();
  const perAddress = new Map<string, number>();
  let stopping = false;
  return {
    get open() {
      return open.size;
    },
    add(close, owner = {}) {
      if (stopping) return null;
      const { userId, address } = owner;
      open.add(close);
      if (address !== undefined) bump(perAddress, address, 1);
      if (userId && bump(perUser, userId, 1) === 0) options.onOnline?.(userId);
      let done = false;
      return () => {
        open.delete(close);
        if (done) return;
        done = true;
        if (address !== undefined) bump(perAddress, address, -1);
        if (userId && bump(perUser, userId, -1) === 1) options.onOffline?.(userId);
      };
    },
    count({ userId, address }) {
      return {
        user: userId ? (perUser.get(userId) ?? 0) : 0,
        address: address === undefined ? 0 : (perAddress.get(address) ?? 0),
      };
    },
    isOpenFor(userId) {
      return (perUser.get(userId) ?? 0) > 0;
    },
    users() {
      return [...perUser.keys()];
    },
    closeAll() {
      stopping = true;
      for (const close of [...open]) close();
      open.clear();
    },
  };
}
