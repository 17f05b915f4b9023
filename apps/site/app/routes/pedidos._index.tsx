import {
  useLoaderData,
  useNavigation,
  useSearchParams,
  type ClientLoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/react';
import { Suspense, lazy } from 'react';
import { CATEGORIES, CATEGORY_LABELS, COUNTRY_OPTIONS, PAGE_SIZE, REWARD_FILTER } from '@cg/domain';
import { RequestFilterBarPlaceholder } from '@cg/ui';
import { getBackend, getMarketplace } from '#app/lib/marketplace.client';
import { currentActor } from '#app/lib/session';
import { isOf, liveChanges, reloadOnlyFor } from '#app/lib/change-concerns';
import { withNewCards } from '#app/lib/live-cards';
import { useUrlFilters } from '#app/lib/url-filters';
import { ensureExamples } from '#app/lib/examples.client';
import { ExamplesBannerSlot, startExamplesBanner } from '#app/components/market/ExamplesBannerLater';
import {
  RequestListScreen,
  loadRequestList,
  toBar,
  toSearch,
  type RequestList,
} from '#app/components/market/RequestList';

// The filter bar's fields (react-aria's combobox, select, slider and popovers: about 70 KiB gzip)
// are not in the first load (decision 024): the loader starts fetching them beside the data, and
// until they arrive RequestFilterBarPlaceholder draws the bar as it will be, so nothing moves.
const loadFilterBar = () => import('@cg/ui/filter-bar');
const RequestFilterBar = lazy(() => loadFilterBar().then((m) => ({ default: m.RequestFilterBar })));

export const meta: MetaFunction = () => [{ title: 'Pedidos Disponibles - Conexión Global' }];

/** The page this tab shows last, by its URL: what a live reload can add the new cards to. */
let shown: { readonly href: string; readonly list: RequestList } | null = null;

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  // Not awaited: the list shows without it. A failed fetch surfaces where the bar renders.
  loadFilterBar().catch(() => undefined);
  const banner = startExamplesBanner();
  await ensureExamples();
  const url = new URL(request.url);
  const actor = await currentActor();
  // A live reload whose burst only brings new cards, on the first page this tab shows: the cards go
  // in with no request (decision 048); anything else reads the page again.
  const changes = liveChanges();
  const base = shown?.href === url.href ? shown.list : null;
  const inserted = base && changes ? withNewCards(base, changes, toSearch(base.filters), PAGE_SIZE) : null;
  // One page at a time (keyset, `?despues=`): the API filters and pages, however large the table.
  const [list, examples] = await Promise.all([
    inserted ?? loadRequestList(getMarketplace(), actor, url),
    getBackend().examples.present(),
  ]);
  shown = { href: url.href, list };
  await banner.whenExamples(examples);
  return { ...list, examples };
}

// Any request may enter or leave the filtered page (a new one, an accepted one); nothing else is on
// it — a card names no buyer, and its traveller's name is stored with the request (decision 038).
// A new one's card is inserted by the loader with no request when it can be (decision 048).
export const shouldRevalidate = reloadOnlyFor((change) => isOf(change, 'requests'));

const categoryOptions = CATEGORIES.map((c) => ({ id: c, label: CATEGORY_LABELS[c] }));

export default function Pedidos() {
  const { examples, ...list } = useLoaderData<typeof clientLoader>();
  const { filters } = list;
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
    <RequestListScreen
      list={list}
      searching={searching}
      notice={examples ? <ExamplesBannerSlot /> : null}
      pageHref={pageHref}
      filterBar={
        <Suspense fallback={<RequestFilterBarPlaceholder value={draft} categories={categoryOptions} />}>
          <RequestFilterBar
            countries={COUNTRY_OPTIONS}
            categories={categoryOptions}
            value={draft}
            onChange={change}
            title="Filtrar pedidos"
          />
        </Suspense>
      }
    />
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/RouteErrorLater';
