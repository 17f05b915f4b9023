import { EVERYTHING, type SiteChange } from './change-concerns';

/**
 * When to reload what the page shows after changes arrive (the live stream, another tab, this
 * tab's use cases).
 *
 * Changes come in bursts: a chat message and its notification are two events a few milliseconds
 * apart. Remix's `revalidate()`, called while the page's loaders run, interrupts them and starts
 * over, so each burst reloaded the page twice and threw the first answers away (measured on a
 * loaded machine: the other person's chat showed a message 2.5 s after it was sent, the first
 * reload's messages already there at 1.2 s). This gathers a burst into one reload and never
 * interrupts one: a change during a reload or a navigation asks for one more, once the page is
 * idle, so nothing that changed meanwhile is missed.
 */
export interface RevalidationScheduler {
  /** Something changed: reload soon (once per burst), for every change the burst gathered. */
  changed(change: SiteChange): void;
  /** The router's state, on every render: idle when neither a reload nor a navigation loads. */
  setIdle(idle: boolean): void;
  stop(): void;
}

interface Timers {
  readonly set: (callback: () => void, ms: number) => unknown;
  readonly clear: (handle: unknown) => void;
}

const browserTimers: Timers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** How long a burst of changes is gathered before the one reload it causes. @internal (exported for its unit test) */
export const BURST_MS = 25;

/** Changes gathered for one reload before they count as "everything". @internal */
export const MAX_GATHERED = 200;

export function revalidationScheduler(
  revalidate: (changes: readonly SiteChange[]) => void,
  timers: Timers = browserTimers,
): RevalidationScheduler {
  let idle = true;
  let wanted: SiteChange[] = [];
  let timer: unknown = null;
  const run = () => {
    timer = null;
    // Not idle: the reload waits for the page to settle (setIdle runs it).
    if (!idle || wanted.length === 0) return;
    const changes = wanted;
    wanted = [];
    // Until the router says so on the next render, a reload is under way.
    idle = false;
    revalidate(changes);
  };
  return {
    changed(change) {
      // A long wait (a slow navigation) gathers at most a page's worth: past it, everything.
      wanted = wanted.length < MAX_GATHERED ? [...wanted, change] : [{ topic: EVERYTHING, ids: [] }];
      if (timer === null && idle) timer = timers.set(run, BURST_MS);
    },
    setIdle(now) {
      idle = now;
      if (idle && wanted.length > 0 && timer === null) run();
    },
    stop() {
      if (timer !== null) timers.clear(timer);
      timer = null;
      wanted = [];
    },
  };
}
