// The traveller's upcoming trips on /viajero, each with the requests it can carry and what is left
// of the allowance — an estimate, said as one (decision 046).
import { flagFor, formatMoney, formatWholeMoney, type Marketplace, type TripMatches as Matches } from '@cg/domain';
import { Card, TripMatches } from '@cg/ui';
import * as styles from '#app/styles/traveller.css';

/** The actor's trips returning today or later, each with its matches (one read per trip, at most a few). */
export async function loadTravellerMatches(m: Marketplace, actor: { id: string }, today: string) {
  const trips = (await m.trips.mine(actor)).filter((t) => t.returnDate >= today);
  return Promise.all(trips.map((t) => m.matching.forTrip(actor, t.id)));
}

export function TravellerMatches({ matches, today }: { matches: readonly Matches[]; today: string }) {
  if (matches.length === 0) return null;
  return (
    <Card as="section" aria-label="Pedidos para tus viajes">
      <h2 className={styles.sectionTitle}>Pedidos para tus viajes</h2>
      {matches.map(({ trip, requests, allowance }) => (
        <TripMatches
          key={trip.id}
          country={trip.originCountry}
          countryFlag={flagFor(trip.originCountry)}
          ended={trip.returnDate < today}
          allowance={{
            usedText: formatMoney(allowance.usedUsdCents),
            leftText: formatMoney(allowance.leftUsdCents),
            limitText: formatWholeMoney(allowance.limitUsdCents),
          }}
          requests={requests.map((r) => ({
            id: r.id,
            productName: r.productName,
            rewardText: formatWholeMoney(r.rewardCents),
            priceText: formatMoney(r.estimatedPriceCents, r.currency),
            href: `/pedidos/${r.id}`,
          }))}
        />
      ))}
    </Card>
  );
}
