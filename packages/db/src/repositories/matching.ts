/**
 * Matching's records (issue 36, decision 046): the invitations, one per request and trip (the
 * key), and each person's alerts — who follows a country's trips (the GIN index on the countries),
 * and the travellers told of a new request (their trips from its country, over trips_match).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Repositories } from '@cg/domain/server';
import * as t from '#src/schema';
import type { Runner } from '#src/repositories/runner';

export function sqlMatching(q: Runner): Repositories['matching'] {
  const i = t.invitations;
  const a = t.alertSettings;
  return {
    async invite(invitation) {
      const inserted = await q
        .insert(i)
        .values(invitation)
        .onConflictDoNothing({ target: [i.requestId, i.tripId] })
        .returning({ tripId: i.tripId });
      return inserted.length > 0;
    },
    async invitedTrips(requestId) {
      const rows = await q.select({ tripId: i.tripId }).from(i).where(eq(i.requestId, requestId));
      return rows.map((r) => r.tripId);
    },
    async alerts(userId) {
      const [row] = await q
        .select({ tripCountries: a.tripCountries, requestAlerts: a.requestAlerts })
        .from(a)
        .where(eq(a.userId, userId));
      return row ?? null;
    },
    async setAlerts(userId, settings, at) {
      const values = {
        tripCountries: [...settings.tripCountries],
        requestAlerts: settings.requestAlerts,
        updatedAt: at,
      };
      await q
        .insert(a)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: a.userId, set: values });
    },
    async tripWatchers(country, exceptUser, limit) {
      const rows = await q
        .select({ userId: a.userId })
        .from(a)
        .where(and(sql`${a.tripCountries} @> array[${country}]::text[]`, sql`${a.userId} <> ${exceptUser}`))
        .limit(limit);
      return rows.map((r) => r.userId);
    },
    async requestWatchers({ country, returnFrom, exceptTraveller, limit }) {
      const rows = await q
        .select({ userId: t.trips.userId })
        .from(t.trips)
        .leftJoin(a, eq(a.userId, t.trips.userId))
        .where(
          and(
            eq(t.trips.originCountry, country),
            sql`${t.trips.returnDate} >= ${returnFrom}::date`,
            sql`${t.trips.userId} <> ${exceptTraveller}`,
            sql`coalesce(${a.requestAlerts}, true)`,
          ),
        )
        .groupBy(t.trips.userId)
        .limit(limit);
      return rows.map((r) => r.userId);
    },
    async removeAlerts(userId) {
      await q.delete(a).where(eq(a.userId, userId));
    },
  };
}
