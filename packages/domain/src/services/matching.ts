/**
 * Matching (issue 36, decision 046): a trip's requests it can carry and a request's trips, each one
 * repository query (SQL over an index, a scan in the browser); only the trip's traveller or the
 * request's buyer may ask, anyone else is told it does not exist (decision 030). A buyer invites
 * the traveller of a matching trip: once per request and trip, the traveller told with the request.
 */
import type { MatchingArea } from '#src/contract';
import { argentinaDay, formatDate } from '#src/format';
import { convertToUsdCents, currentRate, formatWholeMoney, toCents } from '#src/money';
import { isCountry } from '#src/countries';
import { CATEGORIES } from '#src/labels';
import { SUGGESTION_DEALS_READ, rewardSuggestion } from '#src/rules/reward-suggestion';
import { requestView, tripView } from '#src/projections';
import type { Change } from '#src/ports/changes';
import type { Repositories } from '#src/ports/repositories';
import { MATCH_LIMIT, allowanceEstimate } from '#src/rules/matching';
import { shortNameOf } from '#src/rules/lifecycle';
import { DEFAULT_ALERTS, alertSettingsSchema } from '#src/schemas/matching';
import type { ProductRequest } from '#src/schemas/product-request';
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

/**
 * At most this many people are told of one new trip or request: the alerts are written in the
 * transaction that publishes it, so its cost is bounded (decision 046 says how this grows).
 */
const ALERT_FANOUT = 200;

/**
 * Tells the buyers following the trip's country that it was registered (`trip_alert`, one a day
 * per person: the day's latest replaces the one before). Runs in the registering transaction.
 */
export async function tellOfNewTrip(
  ctx: Context,
  tx: Repositories,
  trip: TravelerTrip,
  travellerName: string,
): Promise<Change | null> {
  const watchers = await tx.matching.tripWatchers(trip.originCountry, trip.userId, ALERT_FANOUT);
  const day = argentinaDay(ctx.now());
  const returnDate = formatDate(trip.returnDate, 'dayMonth');
  return notify(
    ctx,
    tx,
    watchers.map((buyerId) =>
      NOTIFICATION_TEXTS.tripAlert({ buyerId, day, travellerName, country: trip.originCountry, returnDate }),
    ),
  );
}

/**
 * Tells the travellers with an upcoming trip from the request's country (their request alerts on)
 * that it was published (`request_alert`, one a day per person, the day's latest). Runs in the
 * publishing transaction.
 */
export async function tellOfNewRequest(
  ctx: Context,
  tx: Repositories,
  request: ProductRequest,
): Promise<Change | null> {
  const day = argentinaDay(ctx.now());
  const watchers = await tx.matching.requestWatchers({
    country: request.country,
    returnFrom: day,
    exceptTraveller: request.userId,
    limit: ALERT_FANOUT,
  });
  const reward = formatWholeMoney(request.rewardCents);
  return notify(
    ctx,
    tx,
    watchers.map((travellerId) =>
      NOTIFICATION_TEXTS.requestAlert({
        travellerId,
        day,
        requestId: request.id,
        productName: request.productName,
        country: request.country,
        reward,
      }),
    ),
  );
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
    async alerts(actor) {
      const user = await requireUser(actor);
      return (await ctx.read((r) => r.matching.alerts(user.id))) ?? DEFAULT_ALERTS;
    },
    async setAlerts(actor, input) {
      const user = await requireUser(actor);
      const parsed = alertSettingsSchema.safeParse(input);
      if (!parsed.success) return ctx.fail('validation', 'alertsInvalid');
      const settings = { ...parsed.data, tripCountries: [...new Set(parsed.data.tripCountries)] };
      await ctx.transaction(async (tx, changed) => {
        await tx.matching.setAlerts(user.id, settings, ctx.now());
        changed({ topic: 'users', ids: [user.id], audience: [user.id] });
      });
      return settings;
    },
    async rewardSuggestion(_actor, query) {
      const { category, country, price, currency = 'USD' } = query;
      const known = (CATEGORIES as readonly string[]).includes(category ?? '') && isCountry(country ?? '');
      const deals =
        known && category && country
          ? await ctx.read((r) => r.requests.completedDeals({ category, country, limit: SUGGESTION_DEALS_READ }))
          : [];
      const priceCents = price === undefined ? null : toCents(price);
      return rewardSuggestion(
        deals.map((d) => ({
          rewardUsdCents: d.rewardCents,
          priceUsdCents: convertToUsdCents(d.estimatedPriceCents, currentRate(d.currency)),
        })),
        priceCents === null ? null : convertToUsdCents(priceCents, currentRate(currency)),
      );
    },
  };
}
