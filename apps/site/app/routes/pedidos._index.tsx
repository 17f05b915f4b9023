import { useLoaderData, useNavigation, useNavigationType, useSearchParams, type ClientLoaderFunctionArgs, type MetaFunction } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { CATEGORIES, CATEGORY_LABELS, COUNTRY_OPTIONS, REWARD_FILTER, isCountry, type Category } from '@cg/domain';
import { RequestFilterBar, type RequestFilterValues } from '@cg/ui';
import { getMarketplace } from '#app/lib/marketplace.client';
import { ensureExamples } from '#app/lib/examples.client';
import { ExamplesBanner } from '#app/components/market/ExamplesBanner';
import { RequestTile } from '#app/components/market/RequestTile';
import * as page from '#app/styles/page.css';
import * as styles from '#app/styles/market.css';

export const meta: MetaFunction = () => [{ title: 'Pedidos Disponibles - Conexión Global' }];

/** The filters live in the URL (`?q=&pais=&categoria=&recompensa=`), so reload and back keep them. */
function filtersFrom(url: URL) {
  const q = url.searchParams.get('q')?.trim() ?? '';
  const pais = url.searchParams.get('pais') ?? '';
  const categoria = url.searchParams.get('categoria') ?? '';
  const raw = Number(url.searchParams.get('recompensa') ?? REWARD_FILTER.defaultValue);
  const recompensa = Number.isFinite(raw) ? Math.min(REWARD_FILTER.max, Math.max(REWARD_FILTER.min, raw)) : REWARD_FILTER.defaultValue;
  return {
    q,
    pais: isCountry(pais) ? pais : '',
    categoria: (CATEGORIES as readonly string[]).includes(categoria) ? (categoria as Category) : ('' as const),
    recompensa,
  };
}

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  await ensureExamples();
  const filters = filtersFrom(new URL(request.url));
  const m = getMarketplace();
  const [requests, total, examples] = await Promise.all([
    m.requests.search({ text: filters.q, country: filters.pais, category: filters.categoria, minReward: filters.recompensa }),
    m.requests.listNewestFirst().then((all) => all.length),
    m.examples.present(),
  ]);
  return { requests, total, filters, examples };
}

const categoryOptions = CATEGORIES.map((c) => ({ id: c, label: CATEGORY_LABELS[c] }));

type Filters = ReturnType<typeof filtersFrom>;
const toBar = (f: Filters): RequestFilterValues => ({ text: f.q, country: f.pais, category: f.categoria, minReward: f.recompensa });

/** Typing and sliding wait for a pause before the list follows; a choice applies at once. */
const SETTLE_MS = 300;

export default function Pedidos() {
  const { requests, total, filters, examples } = useLoaderData<typeof clientLoader>();
  const navigation = useNavigation();
  const [, setSearchParams] = useSearchParams();
  const searching = navigation.state === 'loading' && navigation.location.pathname === '/pedidos';

  // The bar shows each change at once; the URL (and so the list) follows. The URL stays the source
  // of truth: reload, back/forward and a shared link bring their filters in.
  const [draft, setDraft] = useState<RequestFilterValues>(() => toBar(filters));
  const urlKey = `${filters.q}|${filters.pais}|${filters.categoria}|${filters.recompensa}`;
  useEffect(() => setDraft(toBar(filters)), [urlKey]); // eslint-disable-line react-hooks/exhaustive-deps
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  // Each new filter is a step back can undo; the pauses of one search (or the steps of one slide)
  // replace each other instead of filling the history. Decided when the URL is written, since
  // the keystrokes before a pause never reach it.
  const lastApplied = useRef<keyof RequestFilterValues | null>(null);
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === 'POP') lastApplied.current = null; // back/forward: the next change is a new step
  }, [urlKey, navigationType]);

  const change = (next: RequestFilterValues) => {
    const changed = (Object.keys(next) as (keyof RequestFilterValues)[]).filter((k) => next[k] !== draft[k]);
    const field = changed.length === 1 ? changed[0]! : null; // several at once: 'Limpiar filtros'
    setDraft(next);
    clearTimeout(timer.current);
    const continuous = field === 'text' || field === 'minReward';
    const apply = () => {
      const replace = continuous && lastApplied.current === field;
      lastApplied.current = field;
      setSearchParams(
        (params) => {
          const out = new URLSearchParams(params);
          const entries = [
            ['q', next.text.trim()],
            ['pais', next.country],
            ['categoria', next.category],
            ['recompensa', next.minReward === REWARD_FILTER.defaultValue ? '' : String(next.minReward)],
          ] as const;
          for (const [key, value] of entries) {
            if (value) out.set(key, value);
            else out.delete(key);
          }
          return out;
        },
        { replace, preventScrollReset: true },
      );
    };
    if (continuous) timer.current = setTimeout(apply, SETTLE_MS);
    else apply();
  };

  return (
    <main className={`${page.page} ${styles.fit}`}>
      <div>
        <h1 className={page.title}>Pedidos Disponibles</h1>
        <p className={page.lead}>Productos que personas en la Argentina quieren que les traigas, con la recompensa que ofrecen.</p>
      </div>
      {examples ? <ExamplesBanner /> : null}
      <RequestFilterBar countries={COUNTRY_OPTIONS} categories={categoryOptions} value={draft} onChange={change} title="Filtrar pedidos" />
      <p role="status" className={styles.muted} aria-busy={searching || undefined}>
        {requests.length === 1 ? '1 pedido' : `${requests.length} pedidos`}
        {requests.length !== total ? ` de ${total}` : ''}
      </p>
      {requests.length === 0 ? (
        <p>{total === 0 ? 'Todavía no hay pedidos publicados.' : 'Ningún pedido coincide con los filtros.'}</p>
      ) : (
        <ul className={styles.cardGrid} aria-label="Pedidos">
          {requests.map((r) => (
            <li key={r.id}>
              <RequestTile request={r} href={`/pedidos/${r.id}`} actionLabel="Ver pedido" headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/RouteError';
