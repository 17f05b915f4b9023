// The way between a list's pages (/pedidos, /viajeros: keyset pages, the cursor in `?despues=`),
// and where the focus goes when the page changes.
import { useEffect, useRef } from 'react';
import { Link as UiLink } from '@cg/ui';
import * as styles from '#app/styles/market.css';

/**
 * After "Ver más …" or "Ver los más recientes", the keyboard goes on from the new page: the focus
 * moves to the list (`listRef`), or to `fallbackRef` when the page has none, instead of staying on a link
 * at the bottom of the page it replaced (or falling to the document when that link is gone). `page`
 * is the page's data: when it changes after a pager link was followed (`onPage`), the new page is
 * on screen. Other changes (new filters, a live update) move nothing. Both targets need
 * `tabIndex={-1}`.
 */
export function usePageFocus<List extends HTMLElement, Fallback extends HTMLElement>(page: unknown) {
  const listRef = useRef<List>(null);
  const fallbackRef = useRef<Fallback>(null);
  const pagingRef = useRef(false);
  useEffect(() => {
    if (!pagingRef.current) return;
    pagingRef.current = false;
    (listRef.current ?? fallbackRef.current)?.focus();
  }, [page]);
  const onPage = () => {
    pagingRef.current = true;
  };
  return { listRef, fallbackRef, onPage };
}

export interface ListPagerProps {
  /** The navigation's name ("Páginas de viajes"). */
  readonly label: string;
  /** The next page's link ("Ver más viajes"). */
  readonly moreLabel: string;
  /** The next page's cursor; null on the last page. */
  readonly next: string | null;
  /** Whether this is a page after the first (then "Ver los más recientes" leads back). */
  readonly paged: boolean;
  /** The list's URL starting after `after` (null: the first page). */
  readonly pageHref: (after: string | null) => string;
  /** Called as a pager link is followed (`usePageFocus`'s). */
  readonly onPage?: () => void;
}

/** "Ver los más recientes" and "Ver más …", when there is another page; nothing otherwise. */
export function ListPager({ label, moreLabel, next, paged, pageHref, onPage }: ListPagerProps) {
  if (!next && !paged) return null;
  return (
    <nav aria-label={label} className={styles.pager}>
      {paged ? (
        <UiLink href={pageHref(null)} onClick={onPage}>
          Ver los más recientes
        </UiLink>
      ) : null}
      {next ? (
        <UiLink href={pageHref(next)} variant="button-secondary" onClick={onPage}>
          {moreLabel}
        </UiLink>
      ) : null}
    </nav>
  );
}
