// Trips (decision 035): the public list is a page (keyset, as the requests'; there is no read of
// every trip), the home's newest, one's own, and registering, changing and deleting one.
import { jsonOf, queryFrom, type ShapesOf } from '#src/api/shape';
import { route } from '#src/api/route';
import type { TravellerStanding, TripPage } from '#src/contract';
import type { TripView } from '#src/projections';
import { pageRequestSchema, tripFiltersSchema, type PageRequest, type TripFilters } from '#src/schemas/filters';
import { tripInputSchema, type TripInput } from '#src/schemas/trip';

export const trips = {
  searchPage: route<TripPage, TripFilters & PageRequest>()('GET', '/trips', { via: 'query' }),
  home: route<readonly TripView[]>()('GET', '/trips/home'),
  mine: route<readonly TripView[]>()('GET', '/trips/mine'),
  register: route<TripView, TripInput>()('POST', '/trips', { via: 'json', status: 201, idempotent: true }),
  /** Its traveller changes or deletes a trip (not the origin or return of one carrying an order: decision 026). */
  edit: route<TripView, TripInput>()('PUT', '/trips/:id', { via: 'json' }),
  remove: route<undefined>()('DELETE', '/trips/:id', { status: 204 }),
  /** Issue 37: one's customs allowance ledger and trust tier (decision 047). */
  standing: route<TravellerStanding>()('GET', '/trips/standing'),
};

export const tripsShapes = (): ShapesOf<typeof trips> => ({
  searchPage: queryFrom(tripFiltersSchema.extend(pageRequestSchema.shape)),
  register: jsonOf(tripInputSchema),
  edit: jsonOf(tripInputSchema),
});
