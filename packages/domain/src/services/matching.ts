/**
 * Matching (issue 36, decision 046): a trip's requests it can carry and a request's trips, each one
 * repository query (SQL over an index, a scan in the browser); only the trip's traveller or the
 * request's buyer may ask, anyone else is told it does not exist (decision 030).
 */
import type { MatchingArea } from '#src/contract';
import { argentinaDay } from '#src/format';
import { requestView, tripView } from '#src/projections';
import { MATCH_LIMIT, allowanceEstimate } from '#src/rules/matching';
import type { Context } from '#src/services/context';

export function createMatchingService(ctx: Context): MatchingArea {
  return {
    async forTrip(actor, tripId) {
      const user = await ctx.requireUser(actor, 'login_required', 'dashboardLoginRequired');
      const today = argentinaDay(ctx.now());
      return ctx.read(async (r) => {
        const trip = await r.trips.byId(tripId);
        if (trip?.userId !== user.id) return ctx.fail('not_found', 'tripNotFound');
        const [found, orders] = await Promise.all([
          trip.returnDate >= today
            ? r.requests.matchingTrip({ country: trip.originCountry, exceptBuyer: user.id, limit: MATCH_LIMIT })
            : [],
          r.requests.list({ tripId }),
        ]);
        return { trip: tripView(trip, user), requests: found.map(requestView), allowance: allowanceEstimate(orders) };
      });
    },
    async forRequest(actor, requestId) {
      const user = await ctx.requireUser(actor, 'login_required', 'dashboardLoginRequired');
      return ctx.read(async (r) => {
        const request = await r.requests.byId(requestId);
        if (request?.userId !== user.id) return ctx.fail('not_found', 'notFound');
        if (request.status !== 'active') return [];
        const trips = await r.trips.matchingRequest({
          country: request.country,
          returnFrom: argentinaDay(ctx.now()),
          exceptTraveller: user.id,
          limit: MATCH_LIMIT,
        });
        const travellers = await r.users.byIds([...new Set(trips.map((t) => t.userId))]);
        const byId = new Map(travellers.map((u) => [u.id, u]));
        return trips.map((t) => tripView(t, byId.get(t.userId)));
      });
    },
  };
}
