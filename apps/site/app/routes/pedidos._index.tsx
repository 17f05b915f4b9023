import {
  useLoaderData,
  useNavigation,
  useSearchParams,
  type ClientLoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/react';
import { Suspense, lazy } from 'react';
import { CATEGORIES, CATEGORY_LABELS, COUNTRY_OPTIONS, REWARD_FILTER, isCountry, type Category } from '@cg/domain';
import { Link as UiLink, RequestCardSkeleton, RequestFilterBarPlaceholder, type RequestFilterValues } from '@cg/ui';
import { getBackend, getMarketplace } from '#app/lib/marketplace.client';
import { currentActor } from '#app/lib/session';
import { useUrlFilters } from '#app/lib/url-filters';
import { ensureExamples } from '#app/lib/examples.client';
import { RequestsIntro } from '#app/components/first-paint/PageIntros';
import { ExamplesBanner } from '#app/components/market/ExamplesBanner';
import { RequestTile } from '#app/components/market/RequestTile';
import * as page from '#app/styles/page.css';
import * as styles from '#app/styles/market.css';

// The filter bar's fields (react-aria's combobox, select, slider and popovers: about 70 KiB gzip)
// are not in the first load (decision 024): the loader starts fetching them beside the data, and
// until they arrive RequestFilterBarPlaceholder draws the bar as it will be, so nothing moves.
const loadFilterBar = () => import('@cg/ui/filter-bar');
const RequestFilterBar = lazy(() => loadFilterBar().then((m) => ({ default: m.RequestFilterBar })));

export const meta: MetaFunction = () => [{ title: 'Pedidos Disponibles - Conexión Global' }];

/** The filters live in the URL (`?q=&pais=&categoria=&recompensa=`), so reload and back keep them. */
function filtersFrom(url: URL) {
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

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  // Not awaited: the list shows without it. A failed fetch surfaces where the bar renders.
  loadFilterBar().catch(() => undefined);
  await ensureExamples();
  const url = new URL(request.url);
  const filters = filtersFrom(url);
  const m = getMarketplace();
  const actor = await currentActor();
  // One page at a time (keyset, `?despues=`): the API filters and pages, however large the table.
  const [page, examples] = await Promise.all([
    m.requests.searchPage(
      actor,
      { text: filters.q, country: filters.pais, category: filters.categoria, minReward: filters.recompensa },
      { after: url.searchParams.get('despues') },
    ),
    getBackend().examples.present(),
  ]);
  const { items: requests, matching, available: total, next, countLimit } = page;
  const paged = url.searchParams.has('despues');
  return { requests, matching, total, next, countLimit, paged, filters, examples };
}

const categoryOptions = CATEGORIES.map((c) => ({ id: c, label: CATEGORY_LABELS[c] }));

type Filters = ReturnType<typeof filtersFrom>;
const toBar = (f: Filters): RequestFilterValues => ({
  text: f.q,
  country: f.pais,
  category: f.categoria,
  minReward: f.recompensa,
});

export default function Pedidos() {
  const { requests, matching, total, next, countLimit, paged, filters, examples } =
    useLoaderData<typeof clientLoader>();
  const [params] = useSearchParams();
  const pageHref = (after: string | null) => {
    const out = new URLSearchParams(params);
    if (after) out.set('despues', after);
    else out.delete('despues');
    const query = out.toString();
    return query ? `/pedidos?${query}` : '/pedidos';
  };
  const navigation = useNavigation();
  const searching = navigation.state === 'loading' && navigation.location.pathname === '/pedidos';
  const { draft, change } = useUrlFilters(toBar(filters), {
    toParams: (v) => ({
      q: v.text,
      pais: v.country,
      categoria: v.category,
      recompensa: v.minReward === REWARD_FILTER.defaultValue ? '' : String(v.minReward),
      // New filters start from the first page.
      despues: '',
    }),
    continuous: ['text', 'minReward'],
  });

  return (
    <main className={`${page.page} ${styles.fit}`}>
      <RequestsIntro />
      {examples ? <ExamplesBanner /> : null}
      <Suspense fallback={<RequestFilterBarPlaceholder value={draft} categories={categoryOptions} />}>
        <RequestFilterBar
          countries={COUNTRY_OPTIONS}
          categories={categoryOptions}
          value={draft}
          onChange={change}
          title="Filtrar pedidos"
        />
      </Suspense>
      <p role="status" className={styles.muted} aria-busy={searching || undefined}>
        {countText(matching, total, countLimit)}
      </p>
      {requests.length === 0 && searching ? (
        // Nothing on screen yet and new filters on the way: the shape of what is coming, not "no results".
        <RequestCardSkeleton count={3} label="Buscando pedidos…" />
      ) : requests.length === 0 ? (
        <p>
          {total === 0
            ? 'Todavía no hay pedidos publicados.'
            : paged
              ? 'No hay más pedidos con estos filtros.'
              : 'Ningún pedido coincide con los filtros.'}
        </p>
      ) : (
        <ul className={styles.cardGrid} aria-label="Pedidos">
          {requests.map((r) => (
            <li key={r.id}>
              <RequestTile request={r} href={`/pedidos/${r.id}`} actionLabel="Ver pedido" headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
      {next || paged ? (
        <nav aria-label="Páginas de pedidos" className={styles.pager}>
          {paged ? <UiLink href={pageHref(null)}>Ver los más recientes</UiLink> : null}
          {next ? (
            <UiLink href={pageHref(next)} variant="button-secondary">
              Ver más pedidos
            </UiLink>
          ) : null}
        </nav>
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

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/RouteError';
