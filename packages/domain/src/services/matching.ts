/**
 * Matching (issue 36, decision 046): a trip's requests it can carry and a request's trips, each one
 * repository query (SQL over an index, a scan in the browser); only the trip's traveller or the
 * request's buyer may ask, anyone else is told it does not exist (decision 030). A buyer invites
 * the traveller of a matching trip: once per request and trip, the traveller told with the request.
 */
import type { MatchingArea } from '#src/contract';
import { argentinaDay } from '#src/format';
import { formatWholeMoney } from '#src/money';
import { requestView, tripView } from '#src/projections';
import type { Repositories } from '#src/ports/repositories';
import { MATCH_LIMIT, allowanceEstimate } from '#src/rules/matching';
import { shortNameOf } from '#src/rules/lifecycle';
import type { TravelerTrip } from '#src/schemas/trip';
import type { Context } from '#src/services/context';
import { NOTIFICATION_TEXTS, notify } from '#src/services/notifications';

/** The trips with their travellers as they are now, each said invited or not by this request. */
async function matchedTrips(r: Repositories, requestId: string, trips: readonly TravelerTrip[]) {
  const [travellers, invited] = await Promise.all([
    r.users.byIds([...new Set(trips.map((t) => t.userId))]),
    r.matching.invitedTrips(requestId),
  ]);
  const byId = new Map(travellers.map((u) => [u.id, u]));
  const sent = new Set(invited);
  return trips.map((t) => ({ ...tripView(t, byId.get(t.userId)), invited: sent.has(t.id) }));
}

export function createMatchingService(ctx: Context): MatchingArea {
  const requireUser = (actor: Parameters<MatchingArea['forTrip']>[0]) =>
    ctx.requireUser(actor, 'login_required', 'dashboardLoginRequired');
  return {
    async forTrip(actor, tripId) {
      const user = await requireUser(actor);
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
      const user = await requireUser(actor);
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
        return matchedTrips(r, request.id, trips);
      });
    },
    async invite(actor, requestId, tripId) {
      const user = await requireUser(actor);
      const today = argentinaDay(ctx.now());
      return ctx.transaction(async (tx, changed) => {
        const request = await tx.requests.byId(requestId);
        if (request?.userId !== user.id) return ctx.fail('not_found', 'notFound');
        if (request.status !== 'active') return ctx.fail('validation', 'inviteRequestClosed');
        const trip = await tx.trips.byId(tripId);
        // Someone else's trip is the one invited; one's own, or none, does not exist (decision 030).
        if (!trip || trip.userId === user.id) return ctx.fail('not_found', 'tripNotFound');
        if (trip.originCountry !== request.country || trip.returnDate < today) {
          return ctx.fail('validation', 'inviteTripMismatch');
        }
        const invitation = {
          requestId,
          tripId,
          buyerId: user.id,
          travellerId: trip.userId,
          createdAt: ctx.now(),
        };
        // Asked again (a second tab, a retry): the first invitation stands and nobody is told twice.
        if (await tx.matching.invite(invitation)) {
          changed(
            await notify(ctx, tx, [
              NOTIFICATION_TEXTS.tripInvitation({
                travellerId: trip.userId,
                requestId,
                buyerName: shortNameOf(user),
                productName: request.productName,
                country: request.country,
                reward: formatWholeMoney(request.rewardCents),
              }),
            ]),
            { topic: 'requests', ids: [requestId], audience: [user.id] },
          );
        }
        const [matched] = await matchedTrips(tx, requestId, [trip]);
        return matched ?? ctx.fail('not_found', 'tripNotFound');
      });
    },
  };
}
