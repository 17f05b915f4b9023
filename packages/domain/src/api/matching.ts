// Matching and alerts (issue 36, decision 046): a trip's requests and a request's trips, each for
// its own traveller or buyer only (anyone else: 404).
import { route } from '#src/api/route';
import type { TripMatches } from '#src/contract';
import type { TripView } from '#src/projections';

export const matching = {
  forTrip: route<TripMatches>()('GET', '/matching/trips/:id'),
  forRequest: route<readonly TripView[]>()('GET', '/matching/requests/:id'),
};
