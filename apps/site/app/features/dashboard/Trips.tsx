import { useState } from 'react';
import { useFetcher } from '@remix-run/react';
import { SPACE_SIZE_LABELS, flagFor, type TripView } from '@cg/domain';
import { Button, Card, Flag, Icon, Link, VisuallyHidden } from '@cg/ui';
import { formatDay } from '#app/lib/format';
import { ConfirmDialog } from '#app/components/market/ConfirmDialog';
import type { DashboardResult } from './actions/result';
import { Empty } from './Summary';
import * as styles from '#app/styles/market.css';

/** "Mis Viajes": the person's trips, each with its own actions. */
export function TripList({ trips }: { trips: readonly TripView[] }) {
  if (trips.length === 0) {
    return <Empty text="Todavía no registraste viajes." href="/viajero" action="Registrar un viaje" />;
  }
  return (
    <ul className={styles.list}>
      {trips.map((t) => (
        <li key={t.id}>
          <Card padding="md" gap="sm" as="article" aria-label={`Viaje desde ${t.originCountry}`}>
            <h3 className={styles.cardTitle}>
              <Flag country={t.originCountry} code={flagFor(t.originCountry)} decorative /> {t.originCountry}{' '}
              <Icon name="arrowRight" />
              <VisuallyHidden>a</VisuallyHidden> Argentina
            </h3>
            <p className={styles.muted}>
              {t.province} · Sale el <time dateTime={t.departureDate}>{formatDay(t.departureDate)}</time> · Regreso el{' '}
              <time dateTime={t.returnDate}>{formatDay(t.returnDate)}</time> · Espacio{' '}
              {SPACE_SIZE_LABELS[t.availableSpace].toLowerCase()} · Entra{' '}
              {t.entryWay === 'land' ? 'por tierra' : 'en avión o barco'}
            </p>
            <TripActions trip={t} />
          </Card>
        </li>
      ))}
    </ul>
  );
}

/**
 * A trip's own actions: changing it (the registration form, filled in) and deleting it after a
 * confirmation. A trip that carries an order in progress is refused by the domain, in Spanish.
 */
function TripActions({ trip }: { trip: TripView }) {
  const fetcher = useFetcher<DashboardResult>();
  const [open, setOpen] = useState(false);
  const [answered, setAnswered] = useState(fetcher.data);
  if (fetcher.state === 'idle' && fetcher.data !== answered) {
    setAnswered(fetcher.data);
    if (fetcher.data) setOpen(false);
  }
  const label = `desde ${trip.originCountry} del ${formatDay(trip.departureDate)}`;
  return (
    <div className={styles.actions}>
      <Link
        href={`/viajero?editar=${encodeURIComponent(trip.id)}`}
        variant="button-secondary"
        aria-label={`Editar el viaje ${label}`}
      >
        Editar
      </Link>
      <Button variant="secondary" onPress={() => setOpen(true)} aria-label={`Eliminar el viaje ${label}`}>
        Eliminar
      </Button>
      <ConfirmDialog open={open} onClose={() => setOpen(false)} title="¿Eliminar este viaje?">
        <p>
          Tu viaje {label} dejará de aparecer entre los viajeros disponibles. Un viaje que trae un pedido en curso no se
          puede eliminar.
        </p>
        <fetcher.Form method="post" className={styles.actions}>
          <input type="hidden" name="intent" value="remove-trip" />
          <input type="hidden" name="tripId" value={trip.id} />
          <Button type="submit" variant="destructive" isPending={fetcher.state !== 'idle'} pendingLabel="Eliminando...">
            Eliminar viaje
          </Button>
          <Button variant="secondary" onPress={() => setOpen(false)}>
            Cancelar
          </Button>
        </fetcher.Form>
      </ConfirmDialog>
    </div>
  );
}
