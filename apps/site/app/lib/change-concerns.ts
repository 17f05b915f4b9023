// Which loaders a live change reloads (issue 34 item 1, decision 038). A change says what kind of
// thing changed (its topic) and which ids; the root gathers a burst of them (revalidation.ts) and
// asks Remix to revalidate, and each route's `shouldRevalidate` says whether that burst concerns
// what it shows. A new request reloads the lists that could show it, never the root's person,
// conversations and notifications; a message reloads its chat and the header's unread count of
// its two people (the only ones who hear it); an anonymous page reloads nothing but its lists.
//
// The burst is known only while the root's revalidate() runs: Remix asks every route's
// shouldRevalidate synchronously inside it (no route is discovered lazily on a revalidation). A
// revalidation asked for any other reason (a form, a fetcher, a page's own revalidator, a
// navigation) finds no burst and keeps each route's usual answer; so does a route that declares
// no concerns (it reloads on every change, as every page did before).
import type { ShouldRevalidateFunction, ShouldRevalidateFunctionArgs } from '@remix-run/react';

/** One change as the site hears it: from the server's stream, another tab, or this tab's use cases. */
export interface SiteChange {
  readonly topic: string;
  /** What changed (request, chat, user, notification ids); empty: unknown, so anything of the topic. */
  readonly ids: readonly string[];
  /**
   * A new request's public card (the visitor's view), when the change carries it (decision 048):
   * an open list inserts it with no request (live-cards.ts). Unchecked until a list reads it.
   */
  readonly card?: Readonly<Record<string, unknown>>;
}

/** Everything may have changed (a reconnection, a replay the server could not give, a new session). */
export const EVERYTHING = 'resync';

/** A route's interest in a change: whether what it shows may differ after it. */
export type Concern = (change: SiteChange, args: ShouldRevalidateFunctionArgs) => boolean;

let burst: readonly SiteChange[] | null = null;
/** The burst whose reload is under way, until the router is idle again (for a loader's parts). */
let loading: readonly SiteChange[] | null = null;

/**
 * Runs the root's revalidate() for a burst of changes: the routes' shouldRevalidate, asked inside
 * it, see those changes; the loaders it starts see them through `reloadingFor` until
 * `liveReloadEnded`.
 */
export function revalidateFor(changes: readonly SiteChange[], revalidate: () => void): void {
  burst = changes;
  loading = changes;
  try {
    revalidate();
  } finally {
    burst = null;
  }
}

/**
 * A route's shouldRevalidate: on a live change, whether any change of the burst concerns it (or
 * everything changed); otherwise `otherwise`'s answer, or Remix's default.
 */
export function reloadOnlyFor(concerns: Concern, otherwise?: ShouldRevalidateFunction): ShouldRevalidateFunction {
  return (args) => {
    const changes = burst;
    const live = changes !== null && !args.formMethod && args.currentUrl.href === args.nextUrl.href;
    if (live) return changes.some((change) => change.topic === EVERYTHING || concerns(change, args));
    return otherwise ? otherwise(args) : args.defaultShouldRevalidate;
  };
}

/** The change is about `id` (or about ids unknown: another tab's write in the static demo). */
export const isAbout = (change: SiteChange, id: string | null | undefined): boolean =>
  change.ids.length === 0 || (id !== null && id !== undefined && change.ids.includes(id));

/** The change is of one of these topics. */
export const isOf = (change: SiteChange, ...topics: readonly string[]): boolean => topics.includes(change.topic);

/** The root's router is idle again: the live reload, if one was under way, has ended. */
export function liveReloadEnded(): void {
  loading = null;
}

/**
 * The changes of the live reload under way (null outside one: a navigation, a form, a first load),
 * for a loader that can apply them to what it shows instead of reading it again (live-cards.ts).
 */
export function liveChanges(): readonly SiteChange[] | null {
  return loading;
}

/**
 * For a loader that reads several things: whether this load must read the part `concern` covers —
 * always, unless it is a live reload whose burst does not concern that part (then what the page
 * shows of it is still true: the part can be reused, decision 038).
 * @internal (keptPart's; exported for its unit test)
 */
export function mustReload(concern: (change: SiteChange) => boolean): boolean {
  return loading === null || loading.some((change) => change.topic === EVERYTHING || concern(change));
}

/**
 * One part of a loader's data (the home's trips), kept across the live reloads whose burst does
 * not concern it: `concerns` is asked with the part as last shown. `apply`, when given, makes the
 * part from what was shown and a burst that concerns it, with no read (null: read it again).
 */
export function keptPart<T>(
  concerns: (change: SiteChange, shown: T | null) => boolean,
  apply?: (shown: T, changes: readonly SiteChange[]) => T | null,
) {
  let shown: T | null = null;
  let kept: Promise<T> | null = null;
  return {
    /** For the route's shouldRevalidate. */
    concerns: (change: SiteChange) => concerns(change, shown),
    /** The part: read anew unless a live reload leaves it as it was. */
    load(read: () => Promise<T>): Promise<T> {
      if (kept && !mustReload((change) => concerns(change, shown))) return kept;
      const applied = kept && shown !== null && loading !== null && apply ? apply(shown, loading) : null;
      if (applied) {
        shown = applied;
        kept = Promise.resolve(applied);
        return kept;
      }
      const reading = read();
      kept = reading;
      reading.then(
        (value) => {
          if (kept === reading) shown = value;
        },
        () => {
          // A failure is not kept: the next load asks again.
          if (kept === reading) kept = null;
        },
      );
      return reading;
    },
  };
}
