import { Link, useLoaderData, useNavigation, type ClientLoaderFunctionArgs, type MetaFunction } from '@remix-run/react';
import { COUNTRY_OPTIONS, DESTINATION_COUNTRY, SPACE_SIZE_LABELS, flagFor, type TripView } from '@cg/domain';
import { Card, TripCard, TripFilterBar } from '@cg/ui';
import { ensureExamples } from '#app/lib/examples.client';
import { getMarketplace } from '#app/lib/marketplace.client';
import { currentActor } from '#app/lib/session';
import { useUrlFilters } from '#app/lib/url-filters';
import { useImageUrl } from '#app/lib/use-image';
import * as page from '#app/styles/page.css';
import * as styles from '#app/styles/traveller.css';

export const meta: MetaFunction = () => [
  { title: 'Viajeros Disponibles - Conexión Global' },
  { name: 'description', content: 'Viajeros verificados que llegan a la Argentina y pueden traer tu producto.' },
];

/** Filters live in the URL (shareable, survive reloads): ?origen=&hasta=&q= */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const filters = {
    originCountry: params.get('origen') ?? '',
    returnBy: /^\d{4}-\d{2}-\d{2}$/.test(params.get('hasta') ?? '') ? (params.get('hasta') ?? '') : '',
    text: params.get('q') ?? '',
  };
  await ensureExamples(); // a first visit to an empty browser shows example trips
  const trips = await getMarketplace().trips.search(await currentActor(), filters);
  return { trips, filters };
}

const COUNTRIES = COUNTRY_OPTIONS.filter((c) => c.name !== DESTINATION_COUNTRY);

const dayMonth = new Intl.DateTimeFormat('es-AR', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const asDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

export default function Viajeros() {
  const { trips, filters } = useLoaderData<typeof clientLoader>();
  const navigation = useNavigation();
  const searching = navigation.state === 'loading' && navigation.location.pathname === '/viajeros';
  const filtered = Boolean(filters.originCountry || filters.returnBy || filters.text);

  const { draft, change } = useUrlFilters(filters, {
    toParams: (v) => ({ origen: v.originCountry, hasta: v.returnBy, q: v.text }),
    continuous: ['text'],
  });

  return (
    <main className={page.page}>
      <div>
        <h1 className={page.title}>Viajeros Disponibles</h1>
        <p className={page.lead}>Personas que viajan a la Argentina y pueden traer tu producto.</p>
      </div>
      <TripFilterBar countries={COUNTRIES} value={draft} onChange={change} title="Filtrar viajeros" />
      <p role="status" className={styles.muted} aria-busy={searching || undefined}>
        {trips.length === 1 ? '1 viaje encontrado' : `${trips.length} viajes encontrados`}
      </p>
      {trips.length === 0 ? (
        <Card>
          <p>{filtered ? 'No hay viajes que coincidan con los filtros.' : 'Todavía no hay viajes registrados.'}</p>
          <p>
            <Link to="/viajero">Registra tu viaje</Link>
          </p>
        </Card>
      ) : (
        <ul className={page.grid} aria-label="Viajes" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {trips.map((trip) => (
            <li key={trip.id}>
              <TripItem trip={trip} />
            </li>
          ))}
        </ul>
      )}
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
      arrivalDate={trip.returnDate}
      isVerified={trip.travellerVerified}
      profileHref={`/profile/${trip.userId}`}
      profileLabel="Ver Perfil y Contactar"
      headingLevel={2}
    >
      <dl className={styles.dl}>
        <dt>Provincia</dt>
        <dd>{trip.province}</dd>
        <dt>Sale</dt>
        <dd>
          <time dateTime={trip.departureDate}>{dayMonth.format(asDate(trip.departureDate))}</time>
        </dd>
        <dt>Espacio</dt>
        <dd>{SPACE_SIZE_LABELS[trip.availableSpace]}</dd>
      </dl>
    </TripCard>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/RouteErrorLater';
