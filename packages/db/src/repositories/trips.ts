/** Travellers' trips: the public list (a keyset page, as the requests'), and each person's cap of trips ahead. */
import { and, eq, sql } from 'drizzle-orm';
import type { Repositories, TripSearch } from '@cg/domain/server';
import type { TravelerTrip } from '@cg/domain';
import * as t from '#src/schema';
import { afterCursor, byIdBytes, containing, countMatching, newest, newestFirstPage } from '#src/repositories/lists';
import { placeholders, type Bind, type Prepared } from '#src/repositories/prepared';
import { lockUserRow, type Runner } from '#src/repositories/runner';

function tripOf(row: typeof t.trips.$inferSelect): TravelerTrip {
  return {
    ...row,
    destinationCountry: row.destinationCountry as TravelerTrip['destinationCountry'],
    province: row.province as TravelerTrip['province'],
    availableSpace: row.availableSpace as TravelerTrip['availableSpace'],
    entryWay: row.entryWay as TravelerTrip['entryWay'],
    status: 'active',
  };
}

/** The trips list's filters as SQL, the same as the domain's `filterTrips`. */
function tripWhere(filters: TripSearch, bind: Bind) {
  const text = filters.text?.trim() ?? '';
  return and(
    filters.originCountry ? eq(t.trips.originCountry, bind('originCountry', filters.originCountry)) : undefined,
    // Compared as text, as the domain compares its `YYYY-MM-DD` strings: a malformed date filters as
    // it does in the browser instead of failing the query.
    filters.returnBy ? sql`${t.trips.returnDate}::text <= ${bind('returnBy', filters.returnBy)}` : undefined,
    filters.returnFrom ? sql`${t.trips.returnDate}::text >= ${bind('returnFrom', filters.returnFrom)}` : undefined,
    text
      ? sql`(cg_fold(${t.trips.originCountry}) like ${containing(text, bind)} or cg_fold(${t.trips.userName}) like ${containing(text, bind)})`
      : undefined,
  );
}

/**
 * In a transaction a trip is read `FOR UPDATE` (as a request is): accepting an order on it and
 * changing or deleting it wait for each other (decision 026).
 */
export function sqlTrips(
  q: Runner,
  { inTransaction, prepared }: { readonly inTransaction: boolean; readonly prepared: Prepared },
): Repositories['trips'] {
  return {
    async byId(id) {
      const query = q.select().from(t.trips).where(eq(t.trips.id, id));
      const [row] = inTransaction ? await query.for('update') : await query;
      return row ? tripOf(row) : null;
    },
    async update(id, patch) {
      const changed = await q.update(t.trips).set(patch).where(eq(t.trips.id, id)).returning({ id: t.trips.id });
      return changed.length > 0;
    },
    async remove(id) {
      const removed = await q.delete(t.trips).where(eq(t.trips.id, id)).returning({ id: t.trips.id });
      return removed.length > 0;
    },
    async add(trip, cap) {
      // The user's row is the lock, as for withdrawals.
      if (!(await lockUserRow(q, trip.userId))) return false;
      const [ahead] = await q
        .select({ n: sql<number>`count(*)::int` })
        .from(t.trips)
        .where(and(eq(t.trips.userId, trip.userId), sql`${t.trips.returnDate} >= ${cap.from}::date`));
      if ((ahead?.n ?? 0) + (trip.returnDate >= cap.from ? 1 : 0) > cap.max) return false;
      const inserted = await q
        .insert(t.trips)
        .values(trip)
        .onConflictDoNothing({ target: t.trips.id })
        .returning({ id: t.trips.id });
      return inserted.length > 0;
    },
    async byUser(userId) {
      const rows = await q
        .select()
        .from(t.trips)
        .where(eq(t.trips.userId, userId))
        .orderBy(newest(t.trips.createdAt), byIdBytes(t.trips.id));
      return rows.map(tripOf);
    },
    async search(filters, limit, after) {
      // Built once per shape of the filters and run with the values, as the requests' list.
      const p = placeholders();
      const where = and(tripWhere(filters, p.bind), after ? afterCursor(after, p.bind, t.trips) : undefined);
      if (limit !== undefined) p.bind('limit', limit);
      const statement = prepared(`trips-search:${p.key()}`, () =>
        newestFirstPage(q.select().from(t.trips).where(where).$dynamic(), t.trips, limit !== undefined).prepare(''),
      );
      return (await statement.execute(p.values)).map(tripOf);
    },
    async count(filters, upTo) {
      const p = placeholders();
      return countMatching(q, prepared, 'trips-count', p, t.trips, tripWhere(filters, p.bind), upTo);
    },
    async removeByUser(userId) {
      const removed = await q.delete(t.trips).where(eq(t.trips.userId, userId)).returning({ id: t.trips.id });
      return removed.length;
    },
    // Read from trips_match (origin_country, return_date, id): one country's trips from today on,
    // already in the list's order (decision 046).
    async matchingRequest({ country, returnFrom, exceptTraveller, limit }) {
      const rows = await q
        .select()
        .from(t.trips)
        .where(
          and(
            eq(t.trips.originCountry, country),
            sql`${t.trips.returnDate} >= ${returnFrom}::date`,
            sql`${t.trips.userId} <> ${exceptTraveller}`,
          ),
        )
        .orderBy(t.trips.returnDate, byIdBytes(t.trips.id))
        .limit(limit);
      return rows.map(tripOf);
    },
  };
}
