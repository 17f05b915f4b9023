// A list's filters kept in the URL (shareable, kept by reload and back/forward), shown at once
// in the filter bar while the URL — and so the list — follows. One hook for /pedidos and
// /viajeros, so both lists behave the same.
import { NavigationType, useNavigationType, useSearchParams } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';

/** Typing and sliding wait for a pause before the list follows; a choice applies at once. */
const SETTLE_MS = 300;

export interface UrlFiltersOptions<T> {
  /** The query parameters for `values`; an empty string removes the parameter. */
  toParams: (values: T) => Record<string, string>;
  /** Fields changed continuously (typing, a slider): applied after a pause. */
  continuous: readonly (keyof T)[];
}

/** The same filters give the same key, whatever order their fields were written in. */
const filtersKey = (values: object): string =>
  JSON.stringify(Object.entries(values).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/**
 * What the bar shows once the URL's filters are `current` (their key `key`), given what it showed
 * (`draft`) and the keys it wrote to the URL that the URL has not shown yet (`pending`, oldest
 * first). When the URL only caught up with one of this bar's own writes, the draft stays: it may
 * hold keystrokes typed while the list loaded (typing "Ki" while "K" was being applied must not
 * come back as "K"). That write need not be the last one: the pause after "Ki" may write "Ki"
 * before the page shows "K" (on a busy phone the router's render of "K" can come after that
 * timer), and "K" is still this bar's own. Any other change of the URL (back/forward, a link,
 * another tab) is shown as it is, and forgets what was pending.
 * @internal exported for its unit test
 */
export function draftAfterUrlChange<T>(
  draft: T,
  current: T,
  key: string,
  pending: readonly string[],
): { draft: T; pending: string[] } {
  const at = pending.indexOf(key);
  if (at === -1) return { draft: current, pending: [] };
  // Writes older than the one shown will never show: a later one replaced them.
  return { draft, pending: pending.slice(at + 1) };
}

/**
 * `current` is what the loader read from the URL. Returns the bar's value and its onChange.
 * Each new filter is a step back can undo; the pauses of one search (or the steps of one slide)
 * replace each other instead of filling the history. That is decided when the URL is written,
 * since the keystrokes before a pause never reach it.
 */
export function useUrlFilters<T extends object>(current: T, { toParams, continuous }: UrlFiltersOptions<T>) {
  const [, setSearchParams] = useSearchParams();
  const navigationType = useNavigationType();

  // The URL changed (a filter applied, back/forward, a link): the bar shows it. Derived while
  // rendering, so no effect has to chase it.
  const key = filtersKey(current);
  const [shown, setShown] = useState({ key, draft: current });
  // What this bar wrote to the URL that the URL has not shown yet, oldest first.
  const [pending, setPending] = useState<readonly string[]>([]);
  let draft = shown.draft;
  if (shown.key !== key) {
    const after = draftAfterUrlChange(shown.draft, current, key, pending);
    draft = after.draft;
    setShown({ key, draft });
    setPending(after.pending);
  }

  const shownKey = useRef(key);
  shownKey.current = key;
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  const lastApplied = useRef<keyof T | null>(null);
  useEffect(() => {
    if (navigationType === NavigationType.Pop) lastApplied.current = null; // back/forward: the next change is a new step
  }, [key, navigationType]);

  const change = (next: T) => {
    const changed = (Object.keys(next) as (keyof T)[]).filter((k) => next[k] !== draft[k]);
    const field = changed.length === 1 ? (changed[0] ?? null) : null; // several at once: 'Limpiar filtros'
    const isContinuous = field !== null && continuous.includes(field);
    setShown((s) => ({ ...s, draft: next }));
    clearTimeout(timer.current);
    const apply = () => {
      const replace = isContinuous && lastApplied.current === field;
      lastApplied.current = field;
      const written = filtersKey(next);
      // The filters already shown (typed away and back): the key will not change, so nothing is pending.
      if (written !== shownKey.current) setPending((p) => [...p, written]);
      setSearchParams(
        (params) => {
          const out = new URLSearchParams(params);
          for (const [name, value] of Object.entries(toParams(next))) {
            if (value) out.set(name, value);
            else out.delete(name);
          }
          return out;
        },
        { replace, preventScrollReset: true },
      );
    };
    if (isContinuous) timer.current = setTimeout(apply, SETTLE_MS);
    else apply();
  };

  return { draft, change };
}
