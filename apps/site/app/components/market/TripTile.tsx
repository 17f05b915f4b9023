// Interim trip card until @cg/ui's TripCard is exported (then this file composes it).
import { DESTINATION_COUNTRY, flagFor, type TravelerTrip } from '@cg/domain';
import { Avatar, Button, Card, Flag, Link } from '@cg/ui';
import { toast } from '#app/lib/toast';
import * as styles from '#app/styles/market.css';

const arrival = new Intl.DateTimeFormat('es-AR', { day: 'numeric', month: 'long', timeZone: 'UTC' });

export function TripTile({ trip }: { trip: TravelerTrip }) {
  return (
    <Card as="article" padding="md" gap="sm" aria-labelledby={`trip-${trip.id}`}>
      <div className={styles.actions}>
        <Avatar name={trip.userName} src={trip.userAvatar} decorative />
        <div>
          <h3 id={`trip-${trip.id}`} className={styles.cardTitle}>
            {trip.userName}
          </h3>
          <span className={styles.muted}>Verified Traveller ✓</span>
        </div>
      </div>
      {trip.isExample ? <span className={styles.exampleTag}>Ejemplo</span> : null}
      <dl className={styles.facts}>
        <dt>Desde</dt>
        <dd>
          <Flag country={trip.originCountry} emoji={flagFor(trip.originCountry)} decorative /> {trip.originCountry}
        </dd>
        <dt>Hacia</dt>
        <dd>
          <Flag country={DESTINATION_COUNTRY} emoji={flagFor(DESTINATION_COUNTRY)} decorative /> {trip.destinationCountry} ({trip.province})
        </dd>
        <dt>Llega</dt>
        <dd>{arrival.format(new Date(`${trip.returnDate}T00:00:00Z`))}</dd>
      </dl>
      <div className={styles.actions}>
        <Link href={`/profile/${trip.userId}`} variant="button-primary" aria-label={`Ver Perfil de ${trip.userName}`}>
          Ver Perfil
        </Link>
        <Button
          variant="secondary"
          aria-label={`Contactar a ${trip.userName}`}
          onPress={() => toast({ title: 'Función no implementada', description: 'El chat con viajeros todavía no está disponible.' })}
        >
          Contactar
        </Button>
      </div>
    </Card>
  );
}
