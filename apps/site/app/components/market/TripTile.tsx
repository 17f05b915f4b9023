// A stored trip as @cg/ui's TripCard ('Contactar' is a placeholder, spec §2).
import { DESTINATION_COUNTRY, flagFor, type TripView } from '@cg/domain';
import { TripCard } from '@cg/ui';
import { toast } from '#app/lib/toast';
import * as styles from '#app/styles/market.css';

export function TripTile({ trip }: { trip: TripView }) {
  return (
    <TripCard
      name={trip.userName}
      avatarSrc={trip.userAvatar}
      originCountry={trip.originCountry}
      originFlag={flagFor(trip.originCountry)}
      destinationCountry={trip.destinationCountry}
      destinationFlag={flagFor(DESTINATION_COUNTRY)}
      arrivalDate={trip.returnDate}
      isVerified={trip.travellerVerified}
      profileHref={`/profile/${trip.userId}`}
      onContact={() =>
        toast({ title: 'Función no implementada', description: 'El chat con viajeros todavía no está disponible.' })
      }
    >
      {trip.isExample ? <span className={styles.exampleTag}>Ejemplo</span> : null}
    </TripCard>
  );
}
