// The request list (`/pedidos`) apart from the router: what its loader asks the marketplace for,
// and the screen it draws from the answer. The route wires both to Remix (URL, navigation, the
// lazily loaded filter bar); the screen's stories feed them through the HTTP adapter from MSW, so
// the server's states (a page, none, waiting, unreachable, 429) are reviewed without a server
// (decision 028).
import type { ReactNode } from 'react';
import {
  CATEGORIES,
  REWARD_FILTER,
  isCountry,
  type Actor,
  type Category,
  type Marketplace,
  type RequestFilters,
} from '@cg/domain';
import { RequestCardSkeleton, type RequestFilterValues } from '@cg/ui';
import { RequestsIntro } from '#app/components/first-paint/PageIntros';
import { ListPager, usePageFocus } from '#app/components/market/ListPager';
import { RequestTile } from '#app/components/market/RequestTile';
import * as page from '#app/styles/page.css';
import * as styles from '#app/styles/market.css';

/** Cards whose photos load at once, ahead of other images: what the first screen shows. */
const FIRST_SCREEN_CARDS = 2;

/**
 * The filters live in the URL (`?q=&pais=&categoria=&recompensa=`), so reload and back keep them.
 * @internal (exported for the screen's stories)
 */
export function filtersFrom(url: URL) {
  const q = url.searchParams.get('q') ?? ''; // as typed: trimming here would eat a space typed before a pause (the domain trims)
  const pais = url.searchParams.get('pais') ?? '';
  const categoria = url.searchParams.get('categoria') ?? '';
  const raw = Number(url.searchParams.get('recompensa') ?? REWARD_FILTER.defaultValue);
  const recompensa = Number.isFinite(raw)
    ? Math.min(REWARD_FILTER.max, Math.max(REWARD_FILTER.min, raw))
    : REWARD_FILTER.defaultValue;
  return {
    q,
    pais: isCountry(pais) ? pais : '',
    categoria: (CATEGORIES as readonly string[]).includes(categoria) ? (categoria as Category) : ('' as const),
    recompensa,
  };
}

export type RequestListFilters = ReturnType<typeof filtersFrom>;

/** The URL's filters as the filter bar's values. */
export const toBar = (f: RequestListFilters): RequestFilterValues => ({
  text: f.q,
  country: f.pais,
  category: f.categoria,
  minReward: f.recompensa,
});

/** The URL's filters as the marketplace's search takes them (and the domain's `filterRequests`). */
export const toSearch = (f: RequestListFilters): RequestFilters => ({
  text: f.q,
  country: f.pais,
  category: f.categoria,
  minReward: f.recompensa,
});

/** One page of the list for the URL `url` (keyset, `?despues=`): the API filters and pages, however large the table. */
export async function loadRequestList(marketplace: Marketplace, actor: Actor, url: URL) {
  const filters = filtersFrom(url);
  const found = await marketplace.requests.searchPage(actor, toSearch(filters), {
    after: url.searchParams.get('despues'),
  });
  const { items: requests, matching, available: total, taken, next, countLimit } = found;
  return { requests, matching, total, taken, next, countLimit, paged: url.searchParams.has('despues'), filters };
}

export type RequestList = Awaited<ReturnType<typeof loadRequestList>>;

export interface RequestListScreenProps {
  /** The page to show; null while the first answer is on its way (skeletons). */
  readonly list: RequestList | null;
  /** New filters on their way: with nothing on screen the skeletons show, otherwise the count is busy. */
  readonly searching: boolean;
  /** The filter bar (the route's is loaded lazily, with a placeholder meanwhile). */
  readonly filterBar: ReactNode;
  /** Shown above the filter bar (the static demo's examples banner). */
  readonly notice?: ReactNode;
  /** The list's URL starting after `after` (null: the first page). */
  readonly pageHref: (after: string | null) => string;
}

export function RequestListScreen({ list, searching, filterBar, notice, pageHref }: RequestListScreenProps) {
  const requests = list?.requests ?? [];
  const waiting = !list || (requests.length === 0 && searching);
  // After "Ver más pedidos" (or back to the newest) the keyboard goes on from the new page's list.
  const { listRef, fallbackRef, onPage } = usePageFocus<HTMLUListElement, HTMLParagraphElement>(list?.requests);
  return (
    <main className={`${page.page} ${styles.fit}`}>
      <RequestsIntro />
      {notice}
      {filterBar}
      <p ref={fallbackRef} tabIndex={-1} role="status" className={styles.muted} aria-busy={searching || undefined}>
        {list ? countText(list.matching, list.total, list.countLimit) : null}
      </p>
      {waiting ? (
        // Nothing on screen yet and the list on its way: the shape of what is coming, not "no results".
        <RequestCardSkeleton count={3} label="Buscando pedidos…" />
      ) : requests.length === 0 ? (
        <p>
          {list.total === 0
            ? list.taken
              ? 'Por ahora no hay pedidos disponibles: los viajeros ya tomaron todos los publicados. Vuelve pronto o publica el tuyo.'
              : 'Todavía no hay pedidos publicados.'
            : list.paged
              ? 'No hay más pedidos con estos filtros.'
              : 'Ningún pedido coincide con los filtros.'}
        </p>
      ) : (
        <ul ref={listRef} tabIndex={-1} className={styles.cardGrid} aria-label="Pedidos">
          {requests.map((r, index) => (
            <li key={r.id}>
              <RequestTile
                request={r}
                href={`/pedidos/${r.id}`}
                actionLabel="Ver pedido"
                headingLevel={2}
                // The first row on a phone and most of it on a wide screen: the page's largest paint.
                priority={index < FIRST_SCREEN_CARDS}
              />
            </li>
          ))}
        </ul>
      )}
      {list ? (
        <ListPager
          label="Páginas de pedidos"
          moreLabel="Ver más pedidos"
          next={list.next}
          paged={list.paged}
          pageHref={pageHref}
          onPage={onPage}
        />
      ) : null}
    </main>
  );
}

/**
 * "12 pedidos de 40"; past the count limit, "12 pedidos de más de 1.000" or "Más de 1.000 pedidos"
 * (the API stops counting there, so the list stays fast however large it grows).
 */
function countText(matching: number, total: number, limit: number): string {
  const limitText = limit.toLocaleString('es-AR');
  if (matching > limit) return `Más de ${limitText} pedidos`;
  const shown = matching === 1 ? '1 pedido' : `${matching} pedidos`;
  if (total > limit) return `${shown} de más de ${limitText}`;
  return matching !== total ? `${shown} de ${total}` : shown;
}
