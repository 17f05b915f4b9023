// A stored trip as @cg/ui's TripCard. 'Contactar' leads to the contact section of the traveller's
// public profile: there is no direct messaging yet (the spec's placeholder toast did nothing), and
// the profile shows e-mail and phone to logged-in people when the traveller chose to show them.
import { DESTINATION_COUNTRY, flagFor, type TripView } from '@cg/domain';
import { TripCard } from '@cg/ui';
import { useImageUrl } from '#app/lib/use-image';
import * as styles from '#app/styles/market.css';

export function TripTile({ trip }: { trip: TripView }) {
  // The traveller's picture as it is now (a stored photo, by reference), initials meanwhile.
  const avatarSrc = useImageUrl(trip.userAvatar);
  return (
    <TripCard
      name={trip.userName}
      avatarSrc={avatarSrc ?? null}
      originCountry={trip.originCountry}
      originFlag={flagFor(trip.originCountry)}
      destinationCountry={trip.destinationCountry}
      destinationFlag={flagFor(DESTINATION_COUNTRY)}
      arrivalDate={trip.returnDate}
      isVerified={trip.travellerVerified}
      profileHref={`/profile/${trip.userId}`}
      contactHref={`/profile/${trip.userId}#contacto`}
    >
      {trip.isExample ? <span className={styles.exampleTag}>Ejemplo</span> : null}
    </TripCard>
  );
}
