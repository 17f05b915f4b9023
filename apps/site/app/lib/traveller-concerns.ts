// Whether a live `requests` change concerns /viajero's list of upcoming trips and the requests each
// can carry (decision 046; decision 048's table). A new request's change carries its card: it
// concerns the page only when one of the listed trips carries it — the rule the server's request
// alerts use (`tripCarries`), so the page refreshes for what would have alerted her. Any other
// `requests` change (an acceptance, an edit, a cancellation, a card the site cannot read, another
// tab's bare write) may move a listed request, and concerns the page as before.
import { tripCarries, type TravelerTrip } from '@cg/domain';
import type { SiteChange } from './change-concerns';
import { cardOf } from './live-cards';

/** The listed trips as the page showed them, and the day it judged "upcoming" by. */
export interface ShownTrips {
  readonly trips: readonly Pick<TravelerTrip, 'originCountry' | 'returnDate' | 'userId'>[];
  readonly today: string;
}

export function requestsChangeConcernsTrips(change: SiteChange, shown: ShownTrips): boolean {
  if (shown.trips.length === 0) return false;
  // No card: not a publish (or not one the site can read) — it may move a listed request.
  if (!change.card) return true;
  const card = cardOf(change);
  if (!card) return true;
  return shown.trips.some((trip) => tripCarries(trip, card, shown.today));
}
