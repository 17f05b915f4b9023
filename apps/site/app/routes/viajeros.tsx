import {
  Link,
  useLoaderData,
  useNavigation,
  useSearchParams,
  type ClientLoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/react';
import { COUNTRY_OPTIONS, DESTINATION_COUNTRY, SPACE_SIZE_LABELS, flagFor, type TripView } from '@cg/domain';
import { Card, TripCard, TripFilterBar } from '@cg/ui';
import { ListPager, usePageFocus } from '#app/components/market/ListPager';
import { ensureExamples } from '#app/lib/examples.client';
import { getMarketplace } from '#app/lib/marketplace.client';
import { currentActor } from '#app/lib/session';
import { useUrlFilters } from '#app/lib/url-filters';
import { useImageUrl } from '#app/lib/use-image';
import * as page from '#app/styles/page.css';
import * as styles from '#app/styles/traveller.css';
import { isOf, reloadOnlyFor } from '#app/lib/change-concerns';

export const meta: MetaFunction = () => [
  { title: 'Viajeros Disponibles - Conexión Global' },
  { name: 'description', content: 'Viajeros verificados que llegan a la Argentina y pueden traer tu producto.' },
];

/**
 * Filters live in the URL (shareable, survive reloads): ?origen=&hasta=&q=. One page at a time,
 * as /pedidos (keyset, `?despues=`): the API filters and pages, however many trips there are.
 */
// The trips' list: a trip, or a traveller's public record (a name on a card); a request, a chat or
// a notification changes nothing here (decision 038).
export const shouldRevalidate = reloadOnlyFor((change) => isOf(change, 'trips', 'users'));

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const filters = {
    originCountry: params.get('origen') ?? '',
    returnBy: /^\d{4}-\d{2}-\d{2}$/.test(params.get('hasta') ?? '') ? (params.get('hasta') ?? '') : '',
    text: params.get('q') ?? '',
  };
  await ensureExamples(); // a first visit to an empty browser shows example trips
  const found = await getMarketplace().trips.searchPage(await currentActor(), filters, {
    after: params.get('despues'),
  });
  const { items: trips, next, matching, countLimit } = found;
  return { trips, next, matching, countLimit, paged: params.has('despues'), filters };
}

const COUNTRIES = COUNTRY_OPTIONS.filter((c) => c.name !== DESTINATION_COUNTRY);

/** "12 viajes encontrados"; past the count limit "Más de 1.000 viajes" (the API stops counting there). */
function countText(matching: number, limit: number): string {
  if (matching > limit) return `Más de ${limit.toLocaleString('es-AR')} viajes`;
  return matching === 1 ? '1 viaje encontrado' : `${String(matching)} viajes encontrados`;
}

export default function Viajeros() {
  const { trips, next, matching, countLimit, paged, filters } = useLoaderData<typeof clientLoader>();
  const navigation = useNavigation();
  const searching = navigation.state === 'loading' && navigation.location.pathname === '/viajeros';
  const filtered = Boolean(filters.originCountry || filters.returnBy || filters.text);
  const [params] = useSearchParams();
  const pageHref = (after: string | null) => {
    const out = new URLSearchParams(params);
    if (after) out.set('despues', after);
    else out.delete('despues');
    const query = out.toString();
    return query ? `/viajeros?${query}` : '/viajeros';
  };

  const { draft, change } = useUrlFilters(filters, {
    // New filters start from the first page.
    toParams: (v) => ({ origen: v.originCountry, hasta: v.returnBy, q: v.text, despues: '' }),
    continuous: ['text'],
  });

  // After "Ver más viajes" (or back to the newest) the keyboard goes on from the new page's list.
  const { listRef, fallbackRef, onPage } = usePageFocus<HTMLUListElement, HTMLParagraphElement>(trips);

  return (
    <main className={page.page}>
      <div>
        <h1 className={page.title}>Viajeros Disponibles</h1>
        <p className={page.lead}>Personas que viajan a la Argentina y pueden traer tu producto.</p>
      </div>
      <TripFilterBar countries={COUNTRIES} value={draft} onChange={change} title="Filtrar viajeros" />
      <p ref={fallbackRef} tabIndex={-1} role="status" className={styles.muted} aria-busy={searching || undefined}>
        {countText(matching, countLimit)}
      </p>
      {trips.length === 0 ? (
        <Card>
          <p>
            {paged
              ? 'No hay más viajes con estos filtros.'
              : filtered
                ? 'No hay viajes que coincidan con los filtros.'
                : 'Todavía no hay viajes registrados.'}
          </p>
          <p>
            <Link to="/viajero">Registra tu viaje</Link>
          </p>
        </Card>
      ) : (
        <ul
          ref={listRef}
          tabIndex={-1}
          className={page.grid}
          aria-label="Viajes"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {trips.map((trip) => (
            <li key={trip.id}>
              <TripItem trip={trip} />
            </li>
          ))}
        </ul>
      )}
      <ListPager
        label="Páginas de viajes"
        moreLabel="Ver más viajes"
        next={next}
        paged={paged}
        pageHref={pageHref}
        onPage={onPage}
      />
    </main>
  );
}

function TripItem({ trip }: { trip: TripView }) {
  const avatarSrc = useImageUrl(trip.userAvatar);
  return (
    <TripCard
      aria-label={`Viaje de ${trip.userName}`}
      name={trip.userName}
      avatarSrc={avatarSrc ?? null}
      originCountry={trip.originCountry}
      originFlag={flagFor(trip.originCountry)}
      destinationCountry={trip.destinationCountry}
      destinationFlag={flagFor(trip.destinationCountry)}
      departureDate={trip.departureDate}
      arrivalDate={trip.returnDate}
      facts={[
        { term: 'Provincia', value: trip.province },
        { term: 'Espacio', value: SPACE_SIZE_LABELS[trip.availableSpace] },
      ]}
      isVerified={trip.travellerVerified}
      profileHref={`/profile/${trip.userId}`}
      profileLabel="Ver Perfil y Contactar"
      headingLevel={2}
    />
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/RouteErrorLater';
